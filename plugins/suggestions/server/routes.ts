/** Client-area suggestion routes (below /api/enterprise-side-app/suggest): the caller's own only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiError,
  CLIENT_PREFIX,
  clientRoute,
  compileInput,
  enterpriseOf,
  idParams,
  pageData,
  parseId,
  signAttachments,
  verifyAttachments,
  type Paging,
} from '../../../server/plugin-api';
import { SUGGEST_KEYS as K, SUGGEST_LIMITS, SUGGEST_RESOURCE, type ReplyStatus } from '../contract';
import * as S from './schemas';
import { findSuggestion, insertSuggestion, suggestionPage } from './store';

const BASE = `${CLIENT_PREFIX}/${SUGGEST_RESOURCE}`;
const tags = ['suggestions'];
const owner = (req: FastifyRequest) => ({ userId: req.auth!.userId, enterpriseId: enterpriseOf(req) });

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const createBody = compileInput<{ content: string; attachments?: { url: string }[] }>(S.createBody, 'body');
  const pageQuery = compileInput<Paging & { replyStatus?: ReplyStatus; keyword?: string }>(S.pageQuery, 'querystring');

  app.post(BASE, clientRoute(app, K.submit, { tags, summary: 'Send a suggestion to the operations team (text, attachments)', body: S.createBody, data: { type: 'object', properties: { id: { type: 'integer' } } } }), async (req) => {
    const body = createBody(req.body, req.locale);
    const me = owner(req);
    // Only files this user uploaded in this enterprise can be attached.
    const attachments = await verifyAttachments(app, me, body.attachments, SUGGEST_LIMITS.attachments);
    return { id: await insertSuggestion(app.db, me, body.content.trim(), attachments) };
  });

  app.get(`${BASE}/page`, clientRoute(app, K.submit, { tags, summary: 'My suggestions in this enterprise, newest first', querystring: S.pageQuery, data: pageData(S.row) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    const page = await suggestionPage(app.db, { ...filter, owner: owner(req) }, { pageNum, pageSize });
    return { ...page, records: page.records.map(({ userName: _u, enterpriseName: _e, ...r }) => r) };
  });

  app.get(`${BASE}/:id`, clientRoute(app, K.submit, { tags, summary: 'One of my suggestions with the reply', params: idParams('id'), data: S.detail }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const found = await findSuggestion(app.db, id);
    const me = owner(req);
    // Another user's suggestion does not exist for this caller.
    if (!found || found.userId !== me.userId || found.enterpriseId !== me.enterpriseId) throw ApiError.notFound();
    const { userId: _u, enterpriseId: _e, userName: _n, enterpriseName: _en, ...rest } = found;
    return { ...rest, attachments: await signAttachments(app, found.attachments) };
  });
}
