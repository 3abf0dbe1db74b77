import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeSchema } from '../core/envelope';
import type { PluginSet } from './discover';
import type { JobDefinition } from '../plugin-api/define';
import { startJobs } from './jobs';

export interface PluginHostOptions {
  plugins: PluginSet;
  /** Start the plugins' scheduled jobs in this process. */
  jobs: boolean;
  /** Scheduled work of core services, run by the same runner (only when `jobs`). */
  coreJobs?: JobDefinition[];
}

/**
 * Registers the server halves of the enabled plugins, each in its own encapsulated context (it sees the
 * core's decorations and guards; what it adds stays its own), answers GET /api/plugins for the browser,
 * and runs the plugins' jobs while the app is up.
 */
async function pluginHost(app: FastifyInstance, opts: PluginHostOptions): Promise<void> {
  const names = opts.plugins.enabled.map((p) => p.name);
  app.get(
    '/api/plugins',
    {
      schema: {
        tags: ['plugins'],
        summary: 'Names of the plugins this server runs (PLUGINS_DISABLED leaves some out)',
        response: { 200: envelopeSchema({ type: 'object', required: ['enabled'], properties: { enabled: { type: 'array', items: { type: 'string' } } } }) },
      },
    },
    async () => ({ enabled: names }),
  );

  for (const plugin of opts.plugins.enabled) {
    const routes = plugin.server?.routes;
    if (!routes) continue;
    await app.register(async (scope) => {
      // Every plugin route lives under /api, like the core's (the SPA owns every other path).
      scope.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/')) throw new Error(`plugin ${plugin.name}: route ${route.url} must start with /api/`);
      });
      await scope.register(routes);
    });
  }

  if (opts.jobs) {
    let jobs: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      jobs = startJobs(app.db, opts.plugins.enabled, app.log.child({ module: 'jobs' }), opts.coreJobs, { startDelayMs: JOBS_START_DELAY_MS });
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
    });
  }
}

/**
 * The jobs' first look at the schedule waits this long after start: a restart's catch-up (simulated
 * plants, risk detection, timers) ran on PGlite's one session ahead of the first requests and was a
 * large part of the cold start (issue 19). The schedule itself is unchanged.
 */
const JOBS_START_DELAY_MS = 1000;

export const pluginHostPlugin = fp(pluginHost, {
  name: 'plugin-host',
  decorators: { fastify: ['db', 'requireEnterprise', 'requirePermission', 'requireAdmin'] },
});
