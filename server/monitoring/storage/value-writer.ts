/**
 * Group commit for the receiver: packets from every connection are queued and written together, a few
 * statements per transaction (values, latest values, logger state), and each packet's promise settles
 * only after its transaction has committed, which is when the receiver may acknowledge it.
 *
 * Several transactions are in flight at once, one per lane: a packet goes to the lane of its point
 * (point id modulo the lane count), so two lanes never write the same monitor_latest or logger-state
 * rows (no lock waits, no deadlocks) and one point's packets still commit in arrival order. Within a
 * lane one transaction runs at a time; what arrives meanwhile forms its next batch, so batches grow with
 * load (up to maxBatchJobs) and an idle lane waits flushIntervalMs to gather a batch. PGlite has one
 * session, so it runs one lane.
 *
 * With `derivedJournal` (PostgreSQL) a transaction writes the values and one journal row instead of the
 * latest-value and logger-state upserts; the lane applies those a moment later (derived-journal.ts).
 *
 * Rows travel as one array literal per column (`unnest`), so a statement's size does not depend on the
 * number of rows. Rows repeating a key (same point, factor, level, time) keep the newest.
 */
import type { Db } from '../../core/contracts';
import { copyNumber, CopyLines, copyText } from './copy-rows';
import { applyLeftovers, DerivedApplier, INSERT_JOURNAL } from './derived-journal';
import { LATEST_ON_CONFLICT, replacesLatest, STATE_ON_CONFLICT } from './derived-upserts';
import { NumberColumn } from './pg-arrays';
import { ts, stateColumns, valueColumns, type Keyed, type LoggerState } from './row-columns';
import { chinaMonth, monthOf, nextMonth, PartitionManager } from './partitions';

/** What the writer needs of the database; `copyIn` (PostgreSQL pools) lets it write values with COPY. */
export type WriterDb = Pick<Db, 'transaction' | 'query'> & { copyIn?: (script: string, data: Buffer) => Promise<void> };

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
  /** Wait this long after the first job reaches an idle lane before writing, to gather more. */
  flushIntervalMs?: number;
  /** Write at once when a lane has this many jobs queued; also the largest batch. */
  maxBatchJobs?: number;
  /** Refuse new jobs beyond this backlog over all lanes (the sender retries; memory stays bounded). */
  maxQueuedJobs?: number;
  /** Writer transactions in flight (1 on PGlite, whose single session runs one transaction at a time). */
  lanes?: number;
  /** The db is a PostgreSQL pool: write each batch as one script (see WriteJobsOptions.oneRoundTrip). */
  oneRoundTrip?: boolean;
  /** Write new values with COPY where the db can (see WriteJobsOptions.copyValues); on by default. */
  copyValues?: boolean;
  /**
   * PostgreSQL: latest values and logger state go through the derived journal (derived-journal.ts)
   * instead of being upserted in every value transaction; each lane applies its journal rows
   * `derivedDelayMs` after a commit, and leftovers of a crashed process are applied by `prepare()` and
   * every `sweepIntervalMs`. Off by default (PGlite and direct callers keep the in-transaction upserts).
   */
  derivedJournal?: boolean;
  /** How long after a committed batch a lane applies its journal rows (the realtime screens' lag). */
  derivedDelayMs?: number;
  /** How often leftovers (journal rows older than staleAfterMs, any process) are looked for. */
  sweepIntervalMs?: number;
  /** Journal rows this old are taken as left by a crashed process. */
  staleAfterMs?: number;
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
  /** Journal applies that failed (their rows stay and are applied by a later one). */
  derivedErrors: number;
  queued: number;
  lanes: number;
}

type Settings = Required<Omit<WriterOptions, 'beforeCommit' | 'onBatch'>> & Pick<WriterOptions, 'beforeCommit' | 'onBatch'>;
type Counters = Omit<WriterStats, 'queued' | 'lanes'>;

/** How long a lane writes upserts after a batch repeated a stored row. */
const UPSERT_AFTER_DUPLICATE_MS = 10_000;

