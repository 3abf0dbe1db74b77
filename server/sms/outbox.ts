import type { Db } from '../core/contracts';

export interface OutboxRow {
  id: number;
  phone: string;
  purpose: string;
  text: string;
  createdAt: string;
}

/** One page of the SMS outbox, newest first, optionally for one number (back office). */
export async function listOutbox(
  db: Db,
  query: { pageNum: number; pageSize: number; phone?: string },
): Promise<{ records: OutboxRow[]; total: number }> {
  const where = query.phone ? 'WHERE phone LIKE $1' : '';
  const params: unknown[] = query.phone ? [`%${query.phone.replace(/[%_\\]/g, '')}%`] : [];
  const { rows: count } = await db.query<{ n: number }>(`SELECT count(*)::int4 AS n FROM sms_outbox ${where}`, params);
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, phone, purpose, text, created_at AS "createdAt" FROM sms_outbox ${where}
      ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { records: rows, total: count[0].n };
}

/**
 * The code in the newest outbox message to a number (and purpose): for tests and local demos, which read
 * codes where a phone would receive them.
 */
export async function latestOutboxCode(db: Db, phone: string, purpose?: string): Promise<string | null> {
  const { rows } = await db.query<{ text: string }>(
    `SELECT text FROM sms_outbox WHERE phone = $1 ${purpose ? 'AND purpose = $2' : ''} ORDER BY created_at DESC, id DESC LIMIT 1`,
    purpose ? [phone, purpose] : [phone],
  );
  return rows[0] ? (/(\d{6})/.exec(rows[0].text)?.[1] ?? null) : null;
}
