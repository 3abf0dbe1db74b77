/** Wire shapes, keys, routes and limits both halves of the suggestions plugin use. */

export const SUGGEST_KEYS = {
  /** Submit suggestions and read one's own (every member holds it, the read-only role too). */
  submit: 'suggest:submit',
  /** Back office: every user's suggestions. */
  adminView: 'suggestAdmin:view',
  /** Back office: reply to a suggestion. */
  adminReply: 'suggestAdmin:reply',
} as const;

/** Spec §4 suggestion reply status. */
export const REPLY_STATUS = { awaiting: 0, replied: 1 } as const;
export type ReplyStatus = (typeof REPLY_STATUS)[keyof typeof REPLY_STATUS];

export const SUGGEST_LIMITS = { content: 500, reply: 500, attachments: 5 } as const;

export const SUGGEST_ROUTES = {
  page: '/system-suggest/page',
  detail: '/system-suggest/system-suggest-detail',
  /** Opened from a message (spec §2: /system-message … system-suggest-detail). */
  messageDetail: '/system-message/system-suggest-detail',
  admin: '/admin/system-suggest',
} as const;

/** The resource below each area's prefix (server: CLIENT_PREFIX / ADMIN_PREFIX of the plugin API). */
export const SUGGEST_RESOURCE = 'suggest';
/** As the browser's http client takes them (it adds /api). */
const CLIENT = `/enterprise-side-app/${SUGGEST_RESOURCE}`;
const ADMIN = `/operation-manage/${SUGGEST_RESOURCE}`;
export const SUGGEST_PATHS = {
  create: CLIENT,
  page: `${CLIENT}/page`,
  detail: (id: number) => `${CLIENT}/${id}`,
  admin: { page: `${ADMIN}/page`, detail: (id: number) => `${ADMIN}/${id}`, reply: (id: number) => `${ADMIN}/${id}/reply` },
} as const;

export interface AttachmentView {
  name: string;
  size: number;
  type: string;
  url: string;
  /** A signed download address. */
  path?: string;
}

export interface SuggestionRow {
  id: number;
  content: string;
  replyStatus: ReplyStatus;
  createdAt: string;
  repliedAt: string | null;
  /** Back office lists only. */
  userName?: string;
  enterpriseName?: string;
}

export interface SuggestionDetail extends SuggestionRow {
  attachments: AttachmentView[];
  reply: string | null;
}
