/** Task statistics (taskStatisticalPage): counts by state, level, enterprise and month of creation over a filtered set. */
import type { Db } from '../../../server/plugin-api';
import type { TaskLevel, TaskStatistics, TaskStatus } from '../contract';
import { ROW_FROM, whereOf, type TaskFilter } from './store';

type Query = Pick<Db, 'query'>;

/** One pass per grouping over the same filter (the list's filter: what the list shows is what is counted). */
export async function taskStatistics(db: Query, f: TaskFilter): Promise<TaskStatistics> {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const month = `to_char(t.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')`;
  const [totals, byStatus, byLevel, byEnterprise, byMonth] = await Promise.all([
    db.query<{ total: number; overdue: number }>(`SELECT count(*)::int AS total, count(t.overdue_at)::int AS overdue FROM ${ROW_FROM} WHERE ${where}`, params),
    db.query<{ status: number; count: number }>(`SELECT t.status, count(*)::int AS count FROM ${ROW_FROM} WHERE ${where} GROUP BY t.status ORDER BY t.status`, params),
    db.query<{ level: number; count: number }>(`SELECT t.level, count(*)::int AS count FROM ${ROW_FROM} WHERE ${where} GROUP BY t.level ORDER BY t.level`, params),
    db.query<{ enterpriseId: number; enterpriseName: string; count: number; completed: number }>(
      `SELECT t.enterprise_id AS "enterpriseId", e.name AS "enterpriseName", count(*)::int AS count, count(*) FILTER (WHERE t.status = 2)::int AS completed
         FROM ${ROW_FROM} WHERE ${where} GROUP BY t.enterprise_id, e.name ORDER BY count DESC, e.name`,
      params,
    ),
    db.query<{ month: string; created: number; completed: number }>(
      `SELECT ${month} AS month, count(*)::int AS created, count(*) FILTER (WHERE t.status = 2)::int AS completed
         FROM ${ROW_FROM} WHERE ${where} GROUP BY 1 ORDER BY 1`,
      params,
    ),
  ]);
  return {
    total: totals.rows[0].total,
    overdue: totals.rows[0].overdue,
    byStatus: byStatus.rows.map((r) => ({ status: Number(r.status) as TaskStatus, count: r.count })),
    byLevel: byLevel.rows.map((r) => ({ level: Number(r.level) as TaskLevel, count: r.count })),
    byEnterprise: byEnterprise.rows.map((r) => ({ ...r, enterpriseId: Number(r.enterpriseId) })),
    byMonth: byMonth.rows,
  };
}
