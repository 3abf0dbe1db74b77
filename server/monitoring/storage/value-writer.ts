/**
 * Group commit for the receiver: packets from every connection are queued and written together, a few
 * statements per transaction (values, latest values, logger state), and each packet's promise settles
 * only after its transaction has committed, which is when the receiver may acknowledge it.
 *
 * One transaction runs at a time; what arrives meanwhile forms the next batch, so batches grow with load
 * and latency stays at about one commit. Rows travel as arrays (`unnest`), so a statement's size does not
 * depend on the number of rows. Rows repeating a key (same point, factor, level, time) keep the newest.
 */
import type { Db } from '../../core/contracts';
import { chinaMonth, monthOf, nextMonth, PartitionManager } from './partitions';

export interface WriteRow {
  factorCode: string;
  level: number;
  /** China wall-clock `YYYY-MM-DD HH:mm:ss`. */
  dataTime: string;
  value: number | null;
  min: number | null;
  max: number | null;
  cou: number | null;
  zs: number | null;
  flag: string | null;
}

export interface WriteJob {
  pointId: number;
  rows: WriteRow[];
  /** When the packet arrived (epoch ms): the logger's last-seen time. Omitted for imported history. */
  seenAt?: number;
  /** China wall-clock restart time of a CN 2081 packet. */
  restartTime?: string;
}

export interface BatchInfo {
  jobs: number;
  rows: number;
}

export interface WriterOptions {
  /** Wait this long after the first queued job before writing, to gather more. */
  flushIntervalMs?: number;
  /** Write at once when this many jobs are queued; also the largest batch. */
  maxBatchJobs?: number;
  /** Refuse new jobs beyond this backlog (the sender retries; memory stays bounded). */
  maxQueuedJobs?: number;
  /** Test hook: runs inside the transaction after the writes, before COMMIT. */
  beforeCommit?: (batch: BatchInfo) => Promise<void>;
  onBatch?: (batch: BatchInfo & { ms: number; ok: boolean }) => void;
}

export class WriterClosedError extends Error {
  constructor() {
    super('value writer is closed');
  }
}
export class WriterOverloadedError extends Error {
  constructor() {
    super('value writer queue is full');
  }
}

interface Queued {
  job: WriteJob;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface WriterStats {
  batches: number;
  jobs: number;
  rows: number;
  failedJobs: number;
  largestBatch: number;
  queued: number;
}

const ts = (chinaTime: string): string => `${chinaTime}+08`;

export class GroupCommitWriter {
  readonly partitions: PartitionManager;
  private queue: Queued[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly opts: Required<Omit<WriterOptions, 'beforeCommit' | 'onBatch'>> & Pick<WriterOptions, 'beforeCommit' | 'onBatch'>;
  private readonly counters: Omit<WriterStats, 'queued'> = { batches: 0, jobs: 0, rows: 0, failedJobs: 0, largestBatch: 0 };

  constructor(
    private readonly db: Pick<Db, 'query' | 'transaction'>,
    options: WriterOptions = {},
  ) {
    this.opts = { flushIntervalMs: 5, maxBatchJobs: 1_000, maxQueuedJobs: 20_000, ...options };
    this.partitions = new PartitionManager(db);
  }

  stats(): WriterStats {
    return { ...this.counters, queued: this.queue.length };
  }

  /** Creates this month's and next month's partitions ahead of the first packet. */
  async prepare(now = Date.now()): Promise<void> {
    const month = chinaMonth(now);
    await this.partitions.ensure([month, nextMonth(month)]);
  }

  /** Resolves once the job is committed; rejects when it could not be (nothing of it is then stored). */
  submit(job: WriteJob): Promise<void> {
    if (this.closed) return Promise.reject(new WriterClosedError());
    if (this.queue.length >= this.opts.maxQueuedJobs) return Promise.reject(new WriterOverloadedError());
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Writes what is queued, refuses new jobs, and resolves when the last batch has settled. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running || this.queue.length > 0) {
      if (!this.running) this.running = this.drain();
      await this.running;
    }
  }

  private schedule(): void {
    if (this.running) return; // the running drain picks new jobs up when it finishes a batch
    if (this.queue.length >= this.opts.maxBatchJobs) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.running = this.drain();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (!this.running) this.running = this.drain();
      }, this.opts.flushIntervalMs);
    }
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.opts.maxBatchJobs);
        await this.writeWithFallback(batch);
      }
    } finally {
      this.running = undefined;
    }
  }

  /** A failed batch is retried job by job, so one bad job cannot cost the others their commit. */
  private async writeWithFallback(batch: Queued[]): Promise<void> {
    try {
      await this.write(batch.map((q) => q.job));
      for (const q of batch) q.resolve();
      this.counters.jobs += batch.length;
      return;
    } catch (err) {
      this.partitions.reset();
      if (batch.length === 1) {
        this.counters.failedJobs += 1;
        batch[0].reject(err);
        return;
      }
    }
    for (const q of batch) await this.writeWithFallback([q]);
  }

  private async write(jobs: WriteJob[]): Promise<void> {
    const started = performance.now();
    let info: BatchInfo = { jobs: jobs.length, rows: 0 };
    let ok = false;
    try {
      info = await writeJobs(this.db, this.partitions, jobs, this.opts.beforeCommit);
      ok = true;
      this.counters.batches += 1;
      this.counters.rows += info.rows;
      this.counters.largestBatch = Math.max(this.counters.largestBatch, jobs.length);
    } finally {
      this.opts.onBatch?.({ ...info, ms: performance.now() - started, ok });
    }
  }
}

