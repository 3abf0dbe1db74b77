/**
 * Custom ledger routes. Definitions (enterprise admin, `account:custom:manage`):
 *   GET    customAccount/definition          → the enterprise's custom ledgers
 *   GET    customAccount/definition/{id}     → one, with its fields and derived module schema
 *   POST   customAccount/definition          → {name, columns?, fields} → created ledger
 *   PUT    customAccount/definition          → {id, name, columns?, fields} → updated ledger (version + 1)
 *   DELETE customAccount/definition/{id}     → soft delete (records are kept)
 * Records: the generic module routes under `customAccount/{moduleId}` (page, get, history, create,
 * update, delete, exportExcel, importTemplate, importExcel), registered once as parametric routes.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { CUSTOM_DEFAULT_COLUMNS } from '../../../schemas/customLedger';
import type { ModuleSchema } from '../../../schemas/types';
import type { MessageLocale } from '../../../schemas/validators';
import { ApiError, type FieldError } from '../../core/errors';
import { envelopeSchema } from '../jsonSchemas';
import { SchemaLoadError, validateModuleSchema } from '../load';
import { moduleMessage } from '../messages';
import { actorOf, localeOf, registerModuleRoutes } from '../routes';
import {
  buildDefinition,
  CUSTOM_MANAGE_PERMISSION,
  checkCustomModuleId,
  CUSTOM_PERMISSIONS,
  customModuleSchema,
  definitionShapeErrors,
  typeLabel,
  type CustomDefinition,
  type DefinitionInput,
} from './definition';
import type { CustomRuntimes } from './runtime';
import { fieldHasValues, findCustomModule, insertCustomModule, listCustomModules, MAX_CUSTOM_MODULES, nextCustomModule, removeCustomModule, updateCustomModule, type CustomModuleRow } from './store';
import { plainJson, skipValidation } from '../../core/documentedOnly';

const TAGS = ['Custom ledgers'];

export interface CustomLedgerOptions {
  runtimes: CustomRuntimes;
  /** File modules: a custom ledger must not collide with them. */
  fileSchemas: readonly ModuleSchema[];
}

