import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportWorkbook } from '../../server/modules/export';
import { moduleRepository } from '../../server/modules/repository';
import { createModuleValidation } from '../../server/modules/validation';
import type { Db } from '../../server/core/contracts';
import type { ModuleSchema } from '../../schemas/types';
import { uncaughtDuring } from '../support/uncaught';
import { createTestApp, type TestApp } from './helpers/testApp';
import { REPO_ROOT } from './helpers/testDatabase';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, tokenOf, type ModuleClient } from './modules-client';
import { baseStorageConfig, sampleFile, uploadFile } from './storage-harness';

const API = 'account/deviceInventory';
const device = (): ModuleSchema => JSON.parse(readFileSync(resolve(REPO_ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));

/** A second ledger that exists only in this test: adding a module is only a JSON document. */
const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const inspection: ModuleSchema = {
  id: 'inspectionTest', version: 1, title: l('巡检记录', 'Inspections'), route: '/test/inspection', api: 'test/inspection', group: 'test', table: 'ledger_test_inspection',
  fields: [
    { name: 'point', type: 'string', required: true, maxLength: 20, label: l('点位', 'Point') },
    { name: 'passed', type: 'boolean', required: true, label: l('是否合格', 'Passed') },
    { name: 'items', type: 'enum', multiple: true, dict: 'device_type', label: l('检查对象', 'Checked') },
    { name: 'period', type: 'month', label: l('月份', 'Month') },
    { name: 'visits', type: 'integer', min: 0, label: l('次数', 'Visits') },
    { name: 'photos', type: 'files', accept: ['png', 'jpg'], label: l('照片', 'Photos') },
    { name: 'readings', type: 'subtable', label: l('读数', 'Readings'), fields: [{ name: 'value', type: 'number', label: l('值', 'Value') }] },
  ],
  list: { columns: [{ field: 'point' }, { field: 'passed' }, { field: 'items' }, { field: 'period', sortable: true }, { field: 'visits' }, { field: 'photos' }] },
  search: [
    { searchName: 'passed', searchType: 'select' },
    { searchName: 'items', searchType: 'select', multiple: true },
    { searchName: 'period', searchType: 'month', dateType: 'monthrange' },
  ],
  form: { sections: [{ fields: ['point', 'passed', 'items', 'period', 'visits', 'photos', 'readings'] }] },
  export: { enabled: true },
  permissions: { view: 'test:inspection:view', add: 'test:inspection:add', export: 'test:inspection:export' },
};

let t: TestApp;
let c: ModuleClient;
/** A photo the enterprise uploaded: a files field only keeps files its enterprise owns. */
let photo: { name: string; size: number; type: string; url: string };

async function sheetOf(raw: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function download(path: string, query: Record<string, string> = {}, locale?: string) {
  const res = await c.call('GET', path, { query, locale });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return { rows: await sheetOf(res.raw), disposition: String(res.headers['content-disposition']) };
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [device(), inspection], storage: baseStorageConfig({ kind: 'local', localRoot: null }) });
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  const uploaded = await uploadFile(t, t.headers(await tokenOf(t, ADMIN_PHONE), c.enterpriseId), 'a.png', sampleFile('png', 10));
  expect(uploaded.code, uploaded.msg).toBe(1000000);
  photo = { name: uploaded.data.name, size: uploaded.data.size, type: uploaded.data.type, url: uploaded.data.url };
  const base = { name: '1号脱硫塔', deviceType: '2', model: 'SDS-150', recorder: '张伟' };
  const rows = [
    { ...base, deviceCode: 'EX-1', status: '1', designCapacity: 1200.5, recordTime: '2024-01-01 08:00:00' },
    { ...base, deviceCode: 'EX-2', status: '3', deviceType: '3', name: 'COD在线分析仪', recordTime: '2024-01-02 08:00:00' },
    { ...base, deviceCode: 'EX-3', status: '3', recordTime: '2024-01-03 08:00:00' },
  ];
  for (const payload of rows) expect((await c.call('POST', API, { payload })).body?.code).toBe(1000000);
  const inspections = [
    { point: '总排口', passed: true, items: ['2', '3'], period: '2024-01', visits: 3, photos: [photo], readings: [{ value: 1.5 }] },
    { point: '雨排口', passed: false, items: ['4'], period: '2024-02', visits: 0 },
  ];
  for (const payload of inspections) expect((await c.call('POST', 'test/inspection', { payload })).body?.code, 'inspection').toBe(1000000);
});
afterAll(() => t?.close());

