import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { TASK_PATHS as P, type AttachmentWidget, type FileEntryLike, type TaskDetail, type TaskRow, type TaskScope, type TaskStatistics } from './contract';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface TaskFilters {
  status?: number;
  level?: number;
  overdue?: boolean;
  deadlineBegin?: string;
  deadlineEnd?: string;
  keyword?: string;
  enterpriseId?: number;
}

export interface TaskQuery extends TaskFilters {
  pageNum: number;
  pageSize: number;
  scope?: TaskScope;
}

export interface TaskInput {
  title: string;
  body?: string;
  level: number;
  deadline: string;
  attachments?: FileEntryLike[];
}

/** Drops empty filters so the query string carries only what the user chose. */
export const compact = <T extends object>(q: T): Partial<T> => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;

export const taskApi = {
  page: (q: TaskQuery) => http.get<Page<TaskRow>>(P.page, { params: compact(q) }),
  my: (q: TaskQuery) => http.get<Page<TaskRow>>(P.my, { params: compact({ ...q, scope: undefined }) }),
  statistics: (q: TaskFilters & { scope?: TaskScope }) => http.get<TaskStatistics>(P.statistics, { params: compact(q) }),
  members: () => http.get<{ id: number; name: string }[]>(P.members),
  detail: (id: number) => http.get<TaskDetail>(P.one(id)),
  create: (body: TaskInput & { assigneeId: number; issue: boolean; sourceType?: string; sourceId?: number; sourceTitle?: string }) => http.post<{ id: number }>(P.create, body),
  edit: (id: number, body: TaskInput & { assigneeId: number }) => http.put<{ id: number }>(P.one(id), body),
  remove: (id: number) => http.delete<null>(P.one(id)),
  issue: (id: number) => http.post<{ id: number }>(P.action(id, 'issue')),
  start: (id: number) => http.post<{ id: number }>(P.action(id, 'start')),
  feedback: (id: number, body: { content: string; attachments: FileEntryLike[] }) => http.post<{ id: number }>(P.action(id, 'feedback'), body),
  complete: (id: number, body: { content?: string; attachments: FileEntryLike[] }) => http.post<{ id: number }>(P.action(id, 'complete'), body),
  terminate: (id: number, reason: string) => http.post<{ id: number }>(P.action(id, 'terminate'), { reason }),
};

/**
 * The calls of an issuer of tasks to whole enterprises: the back office (to any enterprise) or a
 * management group (to its members). The same pages serve both.
 */
export interface IssuerApi {
  /** Query-cache key prefix: the two issuers' answers never mix. */
  key: string;
  /** Where the issuer's attachments are uploaded: the back office's platform files, a group's own files. */
  attachmentWidget: AttachmentWidget;
  page(q: TaskQuery): Promise<Page<TaskRow>>;
  statistics(q: TaskFilters): Promise<TaskStatistics>;
  detail(id: number): Promise<TaskDetail>;
  create(body: TaskInput & { enterpriseIds: number[] }): Promise<{ ids: number[] }>;
  terminate(id: number, reason: string): Promise<{ id: number }>;
}

function issuerApi(key: string, client: typeof http, paths: typeof P.admin | typeof P.group, attachmentWidget: AttachmentWidget): IssuerApi {
  return {
    key,
    attachmentWidget,
    page: (q) => client.get<Page<TaskRow>>(paths.page, { params: compact({ ...q, scope: undefined }) }),
    statistics: (q) => client.get<TaskStatistics>(paths.statistics, { params: compact(q) }),
    detail: (id) => client.get<TaskDetail>(paths.one(id)),
    create: (body) => client.post<{ ids: number[] }>(paths.create, body),
    terminate: (id, reason) => client.post<{ id: number }>(paths.terminate(id), { reason }),
  };
}

export const adminTaskApi = {
  ...issuerApi('admin-task', adminHttp, P.admin, 'platform-files'),
  enterprises: () => adminHttp.get<{ id: number; name: string }[]>(P.admin.enterprises),
};

/** A management group's tasks to its members (the members come from the group scope's member list). */
export const groupTaskApi = issuerApi('group-task', http, P.group, 'files');
