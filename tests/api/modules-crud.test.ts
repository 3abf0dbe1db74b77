import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, type ModuleClient } from './modules-client';

const API = 'account/deviceInventory';
let t: TestApp;
let c: ModuleClient;

const TYPES = ['1', '2', '3', '4'];
/** 25 devices with predictable values: i = 1..25. */
const device = (i: number) => ({
  deviceCode: `DEV-${String(i).padStart(3, '0')}`,
  name: i % 5 === 0 ? `${i}号脱硫塔` : `${i}号污水提升泵`,
  deviceType: TYPES[i % 4],
  model: i % 2 === 0 ? 'WQ150-15-11' : 'SDS-150',
  manufacturer: i === 7 ? '上海100%_泵业' : '江苏科行环保股份有限公司',
  installDate: `2023-${String((i % 12) + 1).padStart(2, '0')}-15`,
  designCapacity: i * 10.5,
  status: i % 10 === 0 ? '3' : '1',
  recorder: '张伟',
  recordTime: `2024-01-${String(i).padStart(2, '0')} 09:00:00`,
});

beforeAll(async () => {
  t = await createTestApp();
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  for (let i = 1; i <= 25; i++) {
    const res = await c.call('POST', API, { payload: device(i) });
    expect(res.body?.code).toBe(1000000);
  }
});
afterAll(() => t?.close());

const page = async (query: Record<string, string>) => {
  const res = await c.call('GET', `${API}/page`, { query });
  expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
  return res.body!.data as { records: Record<string, any>[]; total: number };
};
const codes = (rows: Record<string, any>[]) => rows.map((r) => r.deviceCode);

