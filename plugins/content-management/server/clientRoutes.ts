/** Enterprise users' headlines (below /api/enterprise-side-app/contentManagement): published articles only. */
import type { FastifyInstance } from 'fastify';
import { ApiError, CLIENT_PREFIX, clientRoute, compileInput, idParams, pageData, parseId, type Paging } from '../../../server/plugin-api';
import { CONTENT_KEYS as K } from '../contract';
import { checkDates } from './dates';
import * as S from './schemas';
import { headlinePage, readHeadline, type HeadlineFilter } from './store';

const BASE = `${CLIENT_PREFIX}/contentManagement`;
const tags = ['content management'];

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<HeadlineFilter & Paging>(S.headlineQuery, 'querystring');

  app.get(`${BASE}/page`, clientRoute(app, K.view, { tags, summary: 'Published headlines, newest first', querystring: S.headlineQuery, data: pageData(S.headlineRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    checkDates(filter, req.locale);
    return headlinePage(app.db, filter, { pageNum, pageSize });
  });

  app.get(`${BASE}/:id`, clientRoute(app, K.view, { tags, summary: 'One published headline (counts the reader once)', params: idParams('id'), data: S.headlineDetail }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const headline = await readHeadline(app.db, id, req.auth!.userId);
    // Unpublished and withdrawn articles do not exist for readers.
    if (!headline) throw ApiError.notFound();
    return headline;
  });
}