/** What the definition routes answer. */
function view(row: CustomModuleRow) {
  const columns = row.definition.columns ?? CUSTOM_DEFAULT_COLUMNS;
  return { id: row.moduleId, name: row.name, version: row.version, columns, fields: row.definition.fields, schema: row.schema, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

function badDefinition(errors: FieldError[], locale: MessageLocale): ApiError {
  return ApiError.badParameter(errors, locale);
}

/** The derived schema, checked by the same meta-schema and lint as a file module. */
function checkedSchema(moduleId: string, version: number, definition: CustomDefinition, options: CustomLedgerOptions, locale: MessageLocale): ModuleSchema {
  const schema = customModuleSchema(moduleId, version, definition);
  try {
    return validateModuleSchema(JSON.parse(JSON.stringify(schema)), moduleId, { existing: options.fileSchemas, allowedApiRoots: ['customAccount'] });
  } catch (error) {
    if (!(error instanceof SchemaLoadError)) throw error;
    throw badDefinition(error.problems.map((p) => ({ field: p.pointer || 'definition', message: `${moduleMessage('labelDefinition', locale)} ${p.pointer}: ${p.message}` })), locale);
  }
}

function definitionInput(body: unknown, locale: MessageLocale): DefinitionInput {
  const errors = definitionShapeErrors(body, locale);
  if (errors.length > 0) throw badDefinition(errors, locale);
  return body as DefinitionInput;
}

export function registerCustomLedgerRoutes(app: FastifyInstance, options: CustomLedgerOptions): void {
  const manage: RouteShorthandOptions = {
    validatorCompiler: skipValidation,
    serializerCompiler: plainJson,
    preHandler: [app.requireEnterprise, app.requirePermission(CUSTOM_MANAGE_PERMISSION)],
  };
  const doc = (summary: string, extra: Record<string, unknown> = {}) => ({ ...manage, schema: { tags: TAGS, summary: `${summary} (${CUSTOM_MANAGE_PERMISSION})`, response: { 200: envelopeSchema({}) }, ...extra } });
  const idParams = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } };

  const owned = async (req: FastifyRequest, moduleId: unknown): Promise<CustomModuleRow> => {
    const found = await findCustomModule(app.db, actorOf(req).enterpriseId, checkCustomModuleId(moduleId, 'id', localeOf(req)));
    if (!found) throw ApiError.notFound();
    return found;
  };

  app.get('/customAccount/definition', doc('custom ledgers of the enterprise'), async (req) => (await listCustomModules(app.db, actorOf(req).enterpriseId)).map(view));

  app.get('/customAccount/definition/:id', doc('one custom ledger', idParams), async (req) => view(await owned(req, (req.params as { id: string }).id)));

  app.post('/customAccount/definition', doc('define a custom ledger'), async (req) => {
    const locale = localeOf(req);
    const input = definitionInput(req.body, locale);
    if ((input as { id?: unknown }).id !== undefined) throw badDefinition([{ field: 'id', message: `id: ${moduleMessage('unknownFieldName', locale)}` }], locale);
    const built = buildDefinition(input, undefined, locale);
    if (built.errors.length > 0) throw badDefinition(built.errors, locale);
    const actor = actorOf(req);
    const moduleId = await app.db.transaction(async (tx) => {
      const next = await nextCustomModule(tx, actor.enterpriseId);
      if (next.live >= MAX_CUSTOM_MODULES) throw badDefinition([{ field: 'name', message: moduleMessage('tooManyCustomModules', locale, { n: MAX_CUSTOM_MODULES }) }], locale);
      await insertCustomModule(tx, actor, next.seq, built.definition, checkedSchema(next.moduleId, 1, built.definition, options, locale));
      return next.moduleId;
    });
    return view((await findCustomModule(app.db, actor.enterpriseId, moduleId))!);
  });

  app.put('/customAccount/definition', doc('change a custom ledger (body {id, name, fields})'), async (req) => {
    const locale = localeOf(req);
    const input = definitionInput(req.body, locale);
    const current = await owned(req, (input as { id?: unknown }).id);
    const built = buildDefinition(input, current.definition, locale);
    const actor = actorOf(req);
    for (const change of built.typeChanges) {
      if (await fieldHasValues(app.db, actor.enterpriseId, current.moduleId, change.field)) {
        const index = built.definition.fields.findIndex((f) => f.name === change.field);
        built.errors.push({
          field: `fields[${index}].type`,
          message: `${change.label}: ${moduleMessage('typeChangeRefused', locale, { from: typeLabel(change.from, locale), to: typeLabel(change.to, locale) })}`,
        });
      }
    }
    if (built.errors.length > 0) throw badDefinition(built.errors, locale);
    const schema = checkedSchema(current.moduleId, current.version + 1, built.definition, options, locale);
    // A concurrent edit won: the caller reloads and edits the newer version.
    if (!(await updateCustomModule(app.db, actor, current.version, built.definition, schema))) throw ApiError.duplicate();
    return view((await findCustomModule(app.db, actor.enterpriseId, current.moduleId))!);
  });

  app.delete('/customAccount/definition/:id', doc('remove a custom ledger (records are kept)', idParams), async (req) => {
    const row = await owned(req, (req.params as { id: string }).id);
    await removeCustomModule(app.db, actorOf(req), row.moduleId);
    return { deleted: 1 };
  });

  registerModuleRoutes(app, {
    base: '/customAccount/:moduleId',
    tags: TAGS,
    permissions: CUSTOM_PERMISSIONS,
    exportEnabled: true,
    importEnabled: true,
    baseParams: { moduleId: { type: 'string', description: 'custom ledger id, custom_<enterpriseId>_<n>' } },
    resolve: (req) => options.runtimes.resolve(req),
    scopeOf: (req) => `POST customAccount/${(req.params as { moduleId: string }).moduleId}`,
  });
}