describe('device inventory round trip', () => {
  it('creates a record and answers it with every field, system columns and Beijing timestamps', async () => {
    const res = await c.call('POST', API, { payload: { ...device(26), remark: '首次登记' } });
    expect(res.body?.code).toBe(1000000);
    const row = res.body!.data;
    expect(row).toMatchObject({ ...device(26), remark: '首次登记', serialNo: null, calibrationDue: null });
    expect(row.id).toEqual(expect.any(Number));
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.createdBy).toEqual(expect.any(Number));
    const got = await c.call('GET', `${API}/${row.id}`);
    expect(got.body?.data).toEqual(row);
    await c.call('DELETE', `${API}/${row.id}`);
  });

  it('pages each record exactly as its detail answers it, whatever its text and numbers hold', async () => {
    // The page maps array rows through the module's compiled mapper, the detail takes the driver's row
    // objects: the two must agree, key order included.
    const tricky = {
      ...device(27),
      manufacturer: '27号"引号" back\\slash </script> \u2028 😀',
      location: 'tab\there\u0001ctl',
      remark: '第一行\n第二行\r\n{"json":[1,2]}',
      designCapacity: 12345678.9,
      capacityUnit: null,
      installDate: '2024-02-29',
    };
    const created = await c.call('POST', API, { payload: tricky });
    expect(created.body?.code, JSON.stringify(created.body)).toBe(1000000);
    const small = await c.call('POST', API, { payload: { ...device(28), designCapacity: 0.1 } });
    try {
      const res = await c.call('GET', `${API}/page`, { query: { pageSize: '50' } });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const records = (res.body!.data as { records: Record<string, unknown>[] }).records;
      for (const made of [created, small]) {
        const id = made.body!.data.id;
        const detail = (await c.call('GET', `${API}/${id}`)).body!.data;
        const listed = records.find((r) => r.id === id);
        expect(listed).toEqual(detail);
        expect(Object.keys(listed!)).toEqual(Object.keys(detail));
      }
      expect(records.find((r) => r.id === created.body!.data.id)).toMatchObject({ ...tricky, capacityUnit: null });
      expect(records.find((r) => r.id === small.body!.data.id)?.designCapacity).toBe(0.1);
    } finally {
      await c.call('DELETE', `${API}/${created.body!.data.id},${small.body!.data.id}`);
    }
  });

  it('pages with the default order (record time descending) and the default page size', async () => {
    const first = await page({});
    expect(first.total).toBe(25);
    expect(first.records).toHaveLength(20);
    expect(codes(first.records).slice(0, 3)).toEqual(['DEV-025', 'DEV-024', 'DEV-023']);
    const third = await page({ pageNum: '3', pageSize: '10' });
    expect(codes(third.records)).toEqual(['DEV-005', 'DEV-004', 'DEV-003', 'DEV-002', 'DEV-001']);
    const beyond = await page({ pageNum: '4', pageSize: '10' });
    expect(beyond).toEqual({ records: [], total: 25 });
  });

  it('sorts by a sortable column in both directions', async () => {
    const asc = await page({ sortField: 'installDate', sortOrder: 'ascend', pageSize: '50' });
    const dates = asc.records.map((r) => r.installDate);
    expect(dates).toEqual([...dates].sort());
    const desc = await page({ sortField: 'recordTime', sortOrder: 'descend', pageSize: '10' });
    expect(codes(desc.records)[0]).toBe('DEV-025');
    const up = await page({ sortField: 'recordTime', sortOrder: 'ascend', pageSize: '10' });
    expect(codes(up.records)[0]).toBe('DEV-001');
  });

  it('filters by input (contains, case-insensitive, trimmed, % and _ literal)', async () => {
    expect(codes((await page({ name: ' 脱硫塔 ', pageSize: '50' })).records).sort()).toEqual(['DEV-005', 'DEV-010', 'DEV-015', 'DEV-020', 'DEV-025']);
    expect((await page({ deviceCode: 'dev-01' })).total).toBe(10);
    expect(codes((await page({ model: 'sds' , pageSize: '50'})).records)).toHaveLength(13);
    // `%` and `_` are matched literally: unescaped they would match every row.
    expect(await page({ name: '%' })).toEqual({ records: [], total: 0 });
    expect((await page({ model: '_' })).total).toBe(0);
  });

  it('filters by select, single and (for multiple) comma lists', async () => {
    expect(codes((await page({ status: '3' })).records).sort()).toEqual(['DEV-010', 'DEV-020']);
    expect((await page({ deviceType: '2' })).total).toBe(7); // i % 4 === 1 → 1, 5, ..., 25
    expect((await page({ deviceType: '2', status: '1' })).total).toBe(7);
    expect(codes((await page({ deviceType: '3', status: '3' })).records)).toEqual(['DEV-010']); // filters combine with AND
  });

  it('filters by a date range on a datetime field, with whole-day and exact bounds', async () => {
    const days = await page({ 'recordTime[0]': '2024-01-03', 'recordTime[1]': '2024-01-05', pageSize: '50' });
    expect(codes(days.records)).toEqual(['DEV-005', 'DEV-004', 'DEV-003']);
    const exact = await page({ 'recordTime[0]': '2024-01-03 09:00:01', 'recordTime[1]': '2024-01-05 09:00:00' });
    expect(codes(exact.records)).toEqual(['DEV-005', 'DEV-004']);
    const single = await page({ recordTime: '2024-01-07' });
    expect(codes(single.records)).toEqual(['DEV-007']);
    const open = await page({ 'recordTime[0]': '2024-01-24' });
    expect(codes(open.records)).toEqual(['DEV-025', 'DEV-024']);
  });

  it('updates only the given fields and keeps the others', async () => {
    const target = (await page({ deviceCode: 'DEV-012' })).records[0];
    const res = await c.call('PUT', API, { payload: { id: target.id, status: '2', remark: '停用检修', manufacturer: null } });
    expect(res.body?.code).toBe(1000000);
    expect(res.body!.data).toMatchObject({ ...target, status: '2', remark: '停用检修', manufacturer: null, updatedAt: expect.any(String) });
    const again = (await c.call('GET', `${API}/${target.id}`)).body!.data;
    expect(again.status).toBe('2');
    expect(again.model).toBe(target.model);
    expect((await page({ status: '2' })).total).toBe(1);
  });

  it('soft-deletes a comma list: gone from page and get, the row stays in the table', async () => {
    const rows = (await page({ deviceCode: 'DEV-02', pageSize: '10' })).records.filter((r) => ['DEV-021', 'DEV-022'].includes(r.deviceCode));
    const res = await c.call('DELETE', `${API}/${rows.map((r) => r.id).join(',')}`);
    expect(res.body).toEqual({ code: 1000000, msg: 'success', data: { deleted: 2 } });
    expect((await page({})).total).toBe(23);
    expect((await c.call('GET', `${API}/${rows[0].id}`)).body?.code).toBe(2010105);
    const stored = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_device_inventory WHERE id = ANY($1::bigint[]) AND deleted_at IS NOT NULL',
      [rows.map((r) => r.id)],
    );
    expect(stored.rows[0].n).toBe(2);
    // A deleted id cannot be deleted (or updated) again.
    expect((await c.call('DELETE', `${API}/${rows[0].id}`)).body?.code).toBe(2010105);
    expect((await c.call('PUT', API, { payload: { id: rows[0].id, remark: 'x' } })).body?.code).toBe(2010105);
  });
});
