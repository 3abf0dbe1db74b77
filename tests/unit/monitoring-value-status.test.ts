import { describe, expect, it } from 'vitest';
import { pollutionValueState, statusFromDataFlag, worstState } from '../../schemas/contracts/monitoring/valueStatus';

// COD-like limits: warning band 10..40 inside the alarm band 5..50.
const limits = { alarmMin: 5, alarmMax: 50, warnMin: 10, warnMax: 40 };

describe('pollutionValueState: alarm outside alarmMin..alarmMax, warning outside warnMin..warnMax', () => {
  it.each([
    [4.99, 'alarm'],
    [5, 'warning'], // on the alarm limit: inside the alarm band, still below warnMin
    [9.99, 'warning'],
    [10, 'normal'],
    [25, 'normal'],
    [40, 'normal'],
    [40.01, 'warning'],
    [50, 'warning'],
    [50.01, 'alarm'],
    [-1, 'alarm'],
  ] as const)('value %s → %s', (value, expected) => {
    expect(pollutionValueState({ value, ...limits })).toBe(expected);
  });

  it('status 3 is an alarm and status 2 a warning whatever the value', () => {
    expect(pollutionValueState({ value: 25, status: 3, ...limits })).toBe('alarm');
    expect(pollutionValueState({ value: 25, status: 2, ...limits })).toBe('warning');
    expect(pollutionValueState({ value: null, status: 3 })).toBe('alarm');
    expect(pollutionValueState({ value: null, status: 2 })).toBe('warning');
  });

  it('an alarm wins over a warning status', () => {
    expect(pollutionValueState({ value: 60, status: 2, ...limits })).toBe('alarm');
  });

  it('other statuses do not change the verdict', () => {
    expect(pollutionValueState({ value: 25, status: 0, ...limits })).toBe('normal');
    expect(pollutionValueState({ value: 25, status: 1, ...limits })).toBe('normal');
    expect(pollutionValueState({ value: 45, status: 1, ...limits })).toBe('warning');
  });

  it('a missing limit leaves that side open', () => {
    expect(pollutionValueState({ value: 1e9, alarmMin: 5 })).toBe('normal');
    expect(pollutionValueState({ value: -1e9, alarmMax: 50 })).toBe('normal');
    expect(pollutionValueState({ value: 51, alarmMax: 50, alarmMin: null })).toBe('alarm');
    expect(pollutionValueState({ value: 41, warnMax: 40 })).toBe('warning');
    expect(pollutionValueState({ value: 41 })).toBe('normal');
  });

  it('no value (null, undefined, NaN) is normal unless the status says otherwise', () => {
    expect(pollutionValueState({ value: null, ...limits })).toBe('normal');
    expect(pollutionValueState({ ...limits })).toBe('normal');
    expect(pollutionValueState({ value: Number.NaN, ...limits })).toBe('normal');
  });

  it('a pH-style band alarms on both sides', () => {
    const ph = { alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 };
    expect(pollutionValueState({ value: 5.9, ...ph })).toBe('alarm');
    expect(pollutionValueState({ value: 6.4, ...ph })).toBe('warning');
    expect(pollutionValueState({ value: 7, ...ph })).toBe('normal');
    expect(pollutionValueState({ value: 8.6, ...ph })).toBe('warning');
    expect(pollutionValueState({ value: 9.1, ...ph })).toBe('alarm');
  });
});

describe('statusFromDataFlag (HJ 212 table 8)', () => {
  it('maps over-range to alarm, faults to warning, the rest to normal', () => {
    expect(statusFromDataFlag('T')).toBe(3);
    for (const f of ['D', 'B', 'F']) expect(statusFromDataFlag(f)).toBe(2);
    for (const f of ['N', 'M', 'S', 'C', null, undefined, 'x']) expect(statusFromDataFlag(f)).toBe(0);
  });
  it('makes an in-range T value an alarm through the shared rule', () => {
    expect(pollutionValueState({ value: 20, status: statusFromDataFlag('T'), ...limits })).toBe('alarm');
  });
});

describe('worstState', () => {
  it('picks the most severe', () => {
    expect(worstState([])).toBe('normal');
    expect(worstState(['normal', 'warning', 'normal'])).toBe('warning');
    expect(worstState(['warning', 'alarm', 'normal'])).toBe('alarm');
  });
});
