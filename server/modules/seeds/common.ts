/** Pieces every demo ledger row shares: who recorded it, when, and the helpers to spread rows in time. */
import type { FieldValues } from '../validation';
import { addDays, type Random } from './random';

export const RECORDERS = ['王强', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '孙浩', '马丽娟'] as const;
export const REVIEWERS = ['张伟', '李娜', '郑国华', '何建平'] as const;

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A number rounded to `digits` decimals (what a number field of that precision accepts). */
export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A value between min and max with `digits` decimals. */
export const between = (random: Random, min: number, max: number, digits = 2) => round(min + random.next() * (max - min), digits);

/** 'YYYY-MM-DD HH:mm:ss' on `day` at a working-hours time. */
export function at(random: Random, day: string, fromHour = 8, toHour = 18): string {
  return `${day} ${pad(random.int(fromHour, toHour))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`;
}

/** A day in the demo period (2024-01-01 + 0…span days). */
export const dayIn = (random: Random, span = 640, start = '2024-01-01') => addDays(start, random.int(0, span));

/** Recorder, reviewer (most rows), record time and sometimes a remark. */
export function recorded(random: Random, recordTime: string, remarks: readonly (string | null)[] = [null]): FieldValues {
  return {
    recorder: random.pick(RECORDERS),
    reviewer: random.chance(0.7) ? random.pick(REVIEWERS) : null,
    recordTime,
    remark: random.pick(remarks),
  };
}

export { addDays };
