/** One line of stored form data for the history timeline: "label: value" by the form's widget labels. */
import type { RenderableForm } from '../../schemas/contracts/forms';
import { walkForm } from '../../schemas/forms/walk';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** `fallback` labels fields of data that came without a designer form (fixed application fields). */
export function formSummary(data: unknown, form: RenderableForm | undefined, fallback: (name: string) => string): string {
  if (!data || typeof data !== 'object') return '';
  const labels = new Map<string, string>();
  if (form) for (const { widget } of walkForm(form.json)) if (widget.formItemFlag) labels.set(String(widget.options.name), String(widget.options.label ?? widget.options.name));
  return Object.entries(data as Record<string, unknown>)
    .map(([k, v]) => `${labels.get(k) ?? fallback(k)}: ${shown(v)}`)
    .join('；');
}
