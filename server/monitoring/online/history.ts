/**
 * History of one point's factors at one level over a time range, downsampled in the database to at
 * most `maxPoints` points per factor.
 *
 * Downsampling: fixed-width min/max/avg buckets. The range is cut into at most maxPoints equal buckets and
 * each non-empty bucket gives its average, minimum and maximum (minimum over Min/value, maximum over
 * Max/value) and its row count. Chosen over LTTB because limits are about extremes: a short spike above
 * the alarm limit stays visible as a bucket maximum, where LTTB may pick a neighbour; and the buckets are
 * one GROUP BY, so only ≤ maxPoints rows per factor leave the database. Ranges with at most maxPoints rows
 * are returned raw.
 */
import type { Db } from '../../core/contracts';
import type { HistoryPoint, HistorySeries } from '../../../schemas/contracts/monitoring/history';
import { LEVEL_CODE, type DataLevel } from '../../../schemas/contracts/monitoring/levels';

type Queryable = Pick<Db, 'query'>;

export interface HistoryQuery {
  pointId: number;
  factorCodes: string[];
  level: DataLevel;
  /** China wall-clock `YYYY-MM-DD HH:mm:ss`, both inclusive. */
  beginTime: string;
  endTime: string;
  maxPoints: number;
}

export type { HistoryPoint, HistorySeries } from '../../../schemas/contracts/monitoring/history';

const ts = (chinaTime: string) => `${chinaTime}+08`;
const seconds = (chinaTime: string) => Date.parse(`${chinaTime.replace(' ', 'T')}+08:00`) / 1000;

/** Bucket width so that [begin, end] (inclusive, whole seconds) splits into at most maxPoints buckets. */
export function bucketSecondsFor(beginTime: string, endTime: string, maxPoints: number): number {
  return Math.max(1, Math.ceil((seconds(endTime) - seconds(beginTime) + 1) / maxPoints));
}

export async function history(db: Queryable, q: HistoryQuery): Promise<HistorySeries[]> {
  const range = [q.pointId, q.factorCodes, LEVEL_CODE[q.level], ts(q.beginTime), ts(q.endTime)];
  const filter = `point_id = $1 AND factor_code = ANY($2::text[]) AND level = $3 AND data_time BETWEEN $4::timestamptz AND $5::timestamptz`;

  const [meta, counts] = await Promise.all([
    db.query<{ code: string; name: string | null; unit: string | null; alarm_min: number | null; alarm_max: number | null; warn_min: number | null; warn_max: number | null }>(
      `SELECT c.code, f.name, f.unit, pf.alarm_min, pf.alarm_max, pf.warn_min, pf.warn_max
         FROM unnest($2::text[]) AS c(code)
         LEFT JOIN pollution_factor f ON f.code = c.code
         LEFT JOIN monitor_point_factor pf ON pf.point_id = $1 AND pf.factor_code = c.code`,
      [q.pointId, q.factorCodes],
    ),
    db.query<{ factor_code: string; n: number }>(`SELECT factor_code, count(*)::int AS n FROM monitor_value WHERE ${filter} GROUP BY factor_code`, range),
  ]);
  const totals = new Map(counts.rows.map((r) => [r.factor_code, r.n]));
  const raw = q.factorCodes.filter((c) => (totals.get(c) ?? 0) > 0 && totals.get(c)! <= q.maxPoints);
  const bucketed = q.factorCodes.filter((c) => (totals.get(c) ?? 0) > q.maxPoints);
  const width = bucketSecondsFor(q.beginTime, q.endTime, q.maxPoints);
  const points = new Map<string, HistoryPoint[]>();
  const add = (code: string, p: HistoryPoint) => {
    const list = points.get(code) ?? [];
    list.push(p);
    points.set(code, list);
  };

  if (raw.length > 0) {
    const { rows } = await db.query<{ factor_code: string; data_time: string; value: number | null; min_value: number | null; max_value: number | null; flag: string | null }>(
      `SELECT factor_code, data_time, value, min_value, max_value, flag FROM monitor_value
        WHERE ${filter} ORDER BY factor_code, data_time`,
      [q.pointId, raw, ...range.slice(2)],
    );
    for (const r of rows) add(r.factor_code, { time: r.data_time, value: r.value, min: r.min_value, max: r.max_value, count: 1, flag: r.flag });
  }
  if (bucketed.length > 0) {
    const { rows } = await db.query<{ factor_code: string; time: string; value: number | null; min: number | null; max: number | null; n: number }>(
      `SELECT factor_code, $4::timestamptz + make_interval(secs => b * $6::int) AS time,
              avg(value) AS value, min(COALESCE(min_value, value)) AS min, max(COALESCE(max_value, value)) AS max, count(*)::int AS n
         FROM (SELECT factor_code, value, min_value, max_value,
                      floor(extract(epoch FROM data_time - $4::timestamptz) / $6::int)::int AS b
                 FROM monitor_value WHERE ${filter}) AS x
        GROUP BY factor_code, b
        ORDER BY factor_code, b`,
      [q.pointId, bucketed, ...range.slice(2), width],
    );
    for (const r of rows) add(r.factor_code, { time: r.time, value: r.value, min: r.min, max: r.max, count: r.n });
  }

  const byCode = new Map(meta.rows.map((m) => [m.code, m]));
  return q.factorCodes.map((code) => {
    const m = byCode.get(code);
    const isBucketed = bucketed.includes(code);
    return {
      factorCode: code,
      factorName: m?.name ?? null,
      unit: m?.unit ?? null,
      alarmMin: m?.alarm_min ?? null,
      alarmMax: m?.alarm_max ?? null,
      warnMin: m?.warn_min ?? null,
      warnMax: m?.warn_max ?? null,
      total: totals.get(code) ?? 0,
      downsampled: isBucketed,
      bucketSeconds: isBucketed ? width : null,
      points: points.get(code) ?? [],
    };
  });
}
