import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, PREFIX, SEEDED_ENTERPRISE, VIEWER_PHONE, type ModuleClient } from './modules-client';

const API = 'account/deviceInventory';
let t: TestApp;
let admin: ModuleClient; // enterprise admin, acting for the group (no seeded rows)
let other: ModuleClient; // the same admin, acting for 江苏 (seeded rows)
let viewer: ModuleClient; // view-only in 江苏

const valid = { deviceCode: 'SEC-001', name: '1号布袋除尘器', deviceType: '2', model: 'LCM-4000', status: '1', recorder: '张伟', recordTime: '2024-03-01 10:00:00' };

async function storedCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_device_inventory');
  return rows[0].n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  other = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
  viewer = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

describe('bad input is refused with 2010102 and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['wrong types', { ...valid, designCapacity: '12', deviceType: 2 }, '参数异常: deviceType: 设备类型: 应为文本; designCapacity: 设计能力: 应为数字'],
    ['out of range', { ...valid, designCapacity: 100000000 }, '参数异常: designCapacity: 设计能力: 不能大于99999999'],
    ['over-long', { ...valid, deviceCode: 'X'.repeat(33) }, '参数异常: deviceCode: 设备编号: 长度不能超过32个字符'],
    ['unknown field', { ...valid, enterpriseId: 1 }, '参数异常: enterpriseId: enterpriseId: 不支持的字段'],
    ['missing required', { ...valid, recorder: '' }, '参数异常: recorder: 记录人: 不能为空'],
    ['not a dictionary value', { ...valid, status: '9' }, '参数异常: status: 设备状态: 不是字典中的有效值'],
    ['bad datetime', { ...valid, recordTime: '2024-03-01T10:00:00Z' }, '参数异常: recordTime: 记录时间: 时间格式应为 YYYY-MM-DD HH:mm:ss'],
  ];
  it.each(cases)('%s', async (_name, payload, msg) => {
    const before = await storedCount();
    const res = await admin.call('POST', API, { payload });
    expect(res.status).toBe(200);
    expect(res.body?.code).toBe(2010102);
    expect(res.body?.msg).toBe(msg);
    expect(await storedCount()).toBe(before);
  });

  it('answers in English when asked', async () => {
    const res = await admin.call('POST', API, { payload: { ...valid, deviceCode: '' }, locale: 'en-US' });
    expect(res.body).toEqual({
      code: 2010102,
      msg: 'Parameter exception: deviceCode: Device code: is required',
      data: { errors: [{ field: 'deviceCode', message: 'Device code: is required' }] },
    });
  });

  it('refuses a body that is not an object, and bad ids', async () => {
    expect((await admin.call('POST', API, { payload: [valid] })).body?.code).toBe(2010102);
    expect((await admin.call('GET', `${API}/abc`)).body?.code).toBe(2010102);
    expect((await admin.call('DELETE', `${API}/1,,2`)).body?.code).toBe(2010102);
    expect((await admin.call('GET', `${API}/page`, { query: { pageSize: '1000' } })).body?.code).toBe(2010102);
    expect((await admin.call('GET', `${API}/page`, { query: { 'status; DROP TABLE x': '1' } })).body?.code).toBe(2010102);
  });
});

describe('SQL injection strings are stored verbatim and stay harmless', () => {
  it('round-trips hostile text and searches it literally', async () => {
    const hostile = "'); DROP TABLE ledger_device_inventory; --";
    const created = await admin.call('POST', API, { payload: { ...valid, deviceCode: 'INJ-1', model: hostile, remark: "x' OR '1'='1" } });
    expect(created.body?.code).toBe(1000000);
    const got = await admin.call('GET', `${API}/${created.body!.data.id}`);
    expect(got.body!.data.model).toBe(hostile);
    expect(got.body!.data.remark).toBe("x' OR '1'='1");
    const search = await admin.call('GET', `${API}/page`, { query: { model: "'); DROP TABLE" } });
    expect(search.body!.data.total).toBe(1);
    const sortInjection = await admin.call('GET', `${API}/page`, { query: { sortField: 'name; DROP TABLE ledger_device_inventory' } });
    expect(sortInjection.body?.code).toBe(2010102);
    expect(await storedCount()).toBeGreaterThan(0); // the table is still there
  });
});

