/**
 * The generic routes of a module (docs/api.md "Generic module convention"): page, get, history,
 * create, update, delete, export, import template and import. The same handlers serve file modules
 * (one route set per group of modules with the same routes, `account/:module(…)/...`, each module
 * documented at its own paths; plugin.ts) and custom ledgers (one parametric route set,
 * `customAccount/:moduleId/...`, whose module is looked up per request). Requests are validated by the
 * module's compiled validators after the auth guards, so messages are localized and uniform; the
 * derived JSON Schemas are attached for the OpenAPI document only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ModuleAction } from '../../schemas/types';
import type { PermissionKey } from '../core/contracts';
import type { MessageLocale } from '../../schemas/validators';
import { ApiError } from '../core/errors';
import { hasHistory, recordHistory } from './audit/history';
import { contentDisposition, exportWorkbook, XLSX_TYPE } from './export';
import { claimIdempotencyKey, idempotencyClaim, settleIdempotencyKey } from './idempotency';
import { importMode, runImport } from './import/run';
import { importTemplate } from './import/template';
import { parseImportFile, uploadedXlsx } from './import/workbook';
import { claimRecordFiles, verifyRecordFiles } from './fileFields'; // issue 5: files fields keep only owned, verified files
import { envelopeSchema, type JsonSchema } from './jsonSchemas';
import type { Actor, ModuleRepository } from './repository';
import type { PageQuery } from './pageQuery';
import { memoFor, rawQueryOf, type QueryMemo } from './queryMemo';
import type { ModuleValidation } from './validation';
import { plainJson, skipValidation } from '../core/documentedOnly';

export const localeOf = (req: FastifyRequest): MessageLocale => (req.locale === 'en-US' ? 'en-US' : 'zh-CN');

export function actorOf(req: FastifyRequest): Actor {
  const auth = req.auth;
  if (!auth || auth.enterpriseId === undefined) throw ApiError.noPermission();
  return { enterpriseId: auth.enterpriseId, userId: auth.userId };
}

/** What a request needs to act on one module. */
export interface ModuleRuntime {
  validation: ModuleValidation;
  repository: ModuleRepository;
}

export interface RouteSet {
  /** URL below the plugin prefix, e.g. "/account/deviceInventory" or "/customAccount/:moduleId". */
  base: string;
  tags: string[];
  /**
   * Permission keys of the actions; an action without one gets no route. A set serving several modules
   * gives functions: the key of the module the request addresses.
   */
  permissions: Partial<Record<ModuleAction, PermissionKey>>;
  exportEnabled: boolean;
  importEnabled: boolean;
  /** Documentation of the request and row shapes (file modules); custom ledgers document generically. */
  docs?: ModuleValidation['jsonSchemas'];
  /** Extra path parameters of `base`, documented for OpenAPI. */
  baseParams?: Record<string, JsonSchema>;
  /** Loads the module the request addresses (after the guards: request.auth is set). */
  resolve(req: FastifyRequest): Promise<ModuleRuntime>;
  /** The endpoint name idempotency keys are bound to. */
  scopeOf(req: FastifyRequest): string;
  /**
   * `document`: the routes only enter the API document (a module served by a shared set, at its own
   * paths); `shared`: routed, left out of the document, and audited as `auditRoute` says.
   */
  mode?: { document: true } | { shared: { auditRoute(req: FastifyRequest): string } };
}

const OBJECT = { type: 'object' };

/** Parsed page queries per module validation (a changed custom ledger gets a new validation, hence a new memo). */
const pageQueries = new WeakMap<ModuleValidation, QueryMemo<PageQuery>>();

