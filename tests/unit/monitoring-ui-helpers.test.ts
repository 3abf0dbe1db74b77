import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { stateCounts } from '../../plugins/enterprise-dashboard/boardOptions';
import type { HistorySeries, PointReadings } from '../../runtime/monitoring/api';
import { defaultRange, isFutureDay, rangeParams } from '../../runtime/monitoring/historyRange';
import { historyRows } from '../../runtime/monitoring/historyTable';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';
import { limitFieldProblem, limitProblem } from '../../plugins/point-management/limitRules';

describe('monitoring time display (spec §4: by frequency)', () => {
  const time = '2024-03-05 14:37:09';
  it('frequency 0 (real-time) shows the full date-time', () => {
    expect(formatMonitoringTime(time, 0)).toBe('2024-03-05 14:37:09');
  });
  it('frequency 3 (day) shows the date only', () => {
    expect(formatMonitoringTime(time, 3)).toBe('2024-03-05');
  });
  it('other frequencies show hour precision', () => {
    expect(formatMonitoringTime(time, 1)).toBe('2024-03-05 14:00');
    expect(formatMonitoringTime(time, 2)).toBe('2024-03-05 14:00');
    expect(formatMonitoringTime(time, null)).toBe('2024-03-05 14:00');
  });
  it('keeps unparseable text visible and blanks a missing time', () => {
    expect(formatMonitoringTime('yesterday', 0)).toBe('yesterday');
    expect(formatMonitoringTime(null, 0)).toBe('');
    expect(formatMonitoringTime('2024-03-05T01:02:03', 0)).toBe('2024-03-05 01:02:03');
  });
});

describe('history range', () => {
  const now = dayjs('2024-06-10 12:30:45');
  it('defaults to a window that fits the level', () => {
    const [b, e] = defaultRange('realtime', now);
    expect(b.format('YYYY-MM-DD HH:mm')).toBe('2024-06-10 10:30');
    expect(e.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-06-10 12:30:59');
    expect(defaultRange('hour', now)[0].format('YYYY-MM-DD')).toBe('2024-06-03');
    expect(defaultRange('day', now)[0].format('YYYY-MM-DD')).toBe('2024-05-11');
  });
  it('never asks for the future', () => {
    const p = rangeParams([now.subtract(1, 'hour'), now.add(3, 'day')], now);
    expect(p).toEqual({ beginTime: '2024-06-10 11:30:45', endTime: '2024-06-10 12:30:45' });
    expect(isFutureDay(now.add(1, 'day'), now)).toBe(true);
    expect(isFutureDay(now.endOf('day'), now)).toBe(false);
  });
});

describe('history table rows', () => {
  const series = (code: string, points: [string, number | null][]): HistorySeries => ({
    factorCode: code,
    factorName: code,
    unit: null,
    alarmMin: null,
    alarmMax: null,
    warnMin: null,
    warnMax: null,
    total: points.length,
    downsampled: false,
    bucketSeconds: null,
    points: points.map(([time, value]) => ({ time, value, min: value, max: value, count: 1 })),
  });
  it('joins the factors by time, newest first, leaving gaps empty', () => {
    const rows = historyRows([
      series('w01018', [
        ['2024-01-01 01:00:00', 10],
        ['2024-01-01 02:00:00', 20],
      ]),
      series('w21003', [['2024-01-01 02:00:00', 1.5]]),
    ]);
    expect(rows.map((r) => r.time)).toEqual(['2024-01-01 02:00:00', '2024-01-01 01:00:00']);
    expect(rows[0].values).toEqual({ w01018: 20, w21003: 1.5 });
    expect(rows[1].values).toEqual({ w01018: 10 });
  });
});

describe('factor limit checks of the point form', () => {
  it('accepts open sides and a warning band inside the alarm band', () => {
    expect(limitProblem({})).toBeNull();
    expect(limitProblem({ alarmMax: 50, warnMax: 40 })).toBeNull();
    expect(limitProblem({ alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 })).toBeNull();
    expect(limitProblem({ alarmMax: 50, warnMax: 50 })).toBeNull();
  });
  it('refuses min above max and a warning limit outside the alarm band', () => {
    expect(limitProblem({ alarmMin: 10, alarmMax: 5 })).toBe('minAboveMax');
    expect(limitProblem({ warnMin: 3, warnMax: 2 })).toBe('minAboveMax');
    expect(limitProblem({ alarmMax: 50, warnMax: 60 })).toBe('warnOutsideAlarm');
    expect(limitProblem({ alarmMin: 6, warnMin: 5 })).toBe('warnOutsideAlarm');
  });
});

describe('where the point form shows a limit problem', () => {
  it('puts a reversed pair under its max and a stray warning limit under itself', () => {
    const reversed = { alarmMin: 10, alarmMax: 5 };
    expect(limitFieldProblem(reversed, 'alarmMax')).toBe('minAboveMax');
    expect(limitFieldProblem(reversed, 'alarmMin')).toBeNull();
    const stray = { alarmMax: 50, warnMin: 1, warnMax: 60 };
    expect(limitFieldProblem(stray, 'warnMax')).toBe('warnOutsideAlarm');
    expect(limitFieldProblem(stray, 'warnMin')).toBeNull();
    expect(limitFieldProblem(stray, 'alarmMax')).toBeNull();
    expect(limitFieldProblem({ alarmMin: 6, warnMin: 5 }, 'warnMin')).toBe('warnOutsideAlarm');
    expect(limitFieldProblem({ warnMin: 3, warnMax: 2 }, 'warnMax')).toBe('minAboveMax');
  });
});

describe('dashboard point states', () => {
  const point = (online: boolean, state: PointReadings['state']) => ({ online, state }) as PointReadings;
  it('counts an offline logger as offline whatever its last values', () => {
    expect(stateCounts([point(true, 'normal'), point(true, 'alarm'), point(false, 'alarm'), point(true, 'warning'), point(true, 'alarm')])).toEqual({
      normal: 1,
      warning: 1,
      alarm: 2,
      offline: 1,
    });
  });
});

describe('China wall clock', () => {
  it('reads UTC+8 whatever the browser zone', async () => {
    const { chinaNow } = await import('../../runtime/monitoring/historyRange');
    expect(chinaNow(Date.UTC(2024, 0, 31, 20, 15, 0)).format('YYYY-MM-DD HH:mm:ss')).toBe('2024-02-01 04:15:00');
  });
});
