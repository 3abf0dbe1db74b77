import { DEFAULT_PRECISION } from '../../schemas/fieldKinds';
import type { FieldSchema } from '../../schemas/types';
import { toNumber } from '../../schemas/validators';
import { pickText } from '../i18n';
import type { Locale } from '../plugins/types';
import { optionsOf, type DictionaryMap } from './dictionaries';

export interface FormatContext {
  locale: Locale;
  dictionaries: DictionaryMap;
  /** Texts for booleans, already translated. */
  yes: string;
  no: string;
}

/** Shown for an empty cell or description. */
export const EMPTY_TEXT = '-';

export { DEFAULT_PRECISION };

export function fieldLabel(field: FieldSchema, locale: Locale, withUnit = false): string {
  const label = pickText(field.label, locale);
  if (!withUnit || !field.unit) return label;
  return locale === 'zh-CN' ? `${label}（${field.unit}）` : `${label} (${field.unit})`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(',')
    .filter((v) => v !== '');
}

/**
 * A stored value as the user reads it: dictionary labels for enums, the field's precision for
 * numbers, 是/否 for booleans, file names for attachments.
 */
export function formatFieldValue(field: FieldSchema, value: unknown, ctx: FormatContext): string {
  if (isEmpty(value)) return EMPTY_TEXT;
  switch (field.type) {
    case 'enum': {
      const options = optionsOf(field, ctx.dictionaries, ctx.locale);
      const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
      const separator = ctx.locale === 'zh-CN' ? '、' : ', ';
      return field.multiple ? listOf(value).map(label).join(separator) : label(String(value));
    }
    case 'number': {
      const n = toNumber(value);
      return n === null ? String(value) : n.toFixed(field.precision ?? DEFAULT_PRECISION);
    }
    case 'integer': {
      const n = toNumber(value);
      return n === null ? String(value) : String(Math.trunc(n));
    }
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true' ? ctx.yes : ctx.no;
    case 'files':
      return Array.isArray(value)
        ? value.map((f) => (f && typeof f === 'object' && 'name' in f ? String((f as { name: unknown }).name) : String(f))).join(', ')
        : String(value);
    case 'subtable':
      return Array.isArray(value) ? String(value.length) : EMPTY_TEXT;
    default:
      return String(value);
  }
}

/** The value with the field's unit, for descriptions (tables carry the unit in the header). */
export function formatWithUnit(field: FieldSchema, value: unknown, ctx: FormatContext): string {
  const text = formatFieldValue(field, value, ctx);
  return field.unit && text !== EMPTY_TEXT ? `${text} ${field.unit}` : text;
}

/** One sub-table row for a read-only table: its position as key (rows have no id) and its cells. */
export interface SubtableRow {
  key: number;
  values: Record<string, unknown>;
}

/** A stored sub-table value as table rows; anything that is not a list of objects reads as no rows. */
export function subtableRows(value: unknown): SubtableRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((row, key) => ({ key, values: row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : {} }));
}
