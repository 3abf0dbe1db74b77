import type { Db } from '../../core/contracts';
import { NOTICE_CHANNEL, type NoticeEvent } from './event';
import { NOTICE_TYPE_VALUES } from './types';

type Query = Pick<Db, 'query'>;

export interface NoticeOwner {
  userId: number;
  enterpriseId: number;
}

export interface NoticePageQuery {
  pageNum: number;
  pageSize: number;
  type?: number;
  /** 0 unread only, 1 read only. */
  readStatus?: 0 | 1;
}

export interface NoticeRow {
  id: number;
  type: number;
  title: string;
  content: string;
  bizId: string | null;
  /** Client route of the source record when the feature gave one (else the type's detail route + bizId). */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NewNotice extends NoticeOwner {
  type: number;
  title: string;
  content?: string;
  bizId?: string | null;
  /** Client route opening the source record, e.g. `/system-message/taskDetailPage/12`. */
  link?: string | null;
}

/**
 * Inserts the same notice for each owner and announces every row on the notice channel in the same
 * statement: the NOTIFY is delivered when the caller's transaction commits, and never when it rolls back,
 * so a pushed notice always exists. One INSERT … SELECT over the owners' arrays, so a large recipient set
 * (operators' system messages) costs one statement, not one per user. Returns the new ids in owner order.
 */
async function insertNotices(db: Query, notice: Omit<NewNotice, keyof NoticeOwner>, owners: readonly NoticeOwner[]): Promise<number[]> {
  if (owners.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `WITH n AS (
       INSERT INTO notice (enterprise_id, user_id, type, title, content, biz_id, link)
       SELECT o.enterprise_id, o.user_id, $3, $4, $5, $6, $7
         FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS o(enterprise_id, user_id, ord) ORDER BY o.ord
       RETURNING id, enterprise_id, user_id, type, title, biz_id, link)
     SELECT n.id, pg_notify($8, json_build_object('id', n.id, 'userId', n.user_id, 'enterpriseId', n.enterprise_id, 'type', n.type,
                                                  'title', n.title, 'bizId', n.biz_id, 'link', n.link)::text) AS sent
       FROM n ORDER BY n.id`,
    [
      owners.map((o) => o.enterpriseId),
      owners.map((o) => o.userId),
      notice.type,
      notice.title.slice(0, 200),
      notice.content ?? '',
      notice.bizId ?? null,
      notice.link ?? null,
      NOTICE_CHANNEL,
    ],
  );
  return rows.map((r) => Number(r.id));
}

/** Creates a notice for one user in one enterprise (used by features that notify: tasks, risks, approvals). */
export async function createNotice(db: Query, notice: NewNotice): Promise<number> {
  const { userId, enterpriseId, ...rest } = notice;
  const [id] = await insertNotices(db, rest, [{ userId, enterpriseId }]);
  return id;
}

/** The same notice for many users at once (operators' system messages). Returns how many were created. */
export async function createNotices(db: Query, notice: Omit<NewNotice, keyof NoticeOwner>, owners: readonly NoticeOwner[]): Promise<number> {
  return (await insertNotices(db, notice, owners)).length;
}

/** Parses a channel payload written by createNotice; anything else is ignored (null). */
export function parseNoticeEvent(payload: string): NoticeEvent | null {
  try {
    const e = JSON.parse(payload) as NoticeEvent;
    return Number.isInteger(e.id) && Number.isInteger(e.userId) && Number.isInteger(e.enterpriseId) ? e : null;
  } catch {
    return null;
  }
}

/** One page of the owner's notices, newest first, plus the unread count of every type. */
export async function noticePage(db: Query, owner: NoticeOwner, q: NoticePageQuery) {
  const params: unknown[] = [owner.userId, owner.enterpriseId];
  let where = 'user_id = $1 AND enterprise_id = $2';
  if (q.type !== undefined) {
    params.push(q.type);
    where += ` AND type = $${params.length}`;
  }
  if (q.readStatus !== undefined) where += q.readStatus === 1 ? ' AND read_at IS NOT NULL' : ' AND read_at IS NULL';
  const offset = (q.pageNum - 1) * q.pageSize;
  const [records, total, unread] = await Promise.all([
    db.query<NoticeRow>(
      `SELECT id, type, title, content, biz_id AS "bizId", link, read_at IS NOT NULL AS read, created_at AS "createdAt"
         FROM notice WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notice WHERE ${where}`, params),
    db.query<{ type: number; n: number }>(
      'SELECT type, count(*)::int AS n FROM notice WHERE user_id = $1 AND enterprise_id = $2 AND read_at IS NULL GROUP BY type',
      [owner.userId, owner.enterpriseId],
    ),
  ]);
  const counts = new Map(unread.rows.map((r) => [r.type, r.n]));
  const typeCount = NOTICE_TYPE_VALUES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
  return {
    records: records.rows,
    total: total.rows[0].n,
    typeCount,
    unreadTotal: typeCount.reduce((sum, t) => sum + t.count, 0),
  };
}

/** Marks the owner's notices read; ids of other users or enterprises are silently not touched. */
export async function markRead(db: Query, owner: NoticeOwner, ids: readonly number[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE notice SET read_at = now() WHERE user_id = $1 AND enterprise_id = $2 AND id = ANY($3::bigint[]) AND read_at IS NULL`,
    [owner.userId, owner.enterpriseId, ids],
  );
  return rowCount;
}

export async function markAllRead(db: Query, owner: NoticeOwner, type?: number): Promise<number> {
  const params: unknown[] = [owner.userId, owner.enterpriseId];
  if (type !== undefined) params.push(type);
  const { rowCount } = await db.query(
    `UPDATE notice SET read_at = now() WHERE user_id = $1 AND enterprise_id = $2 AND read_at IS NULL${type !== undefined ? ' AND type = $3' : ''}`,
    params,
  );
  return rowCount;
}
