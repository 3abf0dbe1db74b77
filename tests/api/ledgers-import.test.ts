/**
 * Import from xlsx: the template, then a generated file with good and bad rows through the three modes
 * (validate → report only; commit → all or nothing; validRowsOnly → the good rows after the user
 * confirmed), plus the file-level refusals (format, size, columns, row limit, permission).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localized } from '../../schemas/dictionaries';
import type { ModuleSchema } from '../../schemas/types';
import { loadModuleSchemas } from '../../server/modules/load';
import { createTestApp, type TestApp } from './helpers/testApp';
import { validRow } from './ledgers-rows';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, VIEWER_PHONE, type Answer, type ModuleClient } from './modules-client';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
const waste = schemas.find((s) => s.id === 'wasteWarehouseReceive')!;
const API = waste.api;
let t: TestApp;
let c: ModuleClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
});
afterAll(() => t?.close());

const label = (name: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') => localized(waste.fields.find((f) => f.name === name)!.label, locale);

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(client: ModuleClient, file: Buffer, mode?: string, filename = 'import.xlsx', field = 'file'): Promise<Answer> {
  const boundary = '----ledgerimport7MA4YWxk';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const payload = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return client.call('POST', `${API}/importExcel`, { payload, query: mode ? { mode } : undefined, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const stored = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_waste_warehouse_receive WHERE enterprise_id = $1 AND deleted_at IS NULL', [c.enterpriseId])).rows[0].n;

/** Header + data rows: rows 2 and 6 are good, 3-5 and 7-8 are not (blank row 9 is skipped). */
async function mixedFile(existingBatch: string): Promise<Buffer> {
  const header = ['batchCode', 'receiveTime', 'wasteName', 'hwCategory', 'hwCode', 'quantity', 'unit', 'storageFacilityCode', 'transporter', 'keeper', 'recorder', 'recordTime', 'remark'].map((n) => label(n));
  const good = (batch: string) => [batch, '2024-06-01 09:00:00', '废矿物油', 'HW08 废矿物油与含矿物油废物', '900-249-08', 1.25, '吨', 'TS001', '蒋文斌', '沈建国', '王强', '2024-06-01 10:00:00', null];
  return xlsx([
    header,
    good('RK-001'),
    [...good('RK-002').slice(0, 2), null, ...good('RK-002').slice(3)], // no waste name
    [...good('RK-003').slice(0, 3), '不存在的类别', ...good('RK-003').slice(4)], // not a category
    [...good('RK-004').slice(0, 4), '900-249-8', 'abc', ...good('RK-004').slice(6)], // bad code and quantity
    ['RK-005', new Date(Date.UTC(2024, 5, 2, 8, 15, 0)), '废活性炭', 'HW49 Other waste', '900-039-49', 2, 't', 'TS001', '蒋文斌', '沈建国', '王强', '2024/6/2 10:00', '英文标签与日期单元格'],
    good('RK-001'), // repeats row 2
    good(existingBatch), // already stored
    [],
  ]);
}

