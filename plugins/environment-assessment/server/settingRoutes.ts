/**
 * Indicators (customIndicator = kind score, selectIndicator = kind select) and evaluation systems, for
 * one owner: registered twice, for the client area (the caller's enterprise owns them) and for the back
 * office (templates, owner null). Only the guards, the base path and the owner differ.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ApiError,
  compileInput,
  idParams,
  offsetOf,
  pageData,
  pagingProperties,
  parseId,
  parseIds,
  searchText,
  userOf,
  type JsonSchema,
  type Paging,
  type RouteDocs,
} from '../../../server/plugin-api';
import { paramsWithDefaults, RULE_KEYS, type RuleKey } from '../contract';
import { duplicateError, fieldError } from './messages';
import { standardLedgerIds } from './rules/moduleTitles';
import {
  deleteIndicators,
  deleteSystems,
  getIndicator,
  getSystem,
  insertIndicator,
  nameTaken,
  pageIndicators,
  pageSystems,
  saveSystem,
  updateIndicator,
  type IndicatorValues,
  type ItemValues,
  type Kind,
  type Owner,
  type SystemRecord,
} from './store';
import {
  checkScoreIndicator,
  checkSelectIndicator,
  checkSystem,
  normalDeduction,
  paramErrors,
  scoreIndicatorBody,
  selectIndicatorBody,
  systemBody,
  type ScoreIndicatorInput,
  type SelectIndicatorInput,
  type SystemInput,
} from './validation';
import { throwIfErrors } from '../../../server/plugin-api';

export interface SettingArea {
  /** API base, e.g. /api/enterprise-side-app/environment/evaluation. */
  base: string;
  tags: string[];
  /** Route options with the area's guards: read or write. */
  route(write: boolean, docs: RouteDocs): RouteShorthandOptions;
  owner(req: FastifyRequest): Owner;
}

const KIND_PATH: Record<Kind, string> = { score: 'indicator/custom', select: 'indicator/select' };

const indicatorQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, name: searchText, category: searchText, ruleKey: { type: 'string', enum: [...RULE_KEYS] }, withTemplates: { type: 'boolean', default: false } },
};
const systemQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, name: searchText, withTemplates: { type: 'boolean', default: false } },
};
const copyBody: JsonSchema = { type: ['object', 'null'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } } };
const record: JsonSchema = { type: 'object', additionalProperties: true };

/** The stored form of an indicator body. */
function indicatorValues(kind: Kind, body: ScoreIndicatorInput | SelectIndicatorInput): IndicatorValues {
  if (kind === 'score') {
    const b = body as ScoreIndicatorInput;
    return { kind, name: b.name, category: b.category, fullScore: b.fullScore, ruleKey: b.ruleKey, params: paramsWithDefaults(b.ruleKey, b.params), deduction: normalDeduction(b.deduction), options: null, description: b.description ?? null };
  }
  const b = body as SelectIndicatorInput;
  const fullScore = Math.max(...b.options.map((o) => o.score));
  return { kind, name: b.name, category: b.category, fullScore: fullScore > 0 ? fullScore : 1, ruleKey: null, params: { defaultIndex: b.defaultIndex ?? 0 }, deduction: null, options: b.options.map((o) => ({ label: o.label.trim(), score: o.score })), description: b.description ?? null };
}

/**
 * The name of a copy in the owner's list: the one asked for (2010108 when the owner already has it), else
 * the source's own, numbered `name(2)`, `name(3)` … until free.
 */
async function copyName(app: FastifyInstance, table: 'ea_indicator' | 'ea_system', owner: Owner, sourceName: string, asked: string | undefined, kind?: Kind): Promise<string> {
  const wanted = asked?.trim();
  if (wanted) {
    if (await nameTaken(app.db, table, owner, wanted, null, kind)) throw duplicateError('duplicateName', 'name');
    return wanted;
  }
  let name = sourceName;
  for (let n = 2; await nameTaken(app.db, table, owner, name, null, kind); n++) name = `${sourceName}(${n})`;
  return name;
}

