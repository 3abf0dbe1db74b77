/**
 * Bad input against every ledger: wrong types, out-of-range numbers, over-long text, unknown fields,
 * injection strings and ids of another enterprise are refused with 2010102 / 2010105 naming the
 * problem, and nothing is stored or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localized } from '../../schemas/dictionaries';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { loadModuleSchemas } from '../../server/modules/load';
import { createTestApp, type TestApp } from './helpers/testApp';
import { validRow } from './ledgers-rows';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, type ModuleClient } from './modules-client';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
let t: TestApp;
let mine: ModuleClient; // the group enterprise
let theirs: ModuleClient; // the same user acting for another enterprise

beforeAll(async () => {
  t = await createTestApp();
  mine = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  theirs = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

async function stored(schema: ModuleSchema): Promise<string> {
  const { rows } = await t.db.query(`SELECT * FROM "${schema.table}" ORDER BY id`);
  return JSON.stringify(rows);
}

const label = (f: FieldSchema) => localized(f.label, 'zh-CN');
const plainString = (f: FieldSchema) => (f.type === 'string' || f.type === 'text') && !f.pattern && !f.validator;

/** [case, body, expected field, text expected in its message]. */
function badBodies(schema: ModuleSchema): [string, Record<string, unknown>, string, string][] {
  const row = validRow(schema, 3);
  const cases: [string, Record<string, unknown>, string, string][] = [];
  const requiredString = schema.fields.find((f) => f.required && f.type === 'string')!;
  cases.push(['wrong type (number for text)', { ...row, [requiredString.name]: 12345 }, requiredString.name, '应为文本']);
  const number = schema.fields.find((f) => f.type === 'number' || f.type === 'integer');
  if (number) cases.push(['wrong type (text for number)', { ...row, [number.name]: '12.5' }, number.name, '应为']);
  const bounded = schema.fields.find((f) => (f.type === 'number' || f.type === 'integer') && f.max !== undefined && !f.validator);
  if (bounded) cases.push(['out of range', { ...row, [bounded.name]: bounded.max! + 1 }, bounded.name, `不能大于${bounded.max}`]);
  const long = schema.fields.find((f) => plainString(f) && f.maxLength !== undefined)!;
  cases.push(['over-long', { ...row, [long.name]: '长'.repeat(long.maxLength! + 1) }, long.name, `长度不能超过${long.maxLength}个字符`]);
  cases.push(['unknown field', { ...row, enterpriseId: 1 }, 'enterpriseId', '不支持的字段']);
  cases.push(['forged id on create', { ...row, id: 1 }, 'id', '不支持的字段']);
  const choice = schema.fields.find((f) => f.type === 'enum' && !f.multiple);
  if (choice) cases.push(['injection in a dictionary field', { ...row, [choice.name]: "1' OR '1'='1" }, choice.name, '不是字典中的有效值']);
  const coded = schema.fields.find((f) => f.pattern);
  if (coded) cases.push(['injection in a coded field', { ...row, [coded.name]: "X'); DROP TABLE app_user;--" }, coded.name, '']);
  const date = schema.fields.find((f) => f.type === 'datetime')!;
  cases.push(['not a time', { ...row, [date.name]: "2024-03-01'; --" }, date.name, '时间格式应为']);
  cases.push(['NUL character', { ...row, [long.name]: 'a\u0000b' }, long.name, '不能包含空字符']);
  return cases;
}

describe.each(schemas.map((s) => [s.id, s] as const))('%s', (_id, schema) => {
  it('refuses bad bodies with 2010102 naming the field, storing nothing', async () => {
    const before = await stored(schema);
    for (const [name, body, field, text] of badBodies(schema)) {
      const res = await mine.call('POST', schema.api, { payload: body });
      expect(res.body?.code, name).toBe(2010102);
      const error = res.body!.data.errors.find((e: { field: string }) => e.field === field);
      expect(error, `${name}: ${JSON.stringify(res.body)}`).toBeDefined();
      expect(error.message, name).toContain(text);
      const f = schema.fields.find((x) => x.name === field);
      if (f) expect(res.body!.msg, name).toContain(label(f));
    }
    expect(await stored(schema)).toBe(before);
  });

  it('stores free text with SQL and markup literally and treats search text as text', async () => {
    const text = schema.fields.find((f) => f.type === 'text')!;
    const payload = { ...validRow(schema, 4), [text.name]: `'; DROP TABLE "${schema.table}"; -- <script>alert(1)</script>` };
    const res = await mine.call('POST', schema.api, { payload });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    expect((await mine.call('GET', `${schema.api}/${res.body!.data.id}`)).body!.data[text.name]).toBe(payload[text.name]);
    const input = schema.search.find((s) => s.searchType === 'input')!;
    expect((await mine.call('GET', `${schema.api}/page`, { query: { [input.searchName]: "' OR 1=1 --" } })).body!.data).toEqual({ records: [], total: 0 });
    const select = schema.search.find((s) => s.searchType === 'select')!;
    const refused = await mine.call('GET', `${schema.api}/page`, { query: { [select.searchName]: "1' OR '1'='1" } });
    expect(refused.body?.code).toBe(2010102);
    expect((await mine.call('GET', `${schema.api}/page`, { query: { sortField: 'id; DROP TABLE x' } })).body?.code).toBe(2010102);
    await mine.call('DELETE', `${schema.api}/${res.body!.data.id}`);
  });

  it("answers 2010105 for another enterprise's record and leaves it unchanged", async () => {
    const created = await theirs.call('POST', schema.api, { payload: validRow(schema, 5) });
    expect(created.body?.code, JSON.stringify(created.body)).toBe(1000000);
    const id = created.body!.data.id;
    const before = await stored(schema);
    const text = schema.fields.find((f) => f.type === 'text')!;
    expect((await mine.call('GET', `${schema.api}/${id}`)).body?.code).toBe(2010105);
    expect((await mine.call('GET', `${schema.api}/${id}/history`)).body?.code).toBe(2010105);
    expect((await mine.call('PUT', schema.api, { payload: { id, [text.name]: '篡改' } })).body?.code).toBe(2010105);
    expect((await mine.call('DELETE', `${schema.api}/${id}`)).body?.code).toBe(2010105);
    // Mixed with an id of the caller's own: all or nothing.
    const own = await mine.call('POST', schema.api, { payload: validRow(schema, 6) });
    expect((await mine.call('DELETE', `${schema.api}/${own.body!.data.id},${id}`)).body?.code).toBe(2010105);
    expect((await mine.call('GET', `${schema.api}/${own.body!.data.id}`)).body?.code).toBe(1000000);
    const after = JSON.parse(await stored(schema)).filter((r: { id: number }) => r.id !== own.body!.data.id);
    expect(JSON.stringify(after)).toBe(before);
    expect((await theirs.call('GET', `${schema.api}/${id}`)).body!.data).toEqual(created.body!.data);
  });
});
