/**
 * Every ledger schema through the whole API, with rows generated from the schema: create two
 * records → page with an input filter, a select filter and a record-time range (only the first
 * matches) → get → update → history → export with the same filters (parsed: localized headers,
 * dictionary labels, only the filtered row) → delete.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localized } from '../../schemas/dictionaries';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { loadModuleSchemas } from '../../server/modules/load';
import { createTestApp, type TestApp } from './helpers/testApp';
import { choicesOf, validRow, type FileRef } from './ledgers-rows';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, tokenOf, type ModuleClient } from './modules-client';
import { baseStorageConfig, sampleFile, uploadFile } from './storage-harness';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
let t: TestApp;
let c: ModuleClient;
/** An uploaded file of the enterprise: what attachment fields may hold. */
let files: FileRef[];

beforeAll(async () => {
  t = await createTestApp({ storage: baseStorageConfig({ kind: 'local', localRoot: null }) });
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  const token = await tokenOf(t, ADMIN_PHONE);
  const uploaded = await uploadFile(t, t.headers(token, c.enterpriseId), '监测报告.pdf', sampleFile('pdf', 4096));
  expect(uploaded.code, uploaded.msg).toBe(1000000);
  files = [{ name: uploaded.data.name, size: uploaded.data.size, type: uploaded.data.type, url: uploaded.data.url }];
});
afterAll(() => t?.close());

const ok = (res: { body?: { code: number } }) => expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);

/** The query that selects the seed-1 row and not the seed-2 row: an input, a select and the record-time range. */
function filtersFor(schema: ModuleSchema, row: Record<string, unknown>): Record<string, string> {
  const fields = new Map(schema.fields.map((f) => [f.name, f] as const));
  const query: Record<string, string> = {};
  const input = schema.search.find((s) => s.searchType === 'input');
  if (input) query[input.searchName] = String(row[input.searchName]).slice(0, 20);
  const select = schema.search.find((s) => s.searchType === 'select' && !fields.get(s.searchName)!.multiple);
  if (select) query[select.searchName] = String(row[select.searchName]);
  const day = String(row.recordTime).slice(0, 10);
  query['recordTime[0]'] = day;
  query['recordTime[1]'] = day;
  return query;
}

/** An optional plain text field the update can change without leaving the filters (remark in every standard ledger). */
function editable(schema: ModuleSchema): FieldSchema {
  const untouchable = new Set([...(schema.unique ?? []).flat(), ...schema.search.map((s) => s.searchName)]);
  return schema.fields.find((f) => (f.type === 'text' || f.type === 'string') && !f.required && !f.pattern && !f.validator && !untouchable.has(f.name))!;
}

describe.each(schemas.map((s) => [s.id, s] as const))('%s', (_id, schema) => {
  it('creates, lists with filters, reads, updates, keeps history, exports and deletes', async () => {
    const api = schema.api;
    const first = validRow(schema, 1, files);
    const second = validRow(schema, 2, files);
    const created = await c.call('POST', api, { payload: first });
    ok(created);
    expect(created.body!.data).toMatchObject(first);
    ok(await c.call('POST', api, { payload: second }));
    const id = created.body!.data.id as number;

    const query = filtersFor(schema, first);
    const page = await c.call('GET', `${api}/page`, { query });
    ok(page);
    expect(page.body!.data.total).toBe(1);
    expect(page.body!.data.records[0].id).toBe(id);
    expect((await c.call('GET', `${api}/page`, { query: { ...query, 'recordTime[0]': '2024-03-03', 'recordTime[1]': '2024-03-03' } })).body!.data.total).toBe(0);

    const got = await c.call('GET', `${api}/${id}`);
    expect(got.body!.data).toEqual(created.body!.data);
    // The page maps array rows through the module's compiled mapper, the detail takes the driver's row
    // object: every field type of every ledger (sub-tables, files, multiple enums, numbers, dates) must
    // read the same both ways.
    expect(page.body!.data.records[0]).toEqual(got.body!.data);
    expect(Object.keys(page.body!.data.records[0])).toEqual(Object.keys(got.body!.data));

    const field = editable(schema);
    const updated = await c.call('PUT', api, { payload: { id, [field.name]: '已复核' } });
    ok(updated);
    expect(updated.body!.data).toMatchObject({ ...first, [field.name]: '已复核' });

    const history = await c.call('GET', `${api}/${id}/history`);
    ok(history);
    expect(history.body!.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(history.body!.data[0].changes).toEqual([expect.objectContaining({ field: field.name, label: localized(field.label, 'zh-CN'), before: first[field.name] ?? null, after: '已复核' })]);
    expect(history.body!.data[0].actorName).toBe('张伟');

    const exported = await c.call('GET', `${api}/exportExcel`, { query });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-disposition'])).toContain(encodeURIComponent(localized(schema.export?.fileName ?? schema.title, 'zh-CN')));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const columns = schema.list.columns.filter((col) => !col.hidden).map((col) => schema.fields.find((f) => f.name === col.field)!);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((f) => localized(f.label, 'zh-CN')));
    expect(sheet.actualRowCount).toBe(2);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    columns.forEach((f, k) => {
      if (f.type === 'enum' && !f.multiple) expect(cells[k]).toBe(localized(choicesOf(f).find((o) => o.value === first[f.name])!.label, 'zh-CN'));
      if (f.type === 'boolean') expect(cells[k]).toBe(first[f.name] ? '是' : '否');
      if (f.type === 'string' && f.name !== field.name) expect(cells[k]).toBe(first[f.name]);
    });

    const removed = await c.call('DELETE', `${api}/${id}`);
    expect(removed.body).toEqual({ code: 1000000, msg: 'success', data: { deleted: 1 } });
    expect((await c.call('GET', `${api}/${id}`)).body?.code).toBe(2010105);
    expect((await c.call('GET', `${api}/page`)).body!.data.total).toBe(1);
    // The history outlives the soft delete.
    expect((await c.call('GET', `${api}/${id}/history`)).body!.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });
});
