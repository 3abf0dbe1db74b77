// GB 18918-2002 grade 1A compliance from daily means: limits inclusive, NH3-N 8 in cold water, pH both
// sides, days without values not evaluated, and rates per period and factor.
import { describe, expect, it } from 'vitest';
import { dayCompliance, periodCompliance } from '../domain/compliance';
import { FACTOR, GB18918_1A } from '../domain/factors';

const { cod, bod5, ss, tn, nh3n, tp, ph, temperature } = FACTOR;
const clean = { [cod]: 22, [bod5]: 5, [ss]: 6, [tn]: 10, [nh3n]: 1, [tp]: 0.2, [ph]: 7.1, [temperature]: 18 };

describe('a day', () => {
  it('complies when every factor is within its limit, a value equal to the limit included', () => {
    const day = dayCompliance('2026-03-01', { ...clean, [cod]: 50, [tp]: 0.5, [ph]: 9 }, GB18918_1A);
    expect(day.compliant).toBe(true);
    expect(day.exceeded).toEqual([]);
    expect(day.verdicts).toHaveLength(7);
  });

  it('exceeds when one factor is above its limit, and names it', () => {
    const day = dayCompliance('2026-03-02', { ...clean, [tp]: 0.51, [ss]: 12 }, GB18918_1A);
    expect(day.compliant).toBe(false);
    expect(day.exceeded.sort()).toEqual([ss, tp].sort());
  });

  it('judges NH3-N against 8 mg/L when the water is at most 12 °C, 5 otherwise or when unknown', () => {
    expect(dayCompliance('d', { ...clean, [nh3n]: 6, [temperature]: 12 }, GB18918_1A).compliant).toBe(true);
    expect(dayCompliance('d', { ...clean, [nh3n]: 6, [temperature]: 12.1 }, GB18918_1A).compliant).toBe(false);
    const unknown = { ...clean, [nh3n]: 6 } as Record<string, number | undefined>;
    delete unknown[temperature];
    const verdict = dayCompliance('d', unknown, GB18918_1A);
    expect(verdict.compliant).toBe(false);
    expect(verdict.verdicts.find((v) => v.factorCode === nh3n)?.limitMax).toBe(5);
    expect(dayCompliance('d', { ...clean, [nh3n]: 8.01, [temperature]: 9 }, GB18918_1A).exceeded).toEqual([nh3n]);
  });

  it('checks pH on both sides', () => {
    expect(dayCompliance('d', { ...clean, [ph]: 5.9 }, GB18918_1A).exceeded).toEqual([ph]);
    expect(dayCompliance('d', { ...clean, [ph]: 9.1 }, GB18918_1A).exceeded).toEqual([ph]);
    expect(dayCompliance('d', { ...clean, [ph]: 6 }, GB18918_1A).compliant).toBe(true);
  });

  it('is not evaluated without any limited factor (temperature alone says nothing)', () => {
    expect(dayCompliance('d', { [temperature]: 20, [FACTOR.flow]: 500 }, GB18918_1A).compliant).toBeNull();
  });
});

describe('a period', () => {
  it('rates evaluated days overall and per factor, leaving out days without data', () => {
    const days = [
      dayCompliance('2026-03-01', clean, GB18918_1A),
      dayCompliance('2026-03-02', { ...clean, [tn]: 16 }, GB18918_1A),
      dayCompliance('2026-03-03', { [cod]: 30 }, GB18918_1A), // only COD measured that day
      dayCompliance('2026-03-04', {}, GB18918_1A), // no data
    ];
    const month = periodCompliance('2026-03', days, GB18918_1A);
    expect(month).toMatchObject({ period: '2026-03', days: 3, compliantDays: 2, rate: 66.67, exceeded: [tn] });
    expect(month.factors.find((f) => f.factorCode === cod)).toEqual({ factorCode: cod, days: 3, compliantDays: 3, rate: 100 });
    expect(month.factors.find((f) => f.factorCode === tn)).toEqual({ factorCode: tn, days: 2, compliantDays: 1, rate: 50 });
  });

  it('has no rate without evaluated days', () => {
    expect(periodCompliance('2026-04', [], GB18918_1A)).toMatchObject({ days: 0, compliantDays: 0, rate: null, exceeded: [] });
  });
});
