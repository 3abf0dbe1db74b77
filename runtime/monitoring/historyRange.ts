/** Default history windows per data level and the query times the API takes (pure; unit-tested). */
import dayjs, { type Dayjs } from 'dayjs';
import type { DataLevel } from '../../schemas/contracts/monitoring/levels';

/** China's offset from UTC in minutes (no daylight saving). */
const CHINA_OFFSET_MINUTES = 480;

/**
 * Now as a dayjs whose wall clock reads China time, whatever the browser's zone: the API speaks China
 * wall-clock `YYYY-MM-DD HH:mm:ss`, and the pickers should show the times the data carries.
 */
export function chinaNow(ms: number = Date.now()): Dayjs {
  const localOffset = -new Date(ms).getTimezoneOffset();
  return dayjs(ms + (CHINA_OFFSET_MINUTES - localOffset) * 60_000);
}

export const LEVEL_FREQUENCY: Readonly<Record<DataLevel, number>> = { realtime: 0, minute: 1, hour: 2, day: 3 };

/** Enough points to read a trend at each level without asking for more than the server keeps. */
const DEFAULT_WINDOW: Readonly<Record<DataLevel, [number, dayjs.ManipulateType]>> = {
  realtime: [2, 'hour'],
  minute: [1, 'day'],
  hour: [7, 'day'],
  day: [30, 'day'],
};

export function defaultRange(level: DataLevel, now: Dayjs = chinaNow()): [Dayjs, Dayjs] {
  const [n, unit] = DEFAULT_WINDOW[level];
  return [now.subtract(n, unit).startOf('minute'), now.endOf('minute')];
}

/** Never ask for the future: the end is clamped to now (the picker also disables future days). */
export function rangeParams(range: [Dayjs, Dayjs], now: Dayjs = chinaNow()) {
  const end = range[1].isAfter(now) ? now : range[1];
  return { beginTime: range[0].format('YYYY-MM-DD HH:mm:ss'), endTime: end.format('YYYY-MM-DD HH:mm:ss') };
}

export const isFutureDay = (d: Dayjs, now: Dayjs = chinaNow()) => d.isAfter(now.endOf('day'));
