// The test helper that says what the demo history holds on a given date (China time), checked on the
// dates where a month view or a year report is shorter than usual.
import { describe, expect, it } from 'vitest';
import { defaultMonthViewRows, historyMonths, lastClosedDay } from './demoCalendar';

const at = (text: string) => Date.parse(`${text}+08:00`);

describe('demo calendar', () => {
  it('closes days at midnight China time', () => {
    expect(lastClosedDay(at('2026-12-01T00:30:00'))).toBe('2026-11-30');
    expect(lastClosedDay(at('2026-11-30T23:59:00'))).toBe('2026-11-29');
  });

  it('has no row for this month in the default month view on its 1st', () => {
    expect(defaultMonthViewRows(at('2026-12-01T00:30:00'))).toBe(2);
    expect(defaultMonthViewRows(at('2026-12-02T00:00:00'))).toBe(3);
    expect(defaultMonthViewRows(at('2026-11-30T23:59:00'))).toBe(3);
  });

  it('gives a year only the months its 90 days of history reach', () => {
    const newYear = at('2027-01-01T00:30:00');
    expect(historyMonths(2027, newYear)).toEqual([]);
    expect(historyMonths(2026, newYear)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(historyMonths(2027, at('2027-02-10T12:00:00'))).toEqual(['2027-01', '2027-02']);
    expect(historyMonths(2026, at('2026-12-01T00:30:00'))).toEqual(['2026-09', '2026-10', '2026-11']);
  });
});
