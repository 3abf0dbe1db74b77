// Designer forms in approvals (issue 14): a start event and a user task name saved forms by key; the
// server checks the application's and the task's data with the form's rules (2010102 naming the field,
// the renderer's messages), stores only what the form allows, pins the version the instance started with
// (an edited or deleted form does not change a running instance), and the detail carries the forms and
// the stored data. PGlite; PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyForm } from '../../../schemas/forms/factory';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { widgetMaker } from '../../../tests/api/helpers/formWidgets';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

const APP = '/api/enterprise-side-app';
const FLOW = `${APP}/flowableProcessInstance`;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let jiangsu: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown, locale?: string): Promise<Json> {
  const headers = { ...t.headers(tokens[who], jiangsu), ...(locale ? { 'accept-language': locale } : {}) };
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return res.json();
}

const widget = widgetMaker();
const form = (...widgets: FormWidget[]): FormJson => ({ ...emptyForm(), widgetList: widgets });

const applyForm = () => form(widget('input', { name: 'reason', label: '事由', required: true }), widget('number', { name: 'days', label: '天数', required: true, min: 1 }));
/** The opinion's event code hides the note (a trusted form: zhang holds the designer permission). */
const reviewForm = (extra: FormWidget[] = []) =>
  form(
    widget('textarea', { name: 'opinion', label: '审核意见', required: true, onChange: "this.getFormRef().hideWidgets(value === '同意休假' ? ['note'] : [])" }),
    widget('input', { name: 'note', label: '备注', required: true }),
    ...extra,
  );

/** start (apply form) → review (review form, li) → days > 3 ? manager (zhang) : end. */
const modelXml = () => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="approval">
  <process id="leave-with-forms" name="请假（表单）" isExecutable="true">
    <startEvent id="start" name="申请" flowable:formKey="applyForm" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <userTask id="review" name="部门审核" flowable:candidateUsers="${ids.li}" flowable:formKey="reviewForm" />
    <sequenceFlow id="f2" sourceRef="review" targetRef="long" />
    <exclusiveGateway id="long" />
    <sequenceFlow id="f3" sourceRef="long" targetRef="manager"><conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f4" sourceRef="long" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${days &lt;= 3}</conditionExpression></sequenceFlow>
    <userTask id="manager" name="经理审批" flowable:candidateUsers="${ids.zhang}" />
    <sequenceFlow id="f5" sourceRef="manager" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  tokens.zhang = await t.login('13800000001', 'Demo@2024');
  tokens.li = await t.login('13800000002', 'Demo@2024');
  tokens.wang = await t.login('13800000003', 'Demo@2024');
  for (const [k, phone] of [['zhang', '13800000001'], ['li', '13800000002'], ['wang', '13800000003']]) {
    ids[k] = Number((await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1', [phone])).rows[0].id);
  }
  // zhang designs forms and processes (the seeded enterprise admin).
  const apply = await call('POST', `${APP}/form`, 'zhang', { formKey: 'applyForm', name: '请假申请', json: applyForm() });
  const review = await call('POST', `${APP}/form`, 'zhang', { formKey: 'reviewForm', name: '审核意见', json: reviewForm() });
  expect([apply.code, review.code]).toEqual([1000000, 1000000]);
  ids.reviewForm = review.data.id;
  const saved = await call('POST', `${APP}/workflow/model`, 'zhang', { xml: modelXml() });
  expect(saved.code, JSON.stringify(saved)).toBe(1000000);
  expect((await call('POST', `${APP}/workflow/model/${saved.data.id}/deploy`, 'zhang')).code).toBe(1000000);
});
afterAll(async () => t?.close());

async function pendingTask(who: string, instanceId: number): Promise<number> {
  const page = await call('GET', `${FLOW}/pageList?examineStatus=0&pageNum=1&pageSize=50`, who);
  return page.data.records.find((r: Json) => r.instanceId === instanceId).taskId;
}

describe('the start form', () => {
  it('names the start form of a startable process', async () => {
    const list = await call('GET', `${APP}/enterprise/application/selectList`, 'wang');
    expect(list.data).toEqual([expect.objectContaining({ processKey: 'leave-with-forms', startFormKey: 'applyForm' })]);
  });

  it('refuses an application missing a required field with the form message naming the field, in either language', async () => {
    const zh = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', { processKey: 'leave-with-forms', title: '请假', formData: { days: 2 } });
    expect(zh).toMatchObject({ code: 2010102, data: { errors: [{ field: 'reason', message: '事由字段值不可为空' }] } });
    expect(zh.msg).toContain('reason: 事由字段值不可为空');
    const en = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', { processKey: 'leave-with-forms', title: '请假', formData: { reason: '事假', days: 0 } }, 'en-US');
    expect(en.code).toBe(2010102);
    expect(en.data.errors).toEqual([{ field: 'days', message: expect.stringContaining('天数') }]);
    expect((await call('GET', `${FLOW}/enterpriseApplicationPageList?pageNum=1&pageSize=10`, 'wang')).data.total).toBe(0);
  });

  it('refuses a forged hidden list: the start form cannot hide its required field', async () => {
    const forged = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', { processKey: 'leave-with-forms', title: '请假', formData: { days: 2 }, formHidden: ['reason', 'days'] });
    expect(forged).toMatchObject({ code: 2010102, data: { errors: [{ field: 'reason', message: '事由字段值不可为空' }] } });
    expect((await call('GET', `${FLOW}/enterpriseApplicationPageList?pageNum=1&pageSize=10`, 'wang')).data.total).toBe(0);
  });

  it('stores only the form\'s fields, and they steer the gateways', async () => {
    const started = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', { processKey: 'leave-with-forms', title: '请假五天', formData: { reason: '探亲', days: 5, injected: 'x' } });
    expect(started.code, JSON.stringify(started)).toBe(1000000);
    ids.long = started.data.instanceId;
    const info = await call('GET', `${FLOW}/info/${ids.long}`, 'wang');
    expect(info.data.formData).toEqual({ reason: '探亲', days: 5 });
    expect(info.data.startForm).toEqual({ formKey: 'applyForm', version: 1 });
    expect(info.data.forms.map((f: Json) => `${f.formKey}@${f.version}`)).toEqual(['applyForm@1', 'reviewForm@1']);
  });
});

