import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** What the document needs of a route. */
export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds a route to the API document without adding it to the router: each module served by a shared
     * route set is documented at its own paths (server/modules/plugin.ts). `url` is the full path.
     */
    documentRoute?: (route: DocumentedRoute) => void;
  }
}

const SWAGGER_OPTIONS = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Environmental compliance platform API',
      version: '1.0.0',
      description: 'Every JSON answer is {code, msg, data}; see docs/api.md for codes and conventions.',
    },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'session token (or Bearer token)' },
        enterpriseId: { type: 'apiKey', in: 'header', name: 'enterprise_id', description: 'client area: the enterprise acted for' },
      },
    },
  },
} as const;

/**
 * The document of the collected routes, built by @fastify/swagger on a throwaway instance that declares
 * the same routes (with no-op handlers and compilers). @fastify/swagger and its YAML library are loaded
 * here, on the first request for the document, not at every start (issue 19: cold start).
 */
async function buildDocument(routes: readonly DocumentedRoute[]): Promise<string> {
  const { default: swagger } = await import('@fastify/swagger');
  const shadow = Fastify({ exposeHeadRoutes: false });
  shadow.setValidatorCompiler(() => () => true);
  shadow.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await shadow.register(swagger, SWAGGER_OPTIONS);
  await shadow.register(async (scope) => {
    for (const route of routes) {
      scope.route({ method: route.method, url: route.url, schema: route.schema, config: route.config, handler: async () => null });
    }
  });
  await shadow.ready();
  try {
    return JSON.stringify(shadow.swagger());
  } finally {
    await shadow.close();
  }
}

/**
 * OpenAPI 3 generated from the route schemas. Registered before every feature plugin: it collects
 * routes as they are added (which is why it is global and not encapsulated). HEAD routes are left out,
 * as @fastify/swagger does by default.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: DocumentedRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(route);
    });
    app.decorate('documentRoute', (route: DocumentedRoute) => {
      routes.push(route);
    });
    let document: Promise<string> | undefined;
    app.get('/api/openapi.json', { schema: { hide: true }, config: { rawResponse: true } }, async (_request, reply) => {
      // Routes cannot be added after start, so one document serves every later request.
      document ??= buildDocument(routes).catch((err: unknown) => {
        document = undefined;
        throw err;
      });
      return reply.type('application/json; charset=utf-8').send(await document);
    });
  },
  { name: 'openapi' },
);
