/**
 * The colour rule of a pollution value (spec §4 "Pollution value"), written once for the server and the
 * browser: pure TypeScript without Node APIs, so the runtime may import it directly.
 *
 * - alarm: the value is outside alarmMin..alarmMax, or the status is 3;
 * - warning: otherwise, the value is outside warnMin..warnMax, or the status is 2;
 * - normal: everything else, including "no value yet".
 *
 * Limits are inclusive (a value equal to a limit is inside) and a missing limit leaves that side open.
 */

export type PollutionValueState = 'normal' | 'warning' | 'alarm';

/** The numeric `status` of a pollution-factor cell that forces a state regardless of limits. */
export const POLLUTION_STATUS = { normal: 0, warning: 2, alarm: 3 } as const;

export interface PollutionValueInput {
  value?: number | null;
  status?: number | null;
  alarmMin?: number | null;
  alarmMax?: number | null;
  warnMin?: number | null;
  warnMax?: number | null;
}

const isNumber = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

function outside(value: number, min: number | null | undefined, max: number | null | undefined): boolean {
  return (isNumber(min) && value < min) || (isNumber(max) && value > max);
}

export function pollutionValueState(input: PollutionValueInput): PollutionValueState {
  const { value, status } = input;
  const hasValue = isNumber(value);
  if (status === POLLUTION_STATUS.alarm || (hasValue && outside(value, input.alarmMin, input.alarmMax))) return 'alarm';
  if (status === POLLUTION_STATUS.warning || (hasValue && outside(value, input.warnMin, input.warnMax))) return 'warning';
  return 'normal';
}

const STATE_RANK: Record<PollutionValueState, number> = { normal: 0, warning: 1, alarm: 2 };

/** The most severe of several states (a point's state from its factors). */
export function worstState(states: Iterable<PollutionValueState>): PollutionValueState {
  let worst: PollutionValueState = 'normal';
  for (const s of states) if (STATE_RANK[s] > STATE_RANK[worst]) worst = s;
  return worst;
}

/**
 * The status an HJ 212 data flag (table 8) implies: `T` (above the instrument's measuring range) is an
 * alarm; `D` (instrument fault), `B` (logger communication fault) and `F` (instrument stopped) call for
 * attention; `N`, `M` (maintenance), `S` (manual value) and `C` (calibration) say nothing about limits.
 */
export function statusFromDataFlag(flag: string | null | undefined): number {
  switch (flag) {
    case 'T':
      return POLLUTION_STATUS.alarm;
    case 'D':
    case 'B':
    case 'F':
      return POLLUTION_STATUS.warning;
    default:
      return POLLUTION_STATUS.normal;
  }
}
