/** Column settings stored per user on the server, keyed by route path + keyword; one column must stay visible. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, moduleClient, PREFIX, SEEDED_ENTERPRISE, VIEWER_PHONE, type ModuleClient } from './modules-client';

const KEY = '/accountManagement/deviceInventory#list';
let t: TestApp;
let admin: ModuleClient;
let viewer: ModuleClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
  viewer = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

const get = (client: ModuleClient, key = KEY) => client.call('GET', 'columnConfig', { query: { key } });
const put = (client: ModuleClient, columns: unknown, key = KEY) => client.call('PUT', 'columnConfig', { query: { key }, payload: { columns } });

describe('column settings', () => {
  it('starts empty (the schema defaults apply) and stores the setting per user, in order', async () => {
    expect((await get(admin)).body).toEqual({ code: 1000000, msg: 'success', data: { key: KEY, columns: [] } });
    const columns = [
      { field: 'status', visible: true, order: 2 },
      { field: 'name', visible: true, order: 1, width: 220 },
      { field: 'deviceCode', visible: false, order: 0 },
    ];
    const saved = await put(admin, columns);
    expect(saved.body?.data.columns.map((col: { field: string }) => col.field)).toEqual(['deviceCode', 'name', 'status']);
    expect((await get(admin)).body?.data.columns).toEqual([
      { field: 'deviceCode', visible: false, order: 0 },
      { field: 'name', visible: true, order: 1, width: 220 },
      { field: 'status', visible: true, order: 2 },
    ]);
    // Another user, and another key, are separate.
    expect((await get(viewer)).body?.data.columns).toEqual([]);
    expect((await get(admin, `${KEY}2`)).body?.data.columns).toEqual([]);
    // Saving again replaces the setting.
    await put(admin, [{ field: 'name', visible: true, order: 0 }]);
    expect((await get(admin)).body?.data.columns).toEqual([{ field: 'name', visible: true, order: 0 }]);
  });

  it('keeps at least one visible column and refuses malformed settings, changing nothing', async () => {
    const before = (await get(admin)).body?.data;
    const none = await put(admin, [{ field: 'name', visible: false, order: 0 }]);
    expect(none.body).toMatchObject({ code: 2010102, msg: '参数异常: columns: 列设置: 至少保留一列' });
    expect((await put(admin, [])).body?.code).toBe(2010102);
    const twice = await put(admin, [{ field: 'name', visible: true, order: 0 }, { field: 'name', visible: true, order: 1 }]);
    expect(twice.body?.msg).toContain('字段 name 出现多次');
    const bad = await put(admin, [{ field: 'name;drop', visible: 'yes', order: -1 }]);
    expect(bad.body?.data.errors[0].field).toBe('columns[0]');
    expect((await put(admin, [{ field: 'name', visible: true, order: 0, colour: 'red' }])).body?.code).toBe(2010102);
    expect((await put(admin, [{ field: 'name', visible: true, order: 0 }], '')).body?.code).toBe(2010102);
    expect((await put(admin, [{ field: 'name', visible: true, order: 0 }], 'k'.repeat(201))).body?.code).toBe(2010102);
    expect((await get(admin)).body?.data).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PREFIX}/columnConfig?key=x` });
    expect(res.statusCode).toBe(401);
  });

  it('is what the export follows: the visible columns in their order', async () => {
    await put(admin, [{ field: 'status', visible: true, order: 0 }, { field: 'deviceCode', visible: true, order: 1 }, { field: 'name', visible: false, order: 2 }]);
    const setting = (await get(admin)).body!.data.columns as { field: string; visible: boolean }[];
    const columns = setting.filter((col) => col.visible).map((col) => col.field).join(',');
    const res = await admin.call('GET', 'account/deviceInventory/exportExcel', { query: { columns } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual(['设备状态', '设备编号']);
  });
});
