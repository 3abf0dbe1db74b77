/** Task queries: lists for a set of enterprises (client: its own; back office: the ones it issued to), one task. */
import { containsPattern, type Db } from '../../../server/plugin-api';
import type { FileEntryLike, IssuerArea, TaskEvent, TaskFeedback, TaskLevel, TaskRow, TaskScope, TaskSourceType, TaskStatus } from '../contract';

type Query = Pick<Db, 'query'>;

export interface TaskFilter {
  enterpriseIds: readonly number[];
  /** The caller (client): drafts (-1) of other users stay hidden; `scope` is relative to them. */
  viewerId?: number;
  /** `mine` (my tasks): addressed to me, and — for a holder of the handle key — the back office's tasks to the enterprise. */
  scope?: TaskScope | 'mine';
  handlesEnterpriseTasks?: boolean;
  /** Tasks issued in this area only (the back office and a group list what they issued). */
  issuerArea?: IssuerArea;
  /** Tasks this group issued (with issuerArea 'group'). */
  issuerGroupId?: number;
  status?: TaskStatus;
  level?: TaskLevel;
  overdue?: boolean;
  /** `YYYY-MM-DD`, both inclusive, on the deadline (China time). */
  deadlineBegin?: string;
  deadlineEnd?: string;
  keyword?: string;
}

/** The filters of an issuer's lists (back office, group): one enterprise at most, chosen by the issuer. */
export type IssuerFilter = Omit<TaskFilter, 'enterpriseIds' | 'viewerId' | 'scope' | 'issuerArea' | 'issuerGroupId'> & { enterpriseId?: number };

export const ROW_COLUMNS = `t.id, t.enterprise_id AS "enterpriseId", e.name AS "enterpriseName", t.title, t.level, t.status, t.deadline,
  t.overdue_at IS NOT NULL AS overdue, t.issuer_area AS "issuerArea", iu.name AS "issuerName", ig.name AS "issuerGroupName", t.assignee_id AS "assigneeId",
  au.name AS "assigneeName", t.source_type AS "sourceType", t.source_id AS "sourceId", t.created_at AS "createdAt", t.completed_at AS "completedAt"`;
export const ROW_FROM = `task t JOIN enterprise e ON e.id = t.enterprise_id LEFT JOIN enterprise ig ON ig.id = t.issuer_group_id
  LEFT JOIN app_user iu ON iu.id = t.issued_by LEFT JOIN app_user au ON au.id = t.assignee_id`;

