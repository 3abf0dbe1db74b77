/**
 * Server-side check of submitted form data against the form (spec §5 rules, same functions as the
 * renderer): only the form's value widgets are kept, each value must have its widget's shape (option
 * values among the choices, dates in the value format, files as entries, sub-form rows as objects),
 * then required and the option-derived checks run. Hidden fields skip the rules (spec §4: hiding removes
 * validation rules): those hidden by their options, and those the renderer reports hidden where the saved
 * form could have hidden them (./hiding.ts; a client's word alone switches off nothing). A hidden field's
 * value must still have its shape; a value failing the field's other rules is dropped (stored empty)
 * rather than refused, because the user could neither see nor fix it — so nothing stored skipped a rule.
 */
import { FORM_TEXT_MAX, holdsValue, isSubFormType, POLLUTION_FACTOR_MAX, valueKindOf, type ValueKind } from './catalogue';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, DEFAULT_TIME_FORMAT, dayjsFormat, matchesDateFormat } from './dates';
import { acceptedHidden } from './hiding';
import { formText, type MessageLocale } from './messages';
import { fieldChecks, isEmptyValue, labelOf, requiredMessage } from './rules';
import type { FormData, FormJson, FormWidget, OptionItem, WidgetOptions } from './types';
import { walkForm } from './walk';

export interface FormDataError {
  /** `name`, or `subForm[row].name` for a sub-form cell. */
  field: string;
  message: string;
}

export interface FormDataCheck {
  data: FormData;
  errors: FormDataError[];
}

export interface FormDataOptions {
  locale?: MessageLocale;
  /**
   * Names of widgets (fields or containers) the renderer reports hidden when the data was submitted;
   * only those the form could have hidden count (./hiding.ts).
   */
  hidden?: readonly string[];
  /** Whether the form's saved version is trusted (its event code runs, so it may hide widgets). */
  trusted?: boolean;
}

/** Serialized size a `custom` widget's value may take. */
const CUSTOM_VALUE_MAX = 100_000;
const FILE_KEYS = ['name', 'url', 'size', 'type', 'status'] as const;

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Choices are checked only where the widget cannot produce other values (no created or remote items). */
function fixedChoices(options: Partial<WidgetOptions>): OptionItem[] | null {
  if (options.allowCreate || options.remote || options.onRemoteQuery) return null;
  return Array.isArray(options.optionItems) && options.optionItems.length > 0 ? options.optionItems : null;
}

const sameValue = (a: unknown, b: unknown) => a === b || (isScalar(a) && isScalar(b) && String(a) === String(b));

function inChoices(items: OptionItem[], value: unknown): boolean {
  return items.some((item) => sameValue(item?.value, value));
}

function pathInTree(items: OptionItem[], path: unknown[], strict: boolean): boolean {
  let level: OptionItem[] | undefined = items;
  for (let i = 0; i < path.length; i++) {
    const found: OptionItem | undefined = level?.find((item) => sameValue(item?.value, path[i]));
    if (!found) return false;
    level = found.children;
  }
  // Without checkStrictly a cascader path ends at a leaf.
  return !strict ? !level || level.length === 0 : true;
}

const pair = (v: unknown, ok: (x: unknown) => boolean) => Array.isArray(v) && v.length === 2 && v.every(ok);

/** The format a date or time widget stores its value in. */
function storedFormat(kind: ValueKind, widget: FormWidget): string {
  const isTime = kind === 'time' || kind === 'timeRange';
  const fallback = isTime ? DEFAULT_TIME_FORMAT : widget.type.startsWith('date-time') ? DEFAULT_DATETIME_FORMAT : DEFAULT_DATE_FORMAT;
  return dayjsFormat(isTime ? widget.options.format : widget.options.valueFormat, fallback);
}

const DATE_KINDS: readonly ValueKind[] = ['time', 'timeRange', 'date', 'dateRange'];

