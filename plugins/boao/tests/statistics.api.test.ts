// Energy and chemicals per m³ (GET/PUT …/statistics/consume) and the compliance rate (GET …/statistics/reach):
// sums and intensities on the demo plant, and GB 18918-2002 1A verdicts on a plant of crafted daily means.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { addDays, chinaDay } from '../domain/time';
import { craftPlant, plantApp, type Json, type PlantApp } from './helpers';

let p: PlantApp;
beforeAll(async () => {
  p = await plantApp();
});
afterAll(() => p?.t.close());

const yesterday = () => addDays(chinaDay(Date.now()), -1);

describe('consumption', () => {
  it('gives 90 days of seeded logs with treated volume and per-m³ intensities, per day and per month', async () => {
    const begin = addDays(yesterday(), -29);
    const daily = await p.call('GET', '/boao/dataCenter/statistics/consume', { query: { plantId: p.plantId, granularity: 'day', beginDay: begin, endDay: yesterday() } });
    expect(daily.code).toBe(1000000);
    expect(daily.data.rows).toHaveLength(30);
    for (const row of daily.data.rows as Json[]) {
      expect(row.treatedM3).toBeGreaterThan(20_000);
      expect(row.intensity.electricityKwhPerM3).toBeCloseTo(row.amounts.electricityKwh / row.treatedM3, 2);
      expect(row.intensity.pacGPerM3).toBeCloseTo((row.amounts.pacKg * 1000) / row.treatedM3, 0);
      // A municipal plant's typical ranges: 0.2–0.4 kWh/m³, tens of g/m³ of PAC.
      expect(row.intensity.electricityKwhPerM3).toBeGreaterThan(0.2);
      expect(row.intensity.electricityKwhPerM3).toBeLessThan(0.4);
    }
    const sum = (rows: Json[], f: (r: Json) => number) => rows.reduce((a, r) => a + f(r), 0);
    expect(daily.data.total.amounts.electricityKwh).toBeCloseTo(sum(daily.data.rows, (r) => r.amounts.electricityKwh), 0);
    expect(daily.data.total.days).toBe(30);

    const monthly = await p.call('GET', '/boao/dataCenter/statistics/consume', { query: { plantId: p.plantId, granularity: 'month', beginDay: begin, endDay: yesterday() } });
    expect(monthly.data.rows.map((r: Json) => r.period)).toEqual([...new Set((daily.data.rows as Json[]).map((r) => r.period.slice(0, 7)))]);
    expect(sum(monthly.data.rows, (r) => r.days)).toBe(30);
    expect(sum(monthly.data.rows, (r) => r.amounts.pacKg)).toBeCloseTo(daily.data.total.amounts.pacKg, 0);
    expect(monthly.data.total.intensity).toEqual(daily.data.total.intensity);
  });

  it('takes a day’s log from a user with the key, not from the read-only role, and never for today', async () => {
    const day = addDays(yesterday(), -3);
    const body = { plantId: p.plantId, day, electricityKwh: 15000.5, pacKg: 1000, pamKg: 20, nacloKg: 2000, carbonKg: 0 };
    const saved = await p.call('PUT', '/boao/dataCenter/statistics/consume', { body });
    expect(saved.code).toBe(1000000);
    expect(saved.data).toMatchObject({ day, electricityKwh: 15000.5, pacKg: 1000, carbonKg: 0 });
    const read = await p.call('GET', '/boao/dataCenter/statistics/consume', { query: { plantId: p.plantId, beginDay: day, endDay: day } });
    expect(read.data.rows[0].amounts).toEqual({ electricityKwh: 15000.5, pacKg: 1000, pamKg: 20, nacloKg: 2000, carbonKg: 0 });

    expect((await p.call('PUT', '/boao/dataCenter/statistics/consume', { token: p.viewer, body })).code).toBe(2010103);
    const today = await p.call('PUT', '/boao/dataCenter/statistics/consume', { body: { ...body, day: chinaDay(Date.now()) } });
    expect(today.code).toBe(2010102);
    expect(today.msg).toContain('day');
    const negative = await p.call('PUT', '/boao/dataCenter/statistics/consume', { body: { ...body, pacKg: -1 } });
    expect(negative.code).toBe(2010102);
    expect(negative.msg).toContain('pacKg');
    expect((await p.call('PUT', '/boao/dataCenter/statistics/consume', { enterprise: p.jiangsu, body })).code).toBe(2010105);
    // Nothing of the refused writes reached the table.
    const again = await p.call('GET', '/boao/dataCenter/statistics/consume', { query: { plantId: p.plantId, beginDay: day, endDay: day } });
    expect(again.data.rows[0].amounts.pacKg).toBe(1000);
  });

  it('refuses a range longer than a year of days', async () => {
    const res = await p.call('GET', '/boao/dataCenter/statistics/consume', { query: { plantId: p.plantId, beginDay: '2024-01-01', endDay: '2025-06-01' } });
    expect(res.code).toBe(2010102);
    expect(res.msg).toContain('endDay');
  });
});

