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
    /** Port of the HJ 212 TCP receiver when it runs (HJ212_PORT=0 picks a free one). */
    hj212Port: { type: 'integer' },
  },
} as const;

/** GET /api/health: liveness plus a real database round trip (503 when the database does not answer). */
export async function healthPlugin(app: FastifyInstance) {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    {
      logLevel: 'warn', // probes every few seconds would drown the request log
      exposeHeadRoute: true, // load balancers probe with HEAD
      schema: {
        tags: ['system'],
        summary: 'Health check',
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
      const hj212Port = app.hasDecorator('monitoring') ? app.monitoring.receiver?.port : undefined;
      return { status: 'ok', db: app.db.dialect, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000), hj212Port };
    },
  );
}
