/**
 * Scoring runs: one system, one period, a set of enterprises. Started on demand (route) or by the
 * scheduled job; at most one runs per system and period (a partial unique index on ea_run), and each
 * enterprise's result replaces the previous one, so a run can be repeated after data corrections.
 */
import type { Db, JobContext } from '../../../server/plugin-api';
import { groupMemberIds, isUniqueViolation } from '../../../server/plugin-api';
import { parsePeriod, periodContaining, previousPeriod, type Period } from '../contract';
import { evaluatedEnd, scoreEnterprises } from './scoring';
import { getSystem, type SystemRecord } from './store';

/** A run left 'running' this long ago died with its process: it no longer blocks a new one. */
const STALE_RUN_MINUTES = 60;
/** The job refreshes a running period's scores at most this often. */
const REFRESH_RUNNING_PERIOD_HOURS = 24;

export class RunConflict extends Error {}

export interface RunOutcome {
  runId: number;
  periodKey: string;
  enterpriseCount: number;
  evaluatedUntil: string;
}

/**
 * Whom a system scores: an enterprise's system its owner; a management group's system every effective
 * member of the group at the time of the run (the set `requireGroup` gives the group's requests: active,
 * unexpired type-0 enterprises whose parent is the group), never the group itself, which has no data of
 * its own. A template scores nobody.
 */
export async function scoringScope(db: Pick<Db, 'query'>, system: Pick<SystemRecord, 'ownerEnterpriseId'>): Promise<{ group: boolean; enterpriseIds: number[] }> {
  if (system.ownerEnterpriseId === null) return { group: false, enterpriseIds: [] };
  const members = await groupMemberIds(db, system.ownerEnterpriseId);
  return members === null ? { group: false, enterpriseIds: [system.ownerEnterpriseId] } : { group: true, enterpriseIds: members };
}

/** The current China wall-clock date `YYYY-MM-DD`. */
export const chinaToday = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** True when nothing of the period can be evaluated yet (it starts after the last full hour). */
export function notStarted(period: Period, now: number): boolean {
  return evaluatedEnd(period, now) <= period.begin;
}

/** Runs one system for one period over `enterpriseIds` (default: its scoring scope, above). */
export async function runScoring(
  db: Db,
  system: SystemRecord,
  period: Period,
  opts: { trigger: 'job' | 'manual'; userId?: number | null; now?: number; enterpriseIds?: number[] },
): Promise<RunOutcome> {
  const now = opts.now ?? Date.now();
  const ids = opts.enterpriseIds ?? (await scoringScope(db, system)).enterpriseIds;
  await db.query(
    `UPDATE ea_run SET status = 'failed', error = 'abandoned', finished_at = now()
      WHERE system_id = $1 AND period_key = $2 AND status = 'running' AND started_at < now() - make_interval(mins => $3)`,
    [system.id, period.key, STALE_RUN_MINUTES],
  );
  let runId: number;
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO ea_run (system_id, period_key, trigger, status, enterprise_count, started_by) VALUES ($1, $2, $3, 'running', $4, $5) RETURNING id::float8 AS id`,
      [system.id, period.key, opts.trigger, ids.length, opts.userId ?? null],
    );
    runId = rows[0].id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new RunConflict(`system ${system.id} period ${period.key} is running`);
    throw err;
  }
  try {
    const items = system.items ?? [];
    await scoreEnterprises(db, { id: system.id, name: system.name, riskFeed: system.riskFeed, levels: system.levels, items }, period, ids, { runId, now });
    await db.query(`UPDATE ea_run SET status = 'done', finished_at = now() WHERE id = $1`, [runId]);
  } catch (err) {
    await db.query(`UPDATE ea_run SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [runId, String(err).slice(0, 2000)]);
    throw err;
  }
  return { runId, periodKey: period.key, enterpriseCount: ids.length, evaluatedUntil: evaluatedEnd(period, now) };
}

/**
 * The scheduled job: for every enabled system of an enterprise or a management group (then over the
 * group's members), the last completed period is scored once it is over (and again if its last run
 * failed), and the running period is refreshed daily.
 */
export async function scheduledScoring({ db, log, signal }: JobContext, now = Date.now()): Promise<void> {
  const { rows } = await db.query<{ id: number; owner: number }>(
    `SELECT id::float8 AS id, owner_enterprise_id::float8 AS owner FROM ea_system WHERE enabled AND owner_enterprise_id IS NOT NULL ORDER BY id`,
  );
  for (const { id, owner } of rows) {
    if (signal.aborted) return;
    const system = await getSystem(db, owner, id);
    if (!system) continue;
    const current = periodContaining(system.periodType, chinaToday(now));
    for (const period of [previousPeriod(current), current]) {
      if (notStarted(period, now)) continue;
      const due = await db.query(
        `SELECT 1 FROM ea_run WHERE system_id = $1 AND period_key = $2 AND (status = 'running' OR (status = 'done' AND ($3 OR finished_at > now() - make_interval(hours => $4))))`,
        [id, period.key, period !== current, REFRESH_RUNNING_PERIOD_HOURS],
      );
      if (due.rows.length > 0) continue;
      try {
        const outcome = await runScoring(db, system, period, { trigger: 'job', now });
        log.info({ system: id, period: period.key, run: outcome.runId }, 'assessment scored');
      } catch (err) {
        if (!(err instanceof RunConflict)) log.error({ err, system: id, period: period.key }, 'assessment scoring failed');
      }
    }
  }
}

export const periodOf = (key: string) => parsePeriod(key);
