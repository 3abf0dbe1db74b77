/** Latest values per point and factor, coloured by the shared rule (value-status.ts), with online state. */
import type { Db } from '../../core/contracts';
import { containsPattern, offsetOf, type Paging } from '../http/common';
import { levelOfCode } from '../../../schemas/contracts/monitoring/levels';
import { OFFLINE_AFTER_INTERVALS, onlineSql } from '../points/repository';
import { pollutionValueState, statusFromDataFlag, worstState, type PollutionValueState } from '../../../schemas/contracts/monitoring/valueStatus';

type Queryable = Pick<Db, 'query'>;

export interface FactorReading {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  /** false for a factor the logger sends but the point does not list (no limits). */
  configured: boolean;
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  cou: number | null;
  zsValue: number | null;
  flag: string | null;
  /** Status implied by the data flag: 0, 2 (warning) or 3 (alarm), the `status` of a pollution-factor cell. */
  status: number;
  state: PollutionValueState;
  dataTime: string | null;
  level: string | null;
  /** Numeric level (0 real-time, 1 minute, 2 hour, 3 day): the legacy `frequency` of monitoring rows. */
  frequency: number | null;
  alarmMin: number | null;
  alarmMax: number | null;
  warnMin: number | null;
  warnMax: number | null;
}

export interface PointReadings {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtdInterval: number;
  online: boolean;
  lastSeenAt: string | null;
  lastDataTime: string | null;
  /** Worst state of its factors. */
  state: PollutionValueState;
  factors: FactorReading[];
}

export interface OnlineFilter {
  name?: string;
  type?: string;
  /** 1 online only, 0 offline only. */
  online?: 0 | 1;
}

interface PointRow {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtd_interval: number;
  online: boolean;
  last_seen_at: string | null;
  last_data_time: string | null;
}

interface ReadingRow {
  point_id: number;
  factor_code: string;
  name: string | null;
  unit: string | null;
  configured: boolean;
  value: number | null;
  min_value: number | null;
  max_value: number | null;
  cou: number | null;
  zs_value: number | null;
  flag: string | null;
  data_time: string | null;
  level: number | null;
  alarm_min: number | null;
  alarm_max: number | null;
  warn_min: number | null;
  warn_max: number | null;
}

/** Configured factors (with or without a value yet) and every factor with a value, per point. */
async function readings(db: Queryable, pointIds: number[]): Promise<Map<number, FactorReading[]>> {
  const { rows } = await db.query<ReadingRow>(
    `SELECT COALESCE(pf.point_id, l.point_id) AS point_id, COALESCE(pf.factor_code, l.factor_code) AS factor_code,
            f.name, f.unit, pf.point_id IS NOT NULL AS configured,
            l.value, l.min_value, l.max_value, l.cou, l.zs_value, l.flag, l.data_time, l.level,
            pf.alarm_min, pf.alarm_max, pf.warn_min, pf.warn_max
       FROM (SELECT * FROM monitor_point_factor WHERE point_id = ANY($1::bigint[])) pf
       FULL JOIN (SELECT * FROM monitor_latest WHERE point_id = ANY($1::bigint[])) l
              ON l.point_id = pf.point_id AND l.factor_code = pf.factor_code
       LEFT JOIN pollution_factor f ON f.code = COALESCE(pf.factor_code, l.factor_code)
      ORDER BY 1, pf.sort_order NULLS LAST, 2`,
    [pointIds],
  );
  const out = new Map<number, FactorReading[]>();
  for (const r of rows) {
    const status = statusFromDataFlag(r.flag);
    const reading: FactorReading = {
      factorCode: r.factor_code,
      factorName: r.name,
      unit: r.unit,
      configured: r.configured,
      value: r.value,
      minValue: r.min_value,
      maxValue: r.max_value,
      cou: r.cou,
      zsValue: r.zs_value,
      flag: r.flag,
      status,
      state: pollutionValueState({ value: r.value, status, alarmMin: r.alarm_min, alarmMax: r.alarm_max, warnMin: r.warn_min, warnMax: r.warn_max }),
      dataTime: r.data_time,
      level: r.level === null ? null : (levelOfCode(r.level) ?? null),
      frequency: r.level,
      alarmMin: r.alarm_min,
      alarmMax: r.alarm_max,
      warnMin: r.warn_min,
      warnMax: r.warn_max,
    };
    const id = Number(r.point_id);
    const list = out.get(id) ?? [];
    list.push(reading);
    out.set(id, list);
  }
  return out;
}

/** The point columns; `n` is the placeholder holding OFFLINE_AFTER_INTERVALS. */
const pointSql = (n: string) => `SELECT p.id, p.name, p.code, p.type, p.mn, p.rtd_interval, s.last_seen_at, s.last_data_time, ${onlineSql(n)} AS online
  FROM monitor_point p LEFT JOIN monitor_logger_state s ON s.point_id = p.id`;

async function withReadings(db: Queryable, points: PointRow[]): Promise<PointReadings[]> {
  const byPoint = await readings(db, points.map((p) => Number(p.id)));
  return points.map((p) => {
    const factors = byPoint.get(Number(p.id)) ?? [];
    return {
      id: Number(p.id),
      name: p.name,
      code: p.code,
      type: p.type,
      mn: p.mn,
      rtdInterval: p.rtd_interval,
      online: p.online,
      lastSeenAt: p.last_seen_at,
      lastDataTime: p.last_data_time,
      state: worstState(factors.map((f) => f.state)),
      factors,
    };
  });
}

export async function pageOnline(db: Queryable, enterpriseId: number, filter: OnlineFilter, paging: Paging) {
  const params: unknown[] = [enterpriseId];
  const ref = (value: unknown) => `$${params.push(value)}`;
  let offline: string | undefined;
  const offlineRef = () => (offline ??= ref(OFFLINE_AFTER_INTERVALS));
  let where = 'p.enterprise_id = $1';
  if (filter.name?.trim()) where += ` AND p.name ILIKE ${ref(containsPattern(filter.name))}`;
  if (filter.type) where += ` AND p.type = ${ref(filter.type)}`;
  if (filter.online !== undefined) where += ` AND ${onlineSql(offlineRef())} = ${filter.online === 1 ? 'true' : 'false'}`;
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM monitor_point p LEFT JOIN monitor_logger_state s ON s.point_id = p.id WHERE ${where}`,
    [...params],
  );
  const { rows } = await db.query<PointRow>(`${pointSql(offlineRef())} WHERE ${where} ORDER BY p.id LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`, params);
  return { records: await withReadings(db, rows), total: count.rows[0]?.total ?? 0 };
}

export async function latestOfPoint(db: Queryable, enterpriseId: number, pointId: number): Promise<PointReadings | null> {
  const { rows } = await db.query<PointRow>(`${pointSql('$2')} WHERE p.enterprise_id = $1 AND p.id = $3`, [enterpriseId, OFFLINE_AFTER_INTERVALS, pointId]);
  if (!rows[0]) return null;
  return (await withReadings(db, rows))[0];
}
