/**
 * Request validation for the monitoring routes, run inside the handler after the guards (so a caller
 * without a session gets 401 and one without permission 2010103 before any 2010102), with the field
 * messages every other route uses (server/core/validation).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import { isDate, isDateTime } from '../../../schemas/temporal';
import { ApiError, type FieldError } from '../../core/errors';
import { fieldErrorsFrom } from '../../core/validation';
import { hardenSchema } from '../../core/input/schemaHardening';
import { parseTextPart } from '../../core/input/textParts';
import type { Locale } from '../../../data-providers/catalogue';
import { monitoringText, type MonitoringMessage } from '../messages';

export type JsonSchema = Record<string, unknown>;

// No coercion anywhere: bodies are JSON and must carry real types; query strings and path parameters
// arrive as text and are parsed explicitly by their declared types (server/core/input/textParts).
// strictNumbers: without it (strict: false turns it off) a union type such as ['number', 'null'] accepts Infinity.
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false, strictNumbers: true, messages: false });
ajv.addFormat('datetime', { type: 'string', validate: isDateTime });
ajv.addFormat('date', { type: 'string', validate: isDate });

export type Where = 'querystring' | 'params' | 'body';

export function compileInput<T>(schema: JsonSchema, where: Where): (data: unknown, locale: Locale) => T {
  // Compiled on first use, so the routes' validators do not add to every cold start.
  let compiled: ValidateFunction | undefined;
  const hardened = hardenSchema(schema, { closeObjects: where === 'body' }) as JsonSchema;
  return (data, locale) => {
    const validate = (compiled ??= ajv.compile(hardened));
    // Parsing and defaults write into the object: never into Fastify's own request objects.
    const copy =
      where === 'body' ? (data && typeof data === 'object' && !Array.isArray(data) ? structuredClone(data) : data) : parseTextPart(hardened, data);
    if (validate(copy)) return copy as T;
    const errors = (validate.errors ?? []) as ErrorObject[] as FastifySchemaValidationError[];
    throw ApiError.badParameter(fieldErrorsFrom(errors, where === 'body' ? 'body' : where, locale), locale);
  };
}

/** A 2010102 naming fields that failed a rule JSON Schema cannot express. */
export function fieldError(field: string, key: MonitoringMessage, locale: Locale): FieldError {
  return { field, message: monitoringText(key, locale) };
}

export function throwIfErrors(errors: FieldError[], locale: Locale): void {
  if (errors.length > 0) throw ApiError.badParameter(errors, locale);
}

/** Comma-separated positive ids ("3,5,8") → numbers; 2010102 on anything else. */
export function parseIds(raw: string, locale: Locale, field = 'ids'): number[] {
  const parts = raw.split(',').map((s) => s.trim());
  const ok = parts.length > 0 && parts.length <= 100 && parts.every((p) => /^[1-9]\d{0,14}$/.test(p));
  if (!ok) throw ApiError.badParameter([{ field, message: locale === 'en-US' ? 'has an invalid format' : '格式不正确' }], locale);
  return [...new Set(parts.map(Number))];
}

export const parseId = (raw: string, locale: Locale, field = 'id'): number => {
  const ids = parseIds(raw, locale, field);
  if (ids.length !== 1) throw ApiError.badParameter([{ field, message: locale === 'en-US' ? 'has an invalid format' : '格式不正确' }], locale);
  return ids[0];
};
