/**
 * Client-side checks of one factor's limits, the same rules the server enforces (docs/monitoring.md):
 * each min ≤ max, and the warning band inside the alarm band. Returns the i18n key of the first problem.
 */
export interface LimitRow {
  alarmMin?: number | null;
  alarmMax?: number | null;
  warnMin?: number | null;
  warnMax?: number | null;
}

const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export function limitProblem(row: LimitRow): 'minAboveMax' | 'warnOutsideAlarm' | null {
  const { alarmMin, alarmMax, warnMin, warnMax } = row;
  if ((num(alarmMin) && num(alarmMax) && alarmMin > alarmMax) || (num(warnMin) && num(warnMax) && warnMin > warnMax)) return 'minAboveMax';
  const below = (v: number | null | undefined) => num(v) && num(alarmMin) && v < alarmMin;
  const above = (v: number | null | undefined) => num(v) && num(alarmMax) && v > alarmMax;
  if (below(warnMin) || above(warnMin) || below(warnMax) || above(warnMax)) return 'warnOutsideAlarm';
  return null;
}

export type LimitField = keyof LimitRow;

/**
 * The problem to show under one limit input, so the message sits where the user has to correct it: a
 * reversed pair under its max, a warning limit outside the alarm band under that warning limit.
 */
export function limitFieldProblem(row: LimitRow, field: LimitField): 'minAboveMax' | 'warnOutsideAlarm' | null {
  const { alarmMin, alarmMax, warnMin, warnMax } = row;
  const outsideAlarm = (v: number | null | undefined) => num(v) && ((num(alarmMin) && v < alarmMin) || (num(alarmMax) && v > alarmMax));
  switch (field) {
    case 'alarmMax':
      return num(alarmMin) && num(alarmMax) && alarmMin > alarmMax ? 'minAboveMax' : null;
    case 'warnMax':
      if (num(warnMin) && num(warnMax) && warnMin > warnMax) return 'minAboveMax';
      return outsideAlarm(warnMax) ? 'warnOutsideAlarm' : null;
    case 'warnMin':
      return outsideAlarm(warnMin) ? 'warnOutsideAlarm' : null;
    default:
      return null;
  }
}
