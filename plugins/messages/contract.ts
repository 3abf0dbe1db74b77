/** Wire shapes, keys, routes and limits both halves of the back office's system messages use. */

export const SYSTEM_MESSAGE_KEYS = {
  /** Back office: the list of sent system messages and their detail. */
  adminView: 'systemMessageAdmin:view',
  /** Back office: send a system message. */
  adminSend: 'systemMessageAdmin:send',
} as const;

export const BODY_FORMATS = ['text', 'html'] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];
/** Every enterprise, or the chosen ones. */
export const TARGETS = ['all', 'chosen'] as const;
export type Target = (typeof TARGETS)[number];

export const SYSTEM_MESSAGE_LIMITS = { title: 100, link: 200, enterprises: 1000 } as const;
/** An in-app route: site-relative, not protocol-relative, no spaces. */
export const LINK_PATTERN = '^/(?!/)\\S*$';

export const SYSTEM_MESSAGE_ROUTES = { admin: '/admin/system-message' } as const;
export const SYSTEM_MESSAGE_RESOURCE = 'system-message';
/** As the browser's http client takes them (it adds /api). */
const ADMIN = `/operation-manage/${SYSTEM_MESSAGE_RESOURCE}`;
export const SYSTEM_MESSAGE_PATHS = {
  send: ADMIN,
  page: `${ADMIN}/page`,
  enterprises: `${ADMIN}/enterprises`,
  detail: (id: number) => `${ADMIN}/${id}`,
} as const;

export interface SystemMessageInput {
  title: string;
  bodyFormat: BodyFormat;
  body: string;
  link?: string | null;
  target: Target;
  enterpriseIds?: number[];
  adminsOnly?: boolean;
}

export interface SystemMessageRow {
  id: number;
  title: string;
  target: Target;
  adminsOnly: boolean;
  /** How many enterprises were chosen (0 for all). */
  enterpriseCount: number;
  recipientCount: number;
  readCount: number;
  createdAt: string;
  createdByName: string | null;
}

export interface SystemMessageDetail extends SystemMessageRow {
  bodyFormat: BodyFormat;
  body: string;
  link: string | null;
  enterprises: { id: number; name: string }[];
}
