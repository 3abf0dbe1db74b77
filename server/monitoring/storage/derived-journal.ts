/**
 * The derived rows of HJ 212 ingestion (latest value per point and factor, logger state) through a
 * journal, on PostgreSQL: each value transaction inserts ONE journal row holding its batch's derived rows
 * as array literals (cheap: one row, text), and the writer lane that wrote it applies its rows shortly
 * after in one statement that claims them (`DELETE … RETURNING`), coalesces them per key and upserts the
 * result. Upserting monitor_latest row by row in every value transaction was a third of PostgreSQL's
 * work per packet; coalesced over a second it is a few rows per point.
 *
 * Claiming by DELETE makes the apply exactly-once: a journal row is applied by the transaction that
 * deleted it, and a concurrent claimer (another lane's sweep, a second process) waits for that
 * transaction and then finds the row gone. A failed apply rolls back, so its rows stay for the next one.
 * Rows left by a crashed process are claimed at the next start and by the periodic sweep of any live
 * process (rows older than a lane would ever leave them).
 *
 * The coalescing rules are the in-transaction upserts' (derived-upserts.ts), applied to all claimed rows at
 * once: the newest data time wins, a finer level wins a tie, and among equal keys the later batch wins;
 * last-seen and data times take the greatest, the restart time the newest batch's, packets are summed.
 */
import { randomInt } from 'node:crypto';
import { LATEST_ON_CONFLICT, replacesLatest, STATE_ON_CONFLICT } from './derived-upserts';
import { NumberColumn } from './pg-arrays';
import { stateColumns, valueColumns, type Keyed, type LoggerState } from './row-columns';
import type { WriteRow, WriterDb } from './value-writer';

/** The journal row's columns after owner, in the order `journalParams` produces them. */
const JOURNAL_COLUMNS =
  'l_point, l_factor, l_level, l_time, l_value, l_min, l_max, l_cou, l_zs, l_flag, s_point, s_seen, s_data_time, s_restart, s_packets';

/**
 * Inserted by the value transaction: `$1` the lane's owner id, `$2` the lane's number for the batch, then
 * the 10 latest and 5 state literals.
 */
export const INSERT_JOURNAL = `INSERT INTO monitor_derived_journal (owner, batch, ${JOURNAL_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`;

const VALUE_COLUMNS = 'point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag';

/** Claims the journal rows matching `condition`, applies them coalesced, and counts them. */
function applyStatement(condition: string): string {
  return `WITH claimed AS (
    DELETE FROM monitor_derived_journal WHERE ${condition} RETURNING *
  ),
  latest AS (
    SELECT DISTINCT ON (u.point_id, u.factor_code) u.*, c.created_at AS received_at
      FROM claimed c,
           unnest(c.l_point::bigint[], c.l_factor::varchar[], c.l_level::smallint[], c.l_time::timestamptz[], c.l_value::float8[],
                  c.l_min::float8[], c.l_max::float8[], c.l_cou::float8[], c.l_zs::float8[], c.l_flag::varchar[])
             AS u(${VALUE_COLUMNS})
     ORDER BY u.point_id, u.factor_code, u.data_time DESC, u.level, c.id DESC
  ),
  latest_written AS (
    INSERT INTO monitor_latest (${VALUE_COLUMNS}, received_at)
    SELECT l.* FROM latest l JOIN monitor_point p ON p.id = l.point_id
     ORDER BY l.point_id, l.factor_code
    ${LATEST_ON_CONFLICT}
  ),
  state AS (
    SELECT u.point_id, max(u.last_seen_at) AS last_seen_at, max(u.last_data_time) AS last_data_time,
           (array_agg(u.last_restart_at ORDER BY c.id DESC) FILTER (WHERE u.last_restart_at IS NOT NULL))[1] AS last_restart_at,
           sum(u.packets)::bigint AS packets
      FROM claimed c,
           unnest(c.s_point::bigint[], c.s_seen::timestamptz[], c.s_data_time::timestamptz[], c.s_restart::timestamptz[], c.s_packets::bigint[])
             AS u(point_id, last_seen_at, last_data_time, last_restart_at, packets)
     GROUP BY u.point_id
  ),
  state_written AS (
    INSERT INTO monitor_logger_state (point_id, last_seen_at, last_data_time, last_restart_at, packets)
    SELECT s.* FROM state s JOIN monitor_point p ON p.id = s.point_id
     ORDER BY s.point_id
    ${STATE_ON_CONFLICT}
  )
  SELECT count(*)::int AS batches FROM claimed`;
}

