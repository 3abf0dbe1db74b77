// Cloud control: set-points and equipment, the command queue (who asked what, when, from which value),
// its guards and checks, and the simulated plant job that answers the commands and feeds the points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { chinaText } from '../domain/time';
import { craftPlant, plantApp, runPlantJob, type Json, type PlantApp } from './helpers';

let p: PlantApp;
let control: Json;

beforeAll(async () => {
  p = await plantApp();
  control = (await p.call('GET', '/boao/cloudControl', { query: { plantId: p.plantId } })).data;
});
afterAll(() => p?.t.close());

const send = (body: Json, opts: { token?: string; enterprise?: number } = {}) => p.call('POST', '/boao/cloudControl/command', { ...opts, body: { plantId: p.plantId, ...body } });
const setpoint = (code: string) => control.setpoints.find((s: Json) => s.code === code);
const equipment = (code: string) => control.equipment.find((e: Json) => e.code === code);
const runJob = () => runPlantJob(p.t);

describe('the plant’s state', () => {
  it('lists set-points with their ranges and equipment with state, drive frequency and run hours', async () => {
    expect(control.simulated).toBe(true);
    expect(control.setpoints.map((s: Json) => s.code)).toEqual(['doSetpoint', 'internalReflux', 'externalReflux', 'pacDose', 'carbonDose', 'nacloDose']);
    expect(setpoint('doSetpoint')).toMatchObject({ unit: 'mg/L', value: 2, min: 0.5, max: 4 });
    expect(control.equipment).toHaveLength(10);
    expect(equipment('P-103')).toMatchObject({ kind: 'pump', running: false, fault: true });
    expect(equipment('M-301').frequencyHz).toBeNull();
    expect(control.pendingCommands).toBe(0);
    expect((await p.call('GET', '/boao/cloudControl', { token: p.viewer, query: { plantId: p.plantId } })).code).toBe(1000000);
    expect((await p.call('GET', '/boao/cloudControl', { enterprise: p.jiangsu, query: { plantId: p.plantId } })).code).toBe(2010105);
  });
});

