/** Enterprise users' headlines (below /api/enterprise-side-app/contentManagement): published articles only. */
import type { FastifyInstance } from 'fastify';
import { ApiError, CLIENT_PREFIX, clientRoute, compileInput, idParams, pageData, parseId, type Paging } from '../../../server/plugin-api';
import { CONTENT_KEYS as K } from '../contract';
import { checkDates } from './dates';
import { readerFileUrl, signed } from './files';
import * as S from './schemas';
import { headlinePage, readHeadline, type HeadlineFilter } from './store';

const BASE = `${CLIENT_PREFIX}/contentManagement`;
const tags = ['content management'];

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<HeadlineFilter & Paging>(S.headlineQuery, 'querystring');

  app.get(`${BASE}/page`, clientRoute(app, K.view, { tags, summary: 'Published headlines, newest first', querystring: S.headlineQuery, data: pageData(S.headlineRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    checkDates(filter, req.locale);
    const page = await headlinePage(app.db, filter, { pageNum, pageSize });
    return { ...page, records: await Promise.all(page.records.map(async (r) => ({ ...r, cover: await signed(app, r.cover) }))) };
  });

  app.get(`${BASE}/:id`, clientRoute(app, K.view, { tags, summary: 'One published headline (counts the reader once)', params: idParams('id'), data: S.headlineDetail }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const headline = await readHeadline(app.db, id, req.auth!.userId);
    // Unpublished and withdrawn articles do not exist for readers.
    if (!headline) throw ApiError.notFound();
    return { ...headline, cover: await signed(app, headline.cover) };
  });

  const fileQuery = compileInput<{ url: string; attachment?: boolean }>(S.fileUrlQuery, 'querystring');
  app.get(
    `${BASE}/:id/fileUrl`,
    clientRoute(app, K.view, { tags, summary: "A signed URL of a published headline's cover or attachment", params: idParams('id'), querystring: S.fileUrlQuery, data: S.signedUrl }),
    async (req) => {
      const id = parseId((req.params as { id: string }).id, req.locale);
      const { url, attachment } = fileQuery(req.query, req.locale);
      return { url: await readerFileUrl(app, id, url, attachment === true) };
    },
  );
}
