/**
 * /riskManagement/riskNotice: the risk notices sent to the enterprise's people (notices of type risk),
 * with who got each and whether they read it — so a manager sees that an alert reached someone.
 */
import { containsPattern, NOTICE_TYPES, type Db, type Paging } from '../../../server/plugin-api';

export async function riskNoticePage(
  db: Pick<Db, 'query'>,
  enterpriseIds: readonly number[],
  q: Paging & { readStatus?: 0 | 1; beginDate?: string; endDate?: string; keyword?: string },
) {
  const params: unknown[] = [enterpriseIds, NOTICE_TYPES.risk];
  const where = ['n.enterprise_id = ANY($1::bigint[])', 'n.type = $2'];
  if (q.readStatus !== undefined) where.push(q.readStatus === 1 ? 'n.read_at IS NOT NULL' : 'n.read_at IS NULL');
  if (q.beginDate) where.push(`n.created_at >= $${params.push(q.beginDate)}::date`);
  if (q.endDate) where.push(`n.created_at < $${params.push(q.endDate)}::date + 1`);
  if (q.keyword) where.push(`n.title ILIKE $${params.push(containsPattern(q.keyword))}`);
  const from = `FROM notice n JOIN app_user u ON u.id = n.user_id WHERE ${where.join(' AND ')}`;
  const [records, total] = await Promise.all([
    db.query<{ id: number; riskId: string | null; title: string; content: string; userName: string; read: boolean; readAt: string | null; createdAt: string }>(
      `SELECT n.id, n.biz_id AS "riskId", n.title, n.content, u.name AS "userName", n.read_at IS NOT NULL AS read, n.read_at AS "readAt", n.created_at AS "createdAt"
         ${from} ORDER BY n.created_at DESC, n.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return {
    records: records.rows.map((r) => ({ ...r, id: Number(r.id), riskId: r.riskId && /^\d+$/.test(r.riskId) ? Number(r.riskId) : null })),
    total: total.rows[0].n,
  };
}
