/**
 * Demo monitoring data: for each given enterprise 1–3 points with their loggers (demo.ts), factor limits,
 * and a week of hourly history ending at the last full hour, so the online pages have something to show.
 * Runs once per database (app_meta marker); prints nothing (the logger PWs are hashed before storage).
 */
import type { Db } from '../core/contracts';
import { hashPassword } from '../core/passwords';
import { ROLE_ENTERPRISE_ADMIN, ROLE_VIEWER } from '../seed/demoData';
import { grantRoleKeys } from '../seed/grants';
import { txAsDb } from '../db/txDb';
import { demoLoggers, type DemoLogger } from './demo';
import { ensureFactorCatalog } from './factors/catalog';
import { LEVEL_CODE } from '../../schemas/contracts/monitoring/levels';
import { ALL_MONITORING_PERMISSIONS, MONITORING_VIEW_PERMISSIONS } from '../../schemas/contracts/monitoring/permissions';
import { PartitionManager } from './storage/partitions';
import { writeJobs, type WriteJob, type WriteRow } from './storage/value-writer';
import { seededRandom, seedOf, ValueWalk } from './simulator/values';

const SEED_MARKER = 'seed.monitoring';
export const SEED_HISTORY_HOURS = 7 * 24;

/** Grants the monitoring keys to the demo roles (all to the enterprise admin, view keys to the viewer). */
export async function grantMonitoringPermissions(db: Pick<Db, 'query'>): Promise<void> {
  for (const [role, perms] of [
    [ROLE_ENTERPRISE_ADMIN.code, ALL_MONITORING_PERMISSIONS],
    [ROLE_VIEWER.code, MONITORING_VIEW_PERMISSIONS],
  ] as const) {
    await grantRoleKeys(db, role, 'client', perms);
  }
}

/** `YYYY-MM-DD HH:00:00` China time, `hoursBack` hours before the current hour. */
function chinaHour(now: number, hoursBack: number): string {
  const t = new Date(Math.floor(now / 3600_000) * 3600_000 - hoursBack * 3600_000 + 8 * 3600_000);
  return t.toISOString().slice(0, 13).replace('T', ' ') + ':00:00';
}

export interface SeedMonitoringOptions {
  /** Enterprises that get demo points, in order (the position picks the demo layout). */
  enterpriseIds: readonly number[];
  /** Hours of hourly history (default a week). */
  historyHours?: number;
  now?: number;
}

/** Returns false when the data was already there. One transaction: a failed seed leaves nothing behind. */
export async function seedMonitoring(db: Db, opts: SeedMonitoringOptions): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [SEED_MARKER]);
  if (done.rows.length > 0) return false;
  const loggers = demoLoggers(opts.enterpriseIds.length);
  // Hashing is slow on purpose; do it before the transaction opens, in parallel (libuv's thread pool).
  const unique = [...new Set(loggers.map((l) => l.pw))];
  const hashes = new Map(await Promise.all(unique.map(async (pw) => [pw, await hashPassword(pw)] as const)));

  return db.transaction(async (tx) => {
    const marker = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, 'done') ON CONFLICT (key) DO NOTHING RETURNING key`, [SEED_MARKER]);
    if (marker.rows.length === 0) return false;
    await ensureFactorCatalog(tx);
    await grantMonitoringPermissions(tx);
    const jobs: WriteJob[] = [];
    for (const logger of loggers) {
      const pointId = await insertPoint(tx, opts.enterpriseIds[logger.enterpriseIndex], logger, hashes.get(logger.pw)!);
      jobs.push({ pointId, rows: hourlyHistory(logger, opts.now ?? Date.now(), opts.historyHours ?? SEED_HISTORY_HOURS) });
    }
    const inTx = txAsDb(tx);
    await writeJobs(inTx, new PartitionManager(inTx), jobs);
    return true;
  });
}

async function insertPoint(tx: Pick<Db, 'query'>, enterpriseId: number, logger: DemoLogger, pwHash: string): Promise<number> {
  const { point } = logger;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash, rtd_interval)
     VALUES ($1, $2, $3, $4, $5, $6, 60) RETURNING id`,
    [enterpriseId, point.name, point.code, point.type, logger.mn, pwHash],
  );
  const pointId = Number(rows[0].id);
  await tx.query(
    `INSERT INTO monitor_point_factor (point_id, factor_code, alarm_min, alarm_max, warn_min, warn_max, sort_order)
     SELECT $1, u.* FROM unnest($2::text[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::smallint[]) AS u`,
    [
      pointId,
      point.factors.map((f) => f.code),
      point.factors.map((f) => f.alarmMin ?? null),
      point.factors.map((f) => f.alarmMax ?? null),
      point.factors.map((f) => f.warnMin ?? null),
      point.factors.map((f) => f.warnMax ?? null),
      point.factors.map((_, i) => i),
    ],
  );
  return pointId;
}

/** Hourly values (Avg with Min/Max around it) for the hours before the current one, deterministic per MN. */
function hourlyHistory(logger: DemoLogger, now: number, hours: number): WriteRow[] {
  const random = seededRandom(seedOf(logger.mn));
  const walks = logger.point.factors.map((f) => ({ f, walk: new ValueWalk(f, random, { excursionChance: 0.01 }) }));
  const rows: WriteRow[] = [];
  for (let h = hours; h >= 1; h--) {
    const dataTime = chinaHour(now, h);
    for (const { f, walk } of walks) {
      const value = walk.next();
      const round = (x: number) => Math.round(x * 10 ** f.decimals) / 10 ** f.decimals;
      rows.push({
        factorCode: f.code,
        level: LEVEL_CODE.hour,
        dataTime,
        value,
        min: round(value * (0.85 + random() * 0.1)),
        max: round(value * (1.05 + random() * 0.1)),
        // Hourly amount for flows (L/s → m³ over the hour); concentrations have none here.
        cou: f.code === 'w00000' ? round(value * 3.6) : null,
        zs: null,
        flag: 'N',
      });
    }
  }
  return rows;
}
