// GET boao/plants, boao/dataCenter/data and boao/dataCenter/history on the seeded demo plant of
// 浙江清泉水务: what the operators see, the guards, the enterprise scope and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { chinaText } from '../domain/time';
import { craftPlant, plantApp, runPlantJob, type Json, type PlantApp } from './helpers';

let p: PlantApp;
beforeAll(async () => {
  p = await plantApp();
});
afterAll(() => p?.t.close());

const plantOf = async () => (await p.call('GET', '/boao/plants')).data[0] as Json;

describe('the plant list', () => {
  it('gives the demo plant with its inlet, two process units and outlet as platform points', async () => {
    const list = await p.call('GET', '/boao/plants');
    expect(list).toMatchObject({ status: 200, code: 1000000 });
    expect(list.data).toHaveLength(1);
    const plant = list.data[0];
    expect(plant).toMatchObject({ name: '清泉城北污水处理厂', designCapacity: 50000, simulated: true });
    expect(plant.points.map((x: Json) => [x.role, x.code])).toEqual([
      ['inlet', 'JS001'],
      ['unit', 'SH001'],
      ['unit', 'EC001'],
      ['outlet', 'DW002'],
    ]);
    const outlet = plant.points[3];
    expect(outlet.factors.map((f: Json) => f.factorCode)).toEqual(
      expect.arrayContaining([FACTOR.flow, FACTOR.cod, FACTOR.bod5, FACTOR.nh3n, FACTOR.tn, FACTOR.tp, FACTOR.ss, FACTOR.ph, FACTOR.temperature]),
    );
    // The plant's points are ordinary points of the enterprise: point management lists them too.
    const { rows } = await p.t.db.query<{ code: string }>('SELECT code FROM monitor_point WHERE enterprise_id = $1 ORDER BY code', [p.zhejiang]);
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['DW002', 'EC001', 'JS001', 'SH001']));
  });

  it('is empty for an enterprise without a plant, and open to the read-only role', async () => {
    expect((await p.call('GET', '/boao/plants', { enterprise: p.jiangsu })).data).toEqual([]);
    expect((await p.call('GET', '/boao/plants', { token: p.viewer })).data).toHaveLength(1);
  });

  it('is closed to an enterprise whose edition lacks the data centre (the trial edition): no key, 2010103', async () => {
    const anhui = await p.t.enterpriseId('安徽绿源新材料有限公司');
    expect((await p.call('GET', '/menu/routerList', { enterprise: anhui })).data.map((m: Json) => m.code)).not.toContain('boao');
    const refused = await p.call('GET', '/boao/plants', { enterprise: anhui });
    expect(refused.code).toBe(2010103);
    expect((await p.call('GET', '/boao/dataCenter/data', { enterprise: anhui, query: { plantId: 1 } })).code).toBe(2010103);
  });

  it('refuses a caller without a session', async () => {
    const res = await p.t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/boao/plants' });
    expect(res.statusCode).toBe(401);
  });
});

