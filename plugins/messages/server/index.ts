import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { adminRoutes } from './adminRoutes';
import { noticeRoutes } from './routes';
import { noticeStreamRoute } from './stream';

/**
 * The inbox API behind /system-message/page and the navbar dot, the live stream of new notices, and the
 * back office's system messages (sent as notices); the notices themselves are the platform's.
 */
export default defineServerPlugin({
  routes: async (app: FastifyInstance) => {
    await noticeRoutes(app);
    await noticeStreamRoute(app);
    await adminRoutes(app);
  },
});
