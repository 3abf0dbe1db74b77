/**
 * Online monitoring as one Fastify plugin: point management, devices, risk settings, online queries,
 * the back-office factor list and the HTTP bulk ingestion endpoint, all sharing one IngestService
 * (decorated as `app.monitoring.ingest`, which the TCP receiver is started with).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unmarked } from '../db/writeMarks';
import { loadReceiverConfig } from './config';
import { deviceRoutes } from './devices/routes';
import { factorRoutes } from './factors/routes';
import { ingestHttpRoute } from './ingest/http-route';
import { IngestService, type IngestServiceOptions } from './ingest/service';
import { onlineRoutes } from './online/routes';
import { pointRoutes } from './points/routes';
import { riskSettingRoutes } from './risk/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** receiver: where the TCP receiver listens, once server/index.ts has started it (GET /api/health shows the port). */
    monitoring: { ingest: IngestService; receiver?: { host: string; port: number } };
  }
}

export interface MonitoringPluginOptions {
  /** Use this service (the caller closes it); by default the plugin makes one on app.db and closes it with the app. */
  ingest?: IngestService;
  /** Options for the service the plugin makes (writer tuning, test hooks). */
  ingestOptions?: Partial<IngestServiceOptions>;
}

async function monitoring(app: FastifyInstance, opts: MonitoringPluginOptions): Promise<void> {
  const receiverConfig = loadReceiverConfig();
  const ingest =
    opts.ingest ??
    new IngestService({
      // Ingestion never writes sessions or grants: its commits need not make the session cache re-read.
      db: unmarked(app.db),
      lenientCrc: receiverConfig.lenientCrc,
      log: app.log.child({ module: 'hj212' }),
      ...opts.ingestOptions,
      writer: { ...(receiverConfig.writers > 0 ? { lanes: receiverConfig.writers } : {}), ...opts.ingestOptions?.writer },
    });
  app.decorate('monitoring', { ingest });

  // The built-in factors are added by the database preparation (server/db/prepare.ts).
  app.addHook('onReady', async () => {
    await ingest.writer.prepare();
  });
  if (!opts.ingest) app.addHook('onClose', () => ingest.close());

  await app.register(pointRoutes, { onLoggerChanged: (mn) => ingest.loggers.invalidate(mn) });
  await app.register(deviceRoutes);
  await app.register(riskSettingRoutes);
  await app.register(onlineRoutes);
  await app.register(factorRoutes);
  await app.register(ingestHttpRoute, { ingest });
}

export const monitoringPlugin = fp(monitoring, {
  name: 'monitoring',
  decorators: { fastify: ['db', 'requireEnterprise', 'requirePermission', 'requireAdmin'] },
});
