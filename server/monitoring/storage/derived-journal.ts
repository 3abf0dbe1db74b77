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
import { LATEST_ON_CONFLICT, STATE_ON_CONFLICT } from './derived-upserts';
import type { WriterDb } from './value-writer';

/** The journal row's columns after owner, in the order `journalParams` produces them. */
const JOURNAL_COLUMNS =
  'l_point, l_factor, l_level, l_time, l_value, l_min, l_max, l_cou, l_zs, l_flag, s_point, s_seen, s_data_time, s_restart, s_packets';

/** Inserted by the value transaction; `$1` is the lane's owner id, then the 10 latest and 5 state literals. */
export const INSERT_JOURNAL = `INSERT INTO monitor_derived_journal (owner, ${JOURNAL_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`;

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

/** Applies the journal rows of one owner (a writer lane); resolves with the number of rows applied. */
export async function applyOwned(db: Pick<WriterDb, 'query'>, owner: number): Promise<number> {
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
