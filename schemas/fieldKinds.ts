/** What each field type supports, shared by the schema checks, the server pipeline and the browser. */
import type { FieldSchema, FieldType, SearchItem } from './types';

const NUMERIC: readonly FieldType[] = ['integer', 'number'];
const TEXTUAL: readonly FieldType[] = ['string', 'text'];

export const isNumericType = (type: FieldType): boolean => NUMERIC.includes(type);
export const isTextualType = (type: FieldType): boolean => TEXTUAL.includes(type);

/** A field whose column holds one comparable scalar (not jsonb). */
export function isScalarField(field: FieldSchema): boolean {
  if (field.type === 'files' || field.type === 'subtable') return false;
  return !(field.type === 'enum' && field.multiple);
}

/** Field types a spreadsheet cell can hold (import); files and sub-tables cannot. */
export const isImportableType = (type: FieldType): boolean => type !== 'files' && type !== 'subtable';

/** Field types each search type can filter. */
export const SEARCH_TYPE_FIELDS: Record<SearchItem['searchType'], readonly FieldType[]> = {
  input: ['string', 'text'],
  select: ['enum', 'boolean', 'string'],
  cascader: ['string', 'enum'],
  date: ['date', 'datetime'],
  month: ['month', 'date', 'datetime'],
};

/** dateType values allowed per search type; the first is the default. */
export const SEARCH_DATE_TYPES: Partial<Record<SearchItem['searchType'], readonly NonNullable<SearchItem['dateType']>[]>> = {
  date: ['daterange', 'date'],
  month: ['monthrange', 'month'],
};

/** Page-size options of every list (spec §9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Search text inputs are trimmed and capped (spec §5 Search and dialogs). */
export const SEARCH_INPUT_MAX = 20;
/** Length of a string field without maxLength. */
export const DEFAULT_STRING_LENGTH = 255;
/** Length of a text field without maxLength (spec §5 rich-text limit). */
export const DEFAULT_TEXT_LENGTH = 100000;
/** Digits after the point of a number field without precision. */
export const DEFAULT_PRECISION = 2;
/** Total digits of a number column: numeric(18, precision). */
export const NUMBER_DIGITS = 18;
/** Rows of a subtable field without maxRows. */
export const DEFAULT_MAX_ROWS = 200;
/** Upload defaults of the application screens (spec §9). */
export const DEFAULT_FILE_ACCEPT = ['mp4', 'avi', 'png', 'jpg', 'jpeg', 'xls', 'xlsx', 'pdf', 'doc', 'docx', 'rar', 'zip', 'webp'] as const;
export const DEFAULT_FILE_MAX_MB = 200;
export const DEFAULT_FILE_MAX_COUNT = 10;
