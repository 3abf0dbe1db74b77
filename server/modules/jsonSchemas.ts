/**
 * JSON Schemas derived from a module schema: request bodies (create, update), the page and export
 * query strings, and the response row. The same objects validate requests and document the routes.
 */
import {
  DEFAULT_FILE_ACCEPT,
  DEFAULT_FILE_MAX_COUNT,
  DEFAULT_FILE_MAX_MB,
  DEFAULT_MAX_ROWS,
  DEFAULT_PRECISION,
  DEFAULT_STRING_LENGTH,
  DEFAULT_TEXT_LENGTH,
  NUMBER_DIGITS,
  PAGE_SIZES,
  SEARCH_INPUT_MAX,
} from '../../schemas/fieldKinds';
import type { FieldSchema, LocalizedText } from '../../schemas/types';
import type { ModuleContext } from './context';

export type JsonSchema = Record<string, unknown>;

const MB = 1024 * 1024;

const describe = (label: LocalizedText, unit?: string): string =>
  [label['zh-CN'], label['en-US']].filter(Boolean).join(' / ') + (unit ? ` (${unit})` : '');

function nullable(schema: JsonSchema, allowNull: boolean): JsonSchema {
  if (!allowNull) return schema;
  const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

function fileEntrySchema(field: FieldSchema): JsonSchema {
  const maxMB = field.maxSizeMB ?? DEFAULT_FILE_MAX_MB;
  return {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'url'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255, 'x-plain-text': true, 'x-file-name': { accept: field.accept ?? [...DEFAULT_FILE_ACCEPT] } },
      size: { type: 'integer', minimum: 0, maximum: Math.floor(maxMB * MB) },
      type: { type: 'string', maxLength: 100, 'x-plain-text': true },
      url: { type: 'string', minLength: 1, maxLength: 1024, 'x-plain-text': true },
      // Rendered as a link: only web or site-relative addresses, never javascript: and the like.
      path: { type: 'string', maxLength: 2048, pattern: '^(https?://|/)', 'x-plain-text': true },
    },
  };
}

function scalarSchema(field: FieldSchema, ctx: ModuleContext): JsonSchema {
  const common: JsonSchema = { description: describe(field.label, field.unit) };
  if (field.validator) common['x-validator'] = field.validator;
  switch (field.type) {
    case 'string':
    case 'text': {
      const out: JsonSchema = { ...common, type: 'string', maxLength: field.maxLength ?? (field.type === 'string' ? DEFAULT_STRING_LENGTH : DEFAULT_TEXT_LENGTH), 'x-plain-text': true };
      if (field.minLength !== undefined) out.minLength = field.minLength;
      if (field.pattern !== undefined) out.pattern = field.pattern;
      return out;
    }
    case 'integer':
      return { ...common, type: 'integer', minimum: field.min ?? Number.MIN_SAFE_INTEGER, maximum: field.max ?? Number.MAX_SAFE_INTEGER };
    case 'number': {
      const precision = field.precision ?? DEFAULT_PRECISION;
      const capacity = 10 ** (NUMBER_DIGITS - precision);
      const out: JsonSchema = { ...common, type: 'number', 'x-precision': precision };
      if (field.min !== undefined) out.minimum = field.min;
      else out.exclusiveMinimum = -capacity;
      if (field.max !== undefined) out.maximum = field.max;
      else out.exclusiveMaximum = capacity;
      return out;
    }
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'date':
    case 'datetime':
    case 'month':
      return { ...common, type: 'string', format: field.type };
    case 'enum': {
      const values = ctx.choices(field)?.map((o) => o.value) ?? [];
      if (field.multiple) return { ...common, type: 'array', uniqueItems: true, maxItems: values.length, items: { type: 'string', enum: values } };
      return { ...common, type: 'string', enum: values };
    }
    case 'files':
      return { ...common, type: 'array', maxItems: field.maxCount ?? DEFAULT_FILE_MAX_COUNT, items: fileEntrySchema(field) };
    case 'subtable':
      return { ...common, type: 'array', maxItems: field.maxRows ?? DEFAULT_MAX_ROWS, items: objectSchema(field.fields ?? [], ctx, true) };
  }
}

/** A field's value; optional fields also accept null ("no value"). */
export function fieldSchema(field: FieldSchema, ctx: ModuleContext): JsonSchema {
  return nullable(scalarSchema(field, ctx), !field.required);
}

