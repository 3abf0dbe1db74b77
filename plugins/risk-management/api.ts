import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { RISK_PATHS as P, type FileEntryLike, type RiskDetail, type RiskRow } from './contract';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface RiskQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  level?: number;
  source?: string;
  pointId?: number;
  beginDate?: string;
  endDate?: string;
  keyword?: string;
  enterpriseId?: number;
}

export interface PointOption {
  id: number;
  name: string;
  code: string;
  factors: { code: string; name: string | null }[];
}

export interface ManualProblem {
  title: string;
  description?: string;
  level: number;
  pointId?: number;
  factorCode?: string;
  occurredAt?: string;
  attachments?: FileEntryLike[];
}

export interface RiskNotice {
  id: number;
  riskId: number | null;
  title: string;
  content: string;
  userName: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** Drops empty filters so the query string carries only what the user chose. */
export const compact = <T extends object>(q: T): Partial<T> => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;

export const riskApi = {
  page: (q: RiskQuery) => http.get<Page<RiskRow>>(P.page, { params: compact(q) }),
  detail: (id: number) => http.get<RiskDetail>(P.detail(id)),
  handle: (id: number, body: { measures: string; attachments: FileEntryLike[] }) => http.post<{ id: number }>(P.handle(id), body),
  ignore: (id: number, reason: string) => http.post<{ id: number }>(P.ignore(id), { reason }),
  decide: (id: number, approved: boolean, comment?: string) => http.post<{ id: number }>(P.decide(id), { approved, ...(comment ? { comment } : {}) }),
  points: () => http.get<PointOption[]>(P.points),
  exportAll: (q: Omit<RiskQuery, 'pageNum' | 'pageSize'>) => http.download(P.exportExcel, { params: compact(q) }),
  raise: (body: ManualProblem) => http.post<{ id: number }>(P.manualProblem, body),
  issues: (q: { pageNum: number; pageSize: number; status?: number; keyword?: string }) => http.post<Page<RiskRow & { issueStatus: number }>>(P.manualProblemList, compact(q)),
  notices: (q: { pageNum: number; pageSize: number; readStatus?: number; beginDate?: string; endDate?: string; keyword?: string }) => http.get<Page<RiskNotice>>(P.notices, { params: compact(q) }),
};

/** A management group's reads of its member enterprises' risks. */
export const groupRiskApi = {
  page: (q: RiskQuery) => http.get<Page<RiskRow>>(P.group.page, { params: compact(q) }),
  detail: (id: number) => http.get<RiskDetail>(P.group.detail(id)),
};


export const adminRiskApi = {
  page: (q: RiskQuery) => adminHttp.get<Page<RiskRow>>(P.admin.page, { params: compact(q) }),
  detail: (id: number) => adminHttp.get<RiskDetail>(P.admin.detail(id)),
  enterprises: () => adminHttp.get<{ id: number; name: string }[]>(P.admin.enterprises),
  issue: (body: ManualProblem & { enterpriseId: number }) => adminHttp.post<{ id: number }>(P.admin.issue, body),
};
