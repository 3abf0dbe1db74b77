/** Risk queries: lists for any set of enterprises (client: its own; groups and back office: many), one risk. */
import { containsPattern, type Db } from '../../../server/plugin-api';
import type { FileEntryLike, RiskEvidence, RiskHistoryEntry, RiskLevel, RiskRow, RiskSource, RiskStatus } from '../contract';

type Query = Pick<Db, 'query'>;

export interface RiskFilter {
  enterpriseIds: readonly number[];
  status?: RiskStatus;
  /** Any of these states (the issue status of spec §4 groups several). */
  statuses?: readonly RiskStatus[];
  level?: RiskLevel;
  source?: RiskSource;
  pointId?: number;
  /** `YYYY-MM-DD`, both inclusive, on the episode's start. */
  beginDate?: string;
  endDate?: string;
  keyword?: string;
  /** Manual problems raised by this user (my issues). */
  createdBy?: number;
  /** Manual problems raised in this area (the back office lists what it issued). */
  createdArea?: 'client' | 'admin';
}

export const ROW_COLUMNS = `r.id, r.enterprise_id AS "enterpriseId", e.name AS "enterpriseName", r.source, r.rule, r.title, r.level, r.status,
  r.point_id AS "pointId", r.point_name AS "pointName", r.factor_code AS "factorCode", r.factor_name AS "factorName",
  r.begin_time AS "beginTime", r.end_time AS "endTime", r.created_at AS "createdAt", cu.name AS "createdByName"`;
export const ROW_FROM = 'risk r JOIN enterprise e ON e.id = r.enterprise_id LEFT JOIN app_user cu ON cu.id = r.created_by';

export function whereOf(f: RiskFilter, params: unknown[]): string {
  params.push(f.enterpriseIds);
  const where = [`r.enterprise_id = ANY($${params.length}::bigint[])`];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (f.status !== undefined) add('r.status = ?', f.status);
  if (f.statuses !== undefined) add('r.status = ANY(?::smallint[])', f.statuses);
  if (f.level !== undefined) add('r.level = ?', f.level);
  if (f.source !== undefined) add('r.source = ?', f.source);
  if (f.pointId !== undefined) add('r.point_id = ?', f.pointId);
  if (f.beginDate) add(`r.begin_time >= (?::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`, f.beginDate);
  if (f.endDate) add(`r.begin_time < ((?::date) + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`, f.endDate);
  if (f.keyword) add('(r.title ILIKE ? OR r.point_name ILIKE ?)', containsPattern(f.keyword));
  if (f.createdBy !== undefined) add(`r.source = 'manual' AND r.created_by = ?`, f.createdBy);
  if (f.createdArea !== undefined) add(`r.source = 'manual' AND r.created_area = ?`, f.createdArea);
  return where.join(' AND ');
}

export const normalizeRow = <T extends RiskRow>(r: T): T => ({
  ...r,
  id: Number(r.id),
  enterpriseId: Number(r.enterpriseId),
  pointId: r.pointId === null ? null : Number(r.pointId),
});

export async function riskPage(db: Query, f: RiskFilter, paging: { pageNum: number; pageSize: number }) {
  const params: unknown[] = [];
  const where = whereOf(f, params);
  const [records, total] = await Promise.all([
    db.query<RiskRow>(
      `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM risk r WHERE ${where}`, params),
  ]);
  return { records: records.rows.map(normalizeRow), total: total.rows[0].n };
}

export interface StoredRisk extends RiskRow {
  description: string;
  evidence: RiskEvidence;
  attachments: FileEntryLike[];
  ignoreReason: string | null;
  measures: string | null;
  measureAttachments: FileEntryLike[];
  instanceId: number | null;
  createdBy: number | null;
  createdArea: 'client' | 'admin' | null;
}

/** One risk within the enterprises given (undefined when absent or outside them). */
export async function findRisk(db: Query, id: number, enterpriseIds: readonly number[] | null): Promise<StoredRisk | undefined> {
  const { rows } = await db.query<StoredRisk>(
    `SELECT ${ROW_COLUMNS}, r.description, r.evidence, r.attachments, r.ignore_reason AS "ignoreReason", r.measures,
            r.measure_attachments AS "measureAttachments", r.instance_id AS "instanceId", r.created_by AS "createdBy", r.created_area AS "createdArea"
       FROM ${ROW_FROM} WHERE r.id = $1 AND ($2::bigint[] IS NULL OR r.enterprise_id = ANY($2::bigint[]))`,
    [id, enterpriseIds],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    ...normalizeRow(r),
    instanceId: r.instanceId === null ? null : Number(r.instanceId),
    createdBy: r.createdBy === null ? null : Number(r.createdBy),
  };
}

export async function riskHistory(db: Query, riskId: number): Promise<(RiskHistoryEntry & { instanceId: number | null })[]> {
  const { rows } = await db.query<RiskHistoryEntry & { instanceId: number | null }>(
    `SELECT ev.id, ev.action, ev.from_status AS "fromStatus", ev.to_status AS "toStatus", u.name AS "userName", ev.comment,
            ev.instance_id AS "instanceId", ev.created_at AS "createdAt"
       FROM risk_event ev LEFT JOIN app_user u ON u.id = ev.user_id WHERE ev.risk_id = $1 ORDER BY ev.id`,
    [riskId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), instanceId: r.instanceId === null ? null : Number(r.instanceId) }));
}

export async function appendEvent(
  tx: Query,
  e: { riskId: number; action: RiskHistoryEntry['action']; from: RiskStatus | null; to: RiskStatus | null; userId: number | null; comment?: string | null; instanceId?: number | null },
): Promise<void> {
  await tx.query(
    'INSERT INTO risk_event (risk_id, action, from_status, to_status, user_id, comment, instance_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [e.riskId, e.action, e.from, e.to, e.userId, e.comment ?? null, e.instanceId ?? null],
  );
}

/** Several risks by id in the given enterprises, in the order asked (spec §7 riskDetailList/getByIdList). */
export async function risksByIds(db: Query, ids: readonly number[], enterpriseIds: readonly number[]) {
  const { rows } = await db.query<RiskRow & { description: string; evidence: RiskEvidence }>(
    `SELECT ${ROW_COLUMNS}, r.description, r.evidence FROM ${ROW_FROM}
      WHERE r.id = ANY($1::bigint[]) AND r.enterprise_id = ANY($2::bigint[])`,
    [ids, enterpriseIds],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), normalizeRow(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