describe('compliance rate', () => {
  const { cod, bod5, ss, tn, nh3n, tp, ph, temperature } = FACTOR;
  const good = { [cod]: 20, [bod5]: 5, [ss]: 6, [tn]: 10, [nh3n]: 1, [tp]: 0.3, [ph]: 7, [temperature]: 18 };
  let plantId: number;

  beforeAll(async () => {
    plantId = await craftPlant(p.t, p.jiangsu, [
      {
        role: 'outlet',
        factors: [cod, bod5, ss, tn, nh3n, tp, ph, temperature],
        days: {
          '2026-01-30': good,
          '2026-01-31': { ...good, [nh3n]: 6, [temperature]: 10 }, // cold water: 8 applies → compliant
          '2026-02-01': { ...good, [nh3n]: 6, [temperature]: 14 }, // warm: 5 applies → exceeded
          '2026-02-02': { ...good, [cod]: 50, [tp]: 0.5 }, // at the limits → compliant
          '2026-02-03': { ...good, [ph]: 5.8, [ss]: 11 }, // two exceed
          '2026-02-04': { [temperature]: 15 }, // no limited factor: not evaluated
        },
      },
    ]);
  });

  it('judges each day on its daily means', async () => {
    const res = await p.call('GET', '/boao/dataCenter/statistics/reach', { enterprise: p.jiangsu, query: { plantId, granularity: 'day', beginDay: '2026-01-01', endDay: '2026-02-28' } });
    expect(res.code).toBe(1000000);
    expect(res.data.days.map((d: Json) => [d.period, d.compliant, d.exceeded.sort(), d.nh3nLimit])).toEqual([
      ['2026-01-30', true, [], 5],
      ['2026-01-31', true, [], 8],
      ['2026-02-01', false, [nh3n], 5],
      ['2026-02-02', true, [], 5],
      ['2026-02-03', false, [ph, ss].sort(), 5],
      ['2026-02-04', null, [], 5],
    ]);
    expect(res.data.days[1].values[nh3n]).toBe(6);
    expect(res.data.summary).toMatchObject({ days: 5, compliantDays: 3, rate: 60, exceeded: [ss, nh3n, ph] });
    expect(res.data.summary.factors.find((f: Json) => f.factorCode === nh3n)).toEqual({ factorCode: nh3n, days: 5, compliantDays: 4, rate: 80 });
    expect(res.data.limits.find((l: Json) => l.factorCode === nh3n)).toEqual({ factorCode: nh3n, max: 5, coldMax: 8 });
  });

  it('rates each month', async () => {
    const res = await p.call('GET', '/boao/dataCenter/statistics/reach', { enterprise: p.jiangsu, query: { plantId, granularity: 'month', beginDay: '2026-01-01', endDay: '2026-02-28' } });
    expect(res.data.days).toEqual([]);
    expect(res.data.periods.map((x: Json) => [x.period, x.days, x.compliantDays, x.rate])).toEqual([
      ['2026-01', 2, 2, 100],
      ['2026-02', 3, 1, 33.33],
    ]);
  });

  it('rates the demo plant’s seeded outlet data, and keeps plants to their enterprise', async () => {
    const res = await p.call('GET', '/boao/dataCenter/statistics/reach', { query: { plantId: p.plantId, granularity: 'month', beginDay: addDays(yesterday(), -80), endDay: yesterday() } });
    expect(res.data.summary.days).toBe(81);
    expect(res.data.summary.rate).toBeGreaterThan(80);
    expect(res.data.summary.rate).toBeLessThanOrEqual(100);
    expect((await p.call('GET', '/boao/dataCenter/statistics/reach', { query: { plantId, beginDay: '2026-01-01', endDay: '2026-02-28' } })).code).toBe(2010105);
    expect((await p.call('GET', '/boao/dataCenter/statistics/reach', { token: p.viewer, query: { plantId: p.plantId, beginDay: '2026-01-01', endDay: '2026-02-28' } })).code).toBe(1000000);
  });
});
