/**
 * A sub-table ledger (facilitiesRepairMaintain.parts) through the API with the bodies the generic form
 * builds (runtime/modules/formValues.buildPayload): two rows with empty optional cells, an edit of one
 * row, the history of that edit, and refused cells reported on their row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { buildPayload } from '../../runtime/modules/formValues';
import { loadModuleSchemas } from '../../server/modules/load';
import { createTestApp, type TestApp } from './helpers/testApp';
import { validRow } from './ledgers-rows';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, type ModuleClient } from './modules-client';

const schema = (await loadModuleSchemas('schemas/modules')).find((s) => s.id === 'facilitiesRepairMaintain') as ModuleSchema;
const formFields: FieldSchema[] = schema.form.sections.flatMap((s) => s.fields.map((name) => schema.fields.find((f) => f.name === name)!));
const api = schema.api;
let t: TestApp;
let c: ModuleClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
});
afterAll(() => t?.close());

/** Form values as antd holds them: a cleared input is '', an untouched one undefined. */
const formParts = () => [
  { partName: '滤袋', model: 'PPS-550', quantity: 2, unit: '条' },
  { partName: '脉冲阀', model: '', quantity: 1, unit: undefined },
];

describe('sub-table round trip', () => {
  let id: number;

  it('stores the rows the add form sends and reads them back', async () => {
    const { attachments: _none, ...row } = validRow(schema, 3);
    const payload = buildPayload(formFields, { ...row, parts: formParts() }, 'add');
    const created = await c.call('POST', api, { payload });
    expect(created.body?.code, JSON.stringify(created.body)).toBe(1000000);
    id = created.body!.data.id;
    const got = await c.call('GET', `${api}/${id}`);
    expect(got.body!.data.parts).toEqual([
      { partName: '滤袋', model: 'PPS-550', quantity: 2, unit: '条' },
      { partName: '脉冲阀', model: null, quantity: 1, unit: null },
    ]);
  });

  it('stores an edited row and records it in the history with the label', async () => {
    const record = (await c.call('GET', `${api}/${id}`)).body!.data;
    const parts = formParts();
    parts[1].quantity = 4;
    const payload = buildPayload(formFields, { ...record, parts, remark: '更换后试运行正常' }, 'edit', record);
    const updated = await c.call('PUT', api, { payload: { ...payload, id } });
    expect(updated.body?.code, JSON.stringify(updated.body)).toBe(1000000);
    expect(updated.body!.data.parts[1]).toEqual({ partName: '脉冲阀', model: null, quantity: 4, unit: null });

    const history = (await c.call('GET', `${api}/${id}/history`)).body!.data;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const changes = history[0].changes as { field: string; label: string; before: unknown; after: unknown }[];
    expect(changes.map((ch) => ch.field).sort()).toEqual(['parts', 'remark']);
    const partsChange = changes.find((ch) => ch.field === 'parts')!;
    expect(partsChange.label).toBe('更换部件');
    expect((partsChange.before as { quantity: number }[])[1].quantity).toBe(1);
    expect((partsChange.after as { quantity: number }[])[1].quantity).toBe(4);
  });

  it('refuses a row without a required cell, names the cell, and stores nothing', async () => {
    const record = (await c.call('GET', `${api}/${id}`)).body!.data;
    const parts = [...formParts(), { partName: '', model: 'X', quantity: 1, unit: '' }];
    const payload = buildPayload(formFields, { ...record, parts }, 'edit', record);
    const refused = await c.call('PUT', api, { payload: { ...payload, id } });
    expect(refused.body?.code).toBe(2010102);
    expect(refused.body!.data.errors).toEqual([{ field: 'parts[2].partName', message: '更换部件 第3行 部件名称: 不能为空' }]);
    expect((await c.call('GET', `${api}/${id}`)).body!.data.parts).toHaveLength(2);
  });

  it('refuses more rows than maxRows', async () => {
    const max = schema.fields.find((f) => f.name === 'parts')!.maxRows!;
    const parts = Array.from({ length: max + 1 }, (_, i) => ({ partName: `部件${i}`, quantity: 1 }));
    const refused = await c.call('PUT', api, { payload: { id, parts } });
    expect(refused.body?.code).toBe(2010102);
    expect(refused.body!.data.errors[0].field).toBe('parts');
  });
});