/** One writer transaction at a time over the points of one lane. */
class Lane {
  queue: Queued[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  running: Promise<void> | undefined;
  /** Until then, batches are written as upserts (a duplicate was seen recently). */
  private upsertUntil = 0;

  constructor(
    private readonly db: WriterDb,
    private readonly partitions: PartitionManager,
    private readonly opts: Settings,
    private readonly counters: Counters,
    readonly derived?: DerivedApplier,
  ) {}

  push(item: Queued): void {
    this.queue.push(item);
    this.schedule();
  }

  /** Writes what is queued and resolves when this lane is idle. */
  async flush(): Promise<void> {
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

  /**
   * Plain inserts first; a batch that repeats a stored row is written again as an upsert, and the
   * lane keeps upserting for a while (a logger resending its backlog would fail every plain batch).
   */
  private async writeOnce(jobs: WriteJob[]): Promise<BatchInfo> {
    const common: WriteJobsOptions = { beforeCommit: this.opts.beforeCommit, oneRoundTrip: this.opts.oneRoundTrip };
    if (Date.now() >= this.upsertUntil) {
      try {
        return await this.writeJournaled(jobs, { ...common, newRowsOnly: true, copyValues: this.opts.copyValues });
      } catch (err) {
        if (!(err instanceof DuplicateRowsError)) throw err;
        this.upsertUntil = Date.now() + UPSERT_AFTER_DUPLICATE_MS;
      }
    }
    return this.writeJournaled(jobs, common);
  }

  /**
   * One attempt, with a journal row of its own number when the lane journals its derived rows; they are
   * handed to the lane's applier once committed. An attempt that failed without the server saying why
   * (a lost connection) may have committed: the applier then reads the journal's text next time.
   */
  private async writeJournaled(jobs: WriteJob[], options: WriteJobsOptions): Promise<BatchInfo> {
    const derived = this.derived;
    if (!derived) return writeJobs(this.db, this.partitions, jobs, options);
    const journal = { owner: derived.owner, batch: derived.batch() };
    try {
      const written = await writeJobs(this.db, this.partitions, jobs, { ...options, journal });
      if (written.derived) derived.committed(journal.batch, written.derived.latest, written.derived.state);
      return { jobs: written.jobs, rows: written.rows };
    } catch (err) {
      if (!(err instanceof DuplicateRowsError) && !isServerError(err)) derived.uncertain();
      throw err;
    }
  }

  private async write(jobs: WriteJob[]): Promise<void> {
    const started = performance.now();
    let info: BatchInfo = { jobs: jobs.length, rows: 0 };
    let ok = false;
    try {
      info = await this.writeOnce(jobs);
      ok = true;
      this.counters.batches += 1;
      this.counters.rows += info.rows;
      this.counters.largestBatch = Math.max(this.counters.largestBatch, jobs.length);
    } finally {
      this.opts.onBatch?.({ ...info, ms: performance.now() - started, ok });
    }
  }
}

export class GroupCommitWriter {
  readonly partitions: PartitionManager;
  private readonly lanes: Lane[];
  private closed = false;
  private readonly opts: Settings;
  private readonly counters: Counters = { batches: 0, jobs: 0, rows: 0, failedJobs: 0, largestBatch: 0, derivedErrors: 0 };
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly db: WriterDb,
    options: WriterOptions = {},
  ) {
    this.opts = {
      flushIntervalMs: 5,
      maxBatchJobs: 1_000,
      maxQueuedJobs: 20_000,
      lanes: 1,
      oneRoundTrip: false,
      copyValues: true,
      derivedJournal: false,
      derivedDelayMs: 500,
      sweepIntervalMs: 5_000,
      staleAfterMs: 10_000,
      ...options,
    };
    if (!Number.isInteger(this.opts.lanes) || this.opts.lanes < 1) throw new RangeError(`lanes must be a positive integer, got ${this.opts.lanes}`);
    this.partitions = new PartitionManager(db);
    const failed = () => void (this.counters.derivedErrors += 1);
    this.lanes = Array.from(
      { length: this.opts.lanes },
      () => new Lane(db, this.partitions, this.opts, this.counters, this.opts.derivedJournal ? new DerivedApplier(db, this.opts.derivedDelayMs, failed) : undefined),
    );
  }

  stats(): WriterStats {
    return { ...this.counters, queued: this.queued(), lanes: this.lanes.length };
  }

  private queued(): number {
    let n = 0;
    for (const lane of this.lanes) n += lane.queue.length;
    return n;
  }

  /**
   * Creates this month's and next month's partitions ahead of the first packet; with the derived
   * journal, applies what a crashed process left in it and starts the periodic sweep.
   */
  async prepare(now = Date.now()): Promise<void> {
    const month = chinaMonth(now);
    await this.partitions.ensure([month, nextMonth(month)]);
    if (!this.opts.derivedJournal || this.closed) return;
    await applyLeftovers(this.db, 0);
    this.sweepTimer ??= setInterval(() => void this.sweep(), this.opts.sweepIntervalMs).unref();
  }

  /** Applies journal rows old enough to have been left by a crashed process (any process's). */
  private sweep(): Promise<unknown> {
    this.sweeping ??= applyLeftovers(this.db, this.opts.staleAfterMs)
      .catch(() => void (this.counters.derivedErrors += 1))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /**
   * Applies every lane's journal rows now (resolves once latest values and logger state show every
   * batch committed so far). The realtime screens need no call: lanes apply on their own.
   */
  async settleDerived(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.derived?.settle()));
  }

