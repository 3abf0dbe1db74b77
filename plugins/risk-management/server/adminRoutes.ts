/** Back-office risk management (below /api/operation-manage/risk): every enterprise's risks, issuing problems. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_PREFIX,
  adminRoute,
  ApiError,
  compileInput,
  enterpriseOptions,
  idParams,
  pageData,
  parseId,
  signAttachments,
  verifyPlatformAttachments,
  type Paging,
  type RouteDocs,
} from '../../../server/plugin-api';
import { issueStatusOf, RISK_KEYS as K, RISK_LIMITS } from '../contract';
import { riskDetail } from './detail';
import { raiseManual, type ManualInput } from './manual';
import { fieldError } from './messages';
import * as S from './schemas';
import { riskPage, type RiskFilter } from './store';

const BASE = `${ADMIN_PREFIX}/risk`;
const tags = ['risk management: back office'];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const guarded = (key: string, docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const pageQuery = compileInput<Omit<RiskFilter, 'enterpriseIds'> & Paging & { enterpriseId?: number }>(S.adminPageQuery, 'querystring');
  const issueBody = compileInput<Omit<ManualInput, 'attachments'> & { enterpriseId: number; attachments?: { url: string }[] }>(S.adminIssueBody, 'body');

  /** The enterprises the back office looks at: one, or all of them. */
  async function scope(enterpriseId: number | undefined, req: FastifyRequest): Promise<number[]> {
    const all = (await enterpriseOptions(app.db)).map((e) => e.id);
    if (enterpriseId === undefined) return all;
    if (!all.includes(enterpriseId)) throw ApiError.badParameter([fieldError('enterpriseId', 'unknownEnterprise', req.locale)], req.locale);
    return [enterpriseId];
  }

  app.get(`${BASE}/enterprises`, guarded(K.adminView, { tags, summary: 'Enterprises to filter or issue to', data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } } }), () =>
    enterpriseOptions(app.db),
  );

  app.get(`${BASE}/page`, guarded(K.adminView, { tags, summary: 'Risks of every enterprise (or one)', querystring: S.adminPageQuery, data: pageData(S.riskRow) }), async (req) => {
    const { pageNum, pageSize, enterpriseId, ...filter } = pageQuery(req.query, req.locale);
    return riskPage(app.db, { ...filter, enterpriseIds: await scope(enterpriseId, req) }, { pageNum, pageSize });
  });

  app.get(`${BASE}/:id`, guarded(K.adminView, { tags, summary: 'One risk (read only)', params: idParams('id'), data: S.riskDetailData }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const detail = await riskDetail(app.db, id, null, { actor: { userId: req.auth!.userId, area: 'admin' }, may: { handle: false, approve: false } });
    if (!detail) throw ApiError.notFound();
    const [attachments, measureAttachments] = await Promise.all([signAttachments(app, detail.attachments), signAttachments(app, detail.measureAttachments)]);
    return { ...detail, attachments, measureAttachments, issueStatus: issueStatusOf(detail.status) };
  });

  app.post(`${BASE}/manualProblem`, guarded(K.adminIssue, { tags, summary: 'Issue a problem to an enterprise, with platform files attached', body: S.adminIssueBody, data: S.idData }), async (req) => {
    const { enterpriseId, attachments: refs, ...input } = issueBody(req.body, req.locale);
    await scope(enterpriseId, req);
    // Platform files (the back office's own scope): the enterprise reads them signed from the risk's detail.
    const attachments = await verifyPlatformAttachments(app, refs, { maxCount: RISK_LIMITS.attachments });
    const id = await raiseManual(app.db, { userId: req.auth!.userId, area: 'admin', enterpriseId, locale: req.locale }, { ...input, attachments });
    return { id };
  });
}
