/** Codes of the national hazardous-waste list (国家危险废物名录). */
import type { MessageKey } from './messages';

/** Waste code such as 900-041-49 (industry source, sequence, category number). */
export function hwCode(value: unknown): MessageKey | null {
  return typeof value === 'string' && /^\d{3}-\d{3}-\d{2}$/.test(value) ? null : 'hwCode';
}

/** Waste category HW01 to HW50. */
export function hwCategory(value: unknown): MessageKey | null {
  return typeof value === 'string' && /^HW(0[1-9]|[1-4]\d|50)$/.test(value) ? null : 'hwCategory';
}
