/**
 * The record form of a custom ledger (issue 14): fields drawn by widgets of the one field-widget
 * registry — a field picks a widget fitting its type, the server refuses one that does not fit, and a
 * rows field drawn by the pollution-factor card stores and validates its rows (key and value, at most
 * 20 characters each) — and the form's layout: columns and titled sections. PGlite; PostgreSQL too
 * with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS } from '../../server/modules/custom/definition';
import { ROLE_ENTERPRISE_ADMIN } from '../../server/seed/demoData';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, type ModuleClient } from './modules-client';

let t: TestApp;
let admin: ModuleClient;
let id: string;
let api: string;

const definition = {
  name: '废水排放口监测记录',
  fields: [
    { label: '监测日期', type: 'date', required: true },
    { label: '监测因子', type: 'subtable', widget: 'pollution-factor', required: true },
    { label: '达标情况', type: 'enum', widget: 'radio', options: [{ label: '达标' }, { label: '超标' }] },
    { label: '现场评分', type: 'integer', widget: 'rate', min: 0, max: 5 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`INSERT INTO role_permission (role_id, perm) SELECT r.id, p FROM role r, unnest($2::text[]) p WHERE r.area = 'client' AND r.code = $1 ON CONFLICT DO NOTHING`, [
    ROLE_ENTERPRISE_ADMIN.code,
    [CUSTOM_MANAGE_PERMISSION, ...Object.values(CUSTOM_PERMISSIONS)],
  ]);
  admin = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
});
afterAll(() => t?.close());

describe('custom-ledger fields with registry widgets', () => {
  it('keeps the chosen widgets in the definition and the module schema, rows fixed by the card', async () => {
    const res = await admin.call('POST', 'customAccount/definition', { payload: definition });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    id = res.body!.data.id;
    api = `customAccount/${id}`;
    expect(res.body!.data.fields.map((f: { widget?: string }) => f.widget ?? null)).toEqual([null, 'pollution-factor', 'radio', 'rate']);
    const schema = (await admin.call('GET', `module/schema/${id}`)).body!.data;
    const [, factors, level, score] = schema.fields;
    expect(factors).toMatchObject({
      type: 'subtable',
      widget: 'pollution-factor',
      required: true,
      fields: [
        { name: 'key', type: 'string', maxLength: 20 },
        { name: 'value', type: 'string', maxLength: 20 },
      ],
    });
    expect([level.widget, score.widget]).toEqual(['radio', 'rate']);
    // Rows are not a sortable column and a required rows field cannot come from a spreadsheet.
    expect(schema.list.columns.find((c: { field: string }) => c.field === factors.name).sortable).toBeUndefined();
    expect(schema.import.enabled).toBe(false);
  });

  it('refuses a widget that does not fit the field type, naming the field', async () => {
    const refuse = async (field: Record<string, unknown>, widget: string) => {
      const res = await admin.call('POST', 'customAccount/definition', { payload: { name: '不合适', fields: [{ label: '字段', ...field }] } });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(2010102);
      expect(res.body!.data.errors).toEqual([{ field: 'fields[0].widget', message: `字段: 组件「${widget}」不适用于该类型的字段` }]);
    };
    await refuse({ type: 'string', widget: 'switch' }, 'switch');
    await refuse({ type: 'subtable', widget: 'input' }, 'input');
    await refuse({ type: 'enum', multiple: true, options: [{ label: 'a' }], widget: 'radio' }, 'radio');
    // Module screens show a text as plain text: rich text is not offered to custom ledgers.
    await refuse({ type: 'text', widget: 'rich-editor' }, 'rich-editor');
    await refuse({ type: 'string', widget: 'no-such-widget' }, 'no-such-widget');
  });

  it('stores and reads pollution-factor rows, refusing a key or value over 20 characters and a missing card', async () => {
    const rows = [
      { key: 'COD', value: '12.5' },
      { key: '氨氮', value: '0.82' },
    ];
    const created = await admin.call('POST', api, { payload: { f1: '2024-08-01', f2: rows, f3: '1', f4: 4 } });
    expect(created.body?.code, JSON.stringify(created.body)).toBe(1000000);
    const got = (await admin.call('GET', `${api}/${created.body!.data.id}`)).body!.data;
    expect(got).toMatchObject({ f1: '2024-08-01', f2: rows, f3: '1', f4: 4 });

    const longKey = await admin.call('POST', api, { payload: { f1: '2024-08-02', f2: [{ key: 'K'.repeat(21), value: '1' }] } });
    expect(longKey.body?.code).toBe(2010102);
    expect(longKey.body!.data.errors).toEqual([{ field: 'f2[0].key', message: '监测因子 第1行 因子名称: 长度不能超过20个字符' }]);
    const longValue = await admin.call('POST', api, { payload: { f1: '2024-08-02', f2: [{ key: 'COD', value: '9'.repeat(21) }] } });
    expect(longValue.body!.data.errors).toEqual([{ field: 'f2[0].value', message: '监测因子 第1行 监测值: 长度不能超过20个字符' }]);
    // 20 characters each are fine.
    const atLimit = await admin.call('POST', api, { payload: { f1: '2024-08-02', f2: [{ key: 'K'.repeat(20), value: '9'.repeat(20) }] } });
    expect(atLimit.body?.code, JSON.stringify(atLimit.body)).toBe(1000000);
    const extra = await admin.call('POST', api, { payload: { f1: '2024-08-03', f2: [{ key: 'COD', value: '1', unit: 'mg/L' }] } });
    expect(extra.body?.code).toBe(2010102);
    const missing = await admin.call('POST', api, { payload: { f1: '2024-08-03' } });
    expect(missing.body?.msg).toContain('监测因子: 不能为空');
    expect((await admin.call('GET', `${api}/page`)).body!.data.total).toBe(2);
  });

  it('keeps the rows when the definition is saved again, and refuses turning stored rows into text', async () => {
    const current = (await admin.call('GET', `customAccount/definition/${id}`)).body!.data;
    const same = await admin.call('PUT', 'customAccount/definition', { payload: { id, name: current.name, fields: current.fields } });
    expect(same.body?.code, JSON.stringify(same.body)).toBe(1000000);
    const fields = current.fields.map((f: Record<string, unknown>) => (f.name === 'f2' ? { name: 'f2', label: '监测因子', type: 'string' } : f));
    const changed = await admin.call('PUT', 'customAccount/definition', { payload: { id, name: current.name, fields } });
    expect(changed.body?.code).toBe(2010102);
    expect(changed.body?.msg).toContain('类型不能从「明细行」改为「单行文本」');
  });
});

describe('the record form layout', () => {
  it('lays the form out in the chosen columns with a titled section at each field that starts one', async () => {
    const res = await admin.call('POST', 'customAccount/definition', {
      payload: {
        name: '危废贮存检查',
        columns: 3,
        fields: [
          { label: '检查日期', type: 'date' },
          { label: '检查人', type: 'string' },
          { label: '标识是否齐全', type: 'boolean', section: '  贮存场所  ' },
          { label: '防渗是否完好', type: 'boolean' },
          { label: '整改要求', type: 'text', section: '整改' },
        ],
      },
    });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    expect(res.body!.data.columns).toBe(3);
    expect(res.body!.data.fields.map((f: { section?: string }) => f.section ?? null)).toEqual([null, null, '贮存场所', null, '整改']);
    expect(res.body!.data.schema.form).toEqual({
      columns: 3,
      sections: [{ fields: ['f1', 'f2'] }, { title: { 'zh-CN': '贮存场所' }, fields: ['f3', 'f4'] }, { title: { 'zh-CN': '整改' }, fields: ['f5'] }],
    });
    // Saved again without a layout: two columns, one section.
    const plain = await admin.call('PUT', 'customAccount/definition', { payload: { id: res.body!.data.id, name: '危废贮存检查', fields: [{ name: 'f1', label: '检查日期', type: 'date' }] } });
    expect(plain.body!.data.columns).toBe(2);
    expect(plain.body!.data.schema.form).toEqual({ columns: 2, sections: [{ fields: ['f1'] }] });
  });

  it('refuses a column count or section title out of bounds', async () => {
    const four = await admin.call('POST', 'customAccount/definition', { payload: { name: 'x', columns: 4, fields: [{ label: 'a', type: 'string' }] } });
    expect(four.body?.code).toBe(2010102);
    expect(four.body?.msg).toContain('columns');
    const long = await admin.call('POST', 'customAccount/definition', { payload: { name: 'x', fields: [{ label: 'a', type: 'string', section: '长'.repeat(31) }] } });
    expect(long.body?.code).toBe(2010102);
    expect(long.body?.msg).toContain('fields.0.section');
  });
});
