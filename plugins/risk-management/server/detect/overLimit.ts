/**
 * Exceedances of a point's alarm limits (超标) as episodes: a maximal run of consecutive readings of one
 * series (point, factor, data level) outside [alarmMin, alarmMax], found in one set-based query over the
 * look-back window (gaps and islands: row_number over the series minus row_number over the series and
 * its out/in state). Only readings flagged N (or unflagged) are judged, as in the assessment.
 */
import type { Db } from '../../../../server/plugin-api';

type Query = Pick<Db, 'query'>;

export interface Episode {
  enterpriseId: number;
  pointId: number;
  pointName: string;
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  level: number;
  beginTime: string;
  endTime: string;
  count: number;
  direction: 'high' | 'low';
  peak: number;
  alarmMin: number | null;
  alarmMax: number | null;
}

/** Data levels judged: real-time (CN 2011) and hourly (CN 2061) values. */
export const JUDGED_LEVELS = [0, 2] as const;

export async function findEpisodes(db: Query, opts: { since: string; until: string; enterpriseIds?: readonly number[] }): Promise<Episode[]> {
  const params: unknown[] = [opts.since, opts.until, [...JUDGED_LEVELS]];
  let scope = '';
  if (opts.enterpriseIds) {
    params.push(opts.enterpriseIds);
    scope = `AND p.enterprise_id = ANY($${params.length}::bigint[])`;
  }
  const { rows } = await db.query<Episode & { peakHigh: number; peakLow: number; high: boolean }>(
    `WITH readings AS MATERIALIZED (
       SELECT p.enterprise_id, pf.point_id, pf.factor_code, v.level, v.data_time, v.value, pf.alarm_min, pf.alarm_max,
              (v.value > pf.alarm_max OR v.value < pf.alarm_min) AS bad
         FROM monitor_point p
         JOIN monitor_point_factor pf ON pf.point_id = p.id AND (pf.alarm_min IS NOT NULL OR pf.alarm_max IS NOT NULL)
         JOIN monitor_value v ON v.point_id = pf.point_id AND v.factor_code = pf.factor_code AND v.level = ANY($3::smallint[])
                             AND v.data_time >= $1::timestamptz AND v.data_time <= $2::timestamptz
        WHERE p.enabled ${scope} AND v.value IS NOT NULL AND (v.flag IS NULL OR v.flag = 'N')
     ), touched AS (
       SELECT DISTINCT point_id, factor_code, level FROM readings WHERE bad
     ), runs AS (
       SELECT r.*, row_number() OVER (PARTITION BY r.point_id, r.factor_code, r.level ORDER BY r.data_time)
                 - row_number() OVER (PARTITION BY r.point_id, r.factor_code, r.level, r.bad ORDER BY r.data_time) AS grp
         FROM readings r JOIN touched t USING (point_id, factor_code, level)
     )
     SELECT runs.enterprise_id AS "enterpriseId", runs.point_id AS "pointId", mp.name AS "pointName", runs.factor_code AS "factorCode",
            f.name AS "factorName", f.unit, runs.level, min(runs.data_time) AS "beginTime", max(runs.data_time) AS "endTime",
            count(*)::int AS count, max(runs.value) AS "peakHigh", min(runs.value) AS "peakLow",
            bool_or(runs.value > runs.alarm_max) AS high, min(runs.alarm_min) AS "alarmMin", min(runs.alarm_max) AS "alarmMax"
       FROM runs JOIN monitor_point mp ON mp.id = runs.point_id LEFT JOIN pollution_factor f ON f.code = runs.factor_code
      WHERE runs.bad
      GROUP BY runs.enterprise_id, runs.point_id, mp.name, runs.factor_code, f.name, f.unit, runs.level, runs.grp
      ORDER BY min(runs.data_time), runs.point_id, runs.factor_code, runs.level`,
    params,
  );
  return rows.map(({ peakHigh, peakLow, high, ...r }) => ({
    ...r,
    enterpriseId: Number(r.enterpriseId),
    pointId: Number(r.pointId),
    level: Number(r.level),
    direction: high ? 'high' : 'low',
    peak: high ? peakHigh : peakLow,
  }));
}

/** The episode's readings for the evidence (oldest first, at most `limit`). */
export async function episodeValues(db: Query, e: Pick<Episode, 'pointId' | 'factorCode' | 'level' | 'beginTime' | 'endTime'>, limit = 60) {
  const { rows } = await db.query<{ time: string; value: number }>(
    `SELECT data_time AS time, value FROM monitor_value
      WHERE point_id = $1 AND factor_code = $2 AND level = $3 AND data_time BETWEEN $4::timestamptz AND $5::timestamptz
      ORDER BY data_time LIMIT ${limit}`,
    [e.pointId, e.factorCode, e.level, `${e.beginTime}+08`, `${e.endTime}+08`],
  );
  return rows;
}
