/** Wire shapes, keys, limits and the two status machines both halves of content-management use. */

export const CONTENT_KEYS = {
  /** Enterprise users: read published headlines (the seeded read-only role holds it). */
  view: 'contentManagement:view',
  /** Back office: list every article in any state. */
  adminView: 'contentAdmin:view',
  /** Back office: write, edit and delete articles that are not published. */
  adminEdit: 'contentAdmin:edit',
  /** Back office: publish and withdraw articles and their synopses. */
  adminPublish: 'contentAdmin:publish',
} as const;

/** Spec §4 news status: the article itself. */
export const NEWS_STATUS = { unpublished: 0, published: 1, withdrawn: 2 } as const;
export type NewsStatus = (typeof NEWS_STATUS)[keyof typeof NEWS_STATUS];
export const NEWS_STATUS_VALUES: readonly NewsStatus[] = [0, 1, 2];

/** Spec §4 synopsis status: whether the list shows the article's synopsis (its teaser). */
export const SYNOPSIS_STATUS = { withdrawn: 0, unpublished: 1, published: 2 } as const;
export type SynopsisStatus = (typeof SYNOPSIS_STATUS)[keyof typeof SYNOPSIS_STATUS];
export const SYNOPSIS_STATUS_VALUES: readonly SynopsisStatus[] = [0, 1, 2];

/**
 * The written state machines (docs/decisions.md "Headline states"). An article is published and
 * withdrawn as a whole; its synopsis may be shown in the list only while the article is published, so
 * withdrawing the article also withdraws a published synopsis. Editing and deleting need an article
 * readers cannot see (unpublished or withdrawn): nobody reads a text that changes under them.
 */
export const NEWS_TRANSITIONS = {
  publish: { from: [NEWS_STATUS.unpublished, NEWS_STATUS.withdrawn], to: NEWS_STATUS.published },
  withdraw: { from: [NEWS_STATUS.published], to: NEWS_STATUS.withdrawn },
} as const satisfies Record<string, { from: readonly NewsStatus[]; to: NewsStatus }>;
export type NewsAction = keyof typeof NEWS_TRANSITIONS;

export const SYNOPSIS_TRANSITIONS = {
  publish: { from: [SYNOPSIS_STATUS.unpublished, SYNOPSIS_STATUS.withdrawn], to: SYNOPSIS_STATUS.published },
  withdraw: { from: [SYNOPSIS_STATUS.published], to: SYNOPSIS_STATUS.withdrawn },
} as const satisfies Record<string, { from: readonly SynopsisStatus[]; to: SynopsisStatus }>;
export type SynopsisAction = keyof typeof SYNOPSIS_TRANSITIONS;

/** News states in which the article may be edited or deleted. */
export const EDITABLE_NEWS: readonly NewsStatus[] = [NEWS_STATUS.unpublished, NEWS_STATUS.withdrawn];

export function canMoveNews(action: NewsAction, status: NewsStatus): boolean {
  return (NEWS_TRANSITIONS[action].from as readonly NewsStatus[]).includes(status);
}

export function canMoveSynopsis(action: SynopsisAction, status: SynopsisStatus): boolean {
  return (SYNOPSIS_TRANSITIONS[action].from as readonly SynopsisStatus[]).includes(status);
}

/** Limits of what the back office types (the body's text limit is the rich-text one, spec §5); files per article. */
export const CONTENT_LIMITS = { title: 100, synopsis: 500, attachments: 10 } as const;

const CLIENT = '/enterprise-side-app/contentManagement';
const ADMIN = '/operation-manage/contentManagement';
/** Paths as the browser's clients take them (they add /api). */
export const CONTENT_PATHS = {
  page: `${CLIENT}/page`,
  detail: (id: number | string) => `${CLIENT}/${id}`,
  /** A signed URL of one of a published headline's files (its cover or an attachment). */
  fileUrl: (id: number | string) => `${CLIENT}/${id}/fileUrl`,
  admin: {
    page: `${ADMIN}/page`,
    base: ADMIN,
    detail: (id: number | string) => `${ADMIN}/${id}`,
    remove: (id: number | string) => `${ADMIN}/${id}`,
    news: (id: number | string, action: NewsAction) => `${ADMIN}/${id}/${action}`,
    synopsis: (id: number | string, action: SynopsisAction) => `${ADMIN}/${id}/synopsis/${action}`,
  },
} as const;

/** Routes (spec §2: page and detail, full screen; the back office's content management). */
export const CONTENT_ROUTES = {
  page: '/contentManagement/page',
  detail: '/contentManagement/detail',
  admin: '/admin/content',
} as const;

/** A stored file of an article (a platform file): the file table's facts; `url` is the object key. */
export interface ArticleFile {
  name: string;
  size: number;
  type: string;
  url: string;
  /** A signed, expiring URL to show or fetch it, where the answer carries one. */
  path?: string;
}

/** One article as enterprise users see it in the list: the synopsis only while it is published; the cover signed. */
export interface HeadlineRow {
  id: number;
  title: string;
  synopsis: string | null;
  readCount: number;
  publishedAt: string;
  cover: ArticleFile | null;
}

/** The reader's view: attachments are fetched one by one through fileUrl (signed URLs expire). */
export interface HeadlineDetail extends HeadlineRow {
  body: string;
  attachments: ArticleFile[];
}

/** One article in the back office, in any state. */
export interface ArticleRow {
  id: number;
  title: string;
  newsStatus: NewsStatus;
  synopsisStatus: SynopsisStatus;
  readCount: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
}

export interface ArticleDetail extends ArticleRow {
  synopsis: string;
  body: string;
  cover: ArticleFile | null;
  attachments: ArticleFile[];
}

/** Files are sent as the back office's upload answered them; the server keeps only what the file table says. */
export interface ArticleInput {
  title: string;
  synopsis?: string;
  body: string;
  cover?: { url: string } | null;
  attachments?: { url: string }[];
}

export interface Paged<T> {
  records: T[];
  total: number;
}
