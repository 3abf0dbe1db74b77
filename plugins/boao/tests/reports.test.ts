// Consumption intensities, the technology report's removal rates and the emission report's loads.
import { describe, expect, it } from 'vitest';
import { consumptionRow, type ConsumptionDay } from '../domain/consumption';
import { FACTOR } from '../domain/factors';
import { emissionRow, technologyRow, technologySummary } from '../domain/reports';

const { flow, cod, nh3n, tn, tp, ss, ph } = FACTOR;

describe('consumption', () => {
  const log = (day: string, kwh: number, pac: number): ConsumptionDay => ({ day, electricityKwh: kwh, pacKg: pac, pamKg: 10, nacloKg: 400, carbonKg: 0 });
  const logs = new Map([
    ['2026-03-01', log('2026-03-01', 3000, 200)],
    ['2026-03-02', log('2026-03-02', 6000, 300)],
    ['2026-03-03', log('2026-03-03', 9999, 999)], // no volume that day: counted in amounts, not in intensities
  ]);
  const volumes: Record<string, number> = { '2026-03-01': 10_000, '2026-03-02': 20_000, '2026-03-04': 5_000 };

  it('gives kWh/m³ and g/m³ over the days that have both a log and a volume', () => {
    const row = consumptionRow('2026-03', ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'], logs, (d) => volumes[d] ?? null);
    expect(row.days).toBe(3);
    expect(row.treatedM3).toBe(35_000);
    expect(row.amounts).toEqual({ electricityKwh: 18999, pacKg: 1499, pamKg: 30, nacloKg: 1200, carbonKg: 0 });
    expect(row.intensity).toEqual({ electricityKwhPerM3: 0.3, pacGPerM3: 16.67, pamGPerM3: 0.67, nacloGPerM3: 26.67, carbonGPerM3: 0 });
  });

  it('has no intensity without a volume', () => {
    const row = consumptionRow('2026-03-03', ['2026-03-03'], logs, () => null);
    expect(row.treatedM3).toBeNull();
    expect(row.intensity.electricityKwhPerM3).toBeNull();
  });
});

describe('technology report', () => {
  it('turns the daily mean flow into m³ and gives removal rates', () => {
    const row = technologyRow('2026-03-01', { [flow]: 500, [cod]: 300, [nh3n]: 25, [ph]: 7.4 }, { [cod]: 21, [nh3n]: 0, [ph]: 7 });
    expect(row.inflowM3).toBe(43_200); // 500 L/s × 86 400 s
    expect(row.removal[cod]).toBe(93);
    expect(row.removal[nh3n]).toBe(100);
    expect(row.removal[tp]).toBeNull();
    expect(row.outlet[ph]).toBe(7);
    const summary = technologySummary('mean', [row, technologyRow('2026-03-02', { [flow]: 250, [cod]: 200 }, { [cod]: 30 })]);
    expect(summary.inflowM3).toBe(64_800);
    expect(summary.inlet[cod]).toBe(250);
    expect(summary.removal[cod]).toBe(89); // (93 + 85) / 2
  });
});

describe('emission report', () => {
  it('sums loads as volume × concentration, flow-weights the mean and subtracts the outlet from the inlet', () => {
    const row = emissionRow('2026-03', [
      { day: '2026-03-01', inlet: { [flow]: 1000 / 86.4, [cod]: 300 }, outlet: { [flow]: 1000 / 86.4, [cod]: 20, [tn]: 10, [ph]: 7 } },
      { day: '2026-03-02', inlet: { [flow]: 3000 / 86.4, [cod]: 200 }, outlet: { [flow]: 3000 / 86.4, [cod]: 40, [ph]: 8 } },
    ]);
    expect(row.treatedM3).toBe(4000);
    expect(row.dischargedM3).toBe(4000);
    expect(row.emissionKg[cod]).toBe(140); // 1000 m³ · 20 g/m³ + 3000 m³ · 40 g/m³ = 140 kg
    expect(row.outletMean[cod]).toBe(35); // 140 kg / 4000 m³
    expect(row.reductionKg[cod]).toBe(760); // (300 + 600) − 140
    expect(row.emissionKg[tn]).toBe(10);
    expect(row.outletMean[tn]).toBe(10);
    expect(row.emissionKg[ss]).toBeNull();
    expect(row.outletMean[ph]).toBe(7.5);
    expect(row.complianceRate).toBe(100);
    expect(row.days).toBe(2);
  });
});
