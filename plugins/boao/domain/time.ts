/**
 * Calendar arithmetic in China wall-clock time (UTC+8, no daylight saving), which is how the platform
 * stores and shows monitoring times: `YYYY-MM-DD`, `YYYY-MM`, `YYYY-MM-DD HH:mm:ss`.
 */
const CHINA_MS = 8 * 3600_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD HH:mm:ss` of an instant in China. */
export const chinaText = (ms: number): string => new Date(ms + CHINA_MS).toISOString().slice(0, 19).replace('T', ' ');
export const chinaDay = (ms: number): string => chinaText(ms).slice(0, 10);
export const chinaMonth = (ms: number): string => chinaText(ms).slice(0, 7);

/** The instant of a China wall-clock text (`YYYY-MM-DD` means its midnight). */
export const chinaMs = (text: string): number => Date.parse(`${text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T')}+08:00`);

/** Start of the period holding `ms`, for periods that divide a China day (minutes, hours, the day). */
export function periodStart(ms: number, periodMs: number): number {
  return Math.floor((ms + CHINA_MS) / periodMs) * periodMs - CHINA_MS;
}

export const addDays = (day: string, n: number): string => chinaDay(chinaMs(day) + n * DAY_MS);

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export const firstDay = (month: string): string => `${month}-01`;
export const lastDay = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** Every month from `first` to `last` (`YYYY-MM`), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number);
  for (let month = first; month <= last; ) {
    out.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    month = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}