describe('import template', () => {
  it('has the importable fields with localized titles, notes, and drop-down lists for dictionaries', async () => {
    const res = await c.call('GET', `${API}/importTemplate`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('_template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const titles = (sheet.getRow(1).values as string[]).slice(1);
    expect(titles).toContain(label('batchCode'));
    expect(titles).not.toContain(label('attachments')); // files cannot come from a cell
    const hwColumn = titles.indexOf(label('hwCategory')) + 1;
    const note = sheet.getRow(1).getCell(hwColumn).note;
    const noteText = typeof note === 'string' ? note : note?.texts?.map((x) => x.text).join('');
    expect(noteText).toContain('必填');
    expect(noteText).toContain('HW01 医疗废物');
    const validations = JSON.stringify((sheet as unknown as { dataValidations: { model: unknown } }).dataValidations.model);
    expect(validations).toContain('list');
    expect(book.worksheets[1].getCell('A1').value).toBeDefined();
    const en = await c.call('GET', `${API}/importTemplate`, { locale: 'en-US' });
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(en.raw as unknown as ArrayBuffer);
    expect((enBook.worksheets[0].getRow(1).values as string[]).slice(1)).toContain('Receipt batch code');
  });
});

describe('importExcel', () => {
  let file: Buffer;
  beforeAll(async () => {
    const existing = { ...validRow(waste, 9), batchCode: 'RK-STORED' };
    expect((await c.call('POST', API, { payload: existing })).body?.code).toBe(1000000);
    file = await mixedFile('RK-STORED');
  });

  it('validates every row and reports row, field and message without storing (mode=validate, the default)', async () => {
    const before = await stored();
    const res = await upload(c, file);
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    const report = res.body!.data;
    expect(report).toMatchObject({ mode: 'validate', total: 7, valid: 2, imported: 0 });
    const byRow = (row: number) => report.errors.filter((e: { row: number }) => e.row === row).map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect(byRow(3)).toEqual(['wasteName: 危险废物名称: 不能为空']);
    expect(byRow(4)).toEqual(['hwCategory: 危险废物类别: 不是字典中的有效值']);
    expect(byRow(5)).toEqual(['hwCode: 危险废物代码: 危险废物代码格式应为 000-000-00', 'quantity: 数量: 应为数字']);
    expect(byRow(7)).toEqual(['batchCode: 与第2行重复（入库批次编码）']);
    expect(byRow(8)).toEqual(['batchCode: 已存在相同入库批次编码的记录']);
    expect(report.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 5, 7, 8]);
    expect(await stored()).toBe(before);
  });

  it('stores nothing when committing a file with errors (all or nothing)', async () => {
    const before = await stored();
    const res = await upload(c, file, 'commit');
    expect(res.body?.code).toBe(2010102);
    expect(res.body?.msg).toBe('参数异常: 文件中有6处错误，未导入任何数据');
    expect(res.body?.data).toMatchObject({ total: 7, valid: 2, imported: 0 });
    expect(await stored()).toBe(before);
  });

  it('stores only the valid rows once the user confirmed (mode=validRowsOnly), converting labels and dates', async () => {
    const before = await stored();
    const res = await upload(c, file, 'validRowsOnly');
    expect(res.body?.data).toMatchObject({ mode: 'validRowsOnly', total: 7, valid: 2, imported: 2 });
    expect(await stored()).toBe(before + 2);
    const page = (await c.call('GET', `${API}/page`, { query: { batchCode: 'RK-005' } })).body!.data;
    expect(page.records[0]).toMatchObject({ hwCategory: 'HW49', unit: 't', receiveTime: '2024-06-02 08:15:00', recordTime: '2024-06-02 10:00:00', quantity: 2 });
    const first = (await c.call('GET', `${API}/page`, { query: { batchCode: 'RK-001' } })).body!.data;
    expect(first.records[0]).toMatchObject({ hwCategory: 'HW08', unit: 't', quantity: 1.25 });
    // Imported rows are audited like any other create.
    expect((await c.call('GET', `${API}/${first.records[0].id}/history`)).body!.data.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('commits a clean file in one go, with English titles', async () => {
    const fields = ['batchCode', 'receiveTime', 'wasteName', 'hwCategory', 'hwCode', 'quantity', 'unit', 'storageFacilityCode', 'transporter', 'keeper', 'recorder', 'recordTime'];
    const rows = Array.from({ length: 30 }, (_, i) => [`EN-${i}`, '2024-07-01 08:00:00', 'Spent carbon', 'HW49', '900-039-49', i + 1, 'kg', 'TS002', 'Li Lei', 'Han Meimei', 'Wang Qiang', '2024-07-01 09:00:00']);
    const before = await stored();
    const res = await upload(c, await xlsx([fields.map((n) => label(n, 'en-US')), ...rows]), 'commit');
    expect(res.body?.data).toEqual({ mode: 'commit', total: 30, valid: 30, imported: 30, errors: [] });
    expect(await stored()).toBe(before + 30);
  });

  it('stores Chinese text exactly from a file whose parts inflate in many chunks', async () => {
    // 3,000 distinct names make a shared-strings part of ~150 kB, so characters fall across the
    // inflater's chunk boundaries (exceljs alone turned some of them into U+FFFD).
    const fields = ['batchCode', 'receiveTime', 'wasteName', 'hwCategory', 'hwCode', 'quantity', 'unit', 'storageFacilityCode', 'transporter', 'keeper', 'recorder', 'recordTime'];
    const name = (i: number) => `废矿物油与含矿物油废物（第${i}批，来自一号车间）`;
    const people = ['王强', '刘洋', '陈静', '杨帆', '赵磊', '孙丽', '欧阳明月'];
    const person = (i: number) => people[i % people.length];
    const rows = Array.from({ length: 3000 }, (_, i) => [`CJK-${i}`, '2024-07-01 08:00:00', name(i), 'HW08', '900-249-08', 1, 't', 'TS001', person(i), '李四', '王五', '2024-07-01 09:00:00']);
    const res = await upload(c, await xlsx([fields.map((n) => label(n)), ...rows]), 'commit');
    expect(res.body?.data, JSON.stringify(res.body)).toMatchObject({ total: 3000, valid: 3000, imported: 3000 });
    const saved = await t.db.query<{ batch_code: string; waste_name: string; transporter: string }>(
      "SELECT batch_code, waste_name, transporter FROM ledger_waste_warehouse_receive WHERE enterprise_id = $1 AND batch_code LIKE 'CJK-%'",
      [c.enterpriseId],
    );
    const wrong = saved.rows.filter((r) => {
      const i = Number(r.batch_code.slice(4));
      return r.waste_name !== name(i) || r.transporter !== person(i);
    });
    expect(saved.rows).toHaveLength(3000);
    expect(wrong).toEqual([]);
  });
});

describe('file checks', () => {
  const expectRefused = async (res: Answer, text: string) => {
    expect(res.body?.code, JSON.stringify(res.body)).toBe(2010102);
    expect(res.body?.msg).toContain(text);
  };

  it('accepts only xlsx by content, not by name', async () => {
    await expectRefused(await upload(c, Buffer.from('%PDF-1.7 not a spreadsheet'), undefined, 'data.xlsx'), '文件格式不正确，请上传xlsx格式文件');
    await expectRefused(await upload(c, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), undefined, 'old.xls'), '文件格式不正确');
    await expectRefused(await upload(c, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)])), '无法读取该 xlsx 文件');
  });

  it('refuses a missing file, a wrong mode and files over 10 MB', async () => {
    await expectRefused(await c.call('POST', `${API}/importExcel`, { payload: {} }), '请选择要导入的 xlsx 文件');
    await expectRefused(await upload(c, await xlsx([[label('batchCode')]]), undefined, 'a.xlsx', 'other'), '请选择要导入的 xlsx 文件');
    await expectRefused(await upload(c, await xlsx([[label('batchCode')]]), 'everything'), '导入方式: 只能是 validate、commit 或 validRowsOnly');
    await expectRefused(await upload(c, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(10 * 1024 * 1024)])), '上传文件大小不能超过10MB');
  });

  it('names unknown, repeated and missing columns', async () => {
    const res = await upload(c, await xlsx([[label('batchCode'), '颜色', label('batchCode')], ['RK-9', '红', 'RK-9']]));
    expect(res.body?.code).toBe(2010102);
    const messages = res.body!.data.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['未知的列「颜色」', `列「${label('batchCode')}」重复`, `${label('wasteName')}: 缺少必填列`]));
  });

  it('refuses files with more than 10,000 data rows and files without data rows', async () => {
    const header = ['batchCode', 'receiveTime', 'wasteName', 'hwCategory', 'hwCode', 'quantity', 'unit', 'storageFacilityCode', 'transporter', 'keeper', 'recorder', 'recordTime'].map((n) => label(n));
    const rows = Array.from({ length: 10_001 }, (_, i) => [`B${i}`, '2024-07-01 08:00:00', '废油', 'HW08', '900-249-08', 1, 't', 'TS001', '张三', '李四', '王五', '2024-07-01 09:00:00']);
    await expectRefused(await upload(c, await xlsx([header, ...rows])), '每个文件最多导入10000行数据');
    await expectRefused(await upload(c, await xlsx([header])), '文件中没有数据行');
  });

  it('needs the import permission', async () => {
    const viewer = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
    expect((await upload(viewer, await xlsx([[label('batchCode')]]))).body?.code).toBe(2010103);
    expect((await viewer.call('GET', `${API}/importTemplate`)).body?.code).toBe(2010103);
  });
});
