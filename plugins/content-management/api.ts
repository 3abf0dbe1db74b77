import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { CONTENT_PATHS as P, type ArticleDetail, type ArticleInput, type ArticleRow, type HeadlineDetail, type HeadlineRow, type NewsAction, type Paged, type SynopsisAction } from './contract';

export type HeadlineQuery = {
  pageNum: number;
  pageSize: number;
  title?: string;
  beginDate?: string;
  endDate?: string;
};

export type ArticleQuery = HeadlineQuery & {
  newsStatus?: number;
  synopsisStatus?: number;
};

/** Enterprise users: published headlines. */
export const headlineApi = {
  page: (query: HeadlineQuery) => http.get<Paged<HeadlineRow>>(P.page, { params: query }),
  detail: (id: number) => http.get<HeadlineDetail>(P.detail(id)),
  /** A signed URL of one of a published headline's files (`attachment`: sent as a download). */
  fileUrl: (id: number, key: string, attachment?: boolean) =>
    http.get<{ url: string }>(P.fileUrl(id), { params: { url: key, ...(attachment ? { attachment: true } : {}) } }).then((r) => r.url),
};

/** The back office: every article, writes and state moves. */
export const articleApi = {
  page: (query: ArticleQuery) => adminHttp.get<Paged<ArticleRow>>(P.admin.page, { params: query }),
  detail: (id: number) => adminHttp.get<ArticleDetail>(P.admin.detail(id)),
  create: (input: ArticleInput) => adminHttp.post<{ id: number }>(P.admin.base, input),
  update: (id: number, input: ArticleInput) => adminHttp.put<null>(P.admin.base, { id, ...input }),
  remove: (id: number) => adminHttp.delete<null>(P.admin.remove(id)),
  news: (id: number, action: NewsAction) => adminHttp.post<null>(P.admin.news(id, action)),
  synopsis: (id: number, action: SynopsisAction) => adminHttp.post<null>(P.admin.synopsis(id, action)),
};
