/**
 * The wire formats of date-like fields (Beijing wall-clock strings, no time zone) and the calendar
 * arithmetic filters need, on strings only so browser and server agree without Date/time-zone pitfalls.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDay(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** 'YYYY-MM-DD', a real calendar day. */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  return !!m && validDay(m[1], m[2], m[3]);
}

/** 'YYYY-MM-DD HH:mm:ss', a real calendar day. */
export function isDateTime(value: string): boolean {
  const m = DATETIME.exec(value);
  return !!m && validDay(m[1], m[2], m[3]);
}

/** 'YYYY-MM'. */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The first day of a 'YYYY-MM' month. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The first day of the month after a 'YYYY-MM' month. */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${pad(y + 1, 4)}-01-01` : `${pad(y, 4)}-${pad(m + 1)}-01`;
}
