/** Back-office suggestion routes (below /api/operation-manage/suggest): every user's, and the reply. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, adminRoute, ApiError, compileInput, idParams, pageData, parseId, signAttachments, type Paging, type RouteDocs } from '../../../server/plugin-api';
import { SUGGEST_KEYS as K, SUGGEST_RESOURCE, type ReplyStatus } from '../contract';
import { replyToSuggestion } from './reply';
import * as S from './schemas';
import { findSuggestion, suggestionPage } from './store';

const BASE = `${ADMIN_PREFIX}/${SUGGEST_RESOURCE}`;
const tags = ['suggestions: back office'];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const guarded = (key: string, docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const pageQuery = compileInput<Paging & { replyStatus?: ReplyStatus; keyword?: string; enterpriseId?: number }>(S.adminPageQuery, 'querystring');
  const replyBody = compileInput<{ reply: string }>(S.replyBody, 'body');
  const idOf = (params: unknown, locale: Parameters<typeof parseId>[1]) => parseId((params as { id: string }).id, locale);

  app.get(`${BASE}/page`, guarded(K.adminView, { tags, summary: 'Suggestions of every enterprise (reply status, keyword, enterprise)', querystring: S.adminPageQuery, data: pageData(S.row) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    return suggestionPage(app.db, filter, { pageNum, pageSize });
  });

  app.get(`${BASE}/:id`, guarded(K.adminView, { tags, summary: 'One suggestion with its attachments and reply', params: idParams('id'), data: S.detail }), async (req) => {
    const found = await findSuggestion(app.db, idOf(req.params, req.locale));
    if (!found) throw ApiError.notFound();
    const { userId: _u, enterpriseId: _e, ...rest } = found;
    return { ...rest, attachments: await signAttachments(app, found.attachments) };
  });

  app.put(`${BASE}/:id/reply`, guarded(K.adminReply, { tags, summary: 'Reply to a suggestion (0 awaiting → 1 replied, once); the author is notified', params: idParams('id'), body: S.replyBody, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
    const id = idOf(req.params, req.locale);
    const { reply } = replyBody(req.body, req.locale);
    await replyToSuggestion(app.db, id, reply, req.auth!.userId, req.locale);
    return { id };
  });
}
