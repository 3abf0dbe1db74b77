/**
 * The checks of one form widget, derived from its options (spec §5 "Form tooling"): required, the
 * built-in format or custom pattern, lengths, number range and precision, upload count/type/size and
 * sub-form rows. The browser renderer turns them into field validators (blur and change triggers); the
 * server runs the same functions on submitted data (server/forms). Every check but `required` passes
 * an empty value.
 */
import { decimalPlaces } from '../validators/decimal';
import { extensionOf, MB } from '../contracts/storage/rules';
import { DEFAULT_SUBFORM_MAX_ROWS, FORM_UPLOAD_DEFAULT_MB, valueKindOf } from './catalogue';
import { formatMessage, matchesValidation } from './formats';
import { formText, type MessageLocale } from './messages';
import type { WidgetOptions } from './types';

export type CheckRule = 'format' | 'minLength' | 'maxLength' | 'min' | 'max' | 'precision' | 'count' | 'fileType' | 'fileSize' | 'maxRows';

export interface FieldCheck {
  rule: CheckRule;
  /** The message when the value fails, null when it passes. */
  test(value: unknown): string | null;
}

/** A stored upload entry (spec §3 file entry; the form tooling adds name and status). */
export interface FormFileEntry {
  name: string;
  url?: string;
  size?: number;
  type?: string;
  status?: string;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The name users know a widget by in messages: its label, else its name. */
export const labelOf = (options: Partial<WidgetOptions>): string => (typeof options.label === 'string' && options.label ? options.label : String(options.name ?? ''));

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Spec §5: "<label>字段值不可为空" (or the configured requiredHint). */
export function requiredMessage(options: Partial<WidgetOptions>, locale: MessageLocale): string {
  return typeof options.requiredHint === 'string' && options.requiredHint ? options.requiredHint : formText('required', locale, { label: labelOf(options) });
}

/** Text a format or length applies to: strings as they are, numbers as written. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Spec §5 form upload checks of one picked file (the count is checked by uploadCountMessage). */
export function uploadFileMessage(file: { name: string; size: number; type?: string }, options: Partial<WidgetOptions>, picture: boolean, locale: MessageLocale): string | null {
  const ext = extensionOf(file.name);
  const types = (options.fileTypes ?? []).map((t) => String(t).toLowerCase());
  if (types.length > 0 && !types.includes(ext)) return formText('unsupportedFormat', locale, { ext: ext || file.name });
  // Pictures: the browser's MIME type must be image/<extension> (jpg files say image/jpeg).
  if (picture && file.type !== undefined && file.type !== `image/${ext === 'jpg' ? 'jpeg' : ext}`) return formText('notImage', locale, { ext });
  const maxMb = isNum(options.fileMaxSize) && options.fileMaxSize > 0 ? options.fileMaxSize : FORM_UPLOAD_DEFAULT_MB;
  if (file.size > maxMb * MB) return formText('fileSizeExceeded', locale, { n: maxMb });
  return null;
}

/** Spec §5: more files than `limit` gives "The maximum number({limit}) of file uploads has been exceeded." */
export function uploadCountMessage(count: number, options: Partial<WidgetOptions>, locale: MessageLocale): string | null {
  const limit = isNum(options.limit) && options.limit > 0 ? options.limit : undefined;
  return limit !== undefined && count > limit ? formText('uploadExceeded', locale, { limit }) : null;
}

function textChecks(options: Partial<WidgetOptions>, locale: MessageLocale, label: string): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const { minLength, maxLength } = options;
  if (isNum(minLength) && minLength > 0) {
    checks.push({ rule: 'minLength', test: (v) => ((textOf(v) ?? '').length < minLength ? formText('minLength', locale, { label, n: minLength }) : null) });
  }
  if (isNum(maxLength) && maxLength > 0) {
    checks.push({ rule: 'maxLength', test: (v) => ((textOf(v) ?? '').length > maxLength ? formText('maxLength', locale, { label, n: maxLength }) : null) });
  }
  return checks;
}

function numberChecks(type: string, options: Partial<WidgetOptions>, locale: MessageLocale, label: string): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const values = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).filter(isNum);
  const { min, max, precision } = options;
  if (isNum(min)) checks.push({ rule: 'min', test: (v) => (values(v).some((n) => n < min) ? formText('min', locale, { label, n: min }) : null) });
  if (isNum(max)) checks.push({ rule: 'max', test: (v) => (values(v).some((n) => n > max) ? formText('max', locale, { label, n: max }) : null) });
  if (type === 'number' && isNum(precision) && precision >= 0) {
    checks.push({ rule: 'precision', test: (v) => (values(v).some((n) => decimalPlaces(n) > precision) ? formText('precision', locale, { label, n: precision }) : null) });
  }
  return checks;
}

function fileChecks(options: Partial<WidgetOptions>, locale: MessageLocale): FieldCheck[] {
  const entries = (v: unknown): FormFileEntry[] => (Array.isArray(v) ? (v as FormFileEntry[]) : []);
  // Stored entries are rechecked on their extension and recorded size (the MIME check is the picker's).
  const firstFailure = (v: unknown, picked: (entry: FormFileEntry) => { name: string; size: number } | null, limits: Partial<WidgetOptions>) => {
    for (const entry of entries(v)) {
      const file = picked(entry);
      const message = file && uploadFileMessage(file, limits, false, locale);
      if (message) return message;
    }
    return null;
  };
  return [
    { rule: 'count', test: (v) => uploadCountMessage(entries(v).length, options, locale) },
    { rule: 'fileType', test: (v) => firstFailure(v, (e) => ({ name: String(e?.name ?? ''), size: 0 }), options) },
    { rule: 'fileSize', test: (v) => firstFailure(v, (e) => (isNum(e?.size) ? { name: String(e.name ?? ''), size: e.size } : null), { ...options, fileTypes: [] }) },
  ];
}

/**
 * The checks of a widget other than `required`, in the order their messages should win. Empty values
 * pass every one of them (spec §5: built-in validators are skipped on empty values).
 */
export function fieldChecks(type: string, options: Partial<WidgetOptions>, locale: MessageLocale): FieldCheck[] {
  const label = labelOf(options);
  const kind = valueKindOf(type, options);
  const checks: FieldCheck[] = [];
  const validation = typeof options.validation === 'string' ? options.validation.trim() : '';
  if (validation && (kind === 'text' || kind === 'number' || kind === 'option' || kind === 'any')) {
    const hint = typeof options.validationHint === 'string' && options.validationHint ? options.validationHint : null;
    checks.push({
      rule: 'format',
      test: (v) => {
        const text = textOf(v);
        if (text === null || matchesValidation(validation, text)) return null;
        return hint ?? formText(formatMessage(validation), locale, { label });
      },
    });
  }
  if (kind === 'text' || kind === 'html') checks.push(...textChecks(options, locale, label));
  if (kind === 'number' || kind === 'numberRange') checks.push(...numberChecks(type, options, locale, label));
  if (kind === 'files') checks.push(...fileChecks(options, locale));
  if (kind === 'rows') {
    const max = isNum(options.maxRows) && options.maxRows > 0 ? options.maxRows : DEFAULT_SUBFORM_MAX_ROWS;
    checks.push({ rule: 'maxRows', test: (v) => (Array.isArray(v) && v.length > max ? formText('maxRows', locale, { label, n: max }) : null) });
  }
  return checks.map((check) => ({ rule: check.rule, test: (value) => (isEmptyValue(value) ? null : check.test(value)) }));
}
