/**
 * Form storage routes (docs/forms.md). The same handlers serve an enterprise's forms (client area,
 * key `form:design`) and the back office's templates (admin area, key `operation:formTemplate`):
 *   GET    {base}/page                 → forms, newest change first (pageNum, pageSize, name)
 *   GET    {base}/{id}[?version=n]     → one form with its JSON (current or given version)
 *   GET    {base}/{id}/versions        → its versions, newest first
 *   POST   {base}                      → {formKey, name, description?, json} → version 1
 *   PUT    {base}/{id}                 → {name, description?, json} → next version
 *   DELETE {base}/{ids}                → deleted (versions are kept for the tasks that use them)
 * Client only, for every member of the enterprise (approval tasks render and submit forms):
 *   GET    form/key/{formKey}[?version=n]   → {formKey, name, version, json, trusted}
 *   POST   form/key/{formKey}/check         → {data, hidden?, version?} → {data} as it may be stored, or 2010102
 * and for designers, the back office's templates: GET form/templates, GET form/templates/{id}.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { FORM_ADMIN_PERMISSIONS, FORM_LIMITS, FORM_PATHS, FORM_PERMISSIONS, type FormInput } from '../../schemas/contracts/forms';
import { ApiError } from '../core/errors';
import { ADMIN_PREFIX, ADMIN_SECURITY, CLIENT_PREFIX, CLIENT_SECURITY, containsPattern, guardedRoute, enterpriseOf, idParams, isUniqueViolation, offsetOf, pageData, pagingProperties, searchText, type Paging, type RouteDocs } from '../monitoring/http/common';
import { compileInput, parseId, parseIds } from '../monitoring/http/validate';
import { formsText, formsTexts } from './messages';
import { checkedFormJson, checkSubmission } from './service';
import { addVersion, countForms, deleteForms, findForm, findFormByKey, insertForm, listForms, listVersions, type FormOwner } from './store';


const json = { type: 'object', description: 'form JSON (schemas/meta/form.schema.json)' };
const editable = {
  name: { type: 'string', minLength: 1, maxLength: FORM_LIMITS.name },
  description: { type: 'string', maxLength: FORM_LIMITS.description },
  json,
};
const createBody = { type: 'object', additionalProperties: false, required: ['formKey', 'name', 'json'], properties: { formKey: { type: 'string', pattern: FORM_LIMITS.keyPattern }, ...editable } };
const updateBody = { type: 'object', additionalProperties: false, required: ['name', 'json'], properties: editable };
const pageQuery = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, name: searchText } };
const versionQuery = { type: 'object', additionalProperties: false, properties: { version: { type: 'integer', minimum: 1, maximum: 1_000_000 } } };
const keyParams = { type: 'object', required: ['formKey'], properties: { formKey: { type: 'string', pattern: FORM_LIMITS.keyPattern } } };
const checkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'object' }, hidden: { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 64 } }, version: { type: 'integer', minimum: 1 } },
};
const summaryRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    formKey: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    version: { type: 'integer' },
    updatedAt: { type: 'string' },
    updatedBy: { type: ['string', 'null'] },
  },
};
const detailRecord = { type: 'object', properties: { ...summaryRecord.properties, json, trusted: { type: 'boolean' } } };
const renderable = { type: 'object', properties: { formKey: { type: 'string' }, name: { type: 'string' }, version: { type: 'integer' }, json, trusted: { type: 'boolean' } } };

type Guard = (docs: RouteDocs) => RouteShorthandOptions;

interface Area {
  base: string;
  tags: string[];
  guard: Guard;
  owner(req: FastifyRequest): FormOwner;
  /** Whether the saver holds the designer permission (its event code may run). */
  trusted(req: FastifyRequest): boolean;
}

function tooLarge(body: unknown, locale: 'zh-CN' | 'en-US'): void {
  if (JSON.stringify(body ?? null).length > FORM_LIMITS.jsonBytes) throw ApiError.badParameter([{ field: 'json', message: formsText('tooLarge', locale) }], locale);
}

