import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { adminRoutes } from './adminRoutes';
import { clientRoutes } from './clientRoutes';
import { seedHeadlines } from './seed';

async function routes(app: FastifyInstance): Promise<void> {
  await clientRoutes(app);
  await adminRoutes(app);
}

/** Environmental headlines: the back office writes, publishes and withdraws; enterprise users read the published ones. */
export default defineServerPlugin({ routes, seed: ({ db }) => seedHeadlines(db), seedInputs: { content_article: [] } });
