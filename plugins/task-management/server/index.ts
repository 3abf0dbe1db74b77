import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '../../../server/plugin-api';
import { adminRoutes } from './adminRoutes';
import { groupRoutes } from './groupRoutes';
import { markOverdue } from './overdue';
import { clientRoutes } from './routes';
import { seedTasks } from './seed';

/** Seconds between overdue scans (`TASK_OVERDUE_SECONDS`, default 60): a task is marked within one scan of its deadline. */
export const OVERDUE_SECONDS = Math.max(1, Number(process.env.TASK_OVERDUE_SECONDS) || 60);

async function routes(app: FastifyInstance): Promise<void> {
  await clientRoutes(app);
  await adminRoutes(app);
  await groupRoutes(app);
}

/**
 * Tasks: issued by the back office to enterprises, by a management group to its members and by an
 * enterprise's users to colleagues, worked on
 * with feedback, marked overdue by a scheduled job (run once per interval across processes), notified.
 */
export default defineServerPlugin({
  routes,
  seed: seedTasks,
  // Seeded while the enterprise has no task and both demo users exist.
  seedInputs: { task: ['enterprise_id'], app_user: ['phone', 'account'] },
  jobs: [{ name: 'overdue', everySeconds: OVERDUE_SECONDS, run: async ({ db, log }) => {
    const marked = await markOverdue(db);
    if (marked > 0) log.info({ marked }, 'tasks marked overdue');
  } }],
});
