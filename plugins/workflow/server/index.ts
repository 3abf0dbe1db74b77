import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { adminRoutes } from './adminRoutes';
import { clientRoutes } from './clientRoutes';

/**
 * The workflow plugin's server half: the HTTP face of the core's engine (server/workflow via
 * server/plugin-api). Due-date timers run in the core's job (core:workflow-timers), so processes of
 * other features keep their timers when this plugin is switched off.
 */
export default defineServerPlugin({
  routes: async (app: FastifyInstance) => {
    await clientRoutes(app);
    await adminRoutes(app);
  },
});
