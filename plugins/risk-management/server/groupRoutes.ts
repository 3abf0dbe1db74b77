/**
 * Management-group risk routes (spec §2 /managementGroup/riskManagement page and detail): the risks of
 * the group's member enterprises, read-only. groupRoute admits only a group; every query takes its
 * member ids, and an enterprise filter outside them answers 2010103.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, CLIENT_PREFIX, compileInput, groupOf, groupRoute, idParams, membersOf, pageData, parseId, signAttachments, type Paging } from '../../../server/plugin-api';
import { issueStatusOf, RISK_KEYS as K } from '../contract';
import { riskDetail } from './detail';
import * as S from './schemas';
import { findRisk, riskPage, type RiskFilter } from './store';

const BASE = `${CLIENT_PREFIX}/group/risk`;
const tags = ['risk management: group'];

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<Omit<RiskFilter, 'enterpriseIds'> & Paging & { enterpriseId?: number }>(S.adminPageQuery, 'querystring');

  app.get(`${BASE}/page`, groupRoute(app, K.view, { tags, summary: 'Risks of the group’s member enterprises (or one member)', querystring: S.adminPageQuery, data: pageData(S.riskRow) }), async (req) => {
    const { pageNum, pageSize, enterpriseId, ...filter } = pageQuery(req.query, req.locale);
    return riskPage(app.db, { ...filter, enterpriseIds: membersOf(req, enterpriseId) }, { pageNum, pageSize });
  });

  app.get(`${BASE}/:id`, groupRoute(app, K.view, { tags, summary: 'One risk of a member enterprise (read only)', params: idParams('id'), data: S.riskDetailData }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const { memberIds } = groupOf(req);
    // The approvals are read as within the risk's own enterprise (the workflow's scope), never beyond the members.
    const risk = await findRisk(app.db, id, memberIds);
    const detail = risk && (await riskDetail(app.db, id, memberIds, { actor: { userId: req.auth!.userId, area: 'client', enterpriseId: risk.enterpriseId }, may: { handle: false, approve: false } }));
    if (!detail) throw ApiError.notFound();
    const [attachments, measureAttachments] = await Promise.all([signAttachments(app, detail.attachments), signAttachments(app, detail.measureAttachments)]);
    return { ...detail, attachments, measureAttachments, issueStatus: issueStatusOf(detail.status) };
  });
}
