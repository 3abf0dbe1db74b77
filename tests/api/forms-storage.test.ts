/**
 * Form storage and server-side checks (docs/forms.md): an enterprise's designers save versioned forms,
 * every member renders one by key and has submitted data checked with the renderer's rules, the back
 * office keeps templates designers can load, and nothing crosses enterprises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ADMIN_PERMISSIONS, FORM_PERMISSIONS } from '../../schemas/contracts/forms';
import { emptyForm } from '../../schemas/forms/factory';
import type { FormJson } from '../../schemas/forms/types';
import { ROLE_ENTERPRISE_ADMIN, ROLE_OPERATIONS_ADMIN } from '../../server/seed/demoData';
import { widgetMaker } from './helpers/formWidgets';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, VIEWER_PHONE, type ModuleClient } from './modules-client';

let t: TestApp;
let designer: ModuleClient;
let otherEnterprise: ModuleClient;
let viewer: ModuleClient;
let adminToken: string;

const widget = widgetMaker();

function inspectionForm(): FormJson {
  const parts = widget('sub-form', { name: 'parts', label: '更换部件' });
  parts.widgetList = [widget('input', { name: 'part', label: '部件', required: true }), widget('number', { name: 'qty', label: '数量', min: 1 })];
  return {
    ...emptyForm(),
    widgetList: [
      widget('input', { name: 'title', label: '标题', required: true, maxLength: 20 }),
      widget('input', { name: 'phone', label: '联系电话', validation: 'mobilePhone' }),
      widget('radio', { name: 'result', label: '结论', required: true, optionItems: [{ label: '合格', value: 'ok' }, { label: '不合格', value: 'bad' }] }),
      widget('rich-editor', { name: 'remark', label: '备注' }),
      parts,
    ],
  };
}

async function grant(area: 'client' | 'admin', role: string, perms: string[]): Promise<void> {
  await t.db.query(`INSERT INTO role_permission (role_id, perm) SELECT r.id, p FROM role r, unnest($3::text[]) p WHERE r.area = $1 AND r.code = $2 ON CONFLICT DO NOTHING`, [area, role, perms]);
}

async function adminCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/operation-manage/${path}`, payload: payload as object, headers: t.headers(adminToken) });
  return res.json() as { code: number; msg: string; data: any };
}

beforeAll(async () => {
  t = await createTestApp();
  // Grants as the form-designer plugin's manifest declares them (the test does not depend on the plugin).
  await grant('client', ROLE_ENTERPRISE_ADMIN.code, [FORM_PERMISSIONS.design]);
  await grant('admin', ROLE_OPERATIONS_ADMIN.code, [FORM_ADMIN_PERMISSIONS.template]);
  designer = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
  otherEnterprise = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
  viewer = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
  adminToken = await t.adminLogin('admin', 'Admin@2024');
});
afterAll(() => t?.close());

let formId: number;

describe('saving forms', () => {
  it('saves a form as version 1, trusted because the saver holds the designer permission', async () => {
    const res = await designer.call('POST', 'form', { payload: { formKey: 'inspection', name: '设施巡检单', json: inspectionForm() } });
    expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    formId = res.body!.data.id;
    expect(res.body!.data).toMatchObject({ formKey: 'inspection', name: '设施巡检单', version: 1, trusted: true, updatedBy: '张伟' });
    expect(res.body!.data.json.widgetList).toHaveLength(5);
  });

  it('adds a version on every save and keeps the older ones readable', async () => {
    const json = inspectionForm();
    json.widgetList[0].options.label = '巡检标题';
    const res = await designer.call('PUT', `form/${formId}`, { payload: { name: '设施巡检单', description: '第二版', json } });
    expect(res.body?.code).toBe(1000000);
    expect(res.body!.data.version).toBe(2);
    const versions = await designer.call('GET', `form/${formId}/versions`);
    expect(versions.body!.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await designer.call('GET', `form/${formId}`, { query: { version: '1' } });
    expect(first.body!.data.json.widgetList[0].options.label).toBe('标题');
    const page = await designer.call('GET', 'form/page', { query: { name: '巡检' } });
    expect(page.body!.data).toMatchObject({ total: 1, records: [{ formKey: 'inspection', version: 2, description: '第二版' }] });
  });

  it('refuses a duplicate key (2010108) and a form breaking the designer rules (2010102 with JSON pointers)', async () => {
    const dup = await designer.call('POST', 'form', { payload: { formKey: 'inspection', name: '重复', json: emptyForm() } });
    expect(dup.body?.code).toBe(2010108);
    expect(dup.body?.msg).toBe('表单标识已存在');

    const bad = inspectionForm();
    bad.widgetList[1].options.name = 'title';
    bad.widgetList[4].widgetList!.push(widget('grid', { name: 'nested' }));
    const res = await designer.call('POST', 'form', { payload: { formKey: 'broken', name: '坏表单', json: bad } });
    expect(res.body?.code).toBe(2010102);
    expect(res.body!.data.errors).toEqual([
      { field: 'json/widgetList/1/options/name', message: '组件名称重复：title' },
      { field: 'json/widgetList/4/widgetList/2', message: '子表单中只能放入字段组件' },
    ]);
    const shape = await designer.call('POST', 'form', { payload: { formKey: '1bad', name: 'x', json: { widgetList: 'no' } } });
    expect(shape.body?.code).toBe(2010102);
  });

  it('keeps forms to their enterprise and their designers', async () => {
    expect((await otherEnterprise.call('GET', `form/${formId}`)).body?.code).toBe(2010105);
    expect((await otherEnterprise.call('GET', 'form/key/inspection')).body?.code).toBe(2010105);
    expect((await viewer.call('GET', 'form/page')).body?.code).toBe(2010103);
    expect((await viewer.call('POST', 'form', { payload: { formKey: 'x', name: 'x', json: emptyForm() } })).body?.code).toBe(2010103);
  });
});

describe('rendering and submitting by key', () => {
  it('answers the current version by key to any member, and a given version', async () => {
    const current = await designer.call('GET', 'form/key/inspection');
    expect(current.body!.data).toMatchObject({ formKey: 'inspection', version: 2, trusted: true });
    const first = await designer.call('GET', 'form/key/inspection', { query: { version: '1' } });
    expect(first.body!.data.version).toBe(1);
    expect((await designer.call('GET', 'form/key/none')).body?.code).toBe(2010105);
  });

  it('checks submitted data with the form rules and answers what may be stored', async () => {
    const good = await designer.call('POST', 'form/key/inspection/check', {
      payload: { data: { title: '月度巡检', phone: '13800000001', result: 'ok', remark: '<p>正常<script>alert(1)</script></p>', parts: [{ part: '滤袋', qty: 2 }], extra: 'dropped' } },
    });
    expect(good.body?.code, JSON.stringify(good.body)).toBe(1000000);
    expect(good.body!.data.data).toEqual({ title: '月度巡检', phone: '13800000001', result: 'ok', remark: '<p>正常</p>', parts: [{ part: '滤袋', qty: 2 }] });

    const bad = await designer.call('POST', 'form/key/inspection/check', { payload: { data: { title: '', phone: '12345', result: 'maybe', parts: [{ qty: 0 }] } } });
    expect(bad.body?.code).toBe(2010102);
    expect(bad.body!.data.errors).toEqual([
      { field: 'title', message: '巡检标题字段值不可为空' },
      { field: 'phone', message: '[联系电话]手机号码格式有误' },
      { field: 'result', message: '结论的值不在可选项中' },
      { field: 'parts[0].part', message: '部件字段值不可为空' },
      { field: 'parts[0].qty', message: '数量不能小于1' },
    ]);
    const english = await designer.call('POST', 'form/key/inspection/check', { payload: { data: { result: 'ok', parts: [] } }, locale: 'en-US' });
    expect(english.body!.data.errors).toEqual([{ field: 'title', message: '巡检标题 Input value should be not null' }]);
  });

  it('refuses a forged hidden list: a required field the form cannot hide keeps its rule', async () => {
    const res = await designer.call('POST', 'form/key/inspection/check', { payload: { data: { result: 'ok', parts: [] }, hidden: ['title', 'parts'] } });
    expect(res.body?.code).toBe(2010102);
    expect(res.body!.data.errors).toEqual([{ field: 'title', message: '巡检标题字段值不可为空' }]);
  });

  it('skips the rules of a field the trusted form\'s code hides, dropping a value that fails them', async () => {
    const json: FormJson = {
      ...emptyForm(),
      widgetList: [
        widget('radio', { name: 'contact', label: '需要回访', optionItems: [{ label: '是', value: 'yes' }, { label: '否', value: 'no' }], onChange: "this.getFormRef().hideWidgets(value === 'no' ? ['phone'] : [])" }),
        widget('input', { name: 'phone', label: '回访电话', required: true, validation: 'mobilePhone' }),
        widget('input', { name: 'title', label: '标题', required: true }),
      ],
    };
    const saved = await designer.call('POST', 'form', { payload: { formKey: 'callback', name: '回访单', json } });
    expect(saved.body?.data.trusted).toBe(true);
    const hidden = await designer.call('POST', 'form/key/callback/check', { payload: { data: { contact: 'no', phone: '123', title: '回访' }, hidden: ['phone'] } });
    expect(hidden.body?.code, JSON.stringify(hidden.body)).toBe(1000000);
    expect(hidden.body!.data.data).toEqual({ contact: 'no', phone: null, title: '回访' });
    // The code cannot hide the title: listing it changes nothing.
    const forged = await designer.call('POST', 'form/key/callback/check', { payload: { data: { contact: 'no' }, hidden: ['phone', 'title'] } });
    expect(forged.body!.data.errors).toEqual([{ field: 'title', message: '标题字段值不可为空' }]);
    // A version not marked trusted runs no code in the browser, so its code hides nothing either.
    await t.db.query('UPDATE form_version SET trusted = false WHERE form_id = $1', [saved.body!.data.id]);
    const untrusted = await designer.call('POST', 'form/key/callback/check', { payload: { data: { contact: 'no', title: '回访' }, hidden: ['phone'] } });
    expect(untrusted.body!.data.errors).toEqual([{ field: 'phone', message: '回访电话字段值不可为空' }]);
  });

  it('keeps a deleted form out of lists and keys, but its versions stay readable for running tasks', async () => {
    expect((await designer.call('DELETE', `form/${formId}`)).body?.code).toBe(1000000);
    expect((await designer.call('GET', 'form/key/inspection')).body?.code).toBe(2010105);
    expect((await designer.call('GET', 'form/key/inspection', { query: { version: '2' } })).body?.data.version).toBe(2);
    expect((await designer.call('GET', 'form/page')).body?.data.total).toBe(1);
    // The key is free again.
    expect((await designer.call('POST', 'form', { payload: { formKey: 'inspection', name: '新巡检单', json: emptyForm() } })).body?.code).toBe(1000000);
  });
});

describe('back-office templates', () => {
  it('are managed in the back office and offered to designers', async () => {
    const created = await adminCall('POST', 'formTemplate', { formKey: 'leave', name: '请假单模板', json: inspectionForm() });
    expect(created.code, JSON.stringify(created)).toBe(1000000);
    expect(created.data).toMatchObject({ formKey: 'leave', version: 1, trusted: true });
    const updated = await adminCall('PUT', `formTemplate/${created.data.id}`, { name: '请假单模板', json: emptyForm() });
    expect(updated.data.version).toBe(2);

    const list = await designer.call('GET', 'form/templates');
    expect(list.body!.data.records.map((r: { name: string }) => r.name)).toEqual(['请假单模板']);
    const one = await designer.call('GET', `form/templates/${created.data.id}`);
    expect(one.body!.data.json.widgetList).toEqual([]);
    // A template is no enterprise form.
    expect((await designer.call('GET', `form/${created.data.id}`)).body?.code).toBe(2010105);
    expect((await viewer.call('GET', 'form/templates')).body?.code).toBe(2010103);
  });

  it('needs the back-office session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operation-manage/formTemplate/page' });
    expect(res.statusCode).toBe(401);
  });
});