describe('records of another enterprise look like unknown ones', () => {
  it('GET/PUT/DELETE of a foreign id answer 2010105 and change nothing', async () => {
    const foreign = (await other.call('GET', `${API}/page`, { query: { pageSize: '10' } })).body!.data.records as { id: number; remark: string | null }[];
    expect(foreign.length).toBeGreaterThan(1);
    const [a, b] = foreign;
    expect((await admin.call('GET', `${API}/${a.id}`)).body?.code).toBe(2010105);
    expect((await admin.call('PUT', API, { payload: { id: a.id, remark: 'hijacked' } })).body?.code).toBe(2010105);

    const mine = await admin.call('POST', API, { payload: { ...valid, deviceCode: 'MINE-1' } });
    const before = await storedCount();
    // A mix of one own id and foreign ids: all or nothing.
    const res = await admin.call('DELETE', `${API}/${mine.body!.data.id},${a.id},${b.id}`);
    expect(res.body?.code).toBe(2010105);
    expect((await admin.call('GET', `${API}/${mine.body!.data.id}`)).body?.code).toBe(1000000);
    expect((await admin.call('DELETE', `${API}/987654321`)).body?.code).toBe(2010105);
    expect(await storedCount()).toBe(before);
    const untouched = (await other.call('GET', `${API}/${a.id}`)).body!.data;
    expect(untouched.remark).toBe(a.remark);
    expect(untouched.deletedAt).toBeUndefined();
  });

  it('lists only the caller enterprise rows', async () => {
    const mine = (await admin.call('GET', `${API}/page`, { query: { pageSize: '50' } })).body!.data.records as { deviceCode: string }[];
    expect(mine.every((r) => ['SEC-001', 'INJ-1', 'MINE-1'].includes(r.deviceCode))).toBe(true);
  });
});

describe('permissions', () => {
  it('a viewer may page, get and see the schema but not add, edit, delete or export', async () => {
    const list = await viewer.call('GET', `${API}/page`);
    expect(list.body?.code).toBe(1000000);
    const id = list.body!.data.records[0].id;
    expect((await viewer.call('GET', `${API}/${id}`)).body?.code).toBe(1000000);
    const before = await storedCount();
    expect((await viewer.call('POST', API, { payload: valid })).body?.code).toBe(2010103);
    expect((await viewer.call('PUT', API, { payload: { id, remark: 'x' } })).body?.code).toBe(2010103);
    expect((await viewer.call('DELETE', `${API}/${id}`)).body?.code).toBe(2010103);
    expect((await viewer.call('GET', `${API}/exportExcel`)).body?.code).toBe(2010103);
    expect(await storedCount()).toBe(before);
  });

  it('checks the permission before validating, so a refused caller learns nothing about the input', async () => {
    const res = await viewer.call('POST', API, { payload: { bogus: 1 } });
    expect(res.body?.code).toBe(2010103);
  });

  it('requires a session and an enterprise the user may act for', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${PREFIX}/${API}/page` });
    expect(anonymous.statusCode).toBe(401);
    // The viewer has no grant for the group enterprise.
    const foreign = await moduleClient(t, VIEWER_PHONE, EMPTY_ENTERPRISE);
    expect((await foreign.call('GET', `${API}/page`)).body?.code).toBe(2010103);
  });
});

describe('module schema endpoints', () => {
  it('lists the modules the caller may view, localized', async () => {
    const zh = await viewer.call('GET', 'module/schemas');
    const list = zh.body?.data as { id: string; title: string }[];
    expect(list).toContainEqual({
      id: 'deviceInventory', title: '设备台账', route: '/accountManagement/deviceInventory', group: 'accountManagement',
      permissions: expect.objectContaining({ view: 'account:deviceInventory:view' }),
    });
    // Every standard ledger, once each.
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
    expect(list.map((m) => m.id)).toEqual(expect.arrayContaining(['onlineWastewater', 'wasteWarehouseSendOut', 'material']));
    const en = await viewer.call('GET', 'module/schemas', { locale: 'en-US' });
    expect(en.body?.data.find((m: { id: string }) => m.id === 'deviceInventory').title).toBe('Device inventory');
  });

  it('answers the full schema, 2010105 for an unknown id and 2010103 without the view permission', async () => {
    const full = await viewer.call('GET', 'module/schema/deviceInventory');
    expect(full.body?.data.fields.map((f: { name: string }) => f.name)).toContain('calibrationDue');
    expect((await viewer.call('GET', 'module/schema/nope')).body?.code).toBe(2010105);
    await t.db.query(`DELETE FROM role_permission WHERE perm = 'account:deviceInventory:view' AND role_id IN (SELECT id FROM role WHERE code = 'viewer')`);
    expect((await viewer.call('GET', 'module/schema/deviceInventory')).body?.code).toBe(2010103);
    const remaining = (await viewer.call('GET', 'module/schemas')).body?.data as { id: string }[];
    expect(remaining.map((m) => m.id)).not.toContain('deviceInventory');
    expect(remaining.length).toBeGreaterThan(0);
    expect((await viewer.call('GET', `${API}/page`)).body?.code).toBe(2010103);
  });

  it('documents the module routes with their derived schemas in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const pagePath = doc.paths[`${PREFIX}/${API}/page`];
    const names = pagePath.get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pageNum', 'pageSize', 'sortField', 'name', 'status', 'recordTime[0]', 'recordTime[1]']));
    const body = doc.paths[`${PREFIX}/${API}`].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['deviceCode', 'name', 'deviceType', 'model', 'status', 'recorder', 'recordTime']);
    expect(body.properties.deviceCode.maxLength).toBe(32);
  });
});