/** A lane's own rows. */
const APPLY_OWNED = applyStatement('owner = $1');
/** Rows older than $1 seconds, whoever wrote them (0 at start: everything left). */
const APPLY_LEFTOVERS = applyStatement(`created_at < now() - make_interval(secs => $1::float8)`);

/**
 * The usual apply: the lane's own rows, coalesced in memory as they committed. `$1` owner, `$2` the batch
 * numbers, `$3…$13` the latest rows (10 columns and the batch each came from, for its commit time),
 * `$14…$18` logger state. monitor_claim_journal fails the statement unless it deleted every one of
 * those batches, so what is upserted is exactly what was claimed.
 */
const APPLY_KEPT = `WITH claimed AS (
    SELECT * FROM monitor_claim_journal($1::bigint, $2::bigint[])
  ),
  latest_written AS (
    INSERT INTO monitor_latest (${VALUE_COLUMNS}, received_at)
    SELECT ${VALUE_COLUMNS
      .split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}, c.created_at
      FROM unnest($3::bigint[], $4::varchar[], $5::smallint[], $6::timestamptz[], $7::float8[], $8::float8[], $9::float8[], $10::float8[],
                  $11::float8[], $12::varchar[], $13::bigint[]) AS u(${VALUE_COLUMNS}, batch)
      JOIN claimed c ON c.batch = u.batch
      JOIN monitor_point p ON p.id = u.point_id
     ORDER BY u.point_id, u.factor_code
    ${LATEST_ON_CONFLICT}
  ),
  state_written AS (
    INSERT INTO monitor_logger_state (point_id, last_seen_at, last_data_time, last_restart_at, packets)
    SELECT u.* FROM unnest($14::bigint[], $15::timestamptz[], $16::timestamptz[], $17::timestamptz[], $18::bigint[])
             AS u(point_id, last_seen_at, last_data_time, last_restart_at, packets)
      JOIN monitor_point p ON p.id = u.point_id
     ORDER BY u.point_id
    ${STATE_ON_CONFLICT}
  )
  SELECT count(*)::int AS batches FROM claimed`;

/** Applies the journal rows of one owner (a writer lane) from their text; resolves with the number of rows applied. */
async function applyOwned(db: Pick<WriterDb, 'query'>, owner: number): Promise<number> {
  const { rows } = await db.query<{ batches: number }>(APPLY_OWNED, [owner]);
  return rows[0]?.batches ?? 0;
}

/**
 * Applies journal rows older than `olderThanMs` of any owner: at start (0, every row a crashed process
 * left) and periodically (rows a live lane would have applied long ago).
 */
export async function applyLeftovers(db: Pick<WriterDb, 'query'>, olderThanMs: number): Promise<number> {
  const { rows } = await db.query<{ batches: number }>(APPLY_LEFTOVERS, [olderThanMs / 1000]);
  return rows[0]?.batches ?? 0;
}

const SERIALIZATION_FAILURE = '40001';

/** A latest row kept for the apply, with the batch (journal row) it came from. */
interface KeptLatest {
  row: WriteRow;
  batch: number;
}

/**
 * Applies one lane's journal rows a little after its commits. What each committed batch journaled is
 * also merged here, in memory, with the same rules the apply statement uses, so the usual apply sends
 * one row per key and claims the journal rows by number instead of parsing their text (which cost
 * PostgreSQL about as much as the upserts the journal saves). When a claim finds a row gone (another
 * process's sweep took it) or the apply fails, what is kept is dropped and the lane's rows are applied
 * from their text. One apply runs at a time; a failed one leaves its rows for the next (or the sweep).
 */
