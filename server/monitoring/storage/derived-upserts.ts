/**
 * The conflict rules of the derived tables, shared by the in-transaction upserts (value-writer.ts) and
 * the journal's apply (derived-journal.ts), so both paths keep the same latest value and logger state.
 */

/** The same rule in memory, for rows merged before they are sent (a later row wins a tie of the same level). */
export function replacesLatest(current: { dataTime: string; level: number } | undefined, row: { dataTime: string; level: number }): boolean {
  return !current || current.dataTime < row.dataTime || (current.dataTime === row.dataTime && row.level <= current.level);
}

/** A newer data time replaces the latest value; on the same time a finer (or the same) level does. */
export const LATEST_ON_CONFLICT = `ON CONFLICT (point_id, factor_code) DO UPDATE
           SET level = EXCLUDED.level, data_time = EXCLUDED.data_time, value = EXCLUDED.value,
               min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value, cou = EXCLUDED.cou,
               zs_value = EXCLUDED.zs_value, flag = EXCLUDED.flag, received_at = EXCLUDED.received_at
           WHERE EXCLUDED.data_time > monitor_latest.data_time
              OR (EXCLUDED.data_time = monitor_latest.data_time AND EXCLUDED.level <= monitor_latest.level)`;

/** Times only move forward, the newest restart time is kept, packets add up. */
export const STATE_ON_CONFLICT = `ON CONFLICT (point_id) DO UPDATE
           SET last_seen_at = GREATEST(monitor_logger_state.last_seen_at, EXCLUDED.last_seen_at),
               last_data_time = GREATEST(monitor_logger_state.last_data_time, EXCLUDED.last_data_time),
               last_restart_at = COALESCE(EXCLUDED.last_restart_at, monitor_logger_state.last_restart_at),
               packets = monitor_logger_state.packets + EXCLUDED.packets`;
