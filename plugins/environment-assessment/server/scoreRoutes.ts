/**
 * Client routes of assessments (spec §2 /environmentAssessment, §7 score exports): start a run for a
 * period, list and read results with their findings, answer selection indicators, and the 13
 * abnormality exports. Every query is limited to the caller's enterprise; its results include those of
 * its management group's systems (read-only here: the group scores and answers through its own routes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiError,
  clientRoute,
  compileInput,
  enterpriseOf,
  formatBeijing,
  idParams,
  offsetOf,
  pageData,
  pagingProperties,
  parseId,
  sendXlsx,
  type JsonSchema,
  type Locale,
  type Paging,
} from '../../../server/plugin-api';
import { CLIENT_BASE, EXPORT_NAMES, RULE_KEYS, type Finding, type RuleKey } from '../contract';
import { explainFinding } from '../explain';
import { locales } from '../locales';
import { KEYS } from '../manifest';
import { allFindings, assessedSystems, assessmentDetail, findAssessment, pageAssessments, pageFindings } from './results';
import { scoringScope } from './runs';
import { answerAndRescore, answerBody, periodKeySchema as periodKey, requestedPeriod, runBody, startRun, type AnswerInput, type RunInput } from './runRequest';
import { getSystem } from './store';

const BASE = `/api${CLIENT_BASE}/system/score`;
const tags = ['environment assessment'];
const record: JsonSchema = { type: 'object', additionalProperties: true };
const pageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, systemId: { type: 'integer', minimum: 1 }, periodKey } };
const findingQuery: JsonSchema = {
  type: 'object',
  required: ['assessmentId'],
  additionalProperties: false,
  properties: { ...pagingProperties, assessmentId: { type: 'integer', minimum: 1 }, ruleKey: { type: 'string', enum: [...RULE_KEYS] }, itemId: { type: 'integer', minimum: 1 } },
};
const exportQuery: JsonSchema = { type: 'object', required: ['assessmentId'], additionalProperties: false, properties: { assessmentId: { type: 'integer', minimum: 1 } } };

/** A text of this plugin in a locale, with {{var}} filled in. */
export function translator(locale: Locale) {
  return (key: string, vars: Record<string, string | number> = {}) => {
    let node: unknown = locales[locale];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (_, k) => String(vars[k] ?? '')) : key;
  };
}

/** The enterprises the caller sees results of (the client area: its enterprise). */
const scopeOf = (req: FastifyRequest) => [enterpriseOf(req)];

/**
 * The caller's own system, when it scores the caller itself. A management group's systems score its
 * members through the group routes (requireGroup), so here they answer 2010103.
 */
async function ownScoringSystem(app: FastifyInstance, req: FastifyRequest, systemId: number) {
  const system = await getSystem(app.db, enterpriseOf(req), systemId);
  if (system && (await scoringScope(app.db, system)).group) throw ApiError.noPermission();
  return system;
}