export function whereOf(f: TaskFilter, params: unknown[]): string {
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  const where: string[] = [];
  add('t.enterprise_id = ANY(?::bigint[])', f.enterpriseIds);
  if (f.viewerId !== undefined) {
    add('(t.status <> -1 OR t.issued_by = ?)', f.viewerId);
    if (f.scope === 'issued') add(`t.issuer_area = 'client' AND t.issued_by = ?`, f.viewerId);
    if (f.scope === 'assigned') add('t.assignee_id = ?', f.viewerId);
    if (f.scope === 'mine') {
      add(f.handlesEnterpriseTasks ? `(t.assignee_id = ? OR (t.issuer_area <> 'client' AND t.assignee_id IS NULL))` : 't.assignee_id = ?', f.viewerId);
      where.push('t.status <> -1');
    }
  }
  if (f.issuerArea !== undefined) add('t.issuer_area = ?', f.issuerArea);
  if (f.issuerGroupId !== undefined) add('t.issuer_group_id = ?', f.issuerGroupId);
  if (f.status !== undefined) add('t.status = ?', f.status);
  if (f.level !== undefined) add('t.level = ?', f.level);
  if (f.overdue !== undefined) where.push(f.overdue ? 't.overdue_at IS NOT NULL' : 't.overdue_at IS NULL');
  if (f.deadlineBegin) add(`t.deadline >= (?::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`, f.deadlineBegin);
  if (f.deadlineEnd) add(`t.deadline < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`, f.deadlineEnd);
  if (f.keyword) add('(t.title ILIKE ? OR au.name ILIKE ? OR iu.name ILIKE ?)', containsPattern(f.keyword));
  return where.join(' AND ');
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const normalizeRow = <T extends TaskRow>(r: T): T => ({
  ...r,
  id: Number(r.id),
  enterpriseId: Number(r.enterpriseId),
  level: Number(r.level) as TaskLevel,
  status: Number(r.status) as TaskStatus,
  assigneeId: num(r.assigneeId),
  sourceId: num(r.sourceId),
});

export async function taskPage(db: Query, f: TaskFilter, paging: { pageNum: number; pageSize: number }) {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const [records, total] = await Promise.all([
    db.query<TaskRow>(
      `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${where} ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ROW_FROM} WHERE ${where}`, params),
  ]);
  return { records: records.rows.map(normalizeRow), total: total.rows[0].n };
}

export interface StoredTask extends TaskRow {
  body: string;
  attachments: FileEntryLike[];
  sourceTitle: string | null;
  terminateReason: string | null;
  overdueAt: string | null;
  issuedBy: number | null;
  issuerGroupId: number | null;
}

/** One task within the enterprises given (null: any), undefined when absent or outside them. */
export async function findTask(db: Query, id: number, enterpriseIds: readonly number[] | null): Promise<StoredTask | undefined> {
  const { rows } = await db.query<StoredTask>(
    `SELECT ${ROW_COLUMNS}, t.body, t.attachments, t.source_title AS "sourceTitle", t.terminate_reason AS "terminateReason",
            t.overdue_at AS "overdueAt", t.issued_by AS "issuedBy", t.issuer_group_id AS "issuerGroupId"
       FROM ${ROW_FROM} WHERE t.id = $1 AND ($2::bigint[] IS NULL OR t.enterprise_id = ANY($2::bigint[]))`,
    [id, enterpriseIds],
  );
  const r = rows[0];
  return r ? { ...normalizeRow(r), issuedBy: num(r.issuedBy), issuerGroupId: num(r.issuerGroupId) } : undefined;
}

export async function feedbackOf(db: Query, taskId: number): Promise<TaskFeedback[]> {
  const { rows } = await db.query<TaskFeedback>(
    `SELECT f.id, u.name AS "userName", f.content, f.attachments, f.completing, f.created_at AS "createdAt"
       FROM task_feedback f LEFT JOIN app_user u ON u.id = f.user_id WHERE f.task_id = $1 ORDER BY f.id`,
    [taskId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function historyOf(db: Query, taskId: number): Promise<TaskEvent[]> {
  const { rows } = await db.query<TaskEvent>(
    `SELECT ev.id, ev.action, ev.from_status AS "fromStatus", ev.to_status AS "toStatus", u.name AS "userName", ev.comment, ev.created_at AS "createdAt"
       FROM task_event ev LEFT JOIN app_user u ON u.id = ev.user_id WHERE ev.task_id = $1 ORDER BY ev.id`,
    [taskId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), fromStatus: num(r.fromStatus) as TaskStatus | null, toStatus: num(r.toStatus) as TaskStatus | null }));
}

export async function appendEvent(
  tx: Query,
  e: { taskId: number; action: TaskEvent['action']; from: TaskStatus | null; to: TaskStatus | null; userId: number | null; comment?: string | null },
): Promise<void> {
  await tx.query('INSERT INTO task_event (task_id, action, from_status, to_status, user_id, comment) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.taskId,
    e.action,
    e.from,
    e.to,
    e.userId,
    e.comment ?? null,
  ]);
}

export interface NewTask {
  enterpriseId: number;
  title: string;
  body: string;
  level: TaskLevel;
  /** `YYYY-MM-DD HH:mm:ss`, China time. */
  deadline: string;
  attachments: FileEntryLike[];
  issuerArea: IssuerArea;
  /** The issuing group (issuer area group only). */
  issuerGroupId?: number | null;
  issuedBy: number;
  assigneeId: number | null;
  source: { type: TaskSourceType; id: number; title: string | null } | null;
  status: TaskStatus;
}

export async function insertTask(tx: Query, t: NewTask): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO task (enterprise_id, title, body, level, deadline, status, attachments, issuer_area, issued_by, assignee_id, source_type, source_id, source_title, issued_at, issuer_group_id)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::smallint, $7::jsonb, $8, $9, $10, $11, $12, $13, CASE WHEN $6::smallint = -1 THEN NULL ELSE now() END, $14) RETURNING id`,
    [t.enterpriseId, t.title, t.body, t.level, `${t.deadline}+08`, t.status, JSON.stringify(t.attachments), t.issuerArea, t.issuedBy, t.assigneeId,
      t.source?.type ?? null, t.source?.id ?? null, t.source?.title ?? null, t.issuerGroupId ?? null],
  );
  return Number(rows[0].id);
}