describe('real-time data', () => {
  it('shows each point’s latest values, the inflow in m³/h and the inlet/outlet comparison with removal', async () => {
    const plant = await plantOf();
    // The seed imported history: the loggers are not heard until the simulated plant reports live.
    const seeded = await p.call('GET', '/boao/dataCenter/data', { query: { plantId: plant.id } });
    expect(seeded.data.points.map((x: Json) => x.online)).toEqual([false, false, false, false]);
    await runPlantJob(p.t);
    const data = await p.call('GET', '/boao/dataCenter/data', { query: { plantId: plant.id } });
    expect(data.code).toBe(1000000);
    expect(data.data.points.map((x: Json) => x.code)).toEqual(['JS001', 'SH001', 'EC001', 'DW002']);
    const inlet = data.data.points[0];
    expect(inlet.online).toBe(true);
    const flow = inlet.factors.find((f: Json) => f.factorCode === FACTOR.flow);
    expect(flow.value).toBeGreaterThan(0);
    expect(data.data.inflowM3h).toBeCloseTo(flow.value * 3.6, 1);
    expect(data.data.loadRate).toBeCloseTo(((data.data.inflowM3h * 24) / 50000) * 100, 1);
    const cod = data.data.comparison.find((r: Json) => r.factorCode === FACTOR.cod);
    expect(cod.inlet).toBeGreaterThan(cod.outlet);
    expect(cod.removalRate).toBeCloseTo((1 - cod.outlet / cod.inlet) * 100, 1);
    expect(cod.limitMax).toBe(50);
    const ph = data.data.comparison.find((r: Json) => r.factorCode === FACTOR.ph);
    expect([ph.limitMin, ph.limitMax, ph.removalRate]).toEqual([6, 9, null]);
    // Outlet limits come from the point's own settings (GB 18918-2002 1A as alarm).
    const outletTp = data.data.points[3].factors.find((f: Json) => f.factorCode === FACTOR.tp);
    expect(outletTp).toMatchObject({ alarmMax: 0.5, warnMax: 0.4 });
  });

  it('works for the read-only role; another enterprise’s plant does not exist for the caller', async () => {
    const plant = await plantOf();
    expect((await p.call('GET', '/boao/dataCenter/data', { token: p.viewer, query: { plantId: plant.id } })).code).toBe(1000000);
    const foreign = await p.call('GET', '/boao/dataCenter/data', { enterprise: p.jiangsu, query: { plantId: plant.id } });
    expect(foreign.code).toBe(2010105);
    expect(foreign.msg).toBe('水厂不存在');
  });

  it('names the field of bad input', async () => {
    const missing = await p.call('GET', '/boao/dataCenter/data');
    expect(missing.code).toBe(2010102);
    expect(JSON.stringify(missing.data)).toContain('plantId');
    expect((await p.call('GET', '/boao/dataCenter/data', { query: { plantId: 'x' } })).code).toBe(2010102);
  });

  it('computes the comparison from exactly what the inlet and outlet last reported', async () => {
    const plantId = await craftPlant(p.t, p.jiangsu, [
      { role: 'inlet', factors: [FACTOR.flow, FACTOR.cod, FACTOR.nh3n], latest: { [FACTOR.flow]: 250, [FACTOR.cod]: 400, [FACTOR.nh3n]: 20 } },
      { role: 'outlet', factors: [FACTOR.cod, FACTOR.nh3n, FACTOR.temperature], latest: { [FACTOR.cod]: 30, [FACTOR.nh3n]: 6, [FACTOR.temperature]: 10 } },
    ]);
    const data = (await p.call('GET', '/boao/dataCenter/data', { enterprise: p.jiangsu, query: { plantId } })).data;
    expect(data.inflowM3h).toBe(900);
    expect(data.loadRate).toBe(108); // 900 m³/h · 24 h of 20,000 m³/d
    const row = (code: string) => data.comparison.find((r: Json) => r.factorCode === code);
    expect(row(FACTOR.cod)).toMatchObject({ inlet: 400, outlet: 30, removalRate: 92.5, limitMax: 50 });
    // 10 °C water: the bracketed NH3-N limit of 8 applies.
    expect(row(FACTOR.nh3n)).toMatchObject({ inlet: 20, outlet: 6, removalRate: 70, limitMax: 8 });
    // Factors neither point measures are left out.
    expect(row(FACTOR.tp)).toBeUndefined();
  });
});

describe('history', () => {
  const range = (hoursBack: number) => ({ beginTime: chinaText(Date.now() - hoursBack * 3600_000), endTime: chinaText(Date.now()) });

  it('gives hourly, ten-minute and daily series of a point of the plant', async () => {
    const plant = await plantOf();
    const outlet = plant.points.find((x: Json) => x.role === 'outlet');
    const hourly = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet.pointId, level: 'hour', ...range(24) } });
    expect(hourly.code).toBe(1000000);
    expect(hourly.data.series.map((s: Json) => s.factorCode)).toEqual(outlet.factors.map((f: Json) => f.factorCode));
    const cod = hourly.data.series.find((s: Json) => s.factorCode === FACTOR.cod);
    expect(cod.points.length).toBeGreaterThanOrEqual(23);
    expect(cod.alarmMax).toBe(50);
    expect(cod.points.every((x: Json) => /^\d{4}-\d{2}-\d{2} \d{2}:00:00$/.test(x.time))).toBe(true);

    const minute = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet.pointId, level: 'minute', factorCodes: FACTOR.tp, ...range(6) } });
    expect(minute.data.series).toHaveLength(1);
    expect(minute.data.series[0].points.length).toBeGreaterThanOrEqual(30); // six per hour
    const daily = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet.pointId, level: 'day', factorCodes: `${FACTOR.cod},${FACTOR.tn}`, ...range(60 * 24) } });
    expect(daily.data.series[0].points.length).toBeGreaterThanOrEqual(59);
  });

  it('refuses a point outside the plant, a range that is too long or reversed, and a level it does not offer', async () => {
    const plant = await plantOf();
    const { rows } = await p.t.db.query<{ id: number }>(`SELECT id FROM monitor_point WHERE enterprise_id = $1 AND code = 'DW001'`, [p.zhejiang]);
    const foreign = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: rows[0].id, ...range(24) } });
    expect(foreign.code).toBe(2010105);
    const outlet = plant.points.find((x: Json) => x.role === 'outlet').pointId;
    const tooLong = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet, level: 'minute', ...range(8 * 24) } });
    expect(tooLong.code).toBe(2010102);
    expect(tooLong.msg).toContain('endTime');
    expect(tooLong.msg).toContain('7');
    const reversed = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet, beginTime: '2026-03-02 00:00:00', endTime: '2026-03-01 00:00:00' } });
    expect(reversed.code).toBe(2010102);
    const level = await p.call('GET', '/boao/dataCenter/history', { query: { plantId: plant.id, pointId: outlet, level: 'realtime', ...range(1) } });
    expect(level.code).toBe(2010102);
    expect(level.msg).toContain('level');
  });
});
