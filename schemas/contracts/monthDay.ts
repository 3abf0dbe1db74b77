/**
 * Month-days (`MM-DD`, no year) and periods between two of them, as used by recurring calendars such as a
 * point's seasonal shutdown periods. February has 29 days so a period may name the leap day; a period whose
 * end comes before its start wraps the year end (11-15 → 03-15 covers the winter). Shared by the pickers of
 * the browser and the server's validation and detector.
 */
export type MonthDay = string;

export interface MonthDayPeriod {
  start: MonthDay;
  end: MonthDay;
  note?: string;
}

/** Days a month may have in any year (February 29: the period recurs in leap years too). */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const PATTERN = /^(\d{2})-(\d{2})$/;

/** Month and day of a real month-day, or null (wrong shape, month 13, 02-30, 04-31…). */
export function parseMonthDay(text: unknown): { month: number; day: number } | null {
  if (typeof text !== 'string') return null;
  const m = PATTERN.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month)) return null;
  return { month, day };
}

export function isMonthDay(text: unknown): text is MonthDay {
  return parseMonthDay(text) !== null;
}

export function formatMonthDay(month: number, day: number): MonthDay {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the month-day lies in the period, both ends included; an end before the start wraps the year end. */
export function monthDayInPeriod(day: MonthDay, period: Pick<MonthDayPeriod, 'start' | 'end'>): boolean {
  // Zero-padded MM-DD texts order like the dates they name.
  if (period.start <= period.end) return day >= period.start && day <= period.end;
  return day >= period.start || day <= period.end;
}

/** The China-time (UTC+8, no daylight saving) month-day of an instant. */
export function chinaMonthDay(at: Date): MonthDay {
  const china = new Date(at.getTime() + 8 * 3_600_000);
  return formatMonthDay(china.getUTCMonth() + 1, china.getUTCDate());
}