export async function scoreRoutes(app: FastifyInstance): Promise<void> {
  const parseRun = compileInput<RunInput>(runBody, 'body');
  const parsePage = compileInput<Paging & { systemId?: number; periodKey?: string }>(pageQuery, 'querystring');
  const parseFindings = compileInput<Paging & { assessmentId: number; ruleKey?: RuleKey; itemId?: number }>(findingQuery, 'querystring');
  const parseAnswer = compileInput<AnswerInput>(answerBody, 'body');
  const parseExport = compileInput<{ assessmentId: number }>(exportQuery, 'querystring');

  app.post(`${BASE}/calculate`, clientRoute(app, KEYS.calculate, { tags, summary: 'Score a system for a period now (idempotent: replaces earlier results)', body: runBody, data: record }), async (req) => {
    const body = parseRun(req.body, req.locale);
    const period = requestedPeriod(req, body.periodKey);
    return startRun(app.db, req, period, await ownScoringSystem(app, req, body.systemId), [enterpriseOf(req)]);
  });

  app.get(`${BASE}/systems`, clientRoute(app, KEYS.view, { tags, summary: 'The systems that scored the enterprise (its own and its group’s)', data: { type: 'array', items: record } }), async (req) =>
    assessedSystems(app.db, scopeOf(req)),
  );

  app.get(`${BASE}/page`, clientRoute(app, KEYS.view, { tags, summary: 'Assessments of the enterprise, newest period first', querystring: pageQuery, data: pageData(record) }), async (req) => {
    const q = parsePage(req.query, req.locale);
    return pageAssessments(app.db, scopeOf(req), { ...q, limit: q.pageSize, offset: offsetOf(q) });
  });

  app.get(`${BASE}/findings`, clientRoute(app, KEYS.view, { tags, summary: 'Findings (evidence) of an assessment', querystring: findingQuery, data: pageData(record) }), async (req) => {
    const q = parseFindings(req.query, req.locale);
    if (!(await findAssessment(app.db, scopeOf(req), q.assessmentId))) throw ApiError.notFound();
    return pageFindings(app.db, q.assessmentId, { ruleKey: q.ruleKey, itemId: q.itemId, limit: q.pageSize, offset: offsetOf(q) });
  });

  app.put(`${BASE}/answer`, clientRoute(app, KEYS.calculate, { tags, summary: 'Answer a selection indicator and score the period again', body: answerBody, data: record }), async (req) => {
    const body = parseAnswer(req.body, req.locale);
    const detail = await assessmentDetail(app.db, scopeOf(req), body.assessmentId);
    if (!detail) throw ApiError.notFound();
    // Only the system's owner answers: an assessment by the group's system is answered by the group.
    return answerAndRescore(app.db, req, detail, await ownScoringSystem(app, req, detail.systemId), body);
  });

  app.get(`${BASE}/:id`, clientRoute(app, KEYS.view, { tags, summary: 'An assessment: score, level, items, trend over earlier periods', params: idParams('id'), data: record }), async (req) => {
    const detail = await assessmentDetail(app.db, scopeOf(req), parseId((req.params as { id: string }).id, req.locale));
    if (!detail) throw ApiError.notFound();
    return detail;
  });

  for (const rule of RULE_KEYS) {
    app.get(
      `${BASE}/calculate/${EXPORT_NAMES[rule]}`,
      clientRoute(app, KEYS.export, { tags, summary: `Findings behind the ${rule} score as xlsx (content-disposition names the file)`, querystring: exportQuery }),
      async (req, reply) => {
        const q = parseExport(req.query, req.locale);
        const a = await findAssessment(app.db, scopeOf(req), q.assessmentId);
        if (!a) throw ApiError.notFound();
        const tr = translator(req.locale);
        const columns = [
          ['enterprise', 28],
          ['period', 10],
          ['point', 20],
          ['pointCode', 12],
          ['factorCode', 12],
          ['factor', 16],
          ['begin', 20],
          ['end', 20],
          ['hours', 8],
          ['measure', 12],
          ['threshold', 12],
          ['record', 10],
          ['detail', 50],
        ] as const;
        const time = (t: string | null) => t ?? '';
        const rows = (async function* () {
          for await (const f of allFindings(app.db, a.id, rule)) yield findingRow(f, a.enterpriseName, a.periodKey, time, tr, req.locale);
        })();
        return sendXlsx(reply, {
          fileName: `${tr(`rules.${rule}`)}_${a.enterpriseName}_${a.periodKey}_${formatBeijing(new Date()).slice(0, 10).replaceAll('-', '')}`,
          sheetName: tr('export.sheet'),
          columns: columns.map(([key, width]) => ({ header: tr(`export.${key}`), width })),
          rows,
        });
      },
    );
  }
}

function findingRow(f: Finding, enterprise: string, period: string, time: (t: string | null) => string, tr: ReturnType<typeof translator>, locale: Locale) {
  const round = (n: number | null) => (n === null ? '' : Math.round(n * 1000) / 1000);
  return [enterprise, period, f.pointName ?? '', f.pointCode ?? '', f.factorCode ?? '', f.factorName ?? '', time(f.beginTime), time(f.endTime), f.hours ?? '', round(f.measure), round(f.threshold), f.recordId ?? '', explainFinding(f, tr, locale)];
}
