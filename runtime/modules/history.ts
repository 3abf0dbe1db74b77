import type { AuditAction } from '../../server/modules/audit/hash';
import type { FieldChange, HistoryEntry } from '../../server/modules/audit/history';
import type { FieldSchema } from '../../schemas/types';
import { EMPTY_TEXT, formatFieldValue, type FormatContext } from './format';

export type { FieldChange, HistoryEntry };

/** i18n keys of the audit actions (新增/修改/删除). */
export const ACTION_KEYS: Record<AuditAction, string> = {
  create: 'history.create',
  update: 'history.update',
  delete: 'history.delete',
};

/** Newest first whatever order arrives: by time, then by entry id (ids follow the audit chain). */
export function newestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}

/** Field types whose history values are shown as on the detail page rather than as the server's text. */
const RICH_TYPES = new Set<FieldSchema['type']>(['subtable', 'files']);

/** Whether a change is best shown with the detail page's own rendering (a table of rows, a file list). */
export function showsRichValue(field: FieldSchema | undefined): field is FieldSchema {
  return field !== undefined && RICH_TYPES.has(field.type);
}

/**
 * One side of a change as text: the server's localised text (dictionary labels, 是/否), numbers with
 * the field's precision as the detail page prints them, a dash for no value.
 */
export function changeText(field: FieldSchema | undefined, raw: unknown, text: string | number | null, ctx: FormatContext): string {
  if (field && (field.type === 'number' || field.type === 'integer')) return formatFieldValue(field, raw, ctx);
  if (text === null || text === undefined || text === '') return EMPTY_TEXT;
  return String(text);
}
