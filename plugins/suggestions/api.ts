import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { SUGGEST_PATHS as P, type SuggestionDetail, type SuggestionRow } from './contract';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface SuggestionQuery {
  pageNum: number;
  pageSize: number;
  replyStatus?: number;
  keyword?: string;
}

// The query serializer leaves empty filters out (data-providers/url.ts).
export const suggestApi = {
  page: (q: SuggestionQuery) => http.get<Page<SuggestionRow>>(P.page, { params: { ...q } }),
  detail: (id: number) => http.get<SuggestionDetail>(P.detail(id)),
  create: (body: { content: string; attachments?: { url: string }[] }) => http.post<{ id: number }>(P.create, body),
};

export const adminSuggestApi = {
  page: (q: SuggestionQuery) => adminHttp.get<Page<SuggestionRow>>(P.admin.page, { params: { ...q } }),
  detail: (id: number) => adminHttp.get<SuggestionDetail>(P.admin.detail(id)),
  reply: (id: number, reply: string) => adminHttp.put<{ id: number }>(P.admin.reply(id), { reply }),
};
