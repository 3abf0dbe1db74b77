/** The suggestion table: pages (mine or the back office's), one suggestion, create and the one reply. */
import { containsPattern, offsetOf, type Attachment, type Db, type Paging } from '../../../server/plugin-api';
import { REPLY_STATUS, type ReplyStatus, type SuggestionRow } from '../contract';

type Query = Pick<Db, 'query'>;

export interface SuggestionFilter {
  /** Only this user's in this enterprise (the personal centre); absent: the back office's view. */
  owner?: { userId: number; enterpriseId: number };
  enterpriseId?: number;
  replyStatus?: ReplyStatus;
  keyword?: string;
}

export interface StoredSuggestion extends SuggestionRow {
  userId: number;
  enterpriseId: number;
  reply: string | null;
  attachments: Attachment[];
}

const COLUMNS = `s.id, s.content, s.reply_status AS "replyStatus", s.created_at AS "createdAt", s.replied_at AS "repliedAt",
  u.name AS "userName", e.name AS "enterpriseName"`;
const FROM = 'suggestion s JOIN app_user u ON u.id = s.user_id JOIN enterprise e ON e.id = s.enterprise_id';

function whereOf(f: SuggestionFilter, params: unknown[]): string {
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (f.owner) {
    add('s.user_id = ?', f.owner.userId);
    add('s.enterprise_id = ?', f.owner.enterpriseId);
  }
  if (f.enterpriseId !== undefined) add('s.enterprise_id = ?', f.enterpriseId);
  if (f.replyStatus !== undefined) add('s.reply_status = ?', f.replyStatus);
  if (f.keyword?.trim()) add(`s.content ILIKE ? ESCAPE '\\'`, containsPattern(f.keyword));
  return parts.length ? parts.join(' AND ') : 'true';
}

export async function suggestionPage(db: Query, f: SuggestionFilter, paging: Paging): Promise<{ records: SuggestionRow[]; total: number }> {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const [records, total] = await Promise.all([
    db.query<SuggestionRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM suggestion s WHERE ${where}`, params),
  ]);
  return { records: records.rows.map((r) => ({ ...r, id: Number(r.id) })), total: total.rows[0].n };
}

/** One suggestion, `forUpdate` locking it for the reply. */
export async function findSuggestion(db: Query, id: number, forUpdate = false): Promise<StoredSuggestion | undefined> {
  const { rows } = await db.query<StoredSuggestion>(
    `SELECT ${COLUMNS}, s.user_id AS "userId", s.enterprise_id AS "enterpriseId", s.reply, s.attachments
       FROM ${FROM} WHERE s.id = $1${forUpdate ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && { ...row, id: Number(row.id), userId: Number(row.userId), enterpriseId: Number(row.enterpriseId) };
}

export async function insertSuggestion(db: Query, owner: { userId: number; enterpriseId: number }, content: string, attachments: Attachment[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO suggestion (enterprise_id, user_id, content, attachments) VALUES ($1, $2, $3, $4::jsonb) RETURNING id',
    [owner.enterpriseId, owner.userId, content, JSON.stringify(attachments)],
  );
  return Number(rows[0].id);
}

export async function storeReply(db: Query, id: number, reply: string, by: number): Promise<void> {
  await db.query('UPDATE suggestion SET reply_status = $2, reply = $3, replied_by = $4, replied_at = now() WHERE id = $1', [id, REPLY_STATUS.replied, reply, by]);
}
