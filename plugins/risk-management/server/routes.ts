/** Client-area risk routes (below /api/enterprise-side-app/risk), every query in the caller's enterprise. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiError,
  CLIENT_PREFIX,
  clientRoute,
  compileInput,
  enterpriseOf,
  formatBeijing,
  idParams,
  pageData,
  parseId,
  parseIds,
  pointsOfEnterprises,
  sendXlsx,
  signAttachments,
  verifyAttachments,
  type Paging,
} from '../../../server/plugin-api';
import { issueStatusOf, RISK_KEYS as K, RISK_LIMITS, type RiskStatus } from '../contract';
import { decideRisk, handleRisk, ignoreRisk, type Caller } from './actions';
import { riskDetail } from './detail';
import { exportColumns, exportName, exportRows } from './exportRows';
import { raiseManual, type ManualInput } from './manual';
import { fieldError } from './messages';
import { riskNoticePage } from './notices';
import * as S from './schemas';
import { riskPage, risksByIds, type RiskFilter } from './store';

const BASE = `${CLIENT_PREFIX}/risk`;
const tags = ['risk management'];

type Filter = Omit<RiskFilter, 'enterpriseIds'>;
type FileRefs = { url: string }[] | undefined;

const callerOf = (req: FastifyRequest): Caller => ({ userId: req.auth!.userId, enterpriseId: enterpriseOf(req), locale: req.locale });
const owner = (req: FastifyRequest) => ({ userId: req.auth!.userId, enterpriseId: enterpriseOf(req) });
const idOf = (req: FastifyRequest) => parseId((req.params as { id: string }).id, req.locale);

function checkDates(f: Filter, req: FastifyRequest) {
  if (f.beginDate && f.endDate && f.beginDate > f.endDate) throw ApiError.badParameter([fieldError('beginDate', 'dateOrder', req.locale)], req.locale);
}

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<Filter & Paging>(S.pageQuery, 'querystring');
  const exportQuery = compileInput<Filter>(S.exportQuery, 'querystring');
  const handleBody = compileInput<{ measures: string; attachments?: { url: string }[] }>(S.handleBody, 'body');
  const ignoreBody = compileInput<{ reason: string }>(S.ignoreBody, 'body');
  const decideBody = compileInput<{ approved: boolean; comment?: string }>(S.decideBody, 'body');
  const manualBody = compileInput<Omit<ManualInput, 'attachments'> & { attachments?: FileRefs }>(S.manualBody, 'body');
  const manualListBody = compileInput<(Paging & { status?: 0 | 1 | 2; keyword?: string; mine: boolean }) | null>(S.manualListBody, 'body');
  const byIdsQuery = compileInput<{ ids: string }>(S.byIdsQuery, 'querystring');
  const noticeQuery = compileInput<Paging & { readStatus?: 0 | 1; beginDate?: string; endDate?: string; keyword?: string }>(S.noticeQuery, 'querystring');

  app.get(`${BASE}/page`, clientRoute(app, K.view, { tags, summary: 'Risks of the enterprise (state, level, point, source, date range)', querystring: S.pageQuery, data: pageData(S.riskRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    checkDates(filter, req);
    return riskPage(app.db, { ...filter, enterpriseIds: [enterpriseOf(req)] }, { pageNum, pageSize });
  });

  app.get(`${BASE}/exportExcel`, clientRoute(app, K.export, { tags, summary: 'Export the filtered risks (xlsx)', querystring: S.exportQuery }), async (req, reply) => {
    const filter = exportQuery(req.query, req.locale);
    checkDates(filter, req);
    return sendXlsx(reply, {
      fileName: exportName(req.locale, formatBeijing(new Date()).slice(0, 10)),
      sheetName: req.locale === 'en-US' ? 'Risks' : '风险',
      columns: exportColumns(req.locale),
      rows: exportRows(app.db, { ...filter, enterpriseIds: [enterpriseOf(req)] }, req.locale),
    });
  });

  app.get(`${BASE}/points`, clientRoute(app, K.view, { tags, summary: 'Monitoring points and factors to search or report by', data: { type: 'array', items: { type: 'object', additionalProperties: true } } }), async (req) => {
    const points = await pointsOfEnterprises(app.db, [enterpriseOf(req)]);
    return points.map((p) => ({ id: p.id, name: p.name, code: p.code, factors: p.factors.map((f) => ({ code: f.factorCode, name: f.factorName })) }));
  });

  app.get(`${BASE}/notice/page`, clientRoute(app, K.view, { tags, summary: 'Risk notices sent in the enterprise, with who read them', querystring: S.noticeQuery, data: pageData(S.noticeRow) }), async (req) => {
    const q = noticeQuery(req.query, req.locale);
    checkDates(q, req);
    return riskNoticePage(app.db, [enterpriseOf(req)], q);
  });

  app.get(`${BASE}/riskDetailList/getByIdList`, clientRoute(app, K.view, { tags, summary: 'Several risks by id (spec §7)', querystring: S.byIdsQuery, data: { type: 'array', items: S.riskRow } }), async (req) => {
    const ids = parseIds(byIdsQuery(req.query, req.locale).ids, req.locale, 'ids');
    return risksByIds(app.db, ids, [enterpriseOf(req)]);
  });

  app.post(`${BASE}/manualProblem`, clientRoute(app, K.manual, { tags, summary: 'Raise a problem by hand', body: S.manualBody, data: S.idData }), async (req) => {
    const input = manualBody(req.body, req.locale);
    const attachments = await verifyAttachments(app, owner(req), input.attachments, RISK_LIMITS.attachments);
    const id = await raiseManual(app.db, { userId: req.auth!.userId, area: 'client', enterpriseId: enterpriseOf(req), locale: req.locale }, { ...input, attachments });
    return { id };
  });

  app.post(`${BASE}/manualProblem/list`, clientRoute(app, K.view, { tags, summary: 'Manual problems (spec §7): mine by default, with the issue status of spec §4', body: S.manualListBody, data: pageData(S.riskRow) }), async (req) => {
    const q = manualListBody(req.body ?? {}, req.locale) ?? { pageNum: 1, pageSize: 20, mine: true };
    const statuses: Record<number, RiskStatus[]> = { 0: [0, 3, 4], 1: [1], 2: [2] };
    const page = await riskPage(
      app.db,
      { enterpriseIds: [enterpriseOf(req)], source: 'manual', keyword: q.keyword, statuses: q.status === undefined ? undefined : statuses[q.status], ...(q.mine ? { createdBy: req.auth!.userId } : {}) },
      { pageNum: q.pageNum, pageSize: q.pageSize },
    );
    return { ...page, records: page.records.map((r) => ({ ...r, issueStatus: issueStatusOf(r.status) })) };
  });

  app.get(`${BASE}/:id`, clientRoute(app, K.view, { tags, summary: 'One risk: evidence, history, approvals, what the caller may do', params: idParams('id'), data: S.riskDetailData }), async (req) => {
    const perms = req.auth!.permissions;
    const detail = await riskDetail(app.db, idOf(req), [enterpriseOf(req)], {
      actor: { userId: req.auth!.userId, area: 'client', enterpriseId: enterpriseOf(req) },
      may: { handle: perms.has(K.handle), approve: perms.has(K.approve) },
    });
    if (!detail) throw ApiError.notFound();
    // A problem the back office issued carries platform files, which the enterprise's file API cannot sign.
    const attachments = detail.issuedByPlatform ? await signAttachments(app, detail.attachments) : detail.attachments;
    return { ...detail, attachments, issueStatus: issueStatusOf(detail.status) };
  });

  app.post(`${BASE}/:id/handle`, clientRoute(app, K.handle, { tags, summary: 'Handle a risk: measures, then approval (0/4 → 3)', params: idParams('id'), body: S.handleBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    const input = handleBody(req.body, req.locale);
    const attachments = await verifyAttachments(app, owner(req), input.attachments, RISK_LIMITS.attachments);
    return handleRisk(app.db, callerOf(req), id, { measures: input.measures.trim(), attachments });
  });

  app.post(`${BASE}/:id/ignore`, clientRoute(app, K.handle, { tags, summary: 'Ignore a risk with a reason (0/4 → 2)', params: idParams('id'), body: S.ignoreBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    return ignoreRisk(app.db, callerOf(req), id, ignoreBody(req.body, req.locale).reason.trim());
  });

  app.post(`${BASE}/:id/decide`, clientRoute(app, K.approve, { tags, summary: "Approve or reject the risk's handling (3 → 1 / 4), through the approval engine", params: idParams('id'), body: S.decideBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    const body = decideBody(req.body, req.locale);
    return decideRisk(app.db, callerOf(req), id, { approved: body.approved, comment: body.comment?.trim() || undefined });
  });
}

