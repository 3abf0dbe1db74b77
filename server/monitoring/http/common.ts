/** Pieces every monitoring route shares: route options, paging, the caller's enterprise. */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE, SEARCH_INPUT_MAX } from '../../../schemas/fieldKinds';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { localizeFactors } from '../factors/localize';
import type { JsonSchema } from './validate';
import { plainJson, skipValidation } from '../../core/documentedOnly';

export const CLIENT_PREFIX = '/api/enterprise-side-app';
export const ADMIN_PREFIX = '/api/operation-manage';

export interface RouteDocs {
  tags: string[];
  summary: string;
  querystring?: JsonSchema;
  params?: JsonSchema;
  body?: JsonSchema;
  data?: JsonSchema;
}

/**
 * Route options with these guards and this security: the docs become the OpenAPI entry, validation runs in
 * the handler, the envelope wraps the answer. The shapes below (client, admin) and other core route sets
 * with their own guards (server/forms) build on it.
 */
export function guardedRoute(preHandler: RouteShorthandOptions['preHandler'], security: Record<string, string[]>[], docs: RouteDocs): RouteShorthandOptions {
  return {
    schema: {
      tags: docs.tags,
      summary: docs.summary,
      security,
      ...(docs.querystring ? { querystring: docs.querystring } : {}),
      ...(docs.params ? { params: docs.params } : {}),
      ...(docs.body ? { body: docs.body } : {}),
      response: { 200: envelopeSchema(docs.data ?? {}) },
    },
    validatorCompiler: skipValidation,
    serializerCompiler: plainJson,
    preHandler,
  };
}

export const CLIENT_SECURITY = [{ token: [], enterpriseId: [] }];
export const ADMIN_SECURITY = [{ token: [] }];

/** Options of a client-area route guarded by a permission key (which implies a valid enterprise). */
export function clientRoute(app: FastifyInstance, permission: string, docs: RouteDocs): RouteShorthandOptions {
  return {
    ...guardedRoute([app.requireEnterprise, app.requirePermission(permission)], CLIENT_SECURITY, { ...docs, summary: `${docs.summary} (${permission})` }),
    // Factor names in the caller's language, units as symbols (factors/localize.ts).
    preSerialization: async (req: FastifyRequest, _reply: unknown, payload: unknown) => localizeFactors(payload, req.locale),
  };
}

export function adminRoute(app: FastifyInstance, docs: RouteDocs): RouteShorthandOptions {
  return guardedRoute(app.requireAdmin, ADMIN_SECURITY, docs);
}

/** The enterprise of the enterprise_id header, after the guard checked the caller's grant. */
export function enterpriseOf(req: FastifyRequest): number {
  const id = req.auth?.enterpriseId;
  if (id === undefined) throw ApiError.noPermission();
  return id;
}

export const userOf = (req: FastifyRequest): number | null => req.auth?.userId ?? null;

/** Paging fields of docs/api.md: pageNum from 1, pageSize one of 10/20/30/50 (default 20). */
export const pagingProperties = {
  pageNum: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
} as const;

/** A search input (trimmed by the caller, at most 20 characters per the spec). */
export const searchText = { type: 'string', maxLength: SEARCH_INPUT_MAX } as const;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export const offsetOf = (p: Paging): number => (p.pageNum - 1) * p.pageSize;

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export const containsPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const idParams = (name: string): JsonSchema => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'string', description: name === 'ids' ? 'comma-separated ids' : 'id' } },
});

export const pageData = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { records: { type: 'array', items: record }, total: { type: 'integer' } },
});

/** True when err is PostgreSQL's unique violation on the named constraint/index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}
