// Dosing recommendations from the latest inflow and quality (README.md formulas), on crafted readings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { craftPlant, plantApp, type Json, type PlantApp } from './helpers';

const { flow, cod, tn, tp } = FACTOR;
let p: PlantApp;
let plantId: number;

beforeAll(async () => {
  p = await plantApp();
  plantId = await craftPlant(
    p.t,
    p.jiangsu,
    [
      // 500 L/s is 1,800 m³/h.
      { role: 'inlet', factors: [flow, cod, tn, tp], latest: { [flow]: 500, [cod]: 300, [tn]: 40, [tp]: 4 } },
      { role: 'unit', factors: [tn, tp], latest: { [tn]: 14, [tp]: 0.8 } },
    ],
    { latestAt: '2026-03-01 10:05:00' },
  );
  await p.t.db.query(
    `INSERT INTO boao_setpoint (plant_id, code, unit, value, min_value, max_value) VALUES ($1, 'pacDose', 'mg/L', 22, 0, 80), ($1, 'carbonDose', 'mg/L', 15, 0, 100)`,
    [plantId],
  );
});
afterAll(() => p?.t.close());

const ask = (query: Json = {}, opts: { token?: string; enterprise?: number } = {}) =>
  p.call('GET', '/boao/intelligentTechnology', { enterprise: p.jiangsu, ...opts, query: { plantId, ...query } });

describe('dosing recommendations', () => {
  it('follow the stated formulas with the default parameters', async () => {
    const res = await ask();
    expect(res.code).toBe(1000000);
    expect(res.data.basis).toEqual({ inflowM3h: 1800, inletCod: 300, inletTn: 40, inletTp: 4, secondaryTn: 14, secondaryTp: 0.8, dataTime: '2026-03-01 10:05:00' });
    expect(res.data.loads).toEqual({ cod: 540, tn: 72, tp: 7.2 });
    const [pac, carbon, naclo] = res.data.recommendations;
    // PAC: ΔP = 0.8 − 0.3 = 0.5; Al = 2 · 0.5 · 26.98/30.97 = 0.871 mg/L; 10 % Al₂O₃ → 16.46 mg/L; · 1800 m³/h → 29.63 kg/h.
    expect(pac).toMatchObject({ chemical: 'pac', driver: 0.5, doseMgL: 16.46, kgPerHour: 29.63, kgPerDay: 711.1, currentDose: 22, missing: [] });
    expect(pac.setpointId).toEqual(expect.any(Number));
    // Carbon: ΔN = 14 − 12 = 2; 5 · 2 = 10 mg/L COD; ÷ 0.195 → 51.28 mg/L; → 92.31 kg/h.
    expect(carbon).toMatchObject({ chemical: 'carbon', driver: 2, doseMgL: 51.28, kgPerHour: 92.31, currentDose: 15 });
    // Hypochlorite: 4 mg/L of chlorine at 10 % → 40 mg/L → 72 kg/h; no set-point on this plant.
    expect(naclo).toMatchObject({ chemical: 'naclo', doseMgL: 40, kgPerHour: 72, setpointId: null, currentDose: null });
  });

  it('recompute with the parameters the operator sets, within their bounds', async () => {
    const res = await ask({ molarRatio: 3, tnTarget: 10, pacAl2o3: 0.28 });
    const [pac, carbon] = res.data.recommendations;
    expect(res.data.params).toMatchObject({ molarRatio: 3, tnTarget: 10, pacAl2o3: 0.28, tpTarget: 0.3 });
    // β 3 and 28 % Al₂O₃: 16.461 · 1.5 · 0.10 / 0.28 = 8.82 mg/L.
    expect(pac.doseMgL).toBe(8.82);
    // ΔN = 4: 20 mg/L COD ÷ 0.195 = 102.56 mg/L.
    expect(carbon.doseMgL).toBe(102.56);
    const bad = await ask({ molarRatio: 9 });
    expect(bad.code).toBe(2010102);
    expect(bad.msg).toContain('molarRatio');
  });

  it('say what is missing when the plant has no secondary-clarifier point', async () => {
    const other = await p.call('GET', '/boao/intelligentTechnology', { enterprise: p.jiangsu, query: { plantId: await craftPlant(p.t, p.jiangsu, [{ role: 'inlet', factors: [flow], latest: { [flow]: 100 } }]) } });
    const [pac, carbon, naclo] = other.data.recommendations;
    expect(pac).toMatchObject({ doseMgL: null, missing: ['secondaryTp'] });
    expect(carbon).toMatchObject({ doseMgL: null, missing: ['secondaryTn'] });
    expect(naclo.kgPerHour).toBe(14.4);
  });

  it('are open to the read-only role and closed to another enterprise', async () => {
    expect((await ask({}, { token: p.viewer })).code).toBe(1000000);
    expect((await ask({}, { enterprise: p.zhejiang })).code).toBe(2010105);
    const demo = await p.call('GET', '/boao/intelligentTechnology', { query: { plantId: p.plantId } });
    expect(demo.data.recommendations.map((r: Json) => r.chemical)).toEqual(['pac', 'carbon', 'naclo']);
    expect(demo.data.recommendations.every((r: Json) => r.setpointId !== null && r.missing.length === 0)).toBe(true);
  });
});
