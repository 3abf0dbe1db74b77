import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { adminRoutes } from './adminRoutes';
import { clientRoutes } from './routes';

/** Suggestions: users write to the operations team (personal centre), operations reply once, the author is notified. */
export default defineServerPlugin({
  routes: async (app: FastifyInstance) => {
    await clientRoutes(app);
    await adminRoutes(app);
  },
});