  /** Resolves once the job is committed; rejects when it could not be (nothing of it is then stored). */
  submit(job: WriteJob): Promise<void> {
    if (this.closed) return Promise.reject(new WriterClosedError());
    if (this.queued() >= this.opts.maxQueuedJobs) return Promise.reject(new WriterOverloadedError());
    const lane = this.lanes[this.lanes.length === 1 ? 0 : Math.abs(job.pointId) % this.lanes.length];
    return new Promise<void>((resolve, reject) => lane.push({ job, resolve, reject }));
  }

  /** Writes what is queued, refuses new jobs, and resolves when the last batch has settled. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await Promise.all(this.lanes.map((lane) => lane.flush()));
    await this.sweeping;
    await this.settleDerived();
  }
}

/** A plain INSERT met a row that is already stored: the batch is written again as an upsert. */
export class DuplicateRowsError extends Error {
  constructor(readonly cause: unknown) {
    super('a value row of the batch is already stored');
  }
}

export interface WriteJobsOptions {
  beforeCommit?: (batch: BatchInfo) => Promise<void>;
  /**
   * Insert values without ON CONFLICT: a third cheaper for PostgreSQL, and right whenever no row is
   * stored twice (the usual case: a logger resends only what was not acknowledged). A row that exists
   * makes the whole transaction fail with DuplicateRowsError, and the caller writes it again as an upsert.
   */
  newRowsOnly?: boolean;
  /**
   * PostgreSQL pool only (never inside a caller's transaction): send BEGIN, the statements and COMMIT as
   * one script. Ignored when beforeCommit is set (the hook must run inside the open transaction).
   */
  oneRoundTrip?: boolean;
  /**
   * With newRowsOnly and oneRoundTrip on a db that has `copyIn` (a PostgreSQL pool): the values go in by
   * `COPY … FROM STDIN` inside the same one-round-trip script, which costs PostgreSQL about half of the
   * INSERT's work per row. COPY cannot join monitor_point, so the script first checks that every point of
   * the batch still exists (monitor_require_points); when one was deleted, the batch is written again
   * through the joining INSERT, which drops that point's rows as before. A repeated stored row fails the
   * COPY like it fails the INSERT (DuplicateRowsError). Off only to compare the two paths in tests.
   */
  copyValues?: boolean;
  /**
   * Instead of upserting latest values and logger state, insert one journal row holding them, of this
   * owner and batch number (derived-journal.ts); the owner's lane applies it shortly after the commit.
   */
  journal?: { owner: number; batch: number };
}

/** What writeJobs wrote; with a journal, the batch's derived rows it journaled (for the lane's applier). */
export interface WrittenBatch extends BatchInfo {
  derived?: { latest: Keyed[]; state: Map<number, LoggerState> };
}

/** An error the server answered with (SQLSTATE): its transaction did not commit. */
const isServerError = (err: unknown): boolean => typeof (err as { code?: unknown })?.code === 'string' && /^[0-9A-Z]{5}$/.test((err as { code: string }).code);

/**
 * Writes jobs in one transaction: values (newest copy of a repeated key wins), latest values and logger
 * state. Exported for the demo seed, which writes history the same way the receiver does.
 */
export async function writeJobs(
  db: WriterDb,
  partitions: PartitionManager,
  jobs: WriteJob[],
  options: WriteJobsOptions = {},
): Promise<WrittenBatch> {
  const { values, latest, state, months } = collect(jobs);
  if (values.length > 0) await partitions.ensure(months);
  const info: WrittenBatch = { jobs: jobs.length, rows: values.length };
  const derived: [string, string[]][] = [];
  if (options.journal) {
    const { owner, batch } = options.journal;
    if (latest.length > 0 || state.size > 0) {
      derived.push([INSERT_JOURNAL, [String(owner), String(batch), ...valueColumns(latest), ...stateColumns(state)]]);
      info.derived = { latest, state };
    }
  } else {
    if (values.length > 0) derived.push([UPSERT_LATEST, valueColumns(latest)]);
    if (state.size > 0) derived.push([UPSERT_STATE, stateColumns(state)]);
  }
  const duplicate = (err: unknown): unknown => (options.newRowsOnly && (err as { code?: unknown }).code === '23505' ? new DuplicateRowsError(err) : err);
  const oneRoundTrip = options.oneRoundTrip && !options.beforeCommit;

  if (oneRoundTrip && options.newRowsOnly && options.copyValues !== false && db.copyIn && values.length > 0) {
    const script = copyScript(jobs, derived);
    if (script) {
      try {
        await db.copyIn(script, valueCopyData(values));
        return info;
      } catch (err) {
        // A point of the batch was deleted: the joining INSERT below drops its rows.
        if ((err as { code?: unknown }).code !== FOREIGN_KEY_VIOLATION) throw duplicate(err);
      }
    }
  }

  const statements: [string, string[]][] = [];
  if (values.length > 0) statements.push([options.newRowsOnly ? INSERT_VALUES : UPSERT_VALUES, valueColumns(values)]);
  statements.push(...derived);
  const script = oneRoundTrip ? transactionScript(statements) : undefined;
  if (script) {
    try {
      await db.query(script);
    } catch (err) {
      throw duplicate(err);
    }
    return info;
  }
  await db.transaction(async (tx) => {
    for (const [sql, params] of statements) {
      try {
        await tx.query(sql, params);
      } catch (err) {
        throw duplicate(err);
      }
    }
    await options.beforeCommit?.(info);
  });
  return info;
}

const SCRIPT_QUOTE = '$ec_rows$';

/**
 * The batch as one simple-protocol script, `BEGIN; …; COMMIT`, with the array literals written in as
 * dollar-quoted text: one round trip instead of five, which counts when the database waits for a CPU
 * on a busy machine. Undefined when a literal happens to contain the quote (the caller then sends the
 * statements one by one). A failing statement leaves the connection inside an aborted transaction; the
 * pool drops a client whose query failed, so it is never reused.
 */
function transactionScript(statements: [string, string[]][], first: string[] = []): string | undefined {
  const parts = ['BEGIN', ...first];
  for (const [sql, params] of statements) {
    if (params.some((p) => p.includes(SCRIPT_QUOTE))) return undefined;
    parts.push(sql.replace(/\$(\d+)/g, (_, n: string) => `${SCRIPT_QUOTE}${params[Number(n) - 1]}${SCRIPT_QUOTE}`));
  }
  parts.push('COMMIT');
  return parts.join(';\n');
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The COPY path's script: the check that every point of the batch still exists, the COPY of the values
 * (its rows follow the script, copyIn), then the latest-value and logger-state upserts as in
 * transactionScript. Point ids are numbers, so their array literal needs no quoting.
 */
function copyScript(jobs: WriteJob[], derived: [string, string[]][]): string | undefined {
  const ids = new NumberColumn();
  const seen = new Set<number>();
  for (const job of jobs) {
    if (seen.has(job.pointId)) continue;
    seen.add(job.pointId);
    ids.add(job.pointId);
  }
  return transactionScript(derived, [`SELECT monitor_require_points('${ids.literal()}'::bigint[])`, `COPY monitor_value ${ROW_COLUMNS} FROM STDIN`]);
}

/**
 * The rows of a batch, the newest row per (point, factor) for monitor_latest, per-logger state and
 * the months written. A repeated key can only come from a repeated packet (the same point, level and
 * time; a packet has each factor once), so repeats are looked for per packet, not per row.
 */
function collect(jobs: WriteJob[]): { values: Keyed[]; latest: Keyed[]; state: Map<number, LoggerState>; months: Set<string> } {
  const state = new Map<number, LoggerState>();
  const latest = new Map<number, Map<string, Keyed>>();
  const months = new Set<string>();
  let values: Keyed[] = [];
  const packetKeys = new Set<string>();
  let repeated = false;
  for (const job of jobs) {
    const pointId = job.pointId;
    let newest: Map<string, Keyed> | undefined;
    let lastLevel = -1;
    let lastTime = '';
    for (const row of job.rows) {
      const keyed: Keyed = { pointId, row };
      values.push(keyed);
      // A packet's rows share level and time (one key per packet); history jobs (seed) change them row by row.
      if (row.level !== lastLevel || row.dataTime !== lastTime) {
        const key = `${pointId}\u0000${row.level}\u0000${row.dataTime}`;
        if (packetKeys.has(key)) repeated = true;
        packetKeys.add(key);
        if (row.dataTime !== lastTime) months.add(monthOf(row.dataTime));
        lastLevel = row.level;
        lastTime = row.dataTime;
      }
      if (!newest) {
        newest = latest.get(pointId);
        if (!newest) latest.set(pointId, (newest = new Map()));
      }
      if (replacesLatest(newest.get(row.factorCode)?.row, row)) newest.set(row.factorCode, keyed);
    }
    if (job.seenAt === undefined) continue;
    let s = state.get(pointId);
    if (!s) state.set(pointId, (s = { seenAt: 0, packets: 0 }));
    s.seenAt = Math.max(s.seenAt, job.seenAt);
    s.packets += 1;
    for (const row of job.rows) if (!s.dataTime || row.dataTime > s.dataTime) s.dataTime = row.dataTime;
    if (job.restartTime && (!s.restartTime || job.restartTime > s.restartTime)) s.restartTime = job.restartTime;
  }
  if (repeated) values = newestCopies(values);
  const newestRows: Keyed[] = [];
  for (const byFactor of latest.values()) for (const k of byFactor.values()) newestRows.push(k);
  return { values, latest: newestRows, state, months };
}

/** One row per (point, factor, level, time), the last one sent; at the position of its last copy. */
function newestCopies(rows: Keyed[]): Keyed[] {
  const byKey = new Map<string, Keyed>();
  for (const k of rows) {
    const key = `${k.pointId}\u0000${k.row.factorCode}\u0000${k.row.level}\u0000${k.row.dataTime}`;
    byKey.delete(key);
    byKey.set(key, k);
  }
  return [...byKey.values()];
}

const ROW_COLUMNS = '(point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag)';

/** Rows as parallel arrays: one statement shape for any number of rows. */
const UNNEST_ROWS = `unnest($1::bigint[], $2::varchar[], $3::smallint[], $4::timestamptz[], $5::float8[],
                              $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::varchar[])
         AS u${ROW_COLUMNS}`;

/** Rows of deleted points are dropped by the join (monitor_value has no foreign key: cheaper per row). */
const INSERT_VALUES = `INSERT INTO monitor_value ${ROW_COLUMNS}
         SELECT u.* FROM ${UNNEST_ROWS} JOIN monitor_point p ON p.id = u.point_id`;

const UPSERT_VALUES = `${INSERT_VALUES}
         ON CONFLICT (point_id, factor_code, level, data_time) DO UPDATE
           SET value = EXCLUDED.value, min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value,
               cou = EXCLUDED.cou, zs_value = EXCLUDED.zs_value, flag = EXCLUDED.flag, received_at = EXCLUDED.received_at`;

const UPSERT_LATEST = `INSERT INTO monitor_latest ${ROW_COLUMNS}
         SELECT u.* FROM ${UNNEST_ROWS} JOIN monitor_point p ON p.id = u.point_id
         ${LATEST_ON_CONFLICT}`;

const UPSERT_STATE = `INSERT INTO monitor_logger_state (point_id, last_seen_at, last_data_time, last_restart_at, packets)
         SELECT u.* FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::bigint[])
                  AS u(point_id, last_seen_at, last_data_time, last_restart_at, packets)
           JOIN monitor_point p ON p.id = u.point_id
         ${STATE_ON_CONFLICT}`;

/** The values as COPY text lines, in the column order of ROW_COLUMNS. */
function valueCopyData(rows: Keyed[]): Buffer {
  // A real-time row (ten columns, four of them \N) takes ~60 bytes.
  const lines = new CopyLines(64 * rows.length + 1024);
  let lastTime = '';
  let lastStamp = '';
  for (const { pointId, row: r } of rows) {
    if (r.dataTime !== lastTime) {
      lastTime = r.dataTime;
      lastStamp = copyText(ts(r.dataTime));
    }
    lines.field(copyNumber(pointId));
    lines.field(copyText(r.factorCode));
    lines.field(copyNumber(r.level));
    lines.field(lastStamp);
    lines.field(copyNumber(r.value));
    lines.field(copyNumber(r.min));
    lines.field(copyNumber(r.max));
    lines.field(copyNumber(r.cou));
    lines.field(copyNumber(r.zs));
    lines.field(copyText(r.flag));
    lines.end();
  }
  return lines.bytes();
}
