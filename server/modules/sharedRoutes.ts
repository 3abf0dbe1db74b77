/**
 * File modules whose routes differ only by the module's name share one route set (issue 19, cold start):
 * `account/:module(^(?:a|b|…)$)/…`, nine routes for all of them instead of nine per module; inserting
 * 234 routes into the router was ~5 % of a start. What a client sees does not change: the router
 * matches only the group's module names (any other name gets the same 404 / 405 as before), the guard
 * checks the addressed module's own permission key, the operator audit records the module's own path,
 * idempotency keys keep the module's endpoint name, and the API document lists every module at its own
 * paths (plugin.ts documents each module's own route set).
 */
import type { FastifyRequest } from 'fastify';
import { escapeRegExp } from '../../schemas/escapeRegExp';
import type { ModuleAction, ModuleSchema } from '../../schemas/types';
import type { ModuleRuntime, RouteSet } from './routes';

/** A module from a schema file: what serves its requests, and its own route set (its documentation). */
export interface FileModule {
  schema: ModuleSchema;
  runtime: ModuleRuntime;
  routes: RouteSet;
}

const PARAM = 'module';

const actionsOf = (routes: RouteSet): ModuleAction[] => (Object.keys(routes.permissions) as ModuleAction[]).filter((a) => routes.permissions[a]).sort();

/** Modules with the same key can share routes: same API root, same actions, same export and import switches. */
function shapeOf({ schema, routes }: FileModule): string | undefined {
  const slash = schema.api.lastIndexOf('/');
  if (slash <= 0) return undefined;
  return JSON.stringify([schema.api.slice(0, slash), actionsOf(routes), routes.exportEnabled, routes.importEnabled]);
}

/** The groups of two or more modules that share a route set, in the order of their first module. */
export function sharedGroups(modules: readonly FileModule[]): FileModule[][] {
  const groups = new Map<string, FileModule[]>();
  for (const module of modules) {
    const shape = shapeOf(module);
    if (shape !== undefined) groups.set(shape, [...(groups.get(shape) ?? []), module]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The one route set of a group (from sharedGroups): routed, hidden from the API document. */
export function sharedRouteSet(group: readonly FileModule[]): RouteSet {
  const first = group[0];
  const root = first.schema.api.slice(0, first.schema.api.lastIndexOf('/'));
  const byName = new Map(group.map((module) => [module.schema.api.slice(root.length + 1), module]));
  const pattern = `:${PARAM}(^(?:${[...byName.keys()].map(escapeRegExp).join('|')})$)`;
  const nameOf = (req: FastifyRequest): string => (req.params as Record<string, string>)[PARAM];
  // The router matched the pattern, so the name is one of the group's.
  const moduleOf = (req: FastifyRequest): FileModule => byName.get(nameOf(req))!;
  const permissions = Object.fromEntries(actionsOf(first.routes).map((action) => [action, (req: FastifyRequest) => moduleOf(req).schema.permissions[action]!]));
  return {
    base: `/${root}/${pattern}`,
    tags: [],
    permissions,
    exportEnabled: first.routes.exportEnabled,
    importEnabled: first.routes.importEnabled,
    baseParams: { [PARAM]: { type: 'string', enum: [...byName.keys()] } },
    resolve: async (req) => moduleOf(req).runtime,
    scopeOf: (req) => moduleOf(req).routes.scopeOf(req),
    mode: { shared: { auditRoute: (req) => (req.routeOptions.url ?? '').replace(pattern, nameOf(req)) } },
  };
}
