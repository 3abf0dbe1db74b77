import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { mapConfigFromEnv, type MapConfig } from './config';
import { geocode, reverseGeocode, searchPlaces } from './upstream';

export { mapConfigFromEnv, type MapConfig } from './config';

const tags = ['map proxy'];
const security = [{ token: [] }];
const keyword = { type: 'string', minLength: 1, maxLength: 50 } as const;
const place = {
  type: 'object',
  properties: { name: { type: 'string' }, address: { type: 'string' }, longitude: { type: ['number', 'null'] }, latitude: { type: ['number', 'null'] } },
} as const;

/**
 * Address search and geocoding proxied server-side so the service key stays in configuration. The
 * browser calls /search and /geocoder without the /api prefix (spec §7); /api/… aliases serve tools.
 */
export async function mapPlugin(app: FastifyInstance, opts: { config?: MapConfig }) {
  const config = opts.config ?? mapConfigFromEnv();
  // Either area may look up an address (archive page, back-office enterprise form); anonymous callers may not.
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireClientSession(request, reply);
    } catch (err) {
      if (!(err instanceof ApiError) || err.httpStatus !== 401) throw err;
      await app.requireAdmin(request, reply);
    }
  };

  for (const root of ['', '/api']) {
    app.get<{ Querystring: { keyword: string } }>(
      `${root}/search`,
      {
        preHandler: requireSession,
        schema: {
          tags, security, summary: 'Place search (10 results)',
          querystring: { type: 'object', required: ['keyword'], properties: { keyword } },
          response: { 200: envelopeSchema({ type: 'object', properties: { records: { type: 'array', items: place } } }) },
        },
      },
      async (request) => ({ records: await searchPlaces(config, request.query.keyword.trim()) }),
    );
    app.get<{ Querystring: { keyword: string } }>(
      `${root}/geocoder`,
      {
        preHandler: requireSession,
        schema: {
          tags, security, summary: 'Address → coordinates',
          querystring: { type: 'object', required: ['keyword'], properties: { keyword } },
          response: { 200: envelopeSchema({ type: ['object', 'null'], properties: { longitude: { type: 'number' }, latitude: { type: 'number' } } }) },
        },
      },
      (request) => geocode(config, request.query.keyword.trim()),
    );
    app.post<{ Body: { longitude: number; latitude: number } }>(
      `${root}/geocoder`,
      {
        preHandler: requireSession,
        schema: {
          tags, security, summary: 'Coordinates → address',
          body: {
            type: 'object',
            required: ['longitude', 'latitude'],
            properties: { longitude: { type: 'number', minimum: -180, maximum: 180 }, latitude: { type: 'number', minimum: -90, maximum: 90 } },
          },
          response: { 200: envelopeSchema({ type: 'object', properties: { address: { type: 'string' } } }) },
        },
      },
      (request) => reverseGeocode(config, request.body.longitude, request.body.latitude),
    );
  }

  app.get(
    '/api/enterprise-side-app/map/status',
    { preHandler: requireSession, schema: { tags, security, summary: 'Whether the map service is configured', response: { 200: envelopeSchema({ type: 'object', properties: { configured: { type: 'boolean' } } }) } } },
    async () => ({ configured: Boolean(config.key) }),
  );

  // The base map of the browser: the Tianditu JS API and the browser key, or null (screens draw their
  // plain chart). Signed-in users only; the answer is never logged (responses are not, and 'browserKey'
  // is a redacted field should an object carrying it ever be).
  app.get(
    '/api/enterprise-side-app/map/browser',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: 'Tianditu JavaScript API and browser key for base maps (null: none configured)',
        response: {
          200: envelopeSchema({ type: ['object', 'null'], properties: { browserKey: { type: 'string' }, scriptUrl: { type: 'string' } } }),
        },
      },
    },
    async () => (config.browserKey ? { browserKey: config.browserKey, scriptUrl: config.jsApiUrl } : null),
  );
}
