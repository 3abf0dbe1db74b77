import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../core/errors';
import { jsonDepthExceeds } from '../core/input/jsonDepth';
import { hardenSchema } from '../core/input/schemaHardening';
import { parseTextPart } from '../core/input/textParts';
import { findUnsafeText } from '../core/input/unsafeText';
import { inputText } from '../core/input/texts';
import { isUnknownApiRequest } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler's own validation refuses unsafe text with the field's label (the schema-driven module
     * routes): the generic check below leaves such routes to it.
     */
    checksOwnText?: boolean;
  }
}

function makeAjv(): Ajv {
  // No coercion: a JSON body must carry the declared types ({"id": true} is not id 1); text parts are
  // parsed explicitly before validation. Unknown fields are refused, never silently removed.
  const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: true, addUsedSchema: false });
  addFormats(ajv);
  return ajv;
}

type Part = 'body' | 'querystring' | 'params' | 'headers';

/** A validator for a text part: parse each value by its declared type, then validate without coercion. */
function textValidator(validate: ValidateFunction, schema: unknown) {
  const run = (data: unknown) => {
    const value = parseTextPart(schema, data);
    if (validate(value)) return { value };
    run.errors = validate.errors;
    return false;
  };
  run.errors = null as ValidateFunction['errors'];
  return run;
}

/** The part of a request where unsafe text was found, for the field name in the answer. */
function unsafeField(request: FastifyRequest): string | null {
  const body = request.body;
  if (body !== undefined && body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const found = findUnsafeText(body);
    if (found !== null) return found || 'body';
  } else if (typeof body === 'string') {
    if (findUnsafeText(body) !== null) return 'body';
  }
  return findUnsafeText(request.params) ?? findUnsafeText(request.query);
}

/**
 * Hostile-input hardening shared by every route (issue 12): JSON bodies nested deeper than any request
 * of this API are refused before they are parsed; route schemas are compiled without type coercion,
 * with integer bounds and closed body objects; and text PostgreSQL cannot store (NUL, lone surrogates)
 * is refused naming the field before any handler or guard touches it. Each is a 2010102, never a 500.
 */
export const requestInputPlugin = fp(
  async (app: FastifyInstance) => {
    // Created with the first compiled schema, not at start (issue 19: cold start).
    let ajv: Ajv | undefined;
    app.setValidatorCompiler(({ schema, httpPart, method, url }) =>
      app.routeSchemas.validator({ method, url }, () => {
        const part = (httpPart ?? 'body') as Part;
        const hardened = hardenSchema(schema, { closeObjects: part === 'body' }) as object;
        const validate = (ajv ??= makeAjv()).compile(hardened);
        return part === 'body' ? validate : textValidator(validate, hardened);
      }),
    );

    const defaultJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && jsonDepthExceeds(body) && !isUnknownApiRequest(request)) {
        done(ApiError.badParameter([{ field: 'body', message: inputText('tooDeep', request.locale) }], request.locale), undefined);
        return;
      }
      defaultJson(request, body as string, done);
    });

    // Callback style: no promise per request for the routes that check their own text.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.routeOptions.config?.checksOwnText) return done();
      const field = unsafeField(request);
      if (field !== null) return done(ApiError.badParameter([{ field, message: inputText('unsafeText', request.locale) }], request.locale));
      done();
    });
  },
  { name: 'request-input', dependencies: ['envelope'] },
);
