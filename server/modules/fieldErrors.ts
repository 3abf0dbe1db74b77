/**
 * Turns Ajv errors into the field errors users read: `{field, message}` with the field's label in the
 * caller's language ('设备编号: 不能为空', 'Device code: is required'), one error per field.
 */
import type { ErrorObject } from 'ajv/dist/2020';
import { localized } from '../../schemas/dictionaries';
import { DEFAULT_FILE_MAX_COUNT, DEFAULT_FILE_MAX_MB } from '../../schemas/fieldKinds';
import type { FieldSchema, LocalizedText } from '../../schemas/types';
import { isMessageKey, message, type MessageKey, type MessageLocale } from '../../schemas/validators';
import type { FieldError } from '../core/errors';

/** Where an error is reported: the client-side name of the input, and how to label it. */
export interface ErrorTarget {
  field: string;
  label: string;
  schema?: FieldSchema;
}

function typeKey(expected: unknown): MessageKey {
  const type = (Array.isArray(expected) ? expected.find((t) => t !== 'null') : expected) as string;
  const keys: Record<string, MessageKey> = {
    string: 'typeString',
    integer: 'typeInteger',
    number: 'typeNumber',
    boolean: 'typeBoolean',
    array: 'typeArray',
    object: 'typeObject',
  };
  return keys[type] ?? 'typeString';
}

/** The text of one Ajv error for the target field (without the label). */
export function errorText(error: ErrorObject, target: ErrorTarget, locale: MessageLocale, inFileEntry: boolean): string {
  const params = error.params as Record<string, unknown>;
  const field = target.schema;
  const say = (key: MessageKey, p: Record<string, string | number> = {}) => message(key, locale, p);
  switch (error.keyword) {
    case 'required':
      return say('required');
    case 'type':
      return error.data === null ? say('required') : say(typeKey(params.type));
    case 'maxLength':
      return say('maxLength', { n: params.limit as number });
    case 'minLength':
      return say('minLength', { n: params.limit as number });
    case 'minimum':
      // A physical quantity (concentration, flow, mass, count) declares min 0: say what is wrong.
      return params.limit === 0 ? say('nonNegative') : say('minimum', { n: params.limit as number });
    case 'exclusiveMinimum':
      return say('minimum', { n: params.limit as number });
    case 'maximum':
    case 'exclusiveMaximum':
      return inFileEntry ? say('fileSize', { n: field?.maxSizeMB ?? DEFAULT_FILE_MAX_MB }) : say('maximum', { n: params.limit as number });
    case 'pattern':
      return field?.patternMessage && !inFileEntry ? localized(field.patternMessage, locale) : say('pattern');
    case 'format': {
      // Range bounds of datetime filters also take whole days; the full form is the one to suggest.
      const format = params.format === 'date-or-datetime' ? 'datetime' : String(params.format);
      return isMessageKey(format) ? say(format) : say('date');
    }
    case 'enum':
      return say('enum');
    case 'maxItems':
      return field?.type === 'files' ? say('fileCount', { n: field.maxCount ?? DEFAULT_FILE_MAX_COUNT }) : say('maxItems', { n: params.limit as number });
    case 'uniqueItems':
      return say('uniqueItems');
    case 'additionalProperties':
      return say('unknownField');
    default: {
      const key = String(params.key ?? '');
      return isMessageKey(key) ? say(key, params as Record<string, string | number>) : say('pattern');
    }
  }
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The path of the offending value: the instance path, plus the property a `required`/unknown error names. */
export function errorPath(error: ErrorObject): string[] {
  const path = error.instancePath ? error.instancePath.slice(1).split('/').map(unescape) : [];
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  return path;
}

/**
 * Field errors of a request body, in form order (unknown keys first): errors in a sub-table cell are
 * reported on `table[row].cell`.
 */
export function bodyErrors(errors: ErrorObject[], fields: ReadonlyMap<string, FieldSchema>, locale: MessageLocale): FieldError[] {
  const order = new Map([...fields.keys()].map((name, i) => [name, i]));
  const out = new Map<string, FieldError & { rank: number }>();
  // A value of the wrong type also fails the type's own rules (a number is not a valid name); the type is the real problem.
  const typeFirst = [...errors].sort((a, b) => Number(b.keyword === 'type') - Number(a.keyword === 'type'));
  for (const error of typeFirst) {
    const path = errorPath(error);
    const target = bodyTarget(path, fields, locale);
    if (out.has(target.field)) continue;
    const inFileEntry = target.schema?.type === 'files' && path.length > 2;
    const rank = order.get(path[0]) ?? -1;
    out.set(target.field, { field: target.field, message: `${target.label}: ${errorText(error, target, locale, inFileEntry)}`, rank });
  }
  return [...out.values()].sort((a, b) => a.rank - b.rank).map(({ field, message: text }) => ({ field, message: text }));
}

function bodyTarget(path: string[], fields: ReadonlyMap<string, FieldSchema>, locale: MessageLocale): ErrorTarget {
  const [name, row, cell] = path;
  if (name === undefined) return { field: '', label: '' };
  if (name === 'id') return { field: 'id', label: message('labelId', locale) };
  const field = fields.get(name);
  if (!field) return { field: name, label: name };
  const label = localized(field.label, locale);
  if (field.type !== 'subtable' || row === undefined) return { field: name, label, schema: field };
  const rowNumber = Number(row) + 1;
  const cellField = cell === undefined ? undefined : field.fields?.find((f) => f.name === cell);
  if (!cellField) return { field: `${name}[${row}]${cell ? '.' + cell : ''}`, label: message('rowLabel', locale, { table: label, row: rowNumber, field: cell ?? '' }).trim(), schema: field };
  return {
    field: `${name}[${row}].${cell}`,
    label: message('rowLabel', locale, { table: label, row: rowNumber, field: localized(cellField.label, locale) }),
    schema: cellField,
  };
}

/** Labels of the page/export parameters that are not fields. */
const PARAMETER_LABELS: Record<string, MessageKey> = {
  pageNum: 'labelPageNum',
  pageSize: 'labelPageSize',
  sortField: 'labelSortField',
  sortOrder: 'labelSortOrder',
  columns: 'labelColumns',
};

/**
 * Field errors of a query string. A bound like `recordTime[1]` is reported on `recordTime`, labelled
 * with the search item's label.
 */
export function queryErrors(errors: ErrorObject[], labels: ReadonlyMap<string, LocalizedText>, locale: MessageLocale): FieldError[] {
  const out = new Map<string, FieldError>();
  for (const error of errors) {
    const key = errorPath(error)[0] ?? '';
    const name = key.replace(/\[\d\]$/, '');
    if (out.has(name)) continue;
    const parameter = PARAMETER_LABELS[name];
    const label = parameter ? message(parameter, locale) : labels.has(name) ? localized(labels.get(name), locale) : name;
    let text: string;
    if (error.keyword === 'enum' && name === 'pageSize') text = message('pageSize', locale, { values: (error.params as { allowedValues: string[] }).allowedValues.join('/') });
    else if (error.keyword === 'enum' && name === 'sortField') text = message('sortField', locale);
    else if (error.keyword === 'enum' && name === 'sortOrder') text = message('sortOrder', locale);
    else if (error.keyword === 'pattern' && name === 'pageNum') text = message('typeInteger', locale);
    else text = errorText(error, { field: name, label }, locale, false);
    out.set(name, { field: name, message: `${label}: ${text}` });
  }
  return [...out.values()];
}
