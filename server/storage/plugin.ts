import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStore } from './backends';
import { localObjectRoutes } from './backends/local/routes';
import { cleanupStaleUploads } from './cleanup';
import type { StorageConfig } from './config';
import type { StorageContext } from './context';
import { storeErrorSummary } from './errors';
import { enterpriseCaller, fileRoutes, platformCaller } from './routes';
import { PLATFORM_FILE_PREFIX } from './platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** Object store and settings, for features that attach files to their records (verifyFileEntries). */
    storage: StorageContext;
  }
}

export interface StoragePluginOptions {
  config: StorageConfig;
}

/**
 * File storage: /api/file routes, the back office's platform file routes, the local store's object routes when no object store is configured,
 * and an hourly sweep of abandoned uploads in every process.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: StoragePluginOptions) => {
    const opened = await openStore(opts.config, app.db);
    const ctx: StorageContext = { db: app.db, store: opened.store, config: opts.config, log: app.log.child({ component: 'storage' }) };
    app.decorate('storage', ctx);

    await app.register(fileRoutes, { prefix: '/api/file', ctx, guard: app.requireEnterprise, callerOf: enterpriseCaller, tags: ['file'] });
    // The back office's own files (platform scope): the same upload flow, owned by no enterprise.
    await app.register(fileRoutes, { prefix: PLATFORM_FILE_PREFIX, ctx, guard: app.requireAdmin, callerOf: platformCaller, tags: ['file: back office'] });
    if (opened.local) await app.register(localObjectRoutes, { prefix: '/api/file', store: opened.local });

    let timer: NodeJS.Timeout | undefined;
    if (opts.config.cleanupIntervalMinutes > 0) {
      timer = setInterval(() => {
        cleanupStaleUploads(ctx, opts.config.staleUploadHours).catch((err) => ctx.log.warn(storeErrorSummary(err), 'upload cleanup failed'));
      }, opts.config.cleanupIntervalMinutes * 60_000);
      timer.unref();
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await opened.close();
    });
    app.log.info({ store: opened.store.kind }, 'file storage ready');
  },
  { name: 'storage', decorators: { fastify: ['db', 'requireEnterprise', 'requireAdmin'] } },
);
