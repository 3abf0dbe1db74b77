import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../data-providers/catalogue';
import { envelopeSchema } from '../core/envelope';
import { message } from '../core/messages';
import { sendEnvelope } from './envelope';

const healthData = {
  type: 'object',
  required: ['status', 'db'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    db: { type: 'string', enum: ['pglite', 'postgres'] },
    uptimeSeconds: { type: 'integer' },
  },
} as const;

/** GET /api/health: liveness plus a real database round trip (503 when the database does not answer). */
export async function healthPlugin(app: FastifyInstance) {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    {
      logLevel: 'warn', // probes every few seconds would drown the request log
      schema: {
        tags: ['system'],
        summary: 'Health check',
        querystring: { type: 'object', properties: {}, additionalProperties: true },
        response: { 200: envelopeSchema(healthData), 503: envelopeSchema(healthData) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
      } catch (err) {
        request.log.error({ err }, 'health check: database query failed');
        return sendEnvelope(reply, 503, {
          code: ErrorCode.NotConnected,
          msg: message('databaseUnavailable', request.locale),
          data: { status: 'error', db: app.db.dialect },
        });
      }
      return { status: 'ok', db: app.db.dialect, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
    },
  );
}
