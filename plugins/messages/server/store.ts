/** System messages in the database: sending (recipients and their notices set-based), the list, one message. */
import { containsPattern, createNotices, NOTICE_TYPES, offsetOf, type Db, type NoticeOwner, type Paging } from '../../../server/plugin-api';
import type { BodyFormat, SystemMessageDetail, SystemMessageRow, Target } from '../contract';

type Tx = Pick<Db, 'query'>;

/** The seeded system role of an enterprise's administrators ("only their admins"). */
const ENTERPRISE_ADMIN_ROLE = 'enterprise_admin';

export interface Audience {
  target: Target;
  enterpriseIds: number[];
  adminsOnly: boolean;
}

export interface CleanMessage {
  title: string;
  bodyFormat: BodyFormat;
  body: string;
  /** The body as the inbox shows it. */
  text: string;
  link: string | null;
}

/** Which of the ids are enterprises (management groups and unknown ids are not). */
export async function knownEnterprises(db: Tx, ids: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM enterprise WHERE type = 0 AND id = ANY($1::bigint[])', [ids]);
  return rows.map((r) => Number(r.id));
}

/** Active members of the audience's enterprises, one (user, enterprise) pair each: a notice lives in one enterprise. */
export async function recipientsOf(db: Tx, a: Audience): Promise<NoticeOwner[]> {
  const params: unknown[] = [];
  const where = ['e.type = 0'];
  if (a.target === 'chosen') where.push(`e.id = ANY($${params.push(a.enterpriseIds)}::bigint[])`);
  if (a.adminsOnly) where.push(`r.code = $${params.push(ENTERPRISE_ADMIN_ROLE)} AND r.area = 'client'`);
  const { rows } = await db.query<{ userId: number; enterpriseId: number }>(
    `SELECT ue.user_id AS "userId", ue.enterprise_id AS "enterpriseId"
       FROM user_enterprise ue
       JOIN enterprise e ON e.id = ue.enterprise_id
       JOIN app_user u ON u.id = ue.user_id AND u.status = 1
       JOIN role r ON r.id = ue.role_id
      WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows.map((r) => ({ userId: Number(r.userId), enterpriseId: Number(r.enterpriseId) }));
}

/** Stores the message and gives every recipient its notice in one statement (pushed when the caller commits). */
export async function sendMessage(tx: Tx, m: CleanMessage, a: Audience, recipients: readonly NoticeOwner[], by: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO system_message (title, body_format, body, link, target, enterprise_ids, admins_only, recipient_count, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING id`,
    [m.title, m.bodyFormat, m.body, m.link, a.target, JSON.stringify(a.target === 'chosen' ? a.enterpriseIds : []), a.adminsOnly, recipients.length, by],
  );
  const id = Number(rows[0].id);
  await createNotices(tx, { type: NOTICE_TYPES.system, title: m.title, content: m.text, bizId: String(id), link: m.link }, recipients);
  return id;
}

const ROW = `m.id, m.title, m.target, m.admins_only AS "adminsOnly", jsonb_array_length(m.enterprise_ids)::int AS "enterpriseCount", m.recipient_count AS "recipientCount",
  (SELECT count(*)::int FROM notice n WHERE n.type = ${NOTICE_TYPES.system} AND n.biz_id = m.id::text AND n.read_at IS NOT NULL) AS "readCount",
  m.created_at AS "createdAt", u.name AS "createdByName"`;
const FROM = 'system_message m LEFT JOIN app_user u ON u.id = m.created_by';

export interface MessageFilter {
  title?: string;
  beginDate?: string;
  endDate?: string;
}

/** Sent messages, newest first; title contains the text, dates are Beijing calendar days of sending. */
export async function messagePage(db: Tx, f: MessageFilter, paging: Paging): Promise<{ records: SystemMessageRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.title?.trim()) where.push(`m.title ILIKE $${params.push(containsPattern(f.title))}`);
  if (f.beginDate) where.push(`m.created_at >= ($${params.push(f.beginDate)}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (f.endDate) where.push(`m.created_at < (($${params.push(f.endDate)}::date) + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM system_message m ${sql}`, params);
  const { rows } = await db.query<SystemMessageRow>(
    `SELECT ${ROW} FROM ${FROM} ${sql} ORDER BY m.created_at DESC, m.id DESC LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`,
    params,
  );
  return { records: rows, total: total.rows[0]?.n ?? 0 };
}

export async function messageDetail(db: Tx, id: number): Promise<SystemMessageDetail | null> {
  const { rows } = await db.query<SystemMessageDetail & { enterpriseIds: number[] }>(
    `SELECT ${ROW}, m.body_format AS "bodyFormat", m.body, m.link, m.enterprise_ids AS "enterpriseIds" FROM ${FROM} WHERE m.id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  const { enterpriseIds, ...message } = rows[0];
  const names = await db.query<{ id: number; name: string }>('SELECT id, name FROM enterprise WHERE id = ANY($1::bigint[]) ORDER BY name, id', [enterpriseIds]);
  return { ...message, enterprises: names.rows.map((e) => ({ id: Number(e.id), name: e.name })) };
}
