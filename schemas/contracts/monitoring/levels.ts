/**
 * Data levels of the time series and the HJ 212 commands that carry them. Pure (browser-safe).
 * The numeric code is the stored `level` and the legacy `frequency` of monitoring rows
 * (spec: frequency 0 shows a full date-time, 3 a date, others hour precision).
 */

export const DATA_LEVELS = ['realtime', 'minute', 'hour', 'day'] as const;
export type DataLevel = (typeof DATA_LEVELS)[number];

export const LEVEL_CODE: Readonly<Record<DataLevel, number>> = { realtime: 0, minute: 1, hour: 2, day: 3 };

export const levelOfCode = (code: number): DataLevel | undefined => DATA_LEVELS[code];

/** CN 2011 real-time, 2051 minute, 2061 hourly, 2031 daily (HJ 212-2017 table 9). */
const LEVEL_OF_CN: ReadonlyMap<string, DataLevel> = new Map([
  ['2011', 'realtime'],
  ['2051', 'minute'],
  ['2061', 'hour'],
  ['2031', 'day'],
]);

export const levelOfCn = (cn: string): DataLevel | undefined => LEVEL_OF_CN.get(cn);