export function settingRoutes(app: FastifyInstance, area: SettingArea): void {
  const ledgerIds = standardLedgerIds();
  const parseCopy = compileInput<{ name?: string } | null>(copyBody, 'body');
  for (const kind of ['score', 'select'] as const) {
    const base = `${area.base}/${KIND_PATH[kind]}`;
    const schema = kind === 'score' ? scoreIndicatorBody : selectIndicatorBody;
    const parseBody = compileInput<ScoreIndicatorInput | SelectIndicatorInput>(schema, 'body');
    const parseQuery = compileInput<Paging & { name?: string; category?: string; ruleKey?: RuleKey; withTemplates: boolean }>(indicatorQuery, 'querystring');
    const tags = area.tags;
    const check = (body: ScoreIndicatorInput | SelectIndicatorInput, locale: 'zh-CN' | 'en-US') =>
      kind === 'score' ? checkScoreIndicator(body as ScoreIndicatorInput, locale, ledgerIds) : checkSelectIndicator(body as SelectIndicatorInput, locale);

    app.get(`${base}/page`, area.route(false, { tags, summary: `A page of ${kind} indicators`, querystring: indicatorQuery, data: pageData(record) }), async (req) => {
      const q = parseQuery(req.query, req.locale);
      return pageIndicators(app.db, area.owner(req), kind, { ...q, limit: q.pageSize, offset: offsetOf(q) });
    });
    app.get(`${base}/:id`, area.route(false, { tags, summary: `One ${kind} indicator (own or template)`, params: idParams('id'), data: record }), async (req) => {
      const found = await getIndicator(app.db, area.owner(req), parseId((req.params as { id: string }).id, req.locale), true);
      if (!found || found.kind !== kind) throw ApiError.notFound();
      return found;
    });
    app.post(base, area.route(true, { tags, summary: `Add a ${kind} indicator`, body: schema, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
      const body = parseBody(req.body, req.locale);
      check(body, req.locale);
      const owner = area.owner(req);
      if (await nameTaken(app.db, 'ea_indicator', owner, body.name, null, kind)) throw duplicateError('duplicateName', 'name');
      return { id: await insertIndicator(app.db, owner, userOf(req), indicatorValues(kind, body)) };
    });
    app.put(`${base}/:id`, area.route(true, { tags, summary: `Edit a ${kind} indicator`, params: idParams('id'), body: schema }), async (req) => {
      const id = parseId((req.params as { id: string }).id, req.locale);
      const body = parseBody(req.body, req.locale);
      check(body, req.locale);
      const owner = area.owner(req);
      if (await nameTaken(app.db, 'ea_indicator', owner, body.name, id, kind)) throw duplicateError('duplicateName', 'name');
      if (!(await updateIndicator(app.db, owner, id, userOf(req), indicatorValues(kind, body)))) throw ApiError.notFound();
      return null;
    });
    app.post(`${base}/copy/:id`, area.route(true, { tags, summary: `Copy a ${kind} indicator (own or template) into a new own one`, params: idParams('id'), body: copyBody, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
      const id = parseId((req.params as { id: string }).id, req.locale);
      const body = parseCopy(req.body ?? null, req.locale);
      const owner = area.owner(req);
      const source = await getIndicator(app.db, owner, id, true);
      if (!source || source.kind !== kind) throw ApiError.notFound();
      const name = await copyName(app, 'ea_indicator', owner, source.name, body?.name, kind);
      const { kind: _k, name: _n, category, fullScore, ruleKey, params, deduction, options, description } = source;
      return { id: await insertIndicator(app.db, owner, userOf(req), { kind, name, category, fullScore, ruleKey, params, deduction, options, description }) };
    });
    app.delete(`${base}/:ids`, area.route(true, { tags, summary: `Delete ${kind} indicators (all or none)`, params: idParams('ids') }), async (req) => {
      const ids = parseIds((req.params as { ids: string }).ids, req.locale);
      if (!(await deleteIndicators(app.db, area.owner(req), kind, ids))) throw ApiError.notFound();
      return null;
    });
  }

  const base = `${area.base}/system`;
  const tags = area.tags;
  const parseSystem = compileInput<SystemInput>(systemBody, 'body');
  const parseSystemQuery = compileInput<Paging & { name?: string; withTemplates: boolean }>(systemQuery, 'querystring');

  /** Items of a body: kept items keep their snapshot (weight and thresholds change); new ones copy an indicator. */
  const itemsOf = async (req: FastifyRequest, input: SystemInput, existing: SystemRecord | undefined): Promise<ItemValues[]> => {
    const owner = area.owner(req);
    const errors = [];
    const out: ItemValues[] = [];
    for (const [i, item] of input.items.entries()) {
      if (item.id !== undefined) {
        const kept = existing?.items?.find((x) => x.id === item.id);
        if (!kept) {
          errors.push(fieldError(`items.${i}.id`, 'itemUnknown', req.locale));
          continue;
        }
        if (kept.ruleKey) errors.push(...paramErrors(kept.ruleKey, item.params, `items.${i}.params`, req.locale, ledgerIds));
        const params = kept.ruleKey ? paramsWithDefaults(kept.ruleKey, { ...kept.params, ...item.params }) : kept.params;
        out.push({ ...kept, indicatorId: null, params, weight: item.weight });
        continue;
      }
      const indicator = await getIndicator(app.db, owner, item.indicatorId!, true);
      if (!indicator) {
        errors.push(fieldError(`items.${i}.indicatorId`, 'indicatorUnknown', req.locale));
        continue;
      }
      if (indicator.ruleKey) errors.push(...paramErrors(indicator.ruleKey, item.params, `items.${i}.params`, req.locale, ledgerIds));
      const params = indicator.ruleKey ? paramsWithDefaults(indicator.ruleKey, { ...indicator.params, ...item.params }) : indicator.params;
      out.push({
        indicatorId: indicator.id,
        kind: indicator.kind,
        name: indicator.name,
        category: indicator.category,
        fullScore: indicator.fullScore,
        ruleKey: indicator.ruleKey,
        params,
        deduction: indicator.deduction,
        options: indicator.options,
        weight: item.weight,
      });
    }
    throwIfErrors(errors, req.locale);
    return out;
  };

  app.get(`${base}/page`, area.route(false, { tags, summary: 'A page of evaluation systems', querystring: systemQuery, data: pageData(record) }), async (req) => {
    const q = parseSystemQuery(req.query, req.locale);
    return pageSystems(app.db, area.owner(req), { ...q, limit: q.pageSize, offset: offsetOf(q) });
  });
  app.get(`${base}/:id`, area.route(false, { tags, summary: 'An evaluation system with its items (own or template)', params: idParams('id'), data: record }), async (req) => {
    const found = await getSystem(app.db, area.owner(req), parseId((req.params as { id: string }).id, req.locale), true);
    if (!found) throw ApiError.notFound();
    return found;
  });
  app.post(base, area.route(true, { tags, summary: 'Add an evaluation system', body: systemBody, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
    const input = parseSystem(req.body, req.locale);
    checkSystem(input, req.locale);
    const owner = area.owner(req);
    const items = await itemsOf(req, { ...input, items: input.items.map(({ id: _id, ...rest }) => rest) }, undefined);
    if (await nameTaken(app.db, 'ea_system', owner, input.name, null)) throw duplicateError('duplicateName', 'name');
    const id = await saveSystem(app.db, owner, userOf(req), null, { name: input.name, periodType: input.periodType, levels: input.levels, enabled: input.enabled ?? true, remark: input.remark ?? null, riskFeed: input.riskFeed ?? {} }, items);
    return { id };
  });
  app.put(`${base}/:id`, area.route(true, { tags, summary: 'Edit an evaluation system (weights, thresholds, items, levels)', params: idParams('id'), body: systemBody }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const input = parseSystem(req.body, req.locale);
    checkSystem(input, req.locale);
    const owner = area.owner(req);
    const existing = await getSystem(app.db, owner, id);
    if (!existing) throw ApiError.notFound();
    const items = await itemsOf(req, input, existing);
    if (await nameTaken(app.db, 'ea_system', owner, input.name, id)) throw duplicateError('duplicateName', 'name');
    await saveSystem(app.db, owner, userOf(req), id, { name: input.name, periodType: input.periodType, levels: input.levels, enabled: input.enabled ?? existing.enabled, remark: input.remark ?? null, riskFeed: input.riskFeed ?? existing.riskFeed }, items);
    return null;
  });
  app.post(`${base}/copy/:id`, area.route(true, { tags, summary: 'Copy an evaluation system (own or template) into a new own one', params: idParams('id'), body: copyBody, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const body = parseCopy(req.body ?? null, req.locale);
    const owner = area.owner(req);
    const source = await getSystem(app.db, owner, id, true);
    if (!source) throw ApiError.notFound();
    const name = await copyName(app, 'ea_system', owner, source.name, body?.name);
    const items: ItemValues[] = (source.items ?? []).map(({ id: _id, sortOrder: _s, ...item }) => ({ ...item, indicatorId: null }));
    const copied = await saveSystem(app.db, owner, userOf(req), null, { name, periodType: source.periodType, levels: source.levels, enabled: true, remark: source.remark, riskFeed: source.riskFeed }, items, source.id);
    return { id: copied };
  });
  app.delete(`${base}/:ids`, area.route(true, { tags, summary: 'Delete evaluation systems with their results (all or none)', params: idParams('ids') }), async (req) => {
    const ids = parseIds((req.params as { ids: string }).ids, req.locale);
    if (!(await deleteSystems(app.db, area.owner(req), ids))) throw ApiError.notFound();
    return null;
  });
}
