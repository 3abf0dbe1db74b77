/**
 * Business keys (schema `unique`) and the Idempotency-Key header: both answer 2010108 (重复请求) and
 * never leave a second record behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleSchema } from '../../schemas/types';
import { loadModuleSchemas } from '../../server/modules/load';
import { migrateModules } from '../../server/modules/migrate';
import { createTestApp, type TestApp } from './helpers/testApp';
import { validRow } from './ledgers-rows';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, type ModuleClient } from './modules-client';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
const device = schemas.find((s) => s.id === 'deviceInventory')!;
const blowdown = schemas.find((s) => s.id === 'blowdownWastewater')!;
let t: TestApp;
let c: ModuleClient;
let other: ModuleClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  other = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

const count = async (table: string, where = 'TRUE', params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`, params)).rows[0].n;

describe('business keys', () => {
  it('refuses a second live record with the same device code in the enterprise (2010108, naming the field)', async () => {
    const row = { ...validRow(device, 1), deviceCode: 'UQ-001' };
    expect((await c.call('POST', device.api, { payload: row })).body?.code).toBe(1000000);
    const before = await count(device.table);
    const again = await c.call('POST', device.api, { payload: { ...row, name: '另一台设备' } });
    expect(again.body).toEqual({ code: 2010108, msg: '重复请求: 已存在相同设备编号的记录', data: { fields: ['deviceCode'], errors: [{ field: 'deviceCode', message: '已存在相同设备编号的记录' }] } });
    const en = await c.call('POST', device.api, { payload: row, locale: 'en-US' });
    expect(en.body?.msg).toBe('Duplicate request: a record with the same Device code already exists');
    expect(await count(device.table)).toBe(before);
    // Another enterprise has its own codes.
    expect((await other.call('POST', device.api, { payload: row })).body?.code).toBe(1000000);
  });

  it('refuses an update onto a taken key and frees the key when the record is deleted', async () => {
    const first = (await c.call('POST', device.api, { payload: { ...validRow(device, 2), deviceCode: 'UQ-002' } })).body!.data;
    const second = (await c.call('POST', device.api, { payload: { ...validRow(device, 3), deviceCode: 'UQ-003' } })).body!.data;
    expect((await c.call('PUT', device.api, { payload: { id: second.id, deviceCode: 'UQ-002' } })).body?.code).toBe(2010108);
    expect((await c.call('GET', `${device.api}/${second.id}`)).body!.data.deviceCode).toBe('UQ-003');
    expect((await c.call('DELETE', `${device.api}/${first.id}`)).body?.code).toBe(1000000);
    expect((await c.call('PUT', device.api, { payload: { id: second.id, deviceCode: 'UQ-002' } })).body?.code).toBe(1000000);
    // The deleted record keeps its code in storage.
    expect(await count(device.table, 'device_code = $1', ['UQ-002'])).toBe(2);
  });

  it('enforces keys of several fields as one key', async () => {
    const row = validRow(blowdown, 4);
    expect((await c.call('POST', blowdown.api, { payload: row })).body?.code).toBe(1000000);
    expect((await c.call('POST', blowdown.api, { payload: { ...row, dischargeDate: '2024-04-30' } })).body?.code).toBe(1000000);
    expect((await c.call('POST', blowdown.api, { payload: { ...row, outletCode: 'DW999' } })).body?.code).toBe(1000000);
    const clash = await c.call('POST', blowdown.api, { payload: { ...row, dischargeVolume: 1 } });
    expect(clash.body?.code).toBe(2010108);
    expect(clash.body?.msg).toBe('重复请求: 已存在相同排放口编码、排放日期的记录');
  });

  it('does not enforce (and warns about) a key added over existing duplicates', async () => {
    const probe: ModuleSchema = { ...device, id: 'uniqueProbe', table: 'ledger_unique_probe', api: 'x/uniqueProbe', route: '/x/uniqueProbe', unique: undefined };
    const warnings: string[] = [];
    await migrateModules(t.db, [probe], { logger: { warn: (m) => warnings.push(m) } });
    await t.db.query(`INSERT INTO ledger_unique_probe (enterprise_id, device_code) VALUES (1, 'D-1'), (1, 'D-1'), (1, NULL), (1, NULL)`);
    await migrateModules(t.db, [{ ...probe, unique: [['deviceCode']] }], { logger: { warn: (m) => warnings.push(m) } });
    expect(warnings).toEqual(['module uniqueProbe: business key [deviceCode] is not enforced: 1 value(s) occur in more than one live row of ledger_unique_probe']);
    await t.db.query(`UPDATE ledger_unique_probe SET deleted_at = now() WHERE id = (SELECT max(id) FROM ledger_unique_probe WHERE device_code = 'D-1')`);
    await migrateModules(t.db, [{ ...probe, unique: [['deviceCode']] }], { logger: { warn: (m) => warnings.push(m) } });
    await expect(t.db.query(`INSERT INTO ledger_unique_probe (enterprise_id, device_code) VALUES (1, 'D-1')`)).rejects.toThrow(/ledger_unique_probe_device_code_uq/);
  });
});

describe('Idempotency-Key', () => {
  const post = async (key: string, payload: unknown) => {
    const res = await c.call('POST', device.api, { payload, headers: { 'idempotency-key': key } });
    return { json: () => res.body!, headers: res.headers };
  };

  it('answers a repeated create with the first result and stores one record', async () => {
    const row = { ...validRow(device, 5), deviceCode: 'IDEM-1' };
    const first = await post('order-7f3a', row);
    expect(first.json().code).toBe(1000000);
    const again = await post('order-7f3a', row);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(device.table, 'device_code = $1', ['IDEM-1'])).toBe(1);
    expect(await count('ledger_audit', "module_id = 'deviceInventory' AND record_id = $1", [first.json().data.id])).toBe(1);
  });

  it('replays to concurrent retries once the first commits', async () => {
    const row = { ...validRow(device, 6), deviceCode: 'IDEM-2' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('burst-1', row)));
    const ids = new Set(answers.map((a) => a.json().data?.id));
    expect(answers.every((a) => a.json().code === 1000000)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await count(device.table, 'device_code = $1', ['IDEM-2'])).toBe(1);
  });

  it('refuses the same key for a different request, and keys that are malformed', async () => {
    const row = { ...validRow(device, 7), deviceCode: 'IDEM-3' };
    expect((await post('k-3', row)).json().code).toBe(1000000);
    const other = await post('k-3', { ...row, deviceCode: 'IDEM-4' });
    expect(other.json()).toEqual({ code: 2010108, msg: '重复请求: 该 Idempotency-Key 已用于另一个请求', data: null });
    expect(await count(device.table, 'device_code = $1', ['IDEM-4'])).toBe(0);
    expect((await post('bad key!', row)).json().code).toBe(2010102);
    expect((await post('x'.repeat(129), row)).json().code).toBe(2010102);
  });

  it('does not spend a key on a refused request, and frees keys after 24 hours', async () => {
    const row = { ...validRow(device, 8), deviceCode: 'IDEM-5' };
    expect((await post('k-5', { ...row, status: '9' })).json().code).toBe(2010102);
    const first = await post('k-5', row);
    expect(first.json().code).toBe(1000000);
    await t.db.query(`UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE key = 'k-5'`);
    const later = await post('k-5', { ...row, deviceCode: 'IDEM-6' });
    expect(later.json().code).toBe(1000000);
    expect(later.json().data.id).not.toBe(first.json().data.id);
  });
});
