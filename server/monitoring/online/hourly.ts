/**
 * The stored hourly values (HJ 212 CN 2061, level `hour`) of a set of points over a period, in one
 * ordered read: what evaluations of a whole period need (compliance, transfer rate, constant runs…),
 * where `history` serves one point's chart. Times are epoch milliseconds of the hour's start, so a
 * caller can walk the hours of a period with plain arithmetic.
 */
import type { Db } from '../../core/contracts';
import { LEVEL_CODE } from '../../../schemas/contracts/monitoring/levels';

export interface HourlyQuery {
  pointIds: number[];
  /** China wall-clock `YYYY-MM-DD HH:mm:ss`; begin inclusive, end exclusive. */
  beginTime: string;
  endTime: string;
}

export interface HourlyValue {
  pointId: number;
  factorCode: string;
  /** Epoch milliseconds of the data time (the hour's start as the logger reports it). */
  time: number;
  /** The hour's average (HJ 212 `Avg`). */
  value: number | null;
  /** The hour's emitted amount (HJ 212 `Cou`), when the logger sends one. */
  cou: number | null;
  /** HJ 212 data flag (N, F, M, S, D, C, T, B) as received. */
  flag: string | null;
}

/** Rows ordered by point, factor and time: a caller can cut them into series in one pass. */
export async function hourlyValues(db: Pick<Db, 'query'>, q: HourlyQuery): Promise<HourlyValue[]> {
  if (q.pointIds.length === 0) return [];
  const { rows } = await db.query<HourlyValue>(
    `SELECT point_id::float8 AS "pointId", factor_code AS "factorCode", (extract(epoch FROM data_time) * 1000)::float8 AS "time",
            value, cou, flag
       FROM monitor_value
      WHERE point_id = ANY($1::bigint[]) AND level = $2 AND data_time >= $3::timestamptz AND data_time < $4::timestamptz
      ORDER BY point_id, factor_code, data_time`,
    [q.pointIds, LEVEL_CODE.hour, `${q.beginTime}+08`, `${q.endTime}+08`],
  );
  return rows;
}
