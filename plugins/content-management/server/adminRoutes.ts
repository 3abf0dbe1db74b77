/** Back-office content management (below /api/operation-manage/contentManagement): write, publish, withdraw. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, adminRoute, ApiError, compileInput, idParams, nullSchema, pageData, parseId, type Paging, type RouteDocs } from '../../../server/plugin-api';
import { CONTENT_KEYS as K, type ArticleInput, type NewsAction, type SynopsisAction } from '../contract';
import { cleanArticle } from './article';
import { checkDates } from './dates';
import { signed, verifyArticleFiles } from './files';
import * as S from './schemas';
import { articleDetail, articlePage, createArticle, moveNews, moveSynopsis, removeArticle, updateArticle, type AdminFilter } from './store';

const BASE = `${ADMIN_PREFIX}/contentManagement`;
const tags = ['content management: back office'];
const NEWS_ACTIONS: NewsAction[] = ['publish', 'withdraw'];
const SYNOPSIS_ACTIONS: SynopsisAction[] = ['publish', 'withdraw'];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const guarded = (key: string, docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const pageQuery = compileInput<AdminFilter & Paging>(S.adminQuery, 'querystring');
  const create = compileInput<ArticleInput>(S.createBody, 'body');
  const update = compileInput<ArticleInput & { id: number }>(S.updateBody, 'body');
  const idOf = (req: { params: unknown; locale: Parameters<typeof parseId>[1] }) => parseId((req.params as { id: string }).id, req.locale);

  app.get(`${BASE}/page`, guarded(K.adminView, { tags, summary: 'Articles in any state', querystring: S.adminQuery, data: pageData(S.articleRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    checkDates(filter, req.locale);
    return articlePage(app.db, filter, { pageNum, pageSize });
  });

  app.get(`${BASE}/:id`, guarded(K.adminView, { tags, summary: 'One article with its body', params: idParams('id'), data: S.articleDetail }), async (req) => {
    const article = await articleDetail(app.db, idOf(req));
    if (!article) throw ApiError.notFound();
    return { ...article, cover: await signed(app, article.cover), attachments: await Promise.all(article.attachments.map((f) => signed(app, f))) };
  });

  app.post(BASE, guarded(K.adminEdit, { tags, summary: 'Write an article (unpublished; the body is sanitised; cover and attachments are platform files)', body: S.createBody, data: S.idData }), async (req) => {
    const input = create(req.body, req.locale);
    const article = { ...cleanArticle(input, req.locale), ...(await verifyArticleFiles(app, input)) };
    return { id: await createArticle(app.db, article, req.auth!.userId) };
  });

  app.put(BASE, guarded(K.adminEdit, { tags, summary: 'Edit an unpublished or withdrawn article (the body is sanitised)', body: S.updateBody, data: nullSchema }), async (req) => {
    const { id, ...rest } = update(req.body, req.locale);
    const article = { ...cleanArticle(rest, req.locale), ...(await verifyArticleFiles(app, rest)) };
    await updateArticle(app.db, id, article, req.auth!.userId, req.locale);
    return null;
  });

  app.delete(`${BASE}/:id`, guarded(K.adminEdit, { tags, summary: 'Delete an unpublished or withdrawn article', params: idParams('id'), data: nullSchema }), async (req) => {
    await removeArticle(app.db, idOf(req), req.locale);
    return null;
  });

  for (const action of NEWS_ACTIONS) {
    app.post(`${BASE}/:id/${action}`, guarded(K.adminPublish, { tags, summary: `News status: ${action} the article`, params: idParams('id'), data: nullSchema }), async (req) => {
      await moveNews(app.db, idOf(req), action, req.auth!.userId, req.locale);
      return null;
    });
  }

  for (const action of SYNOPSIS_ACTIONS) {
    app.post(`${BASE}/:id/synopsis/${action}`, guarded(K.adminPublish, { tags, summary: `Synopsis status: ${action} the synopsis`, params: idParams('id'), data: nullSchema }), async (req) => {
      await moveSynopsis(app.db, idOf(req), action, req.auth!.userId, req.locale);
      return null;
    });
  }
}
