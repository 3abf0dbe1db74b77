/**
 * Which days and months the demo plant's history covers on the day a test runs (China time). The
 * history is played up to the last closed day, 90 days back, so what a month view or a year report
 * holds depends on the date: on the 1st, this month has no closed day yet, and in January and
 * February the year has fewer than three months. Tests compute what to expect here instead of
 * assuming a mid-month date.
 */
import { addDays, chinaDay, chinaMonth, DAY_MS, monthsBetween } from '../domain/time';
import { HISTORY_DAYS } from '../server/simulation/feed';

/** Yesterday in China: the last day whose daily values are closed. */
export const lastClosedDay = (now = Date.now()): string => addDays(chinaDay(now), -1);

/** The months of `year` (`YYYY-MM`) that hold at least one closed day of the demo history. */
export function historyMonths(year: number, now = Date.now()): string[] {
  const first = chinaMonth(now - HISTORY_DAYS * DAY_MS);
  const last = lastClosedDay(now).slice(0, 7);
  const from = first > `${year}-01` ? first : `${year}-01`;
  const to = last < `${year}-12` ? last : `${year}-12`;
  return from <= to ? monthsBetween(from, to) : [];
}

/**
 * Rows of a statistics page's default month view (this month and the two before, useStatisticsRange):
 * the two earlier months are always within the history; this month has a row once a day of it closed.
 */
export const defaultMonthViewRows = (now = Date.now()): number => (chinaDay(now).endsWith('-01') ? 2 : 3);
