/** Values outside their point's alarm limits (超标), newest first, paged. */
import type { Db } from '../../core/contracts';
import { offsetOf, type Paging } from '../http/common';
import { LEVEL_CODE, type DataLevel } from '../../../schemas/contracts/monitoring/levels';

type Queryable = Pick<Db, 'query'>;

export interface ExceedanceQuery extends Paging {
  level: DataLevel;
  beginTime: string;
  endTime: string;
  pointId?: number;
  factorCode?: string;
}

export interface Exceedance {
  pointId: number;
  pointName: string;
  pointCode: string;
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  level: DataLevel;
  frequency: number;
  dataTime: string;
  value: number;
  alarmMin: number | null;
  alarmMax: number | null;
  /** 'high' above alarmMax, 'low' below alarmMin. */
  direction: 'high' | 'low';
  flag: string | null;
}

export async function pageExceedances(db: Queryable, enterpriseId: number, q: ExceedanceQuery) {
  const params: unknown[] = [enterpriseId, LEVEL_CODE[q.level], `${q.beginTime}+08`, `${q.endTime}+08`];
  let where = `p.enterprise_id = $1 AND v.level = $2 AND v.data_time BETWEEN $3::timestamptz AND $4::timestamptz
    AND (v.value > pf.alarm_max OR v.value < pf.alarm_min)`;
  if (q.pointId) where += ` AND p.id = $${params.push(q.pointId)}`;
  if (q.factorCode) where += ` AND pf.factor_code = $${params.push(q.factorCode)}`;
  // Driven by the few configured (point, factor) pairs: each probes the primary key by time range.
  const from = `monitor_point p
    JOIN monitor_point_factor pf ON pf.point_id = p.id AND (pf.alarm_min IS NOT NULL OR pf.alarm_max IS NOT NULL)
    JOIN monitor_value v ON v.point_id = pf.point_id AND v.factor_code = pf.factor_code`;
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params);
  const { rows } = await db.query<{
    point_id: number;
    point_name: string;
    point_code: string;
    factor_code: string;
    factor_name: string | null;
    unit: string | null;
    data_time: string;
    value: number;
    alarm_min: number | null;
    alarm_max: number | null;
    flag: string | null;
  }>(
    `SELECT p.id AS point_id, p.name AS point_name, p.code AS point_code, pf.factor_code, f.name AS factor_name, f.unit,
            v.data_time, v.value, pf.alarm_min, pf.alarm_max, v.flag
       FROM ${from} LEFT JOIN pollution_factor f ON f.code = pf.factor_code
      WHERE ${where}
      ORDER BY v.data_time DESC, p.id, pf.factor_code
      LIMIT ${q.pageSize} OFFSET ${offsetOf(q)}`,
    params,
  );
  const records: Exceedance[] = rows.map((r) => ({
    pointId: Number(r.point_id),
    pointName: r.point_name,
    pointCode: r.point_code,
    factorCode: r.factor_code,
    factorName: r.factor_name,
    unit: r.unit,
    level: q.level,
    frequency: LEVEL_CODE[q.level],
    dataTime: r.data_time,
    value: r.value,
    alarmMin: r.alarm_min,
    alarmMax: r.alarm_max,
    direction: r.alarm_max !== null && r.value > r.alarm_max ? 'high' : 'low',
    flag: r.flag,
  }));
  return { records, total: count.rows[0]?.total ?? 0 };
}
