import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { noticeRoutes } from './routes';
import { noticeStreamRoute } from './stream';

/**
 * The inbox API behind /system-message/page and the navbar dot, and the live stream of new notices;
 * the notices themselves are the platform's.
 */
export default defineServerPlugin({
  routes: async (app: FastifyInstance) => {
    await noticeRoutes(app);
    await noticeStreamRoute(app);
  },
});
