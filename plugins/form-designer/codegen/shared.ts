/** Pieces every code generator shares: escaping, labels, indentation and the widgets of a form. */
import { holdsValue, isSubFormType } from '../../../schemas/forms/catalogue';
import type { FormWidget, OptionItem } from '../../../schemas/forms/types';

export const escapeHtml = (text: unknown): string =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const labelOf = (w: FormWidget): string => String(w.options.label || w.options.name);

export const indent = (lines: string[], depth: number): string[] => lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

export const optionItemsOf = (w: FormWidget): OptionItem[] => (Array.isArray(w.options.optionItems) ? w.options.optionItems : []);

/** Value widgets outside sub-forms (the form's top-level data keys), sub-forms included. */
export function topValueWidgets(list: readonly FormWidget[]): FormWidget[] {
  const out: FormWidget[] = [];
  const visit = (w: FormWidget) => {
    if (isSubFormType(w.type)) {
      out.push(w);
      return;
    }
    if (!w.category && holdsValue(w.type, w.options)) out.push(w);
    for (const child of [...(w.cols ?? []), ...(w.tabs ?? []), ...(w.rows ?? []).flatMap((r) => r.cols), ...(w.widgetList ?? [])]) visit(child);
  };
  list.forEach(visit);
  return out;
}

/** Value widgets directly in a sub-form (its columns). */
export const cellsOf = (sub: FormWidget): FormWidget[] => (sub.widgetList ?? []).filter((w) => holdsValue(w.type, w.options));

/** A JavaScript identifier for a form name (component names, variables). */
export function identifier(text: string, fallback: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9_$]/g, '');
  return /^[A-Za-z_$]/.test(cleaned) ? cleaned : fallback;
}