/** A copy of the value in its widget's shape, or undefined when the value does not fit the widget. */
function shaped(kind: ValueKind, widget: FormWidget, value: unknown): unknown {
  const { options } = widget;
  const text = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
  switch (kind) {
    case 'text':
    case 'html':
      return text(FORM_TEXT_MAX)(value) ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'numberRange':
      return pair(value, (x) => typeof x === 'number' && Number.isFinite(x)) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'option': {
      const choices = fixedChoices(options);
      if (!isScalar(value) || (typeof value === 'string' && value.length > 255)) return undefined;
      return !choices || inChoices(choices, value) ? value : undefined;
    }
    case 'options': {
      const choices = fixedChoices(options);
      if (!Array.isArray(value) || value.length > 1000 || !value.every(isScalar)) return undefined;
      return !choices || value.every((v) => inChoices(choices, v)) ? [...new Set(value)] : undefined;
    }
    case 'path':
    case 'paths': {
      const paths = kind === 'path' ? [value] : Array.isArray(value) ? value : [null];
      const choices = fixedChoices(options);
      const ok = paths.every((p) => Array.isArray(p) && p.length > 0 && p.length <= 20 && p.every(isScalar) && (!choices || pathInTree(choices, p, Boolean(options.checkStrictly))));
      return ok ? value : undefined;
    }
    case 'time':
    case 'timeRange':
    case 'date':
    case 'dateRange': {
      const format = storedFormat(kind, widget);
      const one = (x: unknown) => typeof x === 'string' && x.length <= 64 && matchesDateFormat(x, format);
      return (kind === 'time' || kind === 'date' ? one(value) : pair(value, one)) ? value : undefined;
    }
    case 'color':
      return typeof value === 'string' && /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\))$/.test(value) ? value : undefined;
    case 'files': {
      if (!Array.isArray(value) || value.length > 100) return undefined;
      const entries = value.map((entry) => {
        if (!isObject(entry) || !text(255)(entry.name) || (entry.url !== undefined && !text(2048)(entry.url))) return undefined;
        if (entry.size !== undefined && (typeof entry.size !== 'number' || entry.size < 0)) return undefined;
        return Object.fromEntries(FILE_KEYS.filter((k) => entry[k] !== undefined && (k !== 'type' && k !== 'status' ? true : text(255)(entry[k]))).map((k) => [k, entry[k]]));
      });
      return entries.every(Boolean) ? entries : undefined;
    }
    case 'rows': // the pollution-factor card; sub-forms are checked row by row by the caller
      if (!Array.isArray(value)) return undefined;
      return value.every((row) => isObject(row) && text(POLLUTION_FACTOR_MAX)(row.key ?? '') && text(POLLUTION_FACTOR_MAX)(row.value ?? ''))
        ? value.map((row) => ({ key: (row as Record<string, unknown>).key ?? '', value: (row as Record<string, unknown>).value ?? '' }))
        : undefined;
    case 'any':
      return JSON.stringify(value).length <= CUSTOM_VALUE_MAX ? value : undefined;
    default:
      return undefined;
  }
}

interface Checked {
  value: unknown;
  error?: string;
}

function checkValue(widget: FormWidget, raw: unknown, ruled: boolean, locale: MessageLocale): Checked {
  const { options } = widget;
  if (isEmptyValue(raw)) {
    const value = raw === undefined ? null : raw;
    return ruled && options.required ? { value, error: requiredMessage(options, locale) } : { value };
  }
  const kind = valueKindOf(widget.type, options);
  const value = shaped(kind, widget, raw);
  if (value === undefined) {
    const label = labelOf(options);
    if (DATE_KINDS.includes(kind)) return { value: null, error: formText('invalidDate', locale, { label, format: storedFormat(kind, widget) }) };
    const key = kind === 'option' || kind === 'options' || kind === 'path' || kind === 'paths' ? 'notAnOption' : kind === 'files' ? 'invalidFile' : 'invalidValue';
    return { value: null, error: formText(key, locale, { label }) };
  }
  for (const check of fieldChecks(widget.type, options, locale)) {
    const message = check.test(value);
    // A hidden field had no rules the user could see: its failing value is not kept.
    if (message) return ruled ? { value, error: message } : { value: null };
  }
  return { value };
}

/** Checks submitted data against the form; `data` holds only the form's fields, in their shape. */
export function checkFormData(form: FormJson, input: unknown, opts: FormDataOptions = {}): FormDataCheck {
  const locale = opts.locale ?? 'zh-CN';
  const hiddenNames = acceptedHidden(form, opts.hidden ?? [], opts.trusted === true);
  const source = isObject(input) ? input : {};
  const data: FormData = {};
  const errors: FormDataError[] = [];
  const isHidden = (visitHidden: boolean, widget: FormWidget, ancestors: FormWidget[]) =>
    visitHidden || hiddenNames.has(widget.options.name) || ancestors.some((a) => hiddenNames.has(a.options?.name));

  for (const visit of walkForm(form)) {
    const { widget } = visit;
    // Sub-form cells are checked with their row; widgets without a value are not data.
    if (visit.subForm || !widget.options || !holdsValue(widget.type, widget.options)) continue;
    const name = widget.options.name;
    const ruled = !isHidden(visit.hidden, widget, visit.ancestors);
    if (!isSubFormType(widget.type)) {
      const result = checkValue(widget, source[name], ruled, locale);
      data[name] = result.value;
      if (result.error) errors.push({ field: name, message: result.error });
      continue;
    }
    const raw = source[name] ?? [];
    const cells = (widget.widgetList ?? []).filter((w) => w?.options && holdsValue(w.type, w.options));
    if (!Array.isArray(raw) || !raw.every(isObject)) {
      data[name] = [];
      errors.push({ field: name, message: formText('invalidValue', locale, { label: labelOf(widget.options) }) });
      continue;
    }
    const rowsCheck = fieldChecks(widget.type, widget.options, locale)[0]?.test(raw);
    if (rowsCheck) errors.push({ field: name, message: rowsCheck });
    data[name] = raw.map((row, index) => {
      const out: Record<string, unknown> = {};
      for (const cell of cells) {
        const result = checkValue(cell, row[cell.options.name], ruled && !hiddenNames.has(cell.options.name) && cell.options.hidden !== true, locale);
        out[cell.options.name] = result.value;
        if (result.error) errors.push({ field: `${name}[${index}].${cell.options.name}`, message: result.error });
      }
      return out;
    });
  }
  return { data, errors };
}