describe('exportExcel', () => {
  it('writes the non-hidden list columns by default, labels in the caller language, newest first', async () => {
    const { rows, disposition } = await download(`${API}/exportExcel`);
    expect(rows[0]).toEqual(['设备编号', '设备名称', '设备类型', '规格型号', '生产厂家', '安装日期', '设计能力', '设备状态', '检定到期日', '记录人', '记录时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EX-3', 'EX-2', 'EX-1']);
    expect(rows[3]).toEqual(['EX-1', '1号脱硫塔', '治理设施', 'SDS-150', undefined, undefined, 1200.5, '在用', undefined, '张伟', '2024-01-01 08:00:00']);
    const match = /^attachment; filename="deviceInventory_(\d{14})\.xlsx"; filename\*=UTF-8''(.+)$/.exec(disposition);
    expect(match).not.toBeNull();
    expect(decodeURIComponent(match![2])).toBe(`设备台账${match![1]}.xlsx`);
  });

  it('follows the columns parameter, the filters and the sort of the page', async () => {
    const { rows } = await download(`${API}/exportExcel`, { columns: 'deviceCode,status,deviceType', status: '3', sortField: 'recordTime', sortOrder: 'ascend' });
    expect(rows).toEqual([
      ['设备编号', '设备状态', '设备类型'],
      ['EX-2', '报废', '在线监测设备'],
      ['EX-3', '报废', '治理设施'],
    ]);
    const en = await download(`${API}/exportExcel`, { columns: 'status,deviceCode', deviceCode: 'ex-1' }, 'en-US');
    expect(en.rows).toEqual([['Status', 'Device code'], ['In use', 'EX-1']]);
    expect(decodeURIComponent(en.disposition.split("UTF-8''")[1])).toMatch(/^Device inventory\d{14}\.xlsx$/);
  });

  it('refuses unknown or repeated columns and bad filters as JSON 2010102', async () => {
    const bad: Record<string, string>[] = [{ columns: 'deviceCode,password' }, { columns: 'deviceCode,deviceCode' }, { status: '7' }];
    for (const query of bad) {
      const res = await c.call('GET', `${API}/exportExcel`, { query });
      expect(res.body?.code).toBe(2010102);
    }
  });

  it('streams many rows in batches', async () => {
    await t.db.query(
      `INSERT INTO ledger_device_inventory (enterprise_id, device_code, name, device_type, model, status, recorder, record_time)
       SELECT $1, 'BULK-' || g, '设备' || g, '4', 'M', '1', '张伟', timestamp '2023-01-01 00:00:00' + g * interval '1 minute'
         FROM generate_series(1, 1234) AS g`,
      [c.enterpriseId],
    );
    const { rows } = await download(`${API}/exportExcel`, { columns: 'deviceCode', 'recordTime[1]': '2023-12-31' });
    expect(rows.length).toBe(1 + 1234);
    expect(rows[1]).toEqual(['BULK-1234']);
    expect(rows[1234]).toEqual(['BULK-1']);
  });

  it('writes booleans as 是/否, multiple dictionary values as their labels and files by name', async () => {
    const { rows } = await download('test/inspection/exportExcel', { sortField: 'period', sortOrder: 'ascend' });
    expect(rows).toEqual([
      ['点位', '是否合格', '检查对象', '月份', '次数', '照片'],
      ['总排口', '是', '治理设施、在线监测设备', '2024-01', 3, 'a.png'],
      ['雨排口', '否', '辅助设施', '2024-02', 0],
    ]);
    const en = await download('test/inspection/exportExcel', { passed: 'false' }, 'en-US');
    expect(en.rows).toEqual([['Point', 'Passed', 'Checked', 'Month', 'Visits', 'Photos'], ['雨排口', 'No', 'Auxiliary facility', '2024-02', 0]]);
  });
});

