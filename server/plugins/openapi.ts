import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * OpenAPI 3 generated from the route schemas. Registered before every feature plugin: it collects
 * routes as they are added (which is why it is global and not encapsulated).
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
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
    });
    app.get(
      '/api/openapi.json',
      { schema: { hide: true }, config: { rawResponse: true } },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
    );
  },
  { name: 'openapi' },
);
