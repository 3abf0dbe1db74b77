/**
 * Request validation of the generic module API. The JSON Schemas derived from each module schema are
 * compiled once, by one Ajv instance that knows the named validators; failures become
 * ApiError.badParameter with field-level, localized messages.
 */
import type { ValidateFunction } from 'ajv/dist/2020';
import { localized, dictionaries as sharedDictionaries } from '../../schemas/dictionaries';
import type { DictionaryDef, FieldSchema, LocalizedText, ModuleSchema } from '../../schemas/types';
import { message, type MessageLocale } from '../../schemas/validators';
import { crossFieldErrors } from '../../schemas/crossFieldRules';
import { ApiError, type FieldError } from '../core/errors';
import { createModuleAjv } from './ajv';
import { moduleContext, type ModuleContext } from './context';
import { bodyErrors, queryErrors } from './fieldErrors';
import {
  createBodySchema,
  exportQuerySchema,
  pageQuerySchema,
  rowSchema,
  updateBodySchema,
  type JsonSchema,
} from './jsonSchemas';
import { exportQuery, flattenQuery, isEmptyRange, listQuery, pageQuery, type ExportQuery, type ListQuery, type PageQuery } from './pageQuery';

/** Field values ready to be written: every key is a field name of the module. */
export type FieldValues = Record<string, unknown>;

/** Most ids one DELETE may name. */
export const MAX_IDS = 500;