/**
 * Writes jobs in one transaction: values (newest copy of a repeated key wins), latest values and logger
 * state. Exported for the demo seed, which writes history the same way the receiver does.
 */
export async function writeJobs(
  db: Pick<Db, 'transaction'>,
  partitions: PartitionManager,
  jobs: WriteJob[],
  beforeCommit?: (batch: BatchInfo) => Promise<void>,
): Promise<BatchInfo> {
  const values = new Map<string, KeyedRow>();
  const latest = new Map<string, KeyedRow>();
  const state = new Map<number, { seenAt: number; dataTime?: string; restartTime?: string; packets: number }>();
  for (const job of jobs) {
    for (const row of job.rows) {
      const r = { ...row, pointId: job.pointId };
      const key = `${job.pointId}\u0000${row.factorCode}\u0000${row.level}\u0000${row.dataTime}`;
      values.delete(key);
      values.set(key, r);
      const lk = `${job.pointId}\u0000${row.factorCode}`;
      const cur = latest.get(lk);
      if (!cur || cur.dataTime < row.dataTime || (cur.dataTime === row.dataTime && row.level <= cur.level)) latest.set(lk, r);
    }
    if (job.seenAt === undefined) continue;
    const s = state.get(job.pointId) ?? { seenAt: 0, packets: 0 };
    s.seenAt = Math.max(s.seenAt, job.seenAt);
    s.packets += 1;
    for (const row of job.rows) if (!s.dataTime || row.dataTime > s.dataTime) s.dataTime = row.dataTime;
    if (job.restartTime && (!s.restartTime || job.restartTime > s.restartTime)) s.restartTime = job.restartTime;
    state.set(job.pointId, s);
  }
  const rows = [...values.values()];
  if (rows.length > 0) await partitions.ensure(rows.map((r) => monthOf(r.dataTime)));
  const info: BatchInfo = { jobs: jobs.length, rows: rows.length };

  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx.query(
        `INSERT INTO monitor_value (point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag)
         SELECT u.* FROM ${UNNEST_ROWS} JOIN monitor_point p ON p.id = u.point_id
         ON CONFLICT (point_id, factor_code, level, data_time) DO UPDATE
           SET value = EXCLUDED.value, min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value,
               cou = EXCLUDED.cou, zs_value = EXCLUDED.zs_value, flag = EXCLUDED.flag, received_at = EXCLUDED.received_at`,
        columns(rows),
      );
      await tx.query(
        `INSERT INTO monitor_latest (point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag)
         SELECT u.* FROM ${UNNEST_ROWS} JOIN monitor_point p ON p.id = u.point_id
         ON CONFLICT (point_id, factor_code) DO UPDATE
           SET level = EXCLUDED.level, data_time = EXCLUDED.data_time, value = EXCLUDED.value,
               min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value, cou = EXCLUDED.cou,
               zs_value = EXCLUDED.zs_value, flag = EXCLUDED.flag, received_at = EXCLUDED.received_at
           WHERE EXCLUDED.data_time > monitor_latest.data_time
              OR (EXCLUDED.data_time = monitor_latest.data_time AND EXCLUDED.level <= monitor_latest.level)`,
        columns([...latest.values()]),
      );
    }
    if (state.size > 0) {
      const loggers = [...state.entries()];
      await tx.query(
        `INSERT INTO monitor_logger_state (point_id, last_seen_at, last_data_time, last_restart_at, packets)
         SELECT u.* FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::bigint[])
                  AS u(point_id, last_seen_at, last_data_time, last_restart_at, packets)
           JOIN monitor_point p ON p.id = u.point_id
         ON CONFLICT (point_id) DO UPDATE
           SET last_seen_at = GREATEST(monitor_logger_state.last_seen_at, EXCLUDED.last_seen_at),
               last_data_time = GREATEST(monitor_logger_state.last_data_time, EXCLUDED.last_data_time),
               last_restart_at = COALESCE(EXCLUDED.last_restart_at, monitor_logger_state.last_restart_at),
               packets = monitor_logger_state.packets + EXCLUDED.packets`,
        [
          loggers.map(([id]) => id),
          loggers.map(([, s]) => new Date(s.seenAt).toISOString()),
          loggers.map(([, s]) => (s.dataTime ? ts(s.dataTime) : null)),
          loggers.map(([, s]) => (s.restartTime ? ts(s.restartTime) : null)),
          loggers.map(([, s]) => s.packets),
        ],
      );
    }
    await beforeCommit?.(info);
  });
  return info;
}

type KeyedRow = WriteRow & { pointId: number };

/** Rows as parallel arrays: one statement shape for any number of rows. */
const UNNEST_ROWS = `unnest($1::bigint[], $2::varchar[], $3::smallint[], $4::timestamptz[], $5::float8[],
                              $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::varchar[])
         AS u(point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag)`;

function columns(rows: KeyedRow[]): unknown[] {
  return [
    rows.map((r) => r.pointId),
    rows.map((r) => r.factorCode),
    rows.map((r) => r.level),
    rows.map((r) => ts(r.dataTime)),
    rows.map((r) => r.value),
    rows.map((r) => r.min),
    rows.map((r) => r.max),
    rows.map((r) => r.cou),
    rows.map((r) => r.zs),
    rows.map((r) => r.flag),
  ];
}