function registerStore(app: FastifyInstance, area: Area): void {
  const page = compileInput<Paging & { name?: string }>(pageQuery, 'querystring');
  const create = compileInput<FormInput>(createBody, 'body');
  const update = compileInput<Omit<FormInput, 'formKey'>>(updateBody, 'body');
  const version = compileInput<{ version?: number }>(versionQuery, 'querystring');
  const { base, tags, guard } = area;
  const savedBy = (req: FastifyRequest) => req.auth?.userId ?? null;
  const duplicate = (err: unknown) => (isUniqueViolation(err) ? ApiError.localized(2010108, formsTexts('keyTaken'), { field: 'formKey' }) : err);

  app.get(`${base}/page`, guard({ tags, summary: 'Forms, newest change first', querystring: pageQuery, data: pageData(summaryRecord) }), async (req) => {
    const q = page(req.query, req.locale);
    return listForms(app.db, area.owner(req), { offset: offsetOf(q), limit: q.pageSize, search: q.name?.trim() ? containsPattern(q.name) : undefined });
  });

  app.get(`${base}/:id`, guard({ tags, summary: 'One form with its JSON (current or given version)', params: idParams('id'), querystring: versionQuery, data: detailRecord }), async (req) => {
    const found = await findForm(app.db, area.owner(req), parseId((req.params as { id: string }).id, req.locale), version(req.query, req.locale).version);
    if (!found) throw ApiError.notFound();
    return found;
  });

  app.get(`${base}/:id/versions`, guard({ tags, summary: 'Versions of a form, newest first', params: idParams('id') }), async (req) => {
    const owner = area.owner(req);
    const id = parseId((req.params as { id: string }).id, req.locale);
    const versions = await listVersions(app.db, owner, id);
    if (versions.length === 0) throw ApiError.notFound();
    return versions;
  });

  app.post(base, guard({ tags, summary: 'Save a new form (version 1)', body: createBody, data: detailRecord }), async (req) => {
    tooLarge(req.body, req.locale);
    const input = create(req.body, req.locale);
    const formJson = checkedFormJson(input.json, req.locale);
    const owner = area.owner(req);
    if ((await countForms(app.db, owner)) >= FORM_LIMITS.forms) {
      throw ApiError.badParameter([{ field: 'formKey', message: formsText('tooMany', req.locale, FORM_LIMITS.forms) }], req.locale);
    }
    const id = await insertForm(app.db, owner, { formKey: input.formKey, name: input.name.trim(), description: input.description ?? '', json: formJson, trusted: area.trusted(req), savedBy: savedBy(req) }).catch((err: unknown) => {
      throw duplicate(err);
    });
    return findForm(app.db, owner, id);
  });

  app.put(`${base}/:id`, guard({ tags, summary: 'Save a form as its next version', params: idParams('id'), body: updateBody, data: detailRecord }), async (req) => {
    tooLarge(req.body, req.locale);
    const id = parseId((req.params as { id: string }).id, req.locale);
    const input = update(req.body, req.locale);
    const formJson = checkedFormJson(input.json, req.locale);
    const owner = area.owner(req);
    const saved = await addVersion(app.db, owner, id, { name: input.name.trim(), description: input.description ?? '', json: formJson, trusted: area.trusted(req), savedBy: savedBy(req) });
    if (!saved) throw ApiError.notFound();
    return findForm(app.db, owner, id);
  });

  app.delete(`${base}/:ids`, guard({ tags, summary: 'Delete forms (their versions stay for running tasks)', params: idParams('ids') }), async (req) => {
    const deleted = await deleteForms(app.db, area.owner(req), parseIds((req.params as { ids: string }).ids, req.locale));
    if (deleted === 0) throw ApiError.notFound();
    return null;
  });
}

export async function formRoutes(app: FastifyInstance): Promise<void> {
  const designer: Guard = (docs) => guardedRoute([app.requireEnterprise, app.requirePermission(FORM_PERMISSIONS.design)], CLIENT_SECURITY, { ...docs, summary: `${docs.summary} (${FORM_PERMISSIONS.design})` });
  const member: Guard = (docs) => guardedRoute([app.requireEnterprise], CLIENT_SECURITY, docs);
  const admin: Guard = (docs) => guardedRoute([app.requireAdmin, app.requirePermission(FORM_ADMIN_PERMISSIONS.template)], ADMIN_SECURITY, { ...docs, summary: `${docs.summary} (${FORM_ADMIN_PERMISSIONS.template})` });
  const clientBase = `${CLIENT_PREFIX}/${FORM_PATHS.client}`;

  // Static segments first so they never read as an id.
  const tags = ['Forms'];
  const version = compileInput<{ version?: number }>(versionQuery, 'querystring');
  const check = compileInput<{ data: Record<string, unknown>; hidden?: string[]; version?: number }>(checkBody, 'body');
  const page = compileInput<Paging & { name?: string }>(pageQuery, 'querystring');
  const keyOf = (req: FastifyRequest) => {
    const { formKey } = req.params as { formKey: string };
    if (!new RegExp(FORM_LIMITS.keyPattern).test(formKey)) throw ApiError.notFound();
    return formKey;
  };

  app.get(`${clientBase}/key/:formKey`, member({ tags, summary: 'A form to render, by key (current or given version)', params: keyParams, querystring: versionQuery, data: renderable }), async (req) => {
    const found = await findFormByKey(app.db, enterpriseOf(req), keyOf(req), version(req.query, req.locale).version);
    if (!found) throw ApiError.notFound();
    return { formKey: found.formKey, name: found.name, version: found.version, json: found.json, trusted: found.trusted };
  });

  app.post(`${clientBase}/key/:formKey/check`, member({ tags, summary: 'Check form data with the form rules; answers the data as it may be stored', params: keyParams, body: checkBody }), async (req) => {
    const input = check(req.body, req.locale);
    const found = await findFormByKey(app.db, enterpriseOf(req), keyOf(req), input.version);
    if (!found) throw ApiError.notFound();
    return { data: checkSubmission(found.json, input.data, { locale: req.locale, hidden: input.hidden, trusted: found.trusted }) };
  });

  app.get(`${clientBase}/templates`, designer({ tags, summary: 'Form templates of the back office', querystring: pageQuery, data: pageData(summaryRecord) }), async (req) => {
    const q = page(req.query, req.locale);
    return listForms(app.db, null, { offset: offsetOf(q), limit: q.pageSize, search: q.name?.trim() ? containsPattern(q.name) : undefined });
  });

  app.get(`${clientBase}/templates/:id`, designer({ tags, summary: 'One form template with its JSON', params: idParams('id'), data: detailRecord }), async (req) => {
    const found = await findForm(app.db, null, parseId((req.params as { id: string }).id, req.locale));
    if (!found) throw ApiError.notFound();
    return found;
  });

  registerStore(app, {
    base: clientBase,
    tags,
    guard: designer,
    owner: (req) => enterpriseOf(req),
    trusted: (req) => req.auth?.permissions.has(FORM_PERMISSIONS.design) === true,
  });
  registerStore(app, {
    base: `${ADMIN_PREFIX}/${FORM_PATHS.admin}`,
    tags: ['Form templates (back office)'],
    guard: admin,
    owner: () => null,
    trusted: () => true,
  });
}