export class DerivedApplier {
  /** This lane's journal rows carry it; random, so two processes never share an owner. */
  readonly owner = randomInt(2 ** 47);
  private nextBatch = 1;
  private batches: number[] = [];
  private latest = new Map<number, Map<string, KeptLatest>>();
  private state = new Map<number, LoggerState>();
  /** Set when something committed may not be in memory: the next apply reads the journal's text. */
  private fromText = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Pick<WriterDb, 'query'>,
    private readonly delayMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The number the next journal row of this lane carries. */
  batch(): number {
    return this.nextBatch++;
  }

  /** A batch with a journal row committed: keep its rows and apply within delayMs. */
  committed(batch: number, latest: Keyed[], state: Map<number, LoggerState>): void {
    this.batches.push(batch);
    for (const { pointId, row } of latest) {
      let byFactor = this.latest.get(pointId);
      if (!byFactor) this.latest.set(pointId, (byFactor = new Map()));
      // A later batch wins a tie, as in the apply statement and the in-transaction upsert.
      if (replacesLatest(byFactor.get(row.factorCode)?.row, row)) byFactor.set(row.factorCode, { row, batch });
    }
    for (const [pointId, s] of state) {
      const cur = this.state.get(pointId);
      if (!cur) {
        this.state.set(pointId, { ...s });
        continue;
      }
      cur.seenAt = Math.max(cur.seenAt, s.seenAt);
      if (s.dataTime && (!cur.dataTime || s.dataTime > cur.dataTime)) cur.dataTime = s.dataTime;
      if (s.restartTime) cur.restartTime = s.restartTime;
      cur.packets += s.packets;
    }
    this.schedule();
  }

  /** A batch's outcome is unknown (its commit may have happened): apply from the journal's text next. */
  uncertain(): void {
    this.fromText = true;
    this.schedule();
  }

  /**
   * Applies what this lane has journaled so far and resolves when done (close, tests). Gives up after a
   * few failed applies (the database is gone): the rows stay in the journal for the next start.
   */
  async settle(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (let attempt = 0; attempt < 4 && (this.running || this.batches.length > 0 || this.fromText); attempt++) await (this.running ?? this.run());
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (!this.timer && !this.running) this.timer = setTimeout(() => void this.run(), this.delayMs).unref();
  }

  private run(): Promise<void> {
    // One apply at a time: a timer left from before a settle() must not start a second one.
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) return this.running;
    const batches = this.batches;
    const latest = this.latest;
    const state = this.state;
    const fromText = this.fromText;
    this.batches = [];
    this.latest = new Map();
    this.state = new Map();
    this.fromText = false;
    this.running = (async () => {
      try {
        if (fromText) await applyOwned(this.db, this.owner);
        else if (batches.length > 0) await this.applyKept(batches, latest, state);
      } catch (err) {
        // Nothing of this apply was committed; the journal rows it covered are all still there.
        this.fromText = true;
        if ((err as { code?: unknown }).code !== SERIALIZATION_FAILURE) this.onError(err);
      } finally {
        this.running = undefined;
      }
      if (this.batches.length > 0 || this.fromText) this.schedule();
    })();
    return this.running;
  }

  private async applyKept(batches: number[], latest: Map<number, Map<string, KeptLatest>>, state: Map<number, LoggerState>): Promise<void> {
    const rows: Keyed[] = [];
    const from = new NumberColumn();
    for (const [pointId, byFactor] of latest) {
      for (const kept of byFactor.values()) {
        rows.push({ pointId, row: kept.row });
        from.add(kept.batch);
      }
    }
    const ids = new NumberColumn();
    for (const b of batches) ids.add(b);
    await this.db.query(APPLY_KEPT, [this.owner, ids.literal(), ...valueColumns(rows), from.literal(), ...stateColumns(state)]);
  }
}