function objectSchema(fields: FieldSchema[], ctx: ModuleContext, enforceRequired: boolean): JsonSchema {
  const properties = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, ctx)]));
  const required = enforceRequired ? fields.filter((f) => f.required).map((f) => f.name) : [];
  return { type: 'object', additionalProperties: false, ...(required.length ? { required } : {}), properties };
}

/** POST body: every required field present and non-empty, nothing unknown. */
export function createBodySchema(ctx: ModuleContext): JsonSchema {
  return objectSchema(ctx.schema.fields, ctx, true);
}

/** PUT body: the id plus any fields to change; required fields may be omitted but not emptied. */
export function updateBodySchema(ctx: ModuleContext): JsonSchema {
  const base = objectSchema(ctx.schema.fields, ctx, false);
  return {
    ...base,
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, ...(base.properties as JsonSchema) },
  };
}

const TIMESTAMP = { type: 'string', description: 'YYYY-MM-DD HH:mm:ss (Beijing time)' };

/** A record as the API returns it (documentation only). */
export function rowSchema(ctx: ModuleContext): JsonSchema {
  const properties: JsonSchema = {
    id: { type: 'integer' },
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    createdBy: { type: ['integer', 'null'] },
    updatedBy: { type: ['integer', 'null'] },
  };
  for (const field of ctx.schema.fields) properties[field.name] = nullable(scalarSchema(field, ctx), true);
  return { type: 'object', properties };
}

/** Query-string keys of one filter: the name itself and, for date/month, the `name[0]`/`name[1]` bounds. */
export function filterKeys(name: string, searchType: string): string[] {
  return searchType === 'date' || searchType === 'month' ? [name, `${name}[0]`, `${name}[1]`] : [name];
}

function filterSchema(ctx: ModuleContext): JsonSchema {
  const properties: JsonSchema = {};
  for (const spec of ctx.filters) {
    const { item, field } = spec;
    const description = describe(spec.label);
    let schema: JsonSchema;
    switch (item.searchType) {
      case 'input':
        schema = { type: 'string', maxLength: SEARCH_INPUT_MAX, 'x-plain-text': true, description: `${description}: contains, case-insensitive` };
        break;
      case 'select':
        schema = { type: 'string', 'x-value-list': { values: spec.values ?? [], multiple: spec.multiple }, description: `${description}: ${spec.multiple ? 'comma-separated values' : 'value'} of ${(spec.values ?? []).join(', ')}` };
        break;
      case 'cascader':
        schema = { type: 'string', maxLength: 200, 'x-plain-text': true, description: `${description}: value path, comma-separated; the last value is matched` };
        break;
      case 'date':
        schema = { type: 'string', format: field.type === 'datetime' ? 'date-or-datetime' : 'date', description: `${description}: a day, or [0]/[1] bounds` };
        break;
      case 'month':
        schema = { type: 'string', format: 'month', description: `${description}: a month YYYY-MM, or [0]/[1] bounds` };
        break;
    }
    for (const key of filterKeys(field.name, item.searchType)) properties[key] = schema;
  }
  return properties;
}

function pagingSchema(ctx: ModuleContext): JsonSchema {
  return {
    pageNum: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'page number, 1-based (default 1)' },
    pageSize: { type: 'string', enum: PAGE_SIZES.map(String), description: 'rows per page (default 20)' },
    sortField: { type: 'string', enum: ctx.sortable },
    sortOrder: { type: 'string', enum: ['ascend', 'descend'] },
  };
}

/** GET {api}/page query string (values as the query parser gives them: strings). */
export function pageQuerySchema(ctx: ModuleContext): JsonSchema {
  return { type: 'object', additionalProperties: false, properties: { ...pagingSchema(ctx), ...filterSchema(ctx) } };
}

/** GET {api}/exportExcel query string: the page filters and sort, plus the columns to export. */
export function exportQuerySchema(ctx: ModuleContext): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pagingSchema(ctx),
      ...filterSchema(ctx),
      columns: { type: 'string', 'x-column-list': ctx.exportable, description: `comma-separated field names in order, of ${ctx.exportable.join(', ')}` },
    },
  };
}

/** Wraps a data schema in the response envelope (documentation only). */
export function envelopeSchema(data: JsonSchema): JsonSchema {
  return { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data } };
}
