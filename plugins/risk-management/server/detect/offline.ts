/**
 * Offline loggers (离线): a point that was heard and has been silent longer than its risk setting
 * `offlineMinutes` (default: three real-time intervals, the online rule of the monitoring pages). The
 * silence is one episode, identified by the last packet's time; it ends when the logger speaks again.
 */
import { riskSettingsOfPoints, type Db } from '../../../../server/plugin-api';

type Query = Pick<Db, 'query'>;

export interface Silence {
  enterpriseId: number;
  pointId: number;
  pointName: string;
  lastSeenAt: string;
  offlineMinutes: number;
}

/** The shortest silence any point can be offline after: 3 × the smallest HJ 212 interval (30 s). */
const MIN_SILENCE_SECONDS = 90;

export async function findSilences(db: Query, opts: { now: string; enterpriseIds?: readonly number[] }): Promise<Silence[]> {
  const params: unknown[] = [opts.now, MIN_SILENCE_SECONDS];
  let scope = '';
  if (opts.enterpriseIds) {
    params.push(opts.enterpriseIds);
    scope = `AND p.enterprise_id = ANY($${params.length}::bigint[])`;
  }
  const { rows } = await db.query<{ id: number; enterprise_id: number; name: string; rtd_interval: number; last_seen_at: string; silent_seconds: number }>(
    `SELECT p.id, p.enterprise_id, p.name, p.rtd_interval, ls.last_seen_at, extract(epoch FROM $1::timestamptz - ls.last_seen_at)::float8 AS silent_seconds
       FROM monitor_point p JOIN monitor_logger_state ls ON ls.point_id = p.id
      WHERE p.enabled ${scope} AND ls.last_seen_at < $1::timestamptz - make_interval(secs => $2)`,
    params,
  );
  const settings = await riskSettingsOfPoints(db, rows.map((r) => Number(r.id)));
  return rows.flatMap((r) => {
    const offlineMinutes = settings.get(Number(r.id))?.offlineMinutes ?? (3 * r.rtd_interval) / 60;
    return r.silent_seconds >= offlineMinutes * 60
      ? [{ enterpriseId: Number(r.enterprise_id), pointId: Number(r.id), pointName: r.name, lastSeenAt: r.last_seen_at, offlineMinutes }]
      : [];
  });
}

/** Offline risks whose logger has spoken since: their episode ends at the first packet after the silence. */
export async function closeSilences(db: Query): Promise<void> {
  await db.query(
    `UPDATE risk r SET end_time = date_trunc('second', ls.last_seen_at), updated_at = now()
       FROM monitor_logger_state ls
      WHERE r.rule = 'offline' AND r.end_time IS NULL AND ls.point_id = r.point_id AND date_trunc('second', ls.last_seen_at) > r.begin_time`,
  );
}
