/**
 * A batch's rows as PostgreSQL array literals, one per column (`unnest($1::bigint[], …)`): the values and
 * latest values (10 columns), and logger state (5 columns). Shared by the value writer and the derived
 * journal, which send the same literals.
 */
import type { WriteRow } from './value-writer';
import { NumberColumn, TextColumn } from './pg-arrays';

/** China wall-clock text as a timestamptz literal. */
export const ts = (chinaTime: string): string => `${chinaTime}+08`;

export type LoggerState = { seenAt: number; dataTime?: string; restartTime?: string; packets: number };

/** A row with its point; kept as a pair so the job's row objects are not copied. */
export interface Keyed {
  pointId: number;
  row: WriteRow;
}

export function valueColumns(rows: Keyed[]): string[] {
  const point = new NumberColumn();
  const factor = new TextColumn();
  const level = new NumberColumn();
  const time = new TextColumn();
  const value = new NumberColumn();
  const min = new NumberColumn();
  const max = new NumberColumn();
  const cou = new NumberColumn();
  const zs = new NumberColumn();
  const flag = new TextColumn();
  let lastTime = '';
  let lastStamp = '';
  for (const { pointId, row: r } of rows) {
    point.add(pointId);
    factor.add(r.factorCode);
    level.add(r.level);
    if (r.dataTime !== lastTime) {
      lastTime = r.dataTime;
      lastStamp = ts(r.dataTime);
    }
    time.add(lastStamp);
    value.add(r.value);
    min.add(r.min);
    max.add(r.max);
    cou.add(r.cou);
    zs.add(r.zs);
    flag.add(r.flag);
  }
  return [point, factor, level, time, value, min, max, cou, zs, flag].map((c) => c.literal());
}

export function stateColumns(state: Map<number, LoggerState>): string[] {
  const ids = new NumberColumn();
  const seen = new TextColumn();
  const dataTimes = new TextColumn();
  const restarts = new TextColumn();
  const packets = new NumberColumn();
  for (const [id, s] of state) {
    ids.add(id);
    seen.add(new Date(s.seenAt).toISOString());
    dataTimes.add(s.dataTime ? ts(s.dataTime) : null);
    restarts.add(s.restartTime ? ts(s.restartTime) : null);
    packets.add(s.packets);
  }
  return [ids, seen, dataTimes, restarts, packets].map((c) => c.literal());
}
