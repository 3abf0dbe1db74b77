import { randomUUID } from 'node:crypto';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ModuleSchema } from '../schemas/types';
import type { AppConfig } from './core/config';
import type { Db } from './core/contracts';
import { DeferredCompiles } from './core/deferredCompile';
import { loggerOptions } from './core/logger';
import { openDb } from './db';
import { prepareDatabase } from './db/prepare';
import { loadModuleSchemas } from './modules/load';
import { modulesPlugin } from './modules/plugin';
import { registerAuth } from './plugins/auth';
import { dictionariesPlugin } from './plugins/dictionaries';
import { menuRoutes } from './plugins/menus';
import { noticeChannelPlugin } from './plugins/notices/channel';
import { userPermissionRoutes } from './plugins/user-permission';
import { envelopePlugin } from './plugins/envelope';
import { healthPlugin } from './plugins/health';
import { openapiPlugin } from './plugins/openapi';
import { requestInputPlugin } from './plugins/requestInput';
import { monitoringPlugin } from './monitoring/index';
import { backOfficePlugin } from './plugins/back-office';
import { enterpriseArchiveRoutes, groupRoutes } from './plugins/enterprise';
import { mapPlugin } from './plugins/map';
import { spaPlugin } from './plugins/spa';
import { storageConfigFromEnv, storagePlugin, type StorageConfig } from './storage';
import { formsPlugin } from './forms';
import { discoverPlugins, type PluginSet } from './plugin-host/discover';
import { pluginHostPlugin } from './plugin-host/routes';
import { WORKFLOW_TIMER_JOB } from './workflow/timers';

export interface BuildAppOptions {
  config: AppConfig;
  /**
   * An open, prepared database (index.ts and the test helper prepare it first). When omitted, one is opened
   * from config, migrated (and seeded when config.seed) and closed with the app.
   */
  db?: Db;
  /** false for silence, or pino options merged over the defaults (level from config, redaction). */
  logger?: boolean | object;
  /** Module schemas; loaded from config.schemasDir when omitted. An empty list registers no module routes. */
  schemas?: ModuleSchema[];
  /** File storage; default from the environment, false to leave it out. */
  storage?: StorageConfig | false;
  /** Online monitoring routes and ingestion service; false to leave them out (tests of other features). */
  monitoring?: boolean;
  /** The plugins to run; discovered from plugins/ (minus config.pluginsDisabled) when omitted. */
  plugins?: PluginSet;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The enabled plugins and their manifests (menus, dictionaries) as discovered at start. */
    pluginSet: PluginSet;
    /** Route validators and serializers, compiled on first use (compileAll() forces them). */
    routeSchemas: DeferredCompiles;
  }
}

/** Assembles the server without listening (tests call app.inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const routeSchemas = new DeferredCompiles();
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, typeof opts.logger === 'object' ? opts.logger : {}),
    genReqId: () => randomUUID(),
    // No automatic HEAD twin for every GET: it doubled the route table (a quarter of building the app
    // at start, issue 19) for a method no client of this API sends. Health and the SPA keep theirs.
    exposeHeadRoutes: false,
    trustProxy: config.trustProxy ?? false,
    // Report every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
    schemaController: {
      compilersFactory: {
        buildSerializer: (externalSchemas?: unknown, serializerOpts?: Parameters<ReturnType<typeof SerializerSelector>>[1]) => {
          const compile = SerializerSelector()(externalSchemas, serializerOpts);
          return (route: Parameters<typeof compile>[0]) => routeSchemas.serializer(route, () => compile(route));
        },
      },
    },
  });
  app.decorate('routeSchemas', routeSchemas);
  const schemas = opts.schemas ?? (await loadModuleSchemas(config.schemasDir));
  const plugins = opts.plugins ?? (await discoverPlugins({ disabled: config.pluginsDisabled }));
  let db = opts.db;
  if (!db) {
    const own = await openDb(config);
    try {
      await prepareDatabase(own, { schemas, seed: config.seed, plugins });
    } catch (err) {
      await own.close();
      throw err;
    }
    app.addHook('onClose', () => own.close());
    db = own;
  }
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('pluginSet', plugins);

  // Order matters: the envelope and OpenAPI collectors must see every route added after them, and the
  // guards must exist before the feature plugins that use them.
  await app.register(envelopePlugin);
  await app.register(requestInputPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await registerAuth(app);
  await app.register(dictionariesPlugin);
  await app.register(menuRoutes);
  await app.register(userPermissionRoutes);
  await app.register(enterpriseArchiveRoutes);
  await app.register(groupRoutes);
  await app.register(backOfficePlugin);
  await app.register(mapPlugin);
  // The push side of notices, before the plugins whose streams subscribe to it.
  await app.register(noticeChannelPlugin);
  if (opts.monitoring !== false) await app.register(monitoringPlugin);
  await app.register(formsPlugin);
  if (opts.storage !== false) await app.register(storagePlugin, { config: opts.storage ?? storageConfigFromEnv(process.env, config) });
  await app.register(pluginHostPlugin, { plugins, jobs: config.jobs, coreJobs: [WORKFLOW_TIMER_JOB] });

  if (schemas.length > 0) await app.register(modulesPlugin, { prefix: '/api/enterprise-side-app', schemas });

  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
