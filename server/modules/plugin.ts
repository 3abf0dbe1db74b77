/**
 * The schema-driven module API: for every module schema, the generic CRUD/page/history/export/import
 * routes; the custom ledgers (definitions and their records); per-user column settings; and the schema
 * listing the browser renders from. Register with the enterprise-side prefix:
 *   app.register(modulesPlugin, { prefix: '/api/enterprise-side-app', schemas })
 * Needs the core decorations app.db, app.requireEnterprise, app.requireClientSession,
 * app.requirePermission and request.locale.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { dictionaries as sharedDictionaries } from '../../schemas/dictionaries';
import type { DictionaryDef, ModuleSchema } from '../../schemas/types';
import { registerColumnConfigRoutes } from './columnConfig';
import { CUSTOM_MODULE_ID } from './custom/definition';
import { registerCustomLedgerRoutes } from './custom/routes';
import { customRuntimes } from './custom/runtime';
import { findCustomModule, listCustomModules } from './custom/store';
import { IMPORT_MAX_BYTES } from './import/workbook';
import { moduleRepository } from './repository';
import { registerModuleRoutes, type ModuleRuntime, type RouteSet } from './routes';
import { sharedGroups, sharedRouteSet, type FileModule } from './sharedRoutes';
import { registerSchemaRoutes } from './schemaRoutes';
import { createModuleValidation } from './validation';

export interface ModulesPluginOptions {
  /** Schemas from loadModuleSchemas (already checked). */
  schemas: ModuleSchema[];
  /** Dictionaries for enum values and export labels (default: schemas/dictionaries.json). */
  dictionaries?: readonly DictionaryDef[];
}

/** The route set of a module from a schema file: fixed paths, one runtime for every request. */
function fileModuleRoutes(runtime: ModuleRuntime): RouteSet {
  const { validation } = runtime;
  const { schema } = validation.context;
  return {
    base: `/${schema.api}`,
    tags: [schema.title['en-US'] ?? schema.id],
    permissions: schema.permissions,
    exportEnabled: schema.export?.enabled === true,
    importEnabled: schema.import?.enabled === true,
    docs: validation.jsonSchemas,
    resolve: async () => runtime,
    scopeOf: () => `POST ${schema.api}`,
  };
}

export const modulesPlugin: FastifyPluginAsync<ModulesPluginOptions> = async (app, options) => {
  const dictionaries = options.dictionaries ?? sharedDictionaries;
  // Import uploads; scoped to this plugin unless the application already registered multipart.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  const validation = createModuleValidation(options.schemas, dictionaries);
  const runtimes = customRuntimes(app, dictionaries);
  registerSchemaRoutes(app, options.schemas, {
    list: async (enterpriseId) => (await listCustomModules(app.db, enterpriseId)).map((m) => m.schema),
    find: async (enterpriseId, moduleId) => (CUSTOM_MODULE_ID.test(moduleId) ? (await findCustomModule(app.db, enterpriseId, moduleId))?.schema : undefined),
  });
  registerColumnConfigRoutes(app);
  const modules: FileModule[] = options.schemas.map((schema) => {
    const runtime = { validation: validation.get(schema.id)!, repository: moduleRepository(app.db, schema) };
    return { schema, runtime, routes: fileModuleRoutes(runtime) };
  });
  // Modules of a shared group are routed by the group's one set and documented at their own paths, in
  // schema order as before.
  const groupOf = new Map(sharedGroups(modules).flatMap((group) => group.map((module) => [module, group] as const)));
  for (const module of modules) {
    const group = groupOf.get(module);
    if (!group) registerModuleRoutes(app, module.routes);
    else {
      if (group[0] === module) registerModuleRoutes(app, sharedRouteSet(group));
      registerModuleRoutes(app, { ...module.routes, mode: { document: true } });
    }
  }
  registerCustomLedgerRoutes(app, { runtimes, fileSchemas: options.schemas });
};