export interface ModuleValidation {
  context: ModuleContext;
  /** The derived JSON Schemas, for route documentation. */
  jsonSchemas: { create: JsonSchema; update: JsonSchema; pageQuery: JsonSchema; exportQuery: JsonSchema; row: JsonSchema };
  create(body: unknown, locale: MessageLocale): FieldValues;
  /** The schema's cross-field rules over a whole record (an update merged onto the stored record). */
  crossCheck(record: Record<string, unknown>, locale: MessageLocale): void;
  update(body: unknown, locale: MessageLocale): { id: number; values: FieldValues };
  page(query: unknown, locale: MessageLocale): PageQuery;
  export(query: unknown, locale: MessageLocale): ExportQuery;
  id(param: unknown, locale: MessageLocale): number;
  ids(param: unknown, locale: MessageLocale): number[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Trims single-line text and reads an empty input as "no value" (null), the way forms send a cleared
 * field; sub-table rows get the same treatment. Unknown keys are kept so validation can name them.
 */
function normalize(values: Record<string, unknown>, fields: readonly FieldSchema[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    let v = out[field.name];
    if (typeof v === 'string') {
      if (field.type === 'string') v = v.trim();
      if (v === '' || (field.type === 'text' && (v as string).trim() === '')) v = null;
    }
    if (field.type === 'subtable' && Array.isArray(v)) {
      v = v.map((row) => (isPlainObject(row) ? normalize(row, field.fields ?? []) : row));
    }
    if (field.name in out) out[field.name] = v;
  }
  return out;
}

const bodyNotObject = (locale: MessageLocale): ApiError =>
  ApiError.badParameter([{ field: '', message: `${message('labelBody', locale)}: ${message('typeObject', locale)}` }], locale);

function positiveId(text: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

function compileOnce(compile: (schema: JsonSchema) => ValidateFunction, schema: JsonSchema): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compile(schema));
}

function compileModule(ctx: ModuleContext, compile: (schema: JsonSchema) => ValidateFunction): ModuleValidation {
  const jsonSchemas = {
    create: createBodySchema(ctx),
    update: updateBodySchema(ctx),
    pageQuery: pageQuerySchema(ctx),
    exportQuery: exportQuerySchema(ctx),
    row: rowSchema(ctx),
  };
  // Compiled on first use: compiling every module's four validators at start-up was a fifth of the cold start.
  const validateCreate = compileOnce(compile, jsonSchemas.create);
  const validateUpdate = compileOnce(compile, jsonSchemas.update);
  const validatePage = compileOnce(compile, jsonSchemas.pageQuery);
  const validateExport = compileOnce(compile, jsonSchemas.exportQuery);
  const labels = new Map<string, LocalizedText>(ctx.filters.map((f) => [f.field.name, f.label]));

  const body = (validator: () => ValidateFunction, raw: unknown, locale: MessageLocale): Record<string, unknown> => {
    if (!isPlainObject(raw)) throw bodyNotObject(locale);
    const validate = validator();
    const values = normalize(raw, ctx.schema.fields);
    if (!validate(values)) throw ApiError.badParameter(bodyErrors(validate.errors ?? [], ctx.fields, locale), locale);
    return values;
  };

  /** The checked query and its filters and sort (built once: they are needed for the range check too). */
  const query = (validator: () => ValidateFunction, raw: unknown, locale: MessageLocale): [Record<string, string>, ListQuery] => {
    const q = flattenQuery(raw, ctx);
    const validate = validator();
    if (!validate(q)) throw ApiError.badParameter(queryErrors(validate.errors ?? [], labels, locale), locale);
    const typed = q as Record<string, string>;
    const list = listQuery(typed, ctx);
    const empty: FieldError[] = list
      .filters.filter(isEmptyRange)
      .map((f) => ({ field: f.field.name, message: `${localized(labels.get(f.field.name), locale)}: ${message('rangeOrder', locale)}` }));
    if (empty.length > 0) throw ApiError.badParameter(empty, locale);
    return [typed, list];
  };

  const idsOf = (param: unknown, locale: MessageLocale): number[] => {
    const parts = typeof param === 'string' ? param.split(',').map((p) => p.trim()) : [];
    const ids = parts.map(positiveId);
    const bad = (key: 'id' | 'tooManyIds') => ApiError.badParameter([{ field: 'ids', message: `${message('labelId', locale)}: ${message(key, locale, { n: MAX_IDS })}` }], locale);
    if (ids.length === 0 || ids.some((id) => id === undefined)) throw bad('id');
    const unique = [...new Set(ids as number[])];
    if (unique.length > MAX_IDS) throw bad('tooManyIds');
    return unique;
  };

  const crossCheck = (record: Record<string, unknown>, locale: MessageLocale) => {
    const errors = crossFieldErrors(ctx.schema, record, locale);
    if (errors.length > 0) throw ApiError.badParameter(errors, locale);
  };

  return {
    context: ctx,
    jsonSchemas,
    crossCheck,
    create: (raw, locale) => {
      const values = pick(body(validateCreate, raw, locale), ctx.schema);
      crossCheck(values, locale);
      return values;
    },
    update: (raw, locale) => {
      const values = body(validateUpdate, raw, locale);
      return { id: values.id as number, values: pick(values, ctx.schema) };
    },
    page: (raw, locale) => {
      const [q, list] = query(validatePage, raw, locale);
      return pageQuery(q, ctx, list);
    },
    export: (raw, locale) => {
      const [q, list] = query(validateExport, raw, locale);
      return exportQuery(q, ctx, list);
    },
    id: (param, locale) => {
      const id = typeof param === 'string' ? positiveId(param) : undefined;
      if (id === undefined) throw ApiError.badParameter([{ field: 'id', message: `${message('labelId', locale)}: ${message('id', locale)}` }], locale);
      return id;
    },
    ids: idsOf,
  };
}

/** Only the module's fields, in schema order (validation has already refused anything else). */
function pick(values: Record<string, unknown>, schema: ModuleSchema): FieldValues {
  const out: FieldValues = {};
  for (const field of schema.fields) if (field.name in values) out[field.name] = values[field.name];
  return out;
}

/** Compiles the validation of every module with one Ajv instance. */
export function createModuleValidation(
  schemas: readonly ModuleSchema[],
  dictionaries: readonly DictionaryDef[] = sharedDictionaries,
): Map<string, ModuleValidation> {
  const ajv = createModuleAjv();
  const compile = (schema: JsonSchema) => ajv.compile(schema);
  return new Map(schemas.map((schema) => [schema.id, compileModule(moduleContext(schema, dictionaries), compile)]));
}
