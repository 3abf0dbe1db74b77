/**
 * Custom ledgers end to end: an enterprise admin defines a ledger, records are created, searched,
 * exported and imported through the generic routes, the definition changes while old records stay
 * readable, and other enterprises never see it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../server/modules/audit/verify';
import { CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS } from '../../server/modules/custom/definition';
import { ROLE_ENTERPRISE_ADMIN, ROLE_VIEWER } from '../../server/seed/demoData';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, VIEWER_PHONE, type ModuleClient } from './modules-client';

let t: TestApp;
let admin: ModuleClient; // enterprise admin of the group
let elsewhere: ModuleClient; // the same admin acting for another enterprise
let viewer: ModuleClient;
let id: string;
let api: string;

const definition = {
  name: '废气治理设施巡检记录',
  fields: [
    { label: '巡检日期', type: 'date', required: true, searchable: true },
    { label: '巡检人', type: 'string', required: true, searchable: true, maxLength: 20 },
    { label: '设施', type: 'enum', required: true, searchable: true, options: [{ label: 'RTO焚烧炉' }, { label: '碱液喷淋塔' }] },
    { label: '压差', type: 'number', precision: 1, min: 0, max: 5000, unit: 'Pa' },
    { label: '是否正常', type: 'boolean', searchable: true },
    { label: '情况说明', type: 'text', listed: false },
    { label: '照片', type: 'files', listed: false },
  ],
};

async function grant(role: string, perms: string[]): Promise<void> {
  await t.db.query(`INSERT INTO role_permission (role_id, perm) SELECT r.id, p FROM role r, unnest($2::text[]) p WHERE r.area = 'client' AND r.code = $1 ON CONFLICT DO NOTHING`, [role, perms]);
}

beforeAll(async () => {
  t = await createTestApp();
  await grant(ROLE_ENTERPRISE_ADMIN.code, [CUSTOM_MANAGE_PERMISSION, ...Object.values(CUSTOM_PERMISSIONS)]);
  await grant(ROLE_VIEWER.code, [CUSTOM_PERMISSIONS.view]);
  admin = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  elsewhere = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
  viewer = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

const record = (day: number, inspector: string, facility: string, pressure: number | null, normal: boolean) => ({
  f1: `2024-08-${String(day).padStart(2, '0')}`, f2: inspector, f3: facility, f4: pressure, f5: normal,
});

describe('defining a custom ledger', () => {
  it('turns the simplified definition into a module schema with generated, stable names', async () => {
    const res = await admin.call('POST', 'customAccount/definition', { payload: definition });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    const created = res.body!.data;
    id = created.id;
    api = `customAccount/${id}`;
    expect(id).toBe(`custom_${admin.enterpriseId}_1`);
    expect(created.version).toBe(1);
    expect(created.fields.map((f: { name: string }) => f.name)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
    expect(created.fields[2].options).toEqual([{ value: '1', label: 'RTO焚烧炉' }, { value: '2', label: '碱液喷淋塔' }]);
    expect(created.schema).toMatchObject({ id, api, route: `/customAccount/${id}`, table: 'custom_record', title: { 'zh-CN': '废气治理设施巡检记录' }, permissions: CUSTOM_PERMISSIONS });
    expect(created.schema.list.columns.map((col: { field: string }) => col.field)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    expect(created.schema.search.map((s: { searchName: string; searchType: string }) => `${s.searchName}:${s.searchType}`)).toEqual(['f1:date', 'f2:input', 'f3:select', 'f5:select']);
  });

  it('refuses definitions the meta-schema or the rules would refuse, with 2010102', async () => {
    const refuse = async (body: unknown, text: string) => {
      const res = await admin.call('POST', 'customAccount/definition', { payload: body });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(2010102);
      expect(res.body?.msg).toContain(text);
    };
    await refuse({ name: '空', fields: [] }, 'fields');
    await refuse({ name: 'x', fields: [{ label: '状态', type: 'enum' }] }, '下拉字段至少需要一个选项');
    await refuse({ name: 'x', fields: [{ label: '数量', type: 'integer', searchable: true }] }, '该类型的字段不能作为搜索条件');
    await refuse({ name: 'x', fields: [{ label: '数量', type: 'integer', min: 5, max: 1 }] }, '开始值不能大于结束值');
    await refuse({ name: 'x', fields: [{ label: 'a', type: 'string' }, { label: 'a', type: 'text' }] }, '字段名称「a」重复');
    await refuse({ name: 'x', fields: [{ name: 'f99', label: 'a', type: 'string' }] }, '不是该台账的字段');
    await refuse({ name: 'x', fields: [{ label: 'a', type: 'script' }] }, 'fields.0.type');
    await refuse({ name: 'x', fields: [{ label: 'a', type: 'string', sql: 'DROP' }] }, 'fields.0.sql');
  });

  it('is visible to its own enterprise only', async () => {
    const mine = (await admin.call('GET', 'module/schemas')).body!.data.map((m: { id: string }) => m.id);
    expect(mine).toContain(id);
    expect((await admin.call('GET', `module/schema/${id}`)).body!.data.fields).toHaveLength(7);
    const theirs = (await elsewhere.call('GET', 'module/schemas')).body!.data.map((m: { id: string }) => m.id);
    expect(theirs).not.toContain(id);
    expect((await elsewhere.call('GET', `module/schema/${id}`)).body?.code).toBe(2010105);
    expect((await elsewhere.call('GET', 'customAccount/definition')).body!.data).toEqual([]);
    expect((await elsewhere.call('GET', `customAccount/definition/${id}`)).body?.code).toBe(2010105);
    expect((await elsewhere.call('GET', `${api}/page`)).body?.code).toBe(2010105);
    expect((await elsewhere.call('POST', api, { payload: record(1, '王强', '1', 10, true) })).body?.code).toBe(2010105);
    expect((await viewer.call('GET', `${api}/page`)).body?.code).toBe(2010105);
    expect((await viewer.call('POST', 'customAccount/definition', { payload: definition })).body?.code).toBe(2010103);
  });
});

describe('records of a custom ledger', () => {
  let first: number;

  it('creates, validates, searches, sorts, reads and updates through the generic routes', async () => {
    const rows = [record(1, '王强', '1', 120.5, true), record(2, '刘洋', '2', 80, false), record(3, '王强', '2', null, true), record(4, '陈静', '1', 300, true)];
    const ids = [];
    for (const row of rows) {
      const res = await admin.call('POST', api, { payload: row });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
      ids.push(res.body!.data.id);
    }
    first = ids[0];
    const missing = await admin.call('POST', api, { payload: { f1: '2024-08-09', f3: '1' } });
    expect(missing.body).toMatchObject({ code: 2010102, msg: '参数异常: f2: 巡检人: 不能为空' });
    expect((await admin.call('POST', api, { payload: { ...rows[0], f4: 5001 } })).body?.msg).toContain('压差: 不能大于5000');
    expect((await admin.call('POST', api, { payload: { ...rows[0], f4: 1.25 } })).body?.msg).toContain('最多保留1位小数');
    expect((await admin.call('POST', api, { payload: { ...rows[0], f3: '9' } })).body?.code).toBe(2010102);
    expect((await admin.call('POST', api, { payload: { ...rows[0], extra: 1 } })).body?.msg).toContain('extra: extra: 不支持的字段');

    const page = async (query: Record<string, string>) => (await admin.call('GET', `${api}/page`, { query })).body!.data;
    expect((await page({})).total).toBe(4);
    expect((await page({ f2: '王' })).records.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await page({ f3: '2' })).total).toBe(2);
    expect((await page({ f5: 'false' })).records[0].id).toBe(ids[1]);
    expect((await page({ 'f1[0]': '2024-08-02', 'f1[1]': '2024-08-03', f2: '王' })).records.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    expect((await page({ sortField: 'f4', sortOrder: 'descend' })).records.map((r: { f4: number | null }) => r.f4)).toEqual([null, 300, 120.5, 80]);
    expect((await admin.call('GET', `${api}/page`, { query: { f3: "1' OR 1=1" } })).body?.code).toBe(2010102);

    const got = (await admin.call('GET', `${api}/${first}`)).body!.data;
    expect(got).toMatchObject({ id: first, ...rows[0], f6: null, f7: null, createdBy: expect.any(Number) });
    // The page's JSON (written by PostgreSQL from the document columns) reads as the detail does.
    const listed = (await page({ f2: '王强', f3: '1' })).records;
    expect(listed).toEqual([got]);
    expect(Object.keys(listed[0])).toEqual(Object.keys(got));
    const updated = (await admin.call('PUT', api, { payload: { id: first, f6: '压差正常，滤料完好' } })).body!.data;
    expect(updated).toMatchObject({ ...rows[0], f6: '压差正常，滤料完好' });
    const history = (await admin.call('GET', `${api}/${first}/history`)).body!.data;
    expect(history[0].changes).toEqual([expect.objectContaining({ field: 'f6', label: '情况说明', before: null, after: '压差正常，滤料完好' })]);
  });

  it('exports the filtered rows with labels and imports from its template', async () => {
    const exported = await admin.call('GET', `${api}/exportExcel`, { query: { f3: '1' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['巡检日期', '巡检人', '设施', '压差', '是否正常']);
    expect(sheet.actualRowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['2024-08-04', '陈静', 'RTO焚烧炉', 300, '是']);

    const template = await admin.call('GET', `${api}/importTemplate`);
    const tpl = new ExcelJS.Workbook();
    await tpl.xlsx.load(template.raw as unknown as ArrayBuffer);
    const titles = (tpl.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(titles).toEqual(['巡检日期', '巡检人', '设施', '压差', '是否正常', '情况说明']);
    const upload = new ExcelJS.Workbook();
    const ws = upload.addWorksheet('导入');
    ws.addRow(titles);
    ws.addRow(['2024-08-10', '杨帆', '碱液喷淋塔', 95, '否', '导入的记录']);
    ws.addRow(['2024-08-11', null, '未知设施', 'x', '是', null]);
    const boundary = 'customimport';
    const file = Buffer.from(await upload.xlsx.writeBuffer());
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="in.xlsx"\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await admin.call('POST', `${api}/importExcel`, { payload, query: { mode: 'validRowsOnly' }, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.body?.data).toMatchObject({ total: 2, valid: 1, imported: 1 });
    expect(res.body!.data.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual(['3:f2', '3:f3', '3:f4']);
    const imported = (await admin.call('GET', `${api}/page`, { query: { f2: '杨帆' } })).body!.data.records[0];
    expect(imported).toMatchObject({ f1: '2024-08-10', f3: '2', f4: 95, f5: false, f6: '导入的记录' });
  });

  it('keeps old records readable when the fields change, and refuses type changes that would strand values', async () => {
    const current = (await admin.call('GET', `customAccount/definition/${id}`)).body!.data;
    const fields = current.fields.map((f: Record<string, unknown>) => ({ ...f }));
    // Incompatible change of a field with values: refused, naming it.
    const boolToNumber = fields.map((f: { name: string }) => (f.name === 'f5' ? { ...f, type: 'number' } : f));
    const refused = await admin.call('PUT', 'customAccount/definition', { payload: { id, name: current.name, fields: boolToNumber } });
    expect(refused.body?.code).toBe(2010102);
    expect(refused.body?.msg).toContain('是否正常: 已有记录填写了该字段，类型不能从「是/否」改为「数字」');

    // Remove 压差 (f4), widen 巡检人 to long text, make 照片 (no values yet) a plain text field, add 负责人.
    const changed = fields
      .filter((f: { name: string }) => f.name !== 'f4')
      .map((f: { name: string }) => (f.name === 'f2' ? { ...f, type: 'text', maxLength: 200 } : f.name === 'f7' ? { name: 'f7', label: '照片编号', type: 'string' } : f));
    changed.push({ label: '负责人', type: 'string', required: false });
    const res = await admin.call('PUT', 'customAccount/definition', { payload: { id, name: '巡检记录', fields: changed } });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    expect(res.body!.data.version).toBe(2);
    expect(res.body!.data.fields.map((f: { name: string }) => f.name)).toEqual(['f1', 'f2', 'f3', 'f5', 'f6', 'f7', 'f8']);

    const old = (await admin.call('GET', `${api}/${first}`)).body!.data;
    expect(old).toMatchObject({ f1: '2024-08-01', f2: '王强', f3: '1', f5: true, f6: '压差正常，滤料完好', f7: null, f8: null });
    expect(old).not.toHaveProperty('f4');
    const { rows } = await t.db.query<{ data: Record<string, unknown> }>('SELECT data FROM custom_record WHERE id = $1', [first]);
    expect(rows[0].data.f4).toBe(120.5);
    expect((await admin.call('PUT', api, { payload: { id: first, f8: '郑国华' } })).body!.data).toMatchObject({ f2: '王强', f8: '郑国华' });

    // Bringing f4 back restores its values.
    const restored = [...res.body!.data.fields, { name: 'f4', label: '压差', type: 'number', precision: 1, min: 0, max: 5000 }];
    const again = await admin.call('PUT', 'customAccount/definition', { payload: { id, name: '巡检记录', fields: restored } });
    expect(again.body?.data.version).toBe(3);
    expect((await admin.call('GET', `${api}/${first}`)).body!.data).toMatchObject({ f4: 120.5, f8: '郑国华' });
    expect((await verifyAuditChain(t.db, admin.enterpriseId)).ok).toBe(true);
  });

  it('removes the ledger (records are kept) and gives the next one a new number', async () => {
    expect((await admin.call('DELETE', `customAccount/definition/${id}`)).body).toEqual({ code: 1000000, msg: 'success', data: { deleted: 1 } });
    expect((await admin.call('GET', `${api}/page`)).body?.code).toBe(2010105);
    expect((await admin.call('GET', 'module/schemas')).body!.data.map((m: { id: string }) => m.id)).not.toContain(id);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM custom_record WHERE module_id = $1', [id]);
    expect(rows[0].n).toBe(5);
    const next = await admin.call('POST', 'customAccount/definition', { payload: { name: '第二个台账', fields: [{ label: '内容', type: 'string' }] } });
    expect(next.body?.data.id).toBe(`custom_${admin.enterpriseId}_2`);
  });
});
