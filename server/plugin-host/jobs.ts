import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../core/contracts';
import type { JobDefinition } from '../plugin-api/define';
import type { LoadedPlugin } from './discover';

interface ScheduledJob {
  name: string;
  job: JobDefinition;
}

/** The longest a scheduler sleeps between looks at the schedule: a short job interval is checked sooner. */
const MAX_TICK_MS = 10_000;

async function claim(db: Db, name: string, everySeconds: number): Promise<boolean> {
  // One statement decides: whichever process moves next_run_at forward runs this interval.
  const { rows } = await db.query(
    `UPDATE job_schedule SET next_run_at = now() + make_interval(secs => $2), last_started_at = now(), runs = runs + 1
      WHERE name = $1 AND next_run_at <= now() RETURNING name`,
    [name, everySeconds],
  );
  return rows.length > 0;
}

/**
 * Runs the enabled plugins' jobs in this process until stopped. The schedule lives in PostgreSQL
 * (job_schedule), so several processes share it and a restart continues it; nothing is kept only in memory.
 */
export function startJobs(
  db: Db,
  plugins: readonly LoadedPlugin[],
  log: FastifyBaseLogger,
  coreJobs: readonly JobDefinition[] = [],
  options: { startDelayMs?: number } = {},
): { stop(): Promise<void> } {
  const jobs: ScheduledJob[] = [
    // The core's own services (e.g. workflow due-date timers) share the runner under the name `core:…`.
    ...coreJobs.map((job) => ({ name: `core:${job.name}`, job })),
    ...plugins.flatMap((p) => (p.server?.jobs ?? []).map((job) => ({ name: `${p.name}:${job.name}`, job }))),
  ];
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const runOnce = async ({ name, job }: ScheduledJob) => {
    if (!(await claim(db, name, job.everySeconds))) return;
    const jobLog = log.child({ job: name });
    try {
      await job.run({ db, log: jobLog, signal: controller.signal });
      await db.query('UPDATE job_schedule SET last_finished_at = now(), last_error = NULL WHERE name = $1', [name]);
    } catch (err) {
      jobLog.error({ err }, 'job failed');
      await db.query('UPDATE job_schedule SET last_finished_at = now(), last_error = $2 WHERE name = $1', [name, String(err)]).catch(() => undefined);
    }
  };

  const schedule = (entry: ScheduledJob, delayMs: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(entry)
        .catch((err) => log.error({ err, job: entry.name }, 'job scheduling failed'))
        .finally(() => {
          running.delete(run);
          schedule(entry, Math.min(entry.job.everySeconds * 1000, MAX_TICK_MS));
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const ready = (async () => {
    if (options.startDelayMs) {
      try {
        await sleep(options.startDelayMs, undefined, { signal: controller.signal, ref: false });
      } catch {
        return; // stopped before the first look at the schedule
      }
    }
    for (const { name } of jobs) {
      await db.query('INSERT INTO job_schedule (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    }
    for (const entry of jobs) schedule(entry, 0);
  })().catch((err) => log.error({ err }, 'jobs could not start'));

  return {
    async stop() {
      controller.abort();
      await ready;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