describe('rows read through COPY (PostgreSQL) or a cursor', () => {
  /** The whole xlsx of an export, rows read through the given db. */
  async function exportBytes(schema: ModuleSchema, query: Record<string, string>, db: Pick<Db, 'stream'>, locale: 'zh-CN' | 'en-US'): Promise<Buffer> {
    const validation = createModuleValidation([schema]).get(schema.id)!;
    const job = { db, ctx: validation.context, repository: moduleRepository(t.db, schema), enterpriseId: c.enterpriseId, query: validation.export(query, locale), locale };
    const chunks: Buffer[] = [];
    const out = exportWorkbook(job).pipe(new PassThrough());
    for await (const chunk of out) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const exportable = (schema: ModuleSchema) => createModuleValidation([schema]).get(schema.id)!.context.exportable.join(',');
  const viaCursor: Pick<Db, 'stream'> = { stream: (sql, params, size, options) => t.db.stream(sql, params, size, { ...options, cursor: true }) };

  it('writes the same file for every field type, null, Chinese and text COPY has to escape', async () => {
    const odd = { point: 'a\\N "<&>" 😀 ', passed: true, items: ['3'], period: '2024-03', visits: 7 };
    expect((await c.call('POST', 'test/inspection', { payload: odd })).body?.code).toBe(1000000);
    // Tabs and line breaks the form refuses, written straight to the table: COPY escapes them.
    await t.db.query(`UPDATE ledger_test_inspection SET point = point || E'\t\r\n' WHERE enterprise_id = $1 AND point LIKE 'a%'`, [c.enterpriseId]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    try {
      const cases: [ModuleSchema, Record<string, string>][] = [
        // Every exportable column (the list's columns, hidden ones too).
        [inspection, { columns: exportable(inspection) }],
        [inspection, { items: '3,4', columns: 'point,items,visits' }],
        [device(), { columns: exportable(device()) }],
        [device(), { deviceCode: "ex'\\%_", columns: 'deviceCode,name' }],
        [device(), { deviceCode: 'ex-', status: '1', 'recordTime[0]': '2024-01-01', 'recordTime[1]': '2024-01-02', sortField: 'recordTime', sortOrder: 'ascend' }],
      ];
      for (const [schema, query] of cases) {
        for (const locale of ['zh-CN', 'en-US'] as const) {
          const fast = await exportBytes(schema, query, t.db, locale);
          expect(fast.equals(await exportBytes(schema, query, viaCursor, locale)), `${schema.id} ${JSON.stringify(query)} ${locale}`).toBe(true);
        }
      }
      const rows = await sheetOf(await exportBytes(inspection, { columns: 'point,passed,visits' }, t.db, 'zh-CN'));
      // The form trimmed the trailing space; XML reads CR LF back as LF.
      expect(rows.find((r) => String(r[0]).startsWith('a'))).toEqual(['a\\N "<&>" 😀\t\n', '是', 7]);
    } finally {
      vi.useRealTimers();
      // The next tests count this ledger's records.
      await t.db.query(`DELETE FROM ledger_test_inspection WHERE enterprise_id = $1 AND point LIKE 'a%'`, [c.enterpriseId]);
    }
  });
});

describe('numbers written from their database text', () => {
  /** The export's own bytes, and the bytes of the same rows with every number column read as a number first (the driver's parse, as before). */
  async function bothWays(schema: ModuleSchema, query: Record<string, string>, locale: 'zh-CN' | 'en-US'): Promise<[Buffer, Buffer]> {
    const validation = createModuleValidation([schema]).get(schema.id)!;
    const exportQuery = validation.export(query, locale);
    const numeric = exportQuery.columns.map((name) => ['integer', 'number'].includes(validation.context.fields.get(name)!.type));
    const parsed: Pick<Db, 'stream'> = {
      async *stream<T>(sql: string, params: unknown[], size: number, options?: { rowMode?: 'array' }) {
        for await (const batch of t.db.stream<unknown[]>(sql, params, size, options)) {
          yield batch.map((row) => row.map((v, i) => (numeric[i] && typeof v === 'string' ? Number(v) : v))) as T[];
        }
      },
    };
    const bytes = async (db: Pick<Db, 'stream'>) => {
      const job = { db, ctx: validation.context, repository: moduleRepository(t.db, schema), enterpriseId: c.enterpriseId, query: exportQuery, locale };
      const chunks: Buffer[] = [];
      for await (const chunk of exportWorkbook(job).pipe(new PassThrough())) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    return [await bytes(t.db), await bytes(parsed)];
  }

  it('writes the same file as numbers parsed and printed by JavaScript, for ordinary, tiny, huge and random values', async () => {
    // Straight to the table (past the form's limits): every kind of float8 text PostgreSQL answers.
    const odd = ['0', '0.01', '0.1', '1.5', '12.3', '100', '12345678.91', '99999999', '999999999999999', '1000000000000000', '1234567890123456.78', '-0.01', '-250', '0.05'];
    await t.db.query(
      `INSERT INTO ledger_device_inventory (enterprise_id, device_code, name, device_type, model, status, recorder, record_time, design_capacity)
       SELECT $1, 'NUM-' || g, '数值' || g, '4', 'M', '1', '张伟', timestamp '2022-06-01 00:00:00' + g * interval '1 minute',
              CASE WHEN g <= cardinality($2::numeric[]) THEN ($2::numeric[])[g] ELSE round((random() * 10 ^ (random() * 17.9 - 2))::numeric, 2) END
         FROM generate_series(1, 400) AS g`,
      [c.enterpriseId, odd],
    );
    await t.db.query(`UPDATE ledger_test_inspection SET visits = 9007199254740993 WHERE enterprise_id = $1 AND point = '雨排口'`, [c.enterpriseId]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    try {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const [fast, parsed] = await bothWays(device(), { deviceCode: 'num-', columns: 'deviceCode,designCapacity' }, locale);
        expect(fast.equals(parsed), `device ${locale}`).toBe(true);
        const [fastInspection, parsedInspection] = await bothWays(inspection, { columns: 'point,visits' }, locale);
        expect(fastInspection.equals(parsedInspection), `inspection ${locale}`).toBe(true);
      }
      const rows = await sheetOf((await bothWays(device(), { deviceCode: 'num-', columns: 'deviceCode,designCapacity', sortField: 'recordTime', sortOrder: 'ascend' }, 'zh-CN'))[0]);
      expect(rows.slice(1, odd.length + 1).map((r) => r[1])).toEqual(odd.map(Number));
    } finally {
      vi.useRealTimers();
      await t.db.query(`DELETE FROM ledger_device_inventory WHERE enterprise_id = $1 AND device_code LIKE 'NUM-%'`, [c.enterpriseId]);
      await t.db.query(`UPDATE ledger_test_inspection SET visits = 0 WHERE enterprise_id = $1 AND point = '雨排口'`, [c.enterpriseId]);
    }
  });
});

describe('an export whose client hangs up', () => {
  it('leaves no unhandled failure behind when the batch read ahead fails after the hang-up', async () => {
    const validation = createModuleValidation([inspection]).get(inspection.id)!;
    let out: Readable | undefined;
    const db: Pick<Db, 'stream'> = {
      async *stream<T>() {
        out!.destroy(); // the client hangs up as the first batch arrives
        yield [['总排口']] as T[];
        await new Promise((r) => setTimeout(r, 30));
        throw new Error('cursor lost'); // the batch read ahead fails once nobody waits for it
      },
    };
    const query = validation.export({ columns: 'point' }, 'zh-CN');
    const uncaught = await uncaughtDuring(async () => {
      out = exportWorkbook({ db, ctx: validation.context, repository: moduleRepository(t.db, inspection), enterpriseId: c.enterpriseId, query, locale: 'zh-CN' });
    }, 200);
    expect(out!.destroyed).toBe(true);
    expect(uncaught).toEqual([]);
  });
});

describe('a ledger defined only by a JSON schema', () => {
  it('round-trips every field type and filters multiple-enum and month columns', async () => {
    const page = async (query: Record<string, string>) => (await c.call('GET', 'test/inspection/page', { query })).body!.data;
    const all = await page({});
    expect(all.total).toBe(2);
    const first = all.records.find((r: { point: string }) => r.point === '总排口');
    expect(first).toMatchObject({ passed: true, items: ['2', '3'], period: '2024-01', visits: 3, readings: [{ value: 1.5 }] });
    expect(first.photos).toEqual([photo]);
    expect(photo).toMatchObject({ name: 'a.png', size: 10 });
    expect((await page({ items: '3,4' })).total).toBe(2);
    expect((await page({ items: '4' })).records.map((r: { point: string }) => r.point)).toEqual(['雨排口']);
    expect((await page({ passed: 'true' })).records.map((r: { point: string }) => r.point)).toEqual(['总排口']);
    expect((await page({ 'period[0]': '2024-02', 'period[1]': '2024-12' })).total).toBe(1);
    expect((await page({ period: '2024-01' })).total).toBe(1);
  });

  it('registers only the routes its permissions grant', async () => {
    const put = await c.call('PUT', 'test/inspection', { payload: { id: 1, point: 'x' } });
    expect(put.status).toBe(405);
    const del = await c.call('DELETE', 'test/inspection/1');
    expect(del.status).toBe(405);
  });
});
