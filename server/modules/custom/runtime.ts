/**
 * Custom ledgers at request time: the module a `customAccount/:moduleId/...` request names is read
 * from custom_module for the caller's enterprise (another enterprise's ledger is "not found"), and its
 * compiled validation is cached per module version, so an edit takes effect on the next request in
 * every server process without re-registering routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DictionaryDef, ModuleSchema } from '../../../schemas/types';
import { ApiError } from '../../core/errors';
import { moduleRepository } from '../repository';
import { actorOf, localeOf, type ModuleRuntime } from '../routes';
import { documentStorage } from '../storage';
import { createModuleValidation } from '../validation';
import { checkCustomModuleId } from './definition';
import { findCustomModule } from './store';

const CACHE_SIZE = 256;

export interface CustomRuntimes {
  /** The runtime of the module in the request's `moduleId` parameter. */
  resolve(req: FastifyRequest): Promise<ModuleRuntime>;
  /** The runtime of a module schema as stored (cached by id and version). */
  runtimeOf(schema: ModuleSchema): ModuleRuntime;
}

export function customRuntimes(app: FastifyInstance, dictionaries: readonly DictionaryDef[]): CustomRuntimes {
  const cache = new Map<string, ModuleRuntime>();
  const runtimeOf = (schema: ModuleSchema): ModuleRuntime => {
    const key = `${schema.id}@${schema.version}`;
    let runtime = cache.get(key);
    if (runtime) {
      cache.delete(key); // most recently used goes last
    } else {
      runtime = { validation: createModuleValidation([schema], dictionaries).get(schema.id)!, repository: moduleRepository(app.db, schema, documentStorage(schema)) };
    }
    cache.set(key, runtime);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return runtime;
  };
  return {
    runtimeOf,
    async resolve(req) {
      const moduleId = checkCustomModuleId((req.params as { moduleId?: string }).moduleId, 'moduleId', localeOf(req));
      const found = await findCustomModule(app.db, actorOf(req).enterpriseId, moduleId);
      if (!found) throw ApiError.notFound();
      return runtimeOf(found.schema);
    },
  };
}
