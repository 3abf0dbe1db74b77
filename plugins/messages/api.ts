import { ENTERPRISE_APP } from '../../data-providers';
import { adminHttp } from '../../runtime/services/adminHttp';
import { SYSTEM_MESSAGE_PATHS, type SystemMessageDetail, type SystemMessageInput, type SystemMessageRow } from './contract';

/** Notice calls (spec §7 user/notice/*), answered by server/plugins/notices. */
export const noticePaths = {
  page: `${ENTERPRISE_APP}/user/notice/page`,
  read: `${ENTERPRISE_APP}/user/notice/read`,
  allRead: `${ENTERPRISE_APP}/user/notice/allRead`,
  /** Server-Sent Events of new notices (plugins/messages/server/stream.ts). */
  stream: `${ENTERPRISE_APP}/user/notice/stream`,
} as const;

export const NOTICE_TYPES = [1, 2, 3, 4, 5] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  content: string;
  bizId: string | null;
  /** The app route of the source record (risk, task, suggestion detail), when the notice names one. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NoticePage {
  records: Notice[];
  total: number;
  typeCount: { type: NoticeType; count: number }[];
  unreadTotal: number;
}

/** Spec §9: the first page of notices is pageNum 1, pageSize 10; polled every 30 s while nothing is unread. */
export const FIRST_PAGE = { pageNum: 1, pageSize: 10 } as const;
export const POLL_MS = 30_000;

/** Query keys start with the enterprise so switching never shows another enterprise's messages. */
export const noticeKeys = {
  all: (enterpriseId: number | string) => ['notices', String(enterpriseId)] as const,
  summary: (enterpriseId: number | string) => ['notices', String(enterpriseId), 'summary'] as const,
  page: (enterpriseId: number | string, params: object) => ['notices', String(enterpriseId), 'page', params] as const,
};

/** The back office's system messages (plugins/messages/server/adminRoutes.ts). */
export const systemMessageApi = {
  page: (q: SystemMessageQuery) => adminHttp.get<{ records: SystemMessageRow[]; total: number }>(SYSTEM_MESSAGE_PATHS.page, { params: { ...q } }),
  detail: (id: number) => adminHttp.get<SystemMessageDetail>(SYSTEM_MESSAGE_PATHS.detail(id)),
  enterprises: () => adminHttp.get<{ id: number; name: string }[]>(SYSTEM_MESSAGE_PATHS.enterprises),
  send: (input: SystemMessageInput) => adminHttp.post<{ id: number; recipientCount: number }>(SYSTEM_MESSAGE_PATHS.send, input),
};

export interface SystemMessageQuery {
  pageNum: number;
  pageSize: number;
  title?: string;
  beginDate?: string;
  endDate?: string;
}