describe('a task with a form', () => {
  it('shows the task its form and refuses completing it with a required field empty, on either decision', async () => {
    const info = await call('GET', `${FLOW}/info/${ids.long}`, 'li');
    const review = info.data.tasks.find((x: Json) => x.activityId === 'review');
    expect(review).toMatchObject({ formKey: 'reviewForm', formVersion: 1, status: 0 });
    expect(info.data.myTaskId).toBe(review.id);
    ids.reviewTask = review.id;

    const empty = await call('PUT', `${FLOW}/complete`, 'li', { taskId: ids.reviewTask, approved: true, formData: { opinion: '同意' } });
    expect(empty).toMatchObject({ code: 2010102, data: { errors: [{ field: 'note', message: '备注字段值不可为空' }] } });
    const rejected = await call('PUT', `${FLOW}/complete`, 'li', { taskId: ids.reviewTask, approved: false }, 'en-US');
    expect(rejected.data.errors).toEqual([
      { field: 'opinion', message: '审核意见 Input value should be not null' },
      { field: 'note', message: '备注 Input value should be not null' },
    ]);
    // A forged hidden list does not switch off a rule the form cannot switch off (only the note can hide).
    const forged = await call('PUT', `${FLOW}/complete`, 'li', { taskId: ids.reviewTask, approved: true, formData: {}, formHidden: ['opinion', 'note'] });
    expect(forged).toMatchObject({ code: 2010102, data: { errors: [{ field: 'opinion', message: '审核意见字段值不可为空' }] } });
    // Nothing moved: the task still waits.
    expect(await pendingTask('li', ids.long)).toBe(ids.reviewTask);
  });

  it('keeps the version the instance started with when the form is edited, then deleted', async () => {
    const edited = await call('PUT', `${APP}/form/${ids.reviewForm}`, 'zhang', { name: '审核意见', json: reviewForm([widget('input', { name: 'stamp', label: '盖章', required: true })]) });
    expect(edited.data.version).toBe(2);
    expect((await call('DELETE', `${APP}/form/${ids.reviewForm}`, 'zhang')).code).toBe(1000000);
    const info = await call('GET', `${FLOW}/info/${ids.long}`, 'li');
    const pinned = info.data.forms.find((f: Json) => f.formKey === 'reviewForm');
    expect(pinned.version).toBe(1);
    expect(pinned.json.widgetList.map((w: FormWidget) => w.options.name)).toEqual(['opinion', 'note']);
  });

  it('skips the rules of fields the form\'s code hid, stores the checked data and shows it in the detail and the history', async () => {
    const done = await call('PUT', `${FLOW}/complete`, 'li', { taskId: ids.reviewTask, approved: true, comment: '可以', formData: { opinion: '同意休假', extra: 1 }, formHidden: ['note'] });
    expect(done.code, JSON.stringify(done)).toBe(1000000);
    // days 5 > 3: the manager is asked next.
    expect(done.data.tasks).toEqual([expect.objectContaining({ activityId: 'manager' })]);
    const info = await call('GET', `${FLOW}/info/${ids.long}`, 'wang');
    expect(info.data.tasks.find((x: Json) => x.id === ids.reviewTask)).toMatchObject({ status: 1, outcome: 'approved', formData: { opinion: '同意休假' } });
    const line = info.data.history.find((h: Json) => h.kind === 'task_completed');
    expect(line).toMatchObject({ activityName: '部门审核', formData: { opinion: '同意休假' } });
    // A task without a form takes no form data check.
    const manager = await pendingTask('zhang', ids.long);
    expect((await call('PUT', `${FLOW}/complete`, 'zhang', { taskId: manager, approved: true })).data.status).toBe(3);
  });

  it('starts new instances on the form as it is now: a deleted form pins nothing', async () => {
    const started = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', { processKey: 'leave-with-forms', title: '请假一天', formData: { reason: '病假', days: 1 } });
    const info = await call('GET', `${FLOW}/info/${started.data.instanceId}`, 'li');
    expect(info.data.tasks[0]).toMatchObject({ formKey: 'reviewForm', formVersion: null });
    expect(info.data.forms.map((f: Json) => f.formKey)).toEqual(['applyForm']);
    expect((await call('PUT', `${FLOW}/complete`, 'li', { taskId: info.data.tasks[0].id, approved: true })).data.status).toBe(3);
  });
});
