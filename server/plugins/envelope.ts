import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { codeMessage, ErrorCode, type Locale } from '../../data-providers/catalogue';
import { success, type Envelope } from '../core/envelope';
import { ApiError } from '../core/errors';
import { localeFromAcceptLanguage } from '../core/locale';
import { message } from '../core/messages';
import { fieldErrorsFrom } from '../core/validation';
import { dbInputError } from '../core/input/dbErrors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler's JSON is sent as it is, without the `{code,msg,data}` wrapper (e.g. the OpenAPI document). */
    rawResponse?: boolean;
  }
}

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Writes an envelope already serialised, so no route response schema can reshape or strip an error. */
export function sendEnvelope(reply: FastifyReply, httpStatus: number, body: Envelope): FastifyReply {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function fastifyClientError(err: FastifyError, locale: Locale): ApiError {
  const status = err.statusCode ?? 400;
  const key = status === 413 ? 'bodyTooLarge' : status === 415 ? 'unsupportedMediaType' : 'invalidBody';
  const head = codeMessage(ErrorCode.BadParameter, locale)!;
  const text = message(key, locale);
  return new ApiError(ErrorCode.BadParameter, `${head}: ${text}`, { errors: [{ field: 'body', message: text }] }, status);
}

function toApiError(err: FastifyError, request: FastifyRequest): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err.validation) return ApiError.badParameter(fieldErrorsFrom(err.validation, err.validationContext, request.locale), request.locale);
  // Fastify's own 4xx (malformed JSON, wrong content type, body too large) are the caller's mistake.
  if (err.code?.startsWith('FST_') && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return fastifyClientError(err, request.locale);
  }
  return null;
}

function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let apiError = toApiError(err, request);
  if (!apiError) {
    apiError = dbInputError(err, request.locale);
    // A route let through a value its table refuses: answered as bad input, logged to be fixed at the route.
    if (apiError) request.log.warn({ err }, 'database refused request input');
  }
  if (apiError) {
    request.log.info({ code: apiError.code, msg: apiError.message }, 'request answered with an error code');
    return sendEnvelope(reply, apiError.httpStatus, { code: apiError.code, msg: apiError.textFor(request.locale), data: apiError.data });
  }
  // Unexpected: full detail goes to the log (with the request id), none of it to the caller.
  request.log.error({ err }, 'unhandled error');
  return sendEnvelope(reply, 500, { code: ErrorCode.SystemError, msg: codeMessage(ErrorCode.SystemError, request.locale)!, data: null });
}

/** Whether a URL is /api or under it (as the router sees it: a percent-encoded letter counts decoded). */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0];
  if (path.includes('%')) {
    try {
      path = decodeURI(path);
    } catch {
      return false;
    }
  }
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A request the not-found handler answers for an /api path. Its JSON body is parsed without the depth
 * limit, as when /api had a not-found handler in a context of its own (created before that parser).
 */
export function isUnknownApiRequest(request: FastifyRequest): boolean {
  return request.is404 && isApiPath(request.url);
}

/** 405 when the path exists under another method, else 404: both in the envelope. */
export function apiNotFound(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const allowed = METHODS.filter((m) => m !== request.method && app.findRoute({ method: m, url: path }));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendEnvelope(reply, 405, { code: ErrorCode.WrongMethod, msg: codeMessage(ErrorCode.WrongMethod, request.locale)!, data: null });
    }
    return sendEnvelope(reply, 404, { code: ErrorCode.NotFound, msg: codeMessage(ErrorCode.NotFound, request.locale)!, data: null });
  };
}

/**
 * The response contract of docs/api.md: locale per request, request id header, automatic wrapping of
 * handler results, error and not-found envelopes. Global (fastify-plugin) so every route inherits it.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'zh-CN');
    // Both hooks run on every request: callback style, so neither costs a promise and a microtask turn.
    app.addHook('onRequest', (request, reply, done) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
      done();
    });
    // Runs only for values Fastify is about to serialise: streams, buffers and strings pass untouched.
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      done(null, request.routeOptions.config?.rawResponse ? payload : success(payload));
    });
    app.setErrorHandler(errorHandler);
    // No not-found handler here: the one root handler (spa plugin) answers /api paths with apiNotFound.
    // A second handler under /api cost ~70 route inserts (every HTTP method, twice) at each start.
  },
  { name: 'envelope' },
);

export const notFoundEnvelope = (request: FastifyRequest, reply: FastifyReply) =>
  sendEnvelope(reply, 404, { code: ErrorCode.NotFound, msg: codeMessage(ErrorCode.NotFound, request.locale)!, data: null });
