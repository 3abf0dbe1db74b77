/** What every route of the data centre shares: paths, docs tags, the plant query field, range checks. */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ApiError, CLIENT_PREFIX, clientRoute, throwIfErrors, type Locale, type RouteDocs } from '../../../../server/plugin-api';
import { boaoText } from '../../locales';
import { chinaMs } from '../../domain/time';

/** The API path of a contract path (`/boao/...` under the enterprise-side application). */
export const url = (path: string): string => `${CLIENT_PREFIX}${path}`;
export const tags = ['water plant (boao)'];

export const plantIdProperty = { type: 'integer', minimum: 1, description: 'id of a plant of the enterprise (GET boao/plants)' } as const;
/** The query of a route that needs only the plant. */
export const plantQuery = { type: 'object', additionalProperties: false, required: ['plantId'], properties: { plantId: plantIdProperty } } as const;

export const dayProperty = { type: 'string', format: 'date', description: 'YYYY-MM-DD (China)' } as const;

/** 2010102 naming the field, with the plugin's text. */
export function fieldFailure(field: string, key: string, locale: Locale, vars: Record<string, string | number> = {}): never {
  throwIfErrors([{ field, message: boaoText(locale, key, vars) }], locale);
  throw new Error('unreachable');
}

/** end ≥ begin and at most maxDays apart (both China wall-clock texts: dates or date-times). */
export function checkRange(begin: string, end: string, maxDays: number, locale: Locale, endField = 'endTime'): void {
  const span = chinaMs(end) - chinaMs(begin);
  if (span < 0) fieldFailure(endField, 'errors.endBeforeBegin', locale);
  if (span > maxDays * 86_400_000) fieldFailure(endField, 'errors.rangeTooLong', locale, { days: maxDays });
}

/** Options like clientRoute's, satisfied by any one of the keys (for what every page of the plugin needs). */
export function anyKeyRoute(app: FastifyInstance, keys: readonly string[], docs: RouteDocs): RouteShorthandOptions {
  const options = clientRoute(app, keys[0], docs);
  const anyKey = async (req: FastifyRequest) => {
    if (!keys.some((k) => req.auth?.permissions.has(k))) throw ApiError.noPermission();
  };
  return { ...options, schema: { ...options.schema, summary: `${docs.summary} (any of ${keys.join(', ')})` }, preHandler: [app.requireEnterprise, anyKey] };
}
