/**
 * Monitoring counts of several enterprises in one read (a group's dashboard, spec §1): points, points
 * whose logger reported recently (online), and values outside their alarm limits since a time (alarms).
 */
import type { Db } from '../../core/contracts';
import { LEVEL_CODE } from '../../../schemas/contracts/monitoring/levels';
import { OFFLINE_AFTER_INTERVALS, onlineSql } from '../points/repository';

type Queryable = Pick<Db, 'query'>;

export interface EnterpriseMonitoringSummary {
  enterpriseId: number;
  points: number;
  onlinePoints: number;
  /** Real-time and hourly values outside the alarm limits since `since`. */
  alarms: number;
}

export async function monitoringSummaryOfEnterprises(db: Queryable, enterpriseIds: readonly number[], since: Date): Promise<EnterpriseMonitoringSummary[]> {
  if (enterpriseIds.length === 0) return [];
  const { rows: points } = await db.query<{ enterprise_id: number; points: number; online: number }>(
    `SELECT p.enterprise_id::float8 AS enterprise_id, count(*)::int AS points, count(*) FILTER (WHERE ${onlineSql('$2')})::int AS online
       FROM monitor_point p LEFT JOIN monitor_logger_state s ON s.point_id = p.id
      WHERE p.enterprise_id = ANY($1::bigint[]) GROUP BY p.enterprise_id`,
    [enterpriseIds, OFFLINE_AFTER_INTERVALS],
  );
  const { rows: alarms } = await db.query<{ enterprise_id: number; alarms: number }>(
    `SELECT p.enterprise_id::float8 AS enterprise_id, count(*)::int AS alarms
       FROM monitor_point p
       JOIN monitor_point_factor pf ON pf.point_id = p.id AND (pf.alarm_min IS NOT NULL OR pf.alarm_max IS NOT NULL)
       JOIN monitor_value v ON v.point_id = pf.point_id AND v.factor_code = pf.factor_code
      WHERE p.enterprise_id = ANY($1::bigint[]) AND v.level = ANY($2::smallint[]) AND v.data_time >= $3
        AND (v.value > pf.alarm_max OR v.value < pf.alarm_min)
      GROUP BY p.enterprise_id`,
    [enterpriseIds, [LEVEL_CODE.realtime, LEVEL_CODE.hour], since.toISOString()],
  );
  const pointsOf = new Map(points.map((r) => [Number(r.enterprise_id), r]));
  const alarmsOf = new Map(alarms.map((r) => [Number(r.enterprise_id), r.alarms]));
  return enterpriseIds.map((id) => ({
    enterpriseId: id,
    points: pointsOf.get(id)?.points ?? 0,
    onlinePoints: pointsOf.get(id)?.online ?? 0,
    alarms: alarmsOf.get(id) ?? 0,
  }));
}