describe('commands', () => {
  it('are refused to the read-only role (the command key is a button permission)', async () => {
    const res = await send({ targetType: 'setpoint', targetId: setpoint('doSetpoint').id, action: 'setValue', value: 2.5 }, { token: p.viewer });
    expect(res.code).toBe(2010103);
    expect((await p.call('GET', '/boao/cloudControl/command/page', { query: { plantId: p.plantId } })).data.total).toBe(0);
  });

  it('are queued with who asked and the value they change, and only one at a time per target', async () => {
    const res = await send({ targetType: 'setpoint', targetId: setpoint('doSetpoint').id, action: 'setValue', value: 2.5, remark: ' 冬季提高溶解氧 ' });
    expect(res.code).toBe(1000000);
    expect(res.data).toMatchObject({ targetType: 'setpoint', targetName: 'doSetpoint', action: 'setValue', value: 2.5, previousValue: 2, status: 'pending', result: null, remark: '冬季提高溶解氧', requestedBy: '张伟', acknowledgedAt: null });
    const again = await send({ targetType: 'setpoint', targetId: setpoint('doSetpoint').id, action: 'setValue', value: 3 });
    expect(again.code).toBe(2010108);
    expect(again.msg).toBe('该对象已有待执行的指令，请等待执行结果');
  });

  it('check the value against the set-point’s range and the action against the target', async () => {
    const high = await send({ targetType: 'setpoint', targetId: setpoint('pacDose').id, action: 'setValue', value: 81 });
    expect(high.code).toBe(2010102);
    expect(high.msg).toContain('value');
    expect(high.msg).toContain('0 ~ 80');
    expect((await send({ targetType: 'setpoint', targetId: setpoint('pacDose').id, action: 'setValue' })).code).toBe(2010102);
    const wrong = await send({ targetType: 'setpoint', targetId: setpoint('pacDose').id, action: 'start' });
    expect(wrong.code).toBe(2010102);
    expect(wrong.msg).toContain('action');
    // A mixer has no variable-speed drive; drives run between 20 and 50 Hz.
    expect((await send({ targetType: 'equipment', targetId: equipment('M-301').id, action: 'setFrequency', value: 30 })).code).toBe(2010102);
    expect((await send({ targetType: 'equipment', targetId: equipment('P-101').id, action: 'setFrequency', value: 55 })).code).toBe(2010102);
    expect((await send({ targetType: 'equipment', targetId: 999_999, action: 'start' })).code).toBe(2010105);
    expect((await send({ targetType: 'valve', targetId: 1, action: 'start' })).code).toBe(2010102);
    const long = await send({ targetType: 'equipment', targetId: equipment('P-101').id, action: 'stop', remark: 'x'.repeat(101) });
    expect(long.code).toBe(2010102);
    // Another enterprise's plant: not found, and nothing queued there.
    expect((await send({ targetType: 'equipment', targetId: equipment('P-101').id, action: 'stop' }, { enterprise: p.jiangsu })).code).toBe(2010105);
    const page = await p.call('GET', '/boao/cloudControl/command/page', { query: { plantId: p.plantId } });
    expect(page.data.total).toBe(1);
  });

  it('are answered by the simulated plant: applied, or refused for equipment in fault', async () => {
    const stop = await send({ targetType: 'equipment', targetId: equipment('P-102').id, action: 'stop' });
    const faulty = await send({ targetType: 'equipment', targetId: equipment('P-103').id, action: 'start' });
    const hz = await send({ targetType: 'equipment', targetId: equipment('B-201').id, action: 'setFrequency', value: 46.5 });
    expect([stop.code, faulty.code, hz.code]).toEqual([1000000, 1000000, 1000000]);
    expect(stop.data.previousValue).toBe(1);
    expect((await p.call('GET', '/boao/cloudControl', { query: { plantId: p.plantId } })).data.pendingCommands).toBe(4);

    await runJob();

    const page = await p.call('GET', '/boao/cloudControl/command/page', { query: { plantId: p.plantId } });
    const byId = new Map(page.data.records.map((c: Json) => [c.id, c]));
    expect(byId.get(stop.data.id)).toMatchObject({ status: 'acknowledged', result: 'executed' });
    expect(byId.get(faulty.data.id)).toMatchObject({ status: 'rejected', result: 'equipmentFault' });
    expect(byId.get(hz.data.id)).toMatchObject({ status: 'acknowledged', result: 'executed', value: 46.5, previousValue: 42 });
    for (const c of page.data.records as Json[]) expect(c.acknowledgedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Newest first.
    expect(page.data.records.map((c: Json) => c.id)).toEqual([...page.data.records.map((c: Json) => c.id)].sort((a, b) => b - a));

    const after = (await p.call('GET', '/boao/cloudControl', { query: { plantId: p.plantId } })).data;
    expect(after.pendingCommands).toBe(0);
    expect(after.setpoints.find((s: Json) => s.code === 'doSetpoint').value).toBe(2.5);
    expect(after.equipment.find((e: Json) => e.code === 'P-102').running).toBe(false);
    expect(after.equipment.find((e: Json) => e.code === 'P-103').running).toBe(false);
    expect(after.equipment.find((e: Json) => e.code === 'B-201').frequencyHz).toBe(46.5);

    const rejected = await p.call('GET', '/boao/cloudControl/command/page', { query: { plantId: p.plantId, status: 'rejected', pageSize: 10 } });
    expect(rejected.data.records.map((c: Json) => c.id)).toEqual([faulty.data.id]);
    // A target is free again once its command was answered.
    expect((await send({ targetType: 'equipment', targetId: equipment('P-102').id, action: 'start' })).code).toBe(1000000);
  });

  it('stay queued for a plant that is not simulated: nothing pretends to be its PLC', async () => {
    const plantId = await craftPlant(p.t, p.jiangsu, [{ role: 'outlet', factors: [FACTOR.cod] }]);
    const { rows } = await p.t.db.query<{ id: number }>(
      `INSERT INTO boao_setpoint (plant_id, code, unit, value, min_value, max_value) VALUES ($1, 'pacDose', 'mg/L', 10, 0, 50) RETURNING id`,
      [plantId],
    );
    const res = await p.call('POST', '/boao/cloudControl/command', { enterprise: p.jiangsu, body: { plantId, targetType: 'setpoint', targetId: rows[0].id, action: 'setValue', value: 12 } });
    expect(res.data.status).toBe('pending');
    await runJob();
    const page = await p.call('GET', '/boao/cloudControl/command/page', { enterprise: p.jiangsu, query: { plantId } });
    expect(page.data.records.map((c: Json) => c.status)).toEqual(['pending']);
    const state = await p.call('GET', '/boao/cloudControl', { enterprise: p.jiangsu, query: { plantId } });
    expect(state.data).toMatchObject({ simulated: false, pendingCommands: 1 });
    expect(state.data.setpoints[0].value).toBe(10);
  });
});

describe('the simulated plant’s readings', () => {
  it('feeds the periods that came due since its last run, and its points stay online', async () => {
    const outlet = (await p.call('GET', '/boao/plants')).data[0].points.find((x: Json) => x.role === 'outlet');
    const latest = async () => (await p.call('GET', '/boao/dataCenter/data', { query: { plantId: p.plantId } })).data.points.find((x: Json) => x.role === 'outlet');
    // Pretend the plant was last fed an hour ago: the job fills the hour with readings at every level due.
    await p.t.db.query(`UPDATE boao_plant SET sim_fed_until = now() - interval '1 hour' WHERE id = $1`, [p.plantId]);
    await p.t.db.query(`DELETE FROM monitor_value WHERE point_id = $1 AND data_time > now() - interval '1 hour'`, [outlet.pointId]);
    await runJob();
    const after = await latest();
    expect(after.online).toBe(true);
    // Its newest reading is the last five-minute real-time instant.
    expect(after.lastDataTime >= chinaText(Date.now() - 5 * 60_000)).toBe(true);
    const history = await p.call('GET', '/boao/dataCenter/history', {
      query: { plantId: p.plantId, pointId: outlet.pointId, level: 'minute', factorCodes: FACTOR.cod, beginTime: chinaText(Date.now() - 3600_000), endTime: chinaText(Date.now()) },
    });
    // Six ten-minute values an hour (the one still open is not reported yet).
    expect(history.data.series[0].points.length).toBeGreaterThanOrEqual(5);
    const { rows } = await p.t.db.query<{ fed: boolean }>(`SELECT sim_fed_until > now() - interval '1 minute' AS fed FROM boao_plant WHERE id = $1`, [p.plantId]);
    expect(rows[0].fed).toBe(true);
  });
});
