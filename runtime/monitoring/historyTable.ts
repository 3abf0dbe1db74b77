/** Rows of the history table: one per time, one column per factor (pure; unit-tested). */
import type { HistorySeries } from './api';

export interface HistoryRow {
  time: string;
  /** factorCode → value at that time (bucket average when downsampled). */
  values: Record<string, number | null>;
}

export function historyRows(series: readonly HistorySeries[]): HistoryRow[] {
  const byTime = new Map<string, HistoryRow>();
  for (const s of series) {
    for (const p of s.points) {
      let row = byTime.get(p.time);
      if (!row) byTime.set(p.time, (row = { time: p.time, values: {} }));
      row.values[s.factorCode] = p.value;
    }
  }
  // Newest first, as monitoring tables read; the API's `YYYY-MM-DD HH:mm:ss` sorts as text.
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
