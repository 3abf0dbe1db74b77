// The period readers of server/plugin-api: hourlyValues (ordered, begin inclusive, end exclusive, only
// the hour level), pointsOfEnterprises (factors, limits, instrument ranges from device channels) and
// ledgerRows (schema names, enterprise scope, soft-deleted rows left out, time range, refusals).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyValues, ledgerRows, pointsOfEnterprises } from '../../server/plugin-api';
import { PartitionManager, writeJobs } from '../../server/monitoring/index';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let a: number;
let b: number;
let point: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.db.query(`INSERT INTO pollution_factor (code, name, medium, unit) VALUES ('w01018', '化学需氧量', 'water', 'mg/L') ON CONFLICT DO NOTHING`);
  a = Number((await t.db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('读取企业A') RETURNING id`)).rows[0].id);
  b = Number((await t.db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('读取企业B') RETURNING id`)).rows[0].id);
  point = Number((await t.db.query<{ id: number }>(`INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash) VALUES ($1, '排口', 'DW001', 'wastewater', 'READERS0001', 'x') RETURNING id`, [a])).rows[0].id);
  await t.db.query(`INSERT INTO monitor_point_factor (point_id, factor_code, alarm_max) VALUES ($1, 'w01018', 50)`, [point]);
  const device = (await t.db.query<{ id: number }>(`INSERT INTO monitor_device (enterprise_id, point_id, name, kind) VALUES ($1, $2, 'COD分析仪', 'analyzer') RETURNING id`, [a, point])).rows[0].id;
  await t.db.query(`INSERT INTO monitor_device_channel (device_id, channel_no, name, factor_code, range_min, range_max) VALUES ($1, 1, 'COD', 'w01018', 0, 500), ($1, 2, 'COD 高量程', 'w01018', 0, 2000)`, [device]);
  const row = (level: number, dataTime: string, value: number) => ({ factorCode: 'w01018', level, dataTime, value, min: null, max: null, cou: value * 2, zs: null, flag: 'N' });
  await writeJobs(t.db, new PartitionManager(t.db), [
    { pointId: point, rows: [row(2, '2024-06-01 01:00:00', 2), row(2, '2024-06-01 00:00:00', 1), row(2, '2024-06-01 02:00:00', 3), row(0, '2024-06-01 00:30:00', 9)] },
  ]);
  const ledger = `INSERT INTO ledger_material (enterprise_id, name, material_type, purchase_date, purchase_qty, recorder, record_time, deleted_at) VALUES`;
  await t.db.query(`${ledger} ($1, '片碱', '2', '2024-06-03', 5.5, '王芳', '2024-06-03 10:00:00', NULL), ($1, '已删除', '2', '2024-06-04', 1, '王芳', '2024-06-04 10:00:00', now()),
    ($1, '七月', '2', '2024-07-01', 1, '王芳', '2024-07-01 00:00:00', NULL), ($2, '别家', '2', '2024-06-05', 1, '王芳', '2024-06-05 10:00:00', NULL)`, [a, b]);
});
afterAll(async () => t?.close());

describe('plugin API period readers', () => {
  it('hourlyValues: the hour level only, ordered, begin inclusive and end exclusive', async () => {
    const rows = await hourlyValues(t.db, { pointIds: [point], beginTime: '2024-06-01 00:00:00', endTime: '2024-06-01 02:00:00' });
    expect(rows.map((r) => [r.time, r.value, r.cou])).toEqual([
      [Date.parse('2024-06-01T00:00:00+08:00'), 1, 2],
      [Date.parse('2024-06-01T01:00:00+08:00'), 2, 4],
    ]);
    expect(await hourlyValues(t.db, { pointIds: [], beginTime: '2024-06-01 00:00:00', endTime: '2024-07-01 00:00:00' })).toEqual([]);
  });

  it('pointsOfEnterprises: the points of the set with limits and the widest instrument range', async () => {
    const points = await pointsOfEnterprises(t.db, [a, b]);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ id: point, enterpriseId: a, code: 'DW001', type: 'wastewater' });
    expect(points[0].factors).toEqual([expect.objectContaining({ factorCode: 'w01018', alarmMax: 50, rangeMin: 0, rangeMax: 2000 })]);
    expect(await pointsOfEnterprises(t.db, [b])).toEqual([]);
  });

  it('ledgerRows: live rows of the asked enterprises in the range, by schema names', async () => {
    const rows = await ledgerRows(t.db, 'material', { enterpriseIds: [a], fields: ['name', 'purchaseQty', 'purchaseDate', 'recordTime'], timeField: 'recordTime', from: '2024-06-01 00:00:00', to: '2024-07-01 00:00:00' });
    expect(rows).toEqual([{ id: expect.any(Number), enterpriseId: a, name: '片碱', purchaseQty: 5.5, purchaseDate: '2024-06-03', recordTime: '2024-06-03 10:00:00' }]);
    expect((await ledgerRows(t.db, 'material', { enterpriseIds: [a, b], fields: [] }))?.length).toBe(3);
    expect(await ledgerRows(t.db, 'noSuchLedger', { enterpriseIds: [a], fields: [] })).toBeNull();
    await expect(ledgerRows(t.db, 'material', { enterpriseIds: [a], fields: ['name; DROP TABLE x'] })).rejects.toThrow(/no field/);
    await expect(ledgerRows(t.db, 'material', { enterpriseIds: [a], fields: ['notAField'] })).rejects.toThrow(/no field/);
  });
});
