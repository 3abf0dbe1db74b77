/**
 * Semantic checks of a form JSON beyond its JSON Schema (spec §5 designer rules): names present,
 * unique and usable as data keys, containers with at least one part, consistent table spans, only field
 * widgets inside sub-forms, known widget types, valid and safe custom patterns, unique option values.
 * `npm run schemas:check`, the server (on save) and the designer (before export/save) run them.
 */
import { holdsValue, isSubFormType, widgetKind } from './catalogue';
import { customPattern, isBuiltInFormat, isUnsafePattern, patternParts } from './formats';
import { formText, type MessageLocale } from './messages';
import { tableProblem } from './table';
import type { FormJson, FormWidget, OptionItem } from './types';
import { walkForm } from './walk';

export interface FormIssue {
  pointer: string;
  message: string;
}

/** A field or sub-form name is a key of the form data: letters, digits, underscores, not a digit first. */
export const DATA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const PARTS: Record<string, { list: 'cols' | 'tabs' | 'rows'; part: string }> = {
  grid: { list: 'cols', part: 'grid-col' },
  tab: { list: 'tabs', part: 'tab-pane' },
  table: { list: 'rows', part: 'table-cell' },
};

function optionValueIssues(items: OptionItem[], pointer: string, locale: MessageLocale, out: FormIssue[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = JSON.stringify(item?.value);
    if (seen.has(key)) out.push({ pointer: `${pointer}/${i}/value`, message: formText('duplicateOption', locale, { value: String(item?.value) }) });
    seen.add(key);
    if (Array.isArray(item?.children)) optionValueIssues(item.children, `${pointer}/${i}/children`, locale, out);
  });
}

function patternIssues(widget: FormWidget, pointer: string, locale: MessageLocale, out: FormIssue[]): void {
  const validation = typeof widget.options.validation === 'string' ? widget.options.validation.trim() : '';
  if (!validation || isBuiltInFormat(validation)) return;
  const at = `${pointer}/options/validation`;
  if (customPattern(validation) === null) out.push({ pointer: at, message: formText('badPattern', locale, { pattern: validation }) });
  else if (isUnsafePattern(patternParts(validation).source)) out.push({ pointer: at, message: formText('unsafePattern', locale, { pattern: validation }) });
}

function eventIssues(widget: FormWidget, pointer: string, locale: MessageLocale, out: FormIssue[]): void {
  for (const [key, value] of Object.entries(widget.options)) {
    if (/^on[A-Z]/.test(key) && value !== null && value !== undefined && typeof value !== 'string') {
      out.push({ pointer: `${pointer}/options/${key}`, message: formText('eventNotText', locale, { event: key }) });
    }
  }
}

/** The problems of one widget that do not depend on the rest of the form. */
function widgetIssues(widget: FormWidget, pointer: string, inSubForm: boolean, locale: MessageLocale, out: FormIssue[]): void {
  const kind = widgetKind(widget.type);
  if (!kind) {
    out.push({ pointer: `${pointer}/type`, message: formText('unknownWidget', locale, { type: String(widget.type) }) });
    return;
  }
  const name = widget.options?.name;
  if (holdsValue(widget.type, widget.options) && typeof name === 'string' && name && !DATA_NAME.test(name)) {
    out.push({ pointer: `${pointer}/options/name`, message: formText('nameFormat', locale, { name }) });
  }
  if (inSubForm && (kind.container || !kind.formItem)) {
    out.push({ pointer, message: formText('onlyFieldsInSubForm', locale) });
  }
  const parts = PARTS[widget.type];
  if (parts) {
    const list = widget[parts.list] as unknown[] | undefined;
    const empty = !Array.isArray(list) || list.length === 0 || (parts.list === 'rows' && !(widget.rows ?? []).every((r) => Array.isArray(r?.cols) && r.cols.length > 0));
    if (empty) out.push({ pointer: `${pointer}/${parts.list}`, message: formText('emptyContainer', locale, { type: widget.type, part: parts.part }) });
    else if (widget.type === 'table') {
      const problem = tableProblem(widget);
      if (problem) out.push({ pointer: `${pointer}/rows`, message: formText(problem, locale) });
    }
  }
  if (Array.isArray(widget.options.optionItems)) optionValueIssues(widget.options.optionItems, `${pointer}/options/optionItems`, locale, out);
  patternIssues(widget, pointer, locale, out);
  eventIssues(widget, pointer, locale, out);
}

/** Every semantic problem of a form (an empty list means it can be saved and rendered). */
export function lintForm(form: FormJson, locale: MessageLocale = 'zh-CN'): FormIssue[] {
  const out: FormIssue[] = [];
  const names = new Map<string, string>();
  for (const visit of walkForm(form)) {
    const { widget, pointer } = visit;
    if (!widget.options || typeof widget.options !== 'object') continue; // the JSON Schema reports it
    // Covered table cells keep their place in the grid but are never drawn: their names do not count.
    if (widget.type === 'table-cell' && widget.merged) continue;
    const name = widget.options.name;
    if (typeof name !== 'string' || name.trim() === '') {
      out.push({ pointer: `${pointer}/options/name`, message: formText('nameRequired', locale) });
    } else if (names.has(name)) {
      out.push({ pointer: `${pointer}/options/name`, message: formText('nameDuplicate', locale, { name }) });
    } else {
      names.set(name, pointer);
    }
    const inSubForm = visit.subForm !== null && visit.parent !== null && isSubFormType(visit.parent.type);
    widgetIssues(widget, pointer, inSubForm, locale, out);
  }
  return out;
}