export function registerModuleRoutes(app: FastifyInstance, set: RouteSet): void {
  const { base, tags, docs } = set;
  const row = docs?.row ?? OBJECT;
  const documentOnly = set.mode !== undefined && 'document' in set.mode;
  const shared = set.mode !== undefined && 'shared' in set.mode ? set.mode.shared : undefined;

  /** `{ params }` for the route's path parameters, or nothing (an undefined schema part makes Fastify warn). */
  const params = (extra: Record<string, JsonSchema>): { params?: JsonSchema } => {
    const properties = { ...(set.baseParams ?? {}), ...extra };
    return Object.keys(properties).length ? { params: { type: 'object', required: Object.keys(properties), properties } } : {};
  };

  /** Route options: docs, the enterprise + permission guard; undefined when the action has no permission key. */
  const options = (action: ModuleAction, summary: string, doc: JsonSchema): RouteShorthandOptions | undefined => {
    const permission = set.permissions[action];
    if (!permission) return undefined;
    return {
      schema: { tags, summary: typeof permission === 'string' ? `${summary} (${permission})` : summary, ...doc, ...(shared ? { hide: true } : {}) },
      validatorCompiler: skipValidation,
      serializerCompiler: plainJson,
      // The module validators refuse NUL and lone surrogates naming the field by its label.
      config: { checksOwnText: true, ...(shared ? { auditRoute: shared.auditRoute } : {}) },
      // Documentation-only routes are never called: no guards to build for them.
      ...(documentOnly ? {} : { preHandler: [app.requireEnterprise, app.requirePermission(permission)] }),
    };
  };
  const add = (method: HTTPMethods, url: string, route: RouteShorthandOptions, handler: RouteHandlerMethod): void => {
    if (documentOnly) app.documentRoute?.({ method, url: app.prefix + url, schema: route.schema, config: route.config });
    else app.route({ method, url, ...route, handler });
  };
  const idParam = { id: { type: 'string', description: 'record id' } };

  const page = options('view', 'page', {
    querystring: docs?.pageQuery ?? OBJECT,
    ...params({}),
    response: { 200: envelopeSchema({ type: 'object', properties: { records: { type: 'array', items: row }, total: { type: 'integer' } } }) },
  })!;
  add('GET', `${base}/page`, page, async (req) => {
    const { validation, repository } = await set.resolve(req);
    // A query string seen before is not validated and parsed again (queryMemo.ts); the key is the raw
    // string, so only a byte-identical query shares an entry.
    const query = memoFor(pageQueries, validation).get(rawQueryOf(req.raw.url ?? ''), () => validation.page(req.query, localeOf(req)));
    return repository.page(actorOf(req).enterpriseId, query);
  });

  const exporting = set.exportEnabled ? options('export', 'export xlsx', { querystring: docs?.exportQuery ?? OBJECT, ...params({}) }) : undefined;
  if (exporting) {
    add('GET', `${base}/exportExcel`, exporting, async (req, reply) => {
      const locale = localeOf(req);
      const { validation, repository } = await set.resolve(req);
      const query = validation.export(req.query, locale);
      const stream = exportWorkbook({
        db: app.db,
        ctx: validation.context,
        repository,
        enterpriseId: actorOf(req).enterpriseId,
        query,
        locale,
        onError: (error) => req.log.error({ err: error, module: validation.context.schema.id }, 'module export failed'),
      });
      reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(validation.context, locale));
      return reply.send(stream);
    });
  }

  const importing = set.importEnabled ? options('import', 'import template xlsx', { ...params({}) }) : undefined;
  if (importing) {
    add('GET', `${base}/importTemplate`, importing, async (req, reply) => {
      const locale = localeOf(req);
      const { validation } = await set.resolve(req);
      importable(validation);
      const file = await importTemplate(validation.context, locale);
      const disposition = contentDisposition(validation.context, locale).replace(/(\.xlsx)/g, '_template$1');
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', disposition).send(file);
    });
    const upload = options('import', 'import xlsx (multipart `file`; mode=validate|commit|validRowsOnly)', {
      ...params({}),
      querystring: { type: 'object', properties: { mode: { type: 'string', enum: ['validate', 'commit', 'validRowsOnly'] } } },
      consumes: ['multipart/form-data'],
    })!;
    add('POST', `${base}/importExcel`, upload, async (req) => {
      const locale = localeOf(req);
      const mode = importMode((req.query as { mode?: unknown }).mode, locale);
      const { validation, repository } = await set.resolve(req);
      importable(validation);
      const buffer = await uploadedXlsx(req, locale);
      const parsed = await parseImportFile(buffer, validation, locale, req.log);
      return runImport(app.db, parsed, mode, validation, repository, actorOf(req), locale);
    });
  }

  add('GET', `${base}/:id/history`, options('view', 'record history (audit trail, newest first)', { ...params(idParam) })!, async (req) => {
    const locale = localeOf(req);
    const { validation, repository } = await set.resolve(req);
    const id = validation.id((req.params as { id: string }).id, locale);
    const enterpriseId = actorOf(req).enterpriseId;
    const moduleId = validation.context.schema.id;
    if (!(await repository.get(enterpriseId, id)) && !(await hasHistory(app.db, enterpriseId, moduleId, id))) throw ApiError.notFound();
    return recordHistory(app.db, validation.context, enterpriseId, id, locale);
  });

  add('GET', `${base}/:id`, options('view', 'get', { ...params(idParam), response: { 200: envelopeSchema(row) } })!, async (req) => {
    const { validation, repository } = await set.resolve(req);
    const id = validation.id((req.params as { id: string }).id, localeOf(req));
    const found = await repository.get(actorOf(req).enterpriseId, id);
    if (!found) throw ApiError.notFound();
    return found;
  });

  const create = options('add', 'create (honours Idempotency-Key)', { ...params({}), body: docs?.create ?? OBJECT, response: { 200: envelopeSchema(row) } });
  if (create) {
    add('POST', base, create, async (req, reply) => {
      const locale = localeOf(req);
      const { validation, repository } = await set.resolve(req);
      const values = validation.create(req.body, locale);
      const actor = actorOf(req);
      const files = await verifyRecordFiles(app, validation.context.schema, values, actor); // issue 5 (storage)
      const claim = idempotencyClaim(req, set.scopeOf(req), req.body, actor, locale);
      const created = !claim
        ? await repository.create(actor, values)
        : await repository.write(actor, async (writer, tx) => {
            const replay = await claimIdempotencyKey(tx, claim);
            if (replay) {
              markReplay(reply);
              return replay.replay;
            }
            const row = await writer.create(values);
            await settleIdempotencyKey(tx, claim, row);
            return row;
          });
      await claimRecordFiles(app, validation.context.schema, files, actor); // issue 12: deleting them needs edit
      return created;
    });
  }

  const edit = options('edit', 'update', { ...params({}), body: docs?.update ?? OBJECT, response: { 200: envelopeSchema(row) } });
  if (edit) {
    add('PUT', base, edit, async (req) => {
      const { validation, repository } = await set.resolve(req);
      const { id, values } = validation.update(req.body, localeOf(req));
      // PUT is partial: a rule relating two fields is checked on the record as it would be stored.
      if (validation.context.schema.crossFieldRules?.length) {
        const current = await repository.get(actorOf(req).enterpriseId, id);
        if (!current) throw ApiError.notFound();
        validation.crossCheck({ ...current, ...values }, localeOf(req));
      }
      const files = await verifyRecordFiles(app, validation.context.schema, values, actorOf(req)); // issue 5 (storage)
      const updated = await repository.update(actorOf(req), id, values);
      if (!updated) throw ApiError.notFound();
      await claimRecordFiles(app, validation.context.schema, files, actorOf(req)); // issue 12
      return updated;
    });
  }

  const remove = options('delete', 'soft delete', {
    ...params({ ids: { type: 'string', description: 'comma-separated record ids' } }),
    response: { 200: envelopeSchema({ type: 'object', properties: { deleted: { type: 'integer' } } }) },
  });
  if (remove) {
    add('DELETE', `${base}/:ids`, remove, async (req) => {
      const { validation, repository } = await set.resolve(req);
      const ids = validation.ids((req.params as { ids: string }).ids, localeOf(req));
      const deleted = await repository.remove(actorOf(req), ids);
      if (deleted === 0) throw ApiError.notFound();
      return { deleted };
    });
  }
}

/** A parametric route set may address a module without import (a custom ledger with a required attachment). */
function importable(validation: ModuleValidation): void {
  if (!validation.context.schema.import?.enabled) throw ApiError.notFound();
}

/** Tells the client that this answer is the stored first answer of its Idempotency-Key. */
function markReplay(reply: FastifyReply): void {
  reply.header('idempotent-replayed', 'true');
}
