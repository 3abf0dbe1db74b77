// The workflow plugin's HTTP face (spec §7 approval calls, model management, back-office review) on the
// core engine: envelopes, permissions (candidates only, the designer's own key), enterprise scope, and
// enterprise certification reviewed in the back office. PGlite; PostgreSQL too with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyForm } from '../../../schemas/forms/factory';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { REPO_ROOT } from '../../../tests/api/helpers/testDatabase';

const TWO_LEVEL = readFileSync(resolve(REPO_ROOT, 'tests/fixtures/bpmn/two-level-approval.bpmn20.xml'), 'utf8');
const APP = '/api/enterprise-side-app';
const FLOW = `${APP}/flowableProcessInstance`;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let jiangsu: number;
let zhejiang: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, enterpriseId: number | undefined, payload?: unknown): Promise<Json> {
  const res = await t.app.inject({ method, url, headers: t.headers(tokens[who], enterpriseId), ...(payload === undefined ? {} : { payload: payload as object }) });
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
  tokens.zhang = await t.login('13800000001', 'Demo@2024');
  tokens.li = await t.login('13800000002', 'Demo@2024');
  tokens.wang = await t.login('13800000003', 'Demo@2024');
  tokens.admin = await t.adminLogin('admin', 'Admin@2024');
  for (const [k, phone] of [['zhang', '13800000001'], ['li', '13800000002'], ['wang', '13800000003']]) {
    ids[k] = Number((await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1', [phone])).rows[0].id);
  }
});
afterAll(async () => t?.close());

/** The fixture with the levels' people fixed to real users (what the designer's pickers write). */
const modelXml = () => TWO_LEVEL.replace('${level1Users}', String(ids.li)).replace('${level2Users}', `${ids.zhang},${ids.li}`);

describe('models and deployment', () => {
  it('saves and deploys with the designer key; a viewer may look but not design', async () => {
    const saved = await call('POST', `${APP}/workflow/model`, 'zhang', jiangsu, { xml: modelXml() });
    expect(saved).toMatchObject({ code: 1000000, data: { processKey: 'two-level-approval' } });
    ids.model = saved.data.id;
    expect((await call('POST', `${APP}/workflow/model/${ids.model}/deploy`, 'zhang', jiangsu)).data).toMatchObject({ version: 1, processKey: 'two-level-approval' });
    expect((await call('POST', `${APP}/workflow/model`, 'li', jiangsu, { xml: modelXml() })).code).toBe(2010103);
    expect((await call('GET', `${APP}/workflow/model/page`, 'li', jiangsu)).code).toBe(2010103);
    const page = await call('GET', `${APP}/workflow/model/page`, 'zhang', jiangsu);
    expect(page.data.records).toEqual([expect.objectContaining({ processKey: 'two-level-approval', version: 1 })]);
    // Another enterprise does not see the model.
    expect((await call('GET', `${APP}/workflow/model/${ids.model}`, 'zhang', zhejiang)).code).toBe(2010105);
  });

  it('refuses to deploy unsupported elements with a message naming each, and keeps the deployed version', async () => {
    const bad = modelXml().replace('<endEvent id="end" name="结束" />', '<receiveTask id="waitErp" /><endEvent id="end" name="结束" />');
    await call('POST', `${APP}/workflow/model`, 'zhang', jiangsu, { xml: bad });
    const res = await t.app.inject({ method: 'POST', url: `${APP}/workflow/model/${ids.model}/deploy`, headers: t.headers(tokens.zhang, jiangsu) });
    expect(res.json()).toMatchObject({ code: 2010102, msg: expect.stringContaining('节点 waitErp：接收任务不被支持') });
    const en = await t.app.inject({ method: 'POST', url: `${APP}/workflow/model/${ids.model}/deploy`, headers: { ...t.headers(tokens.zhang, jiangsu), 'accept-language': 'en-US' } });
    expect(en.json().msg).toContain('element waitErp: receive tasks are not supported');
    await call('POST', `${APP}/workflow/model`, 'zhang', jiangsu, { xml: modelXml() });
    expect((await call('GET', `${APP}/enterprise/application/selectList`, 'wang', jiangsu)).data).toEqual([expect.objectContaining({ processKey: 'two-level-approval', version: 1 })]);
  });

  it('offers the saved forms of the enterprise for the form key of tasks, and no other enterprise\'s', async () => {
    expect((await call('POST', `${APP}/form`, 'zhang', jiangsu, { formKey: 'leaveRequest', name: '请假单', json: emptyForm() })).code).toBe(1000000);
    const here = await call('GET', `${APP}/workflow/candidates`, 'zhang', jiangsu);
    expect(here.data.forms).toEqual([{ formKey: 'leaveRequest', name: '请假单' }]);
    expect((await call('GET', `${APP}/workflow/candidates`, 'zhang', zhejiang)).data.forms).toEqual([]);
  });

  it('answers 2010102 naming the field for bad input', async () => {
    const res = await call('POST', `${APP}/workflow/model`, 'zhang', jiangsu, { xml: 42 });
    expect(res.code).toBe(2010102);
    expect(res.msg).toContain('xml');
    expect((await call('POST', `${APP}/workflow/model`, 'zhang', jiangsu, { xml: '<definitions' })).code).toBe(2010102);
  });
});

describe('applications and approvals (spec §7)', () => {
  it('starts an application, lists it for the candidate, and lets only the candidate complete it once', async () => {
    const started = await call('POST', `${FLOW}/addEnterpriseApplication`, 'wang', jiangsu, { processKey: 'two-level-approval', title: '采购申请', formData: { content: '试剂', amount: 800 } });
    expect(started).toMatchObject({ code: 1000000, data: { status: 1 } });
    ids.instance = started.data.instanceId;

    const mine = await call('GET', `${FLOW}/enterpriseApplicationPageList?pageNum=1&pageSize=10`, 'wang', jiangsu);
    expect(mine.data.records).toEqual([expect.objectContaining({ id: ids.instance, title: '采购申请', status: 1, currentTasks: '部门审批' })]);

    const pending = await call('GET', `${FLOW}/pageList?examineStatus=0&pageNum=1&pageSize=10`, 'li', jiangsu);
    expect(pending.data.records).toEqual([expect.objectContaining({ instanceId: ids.instance, taskName: '部门审批', examineStatus: 0, starterName: '王芳' })]);
    const taskId = pending.data.records[0].taskId;
    expect((await call('GET', `${FLOW}/pageList?examineStatus=0&pageNum=1&pageSize=10`, 'zhang', jiangsu)).data.total).toBe(0);

    expect((await call('PUT', `${FLOW}/complete`, 'zhang', jiangsu, { taskId, approved: true })).code).toBe(2010103);
    expect((await call('PUT', `${FLOW}/complete`, 'li', jiangsu, { taskId, approved: 'yes' })).code).toBe(2010102);
    const done = await call('PUT', `${FLOW}/complete`, 'li', jiangsu, { taskId, approved: true, comment: '同意' });
    expect(done).toMatchObject({ code: 1000000, data: { status: 1 } });
    expect((await call('PUT', `${FLOW}/complete`, 'li', jiangsu, { taskId, approved: false })).code).toBe(2010108);

    const completed = await call('GET', `${FLOW}/pageList?examineStatus=1&pageNum=1&pageSize=10`, 'li', jiangsu);
    expect(completed.data.records).toEqual([expect.objectContaining({ taskId, examineStatus: 1, outcome: 'approved' })]);
  });

  it('shows the detail to those involved only, with form data and the path so far; never to another enterprise', async () => {
    const info = await call('GET', `${FLOW}/info/${ids.instance}`, 'wang', jiangsu);
    expect(info.data).toMatchObject({ formData: { content: '试剂', amount: 800 }, status: 1, myTaskId: null });
    expect(info.data.highlight.takenFlows).toEqual(['toLevel1', 'toGateway', 'approvedFlow']);
    expect(info.data.highlight.pendingActivities).toEqual(['level2']);
    const zhang = await call('GET', `${FLOW}/info/${ids.instance}`, 'zhang', jiangsu);
    expect(zhang.data.myTaskId).toEqual(expect.any(Number));
    expect((await call('GET', `${FLOW}/info/${ids.instance}`, 'zhang', zhejiang)).code).toBe(2010105);
    expect((await call('GET', `${FLOW}/info/abc`, 'zhang', jiangsu)).code).toBe(2010102);
  });

  it('a rejection at the countersign ends the application rejected for its starter, with a notice', async () => {
    const info = await call('GET', `${FLOW}/info/${ids.instance}`, 'zhang', jiangsu);
    expect((await call('PUT', `${FLOW}/complete`, 'zhang', jiangsu, { taskId: info.data.myTaskId, approved: false, comment: '预算不足' })).data.status).toBe(2);
    const mine = await call('GET', `${FLOW}/enterpriseApplicationPageList?pageNum=1&pageSize=10&status=2`, 'wang', jiangsu);
    expect(mine.data.records.map((r: Json) => r.id)).toEqual([ids.instance]);
    const notices = await call('GET', `${APP}/user/notice/page?pageNum=1&pageSize=10&type=3`, 'wang', jiangsu);
    expect(notices.data.records[0]).toMatchObject({ title: '审批已驳回：采购申请', bizId: String(ids.instance) });
  });

  it('lists every instance of the enterprise only for managers', async () => {
    expect((await call('GET', `${FLOW}/instancePageList?pageNum=1&pageSize=10`, 'zhang', jiangsu)).data.total).toBeGreaterThan(0);
    expect((await call('GET', `${FLOW}/instancePageList?pageNum=1&pageSize=10`, 'li', jiangsu)).code).toBe(2010103);
    expect((await call('GET', `${FLOW}/instancePageList?pageNum=1&pageSize=10`, 'zhang', zhejiang)).data.total).toBe(0);
  });
});

describe('enterprise certification reviewed in the back office', () => {
  it('a certification request starts a real review that operations approve; the request passes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/userEnterprise/certification`,
      headers: { authorization: tokens.wang },
      payload: { enterpriseName: '江苏绿源化工有限公司', socialCreditCode: '913205056082348768' },
    });
    expect(res.json()).toMatchObject({ code: 1000000, data: { status: 1 } });
    const adminHeaders = { authorization: tokens.admin };
    const page = (await t.app.inject({ method: 'GET', url: '/api/operation-manage/workflow/task/page?examineStatus=0&pageNum=1&pageSize=10', headers: adminHeaders })).json();
    const task = page.data.records.find((r: Json) => r.businessType === 'enterprise-certification');
    expect(task).toMatchObject({ taskName: '运营审核', starterName: '王芳', title: '企业认证：江苏绿源化工有限公司' });
    // A client user never sees or completes platform tasks.
    expect((await call('PUT', `${FLOW}/complete`, 'zhang', jiangsu, { taskId: task.taskId, approved: true })).code).toBe(2010105);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/operation-manage/workflow/instance/${task.instanceId}`, headers: adminHeaders })).json();
    expect(detail.data.formData).toMatchObject({ enterpriseName: '江苏绿源化工有限公司', socialCreditCode: '913205056082348768' });
    const done = (await t.app.inject({ method: 'PUT', url: '/api/operation-manage/workflow/complete', headers: adminHeaders, payload: { taskId: task.taskId, approved: true, comment: '材料齐全' } })).json();
    expect(done.data.status).toBe(3);
    const list = (await t.app.inject({ method: 'GET', url: `${APP}/userEnterprise/certification/list`, headers: { authorization: tokens.wang } })).json();
    expect(list.data[0]).toMatchObject({ enterpriseName: '江苏绿源化工有限公司', status: 3 });
  });

  it('a passed certification of an enterprise new to the platform creates it with the applicant as its admin; a rejected one gives nothing', async () => {
    const adminHeaders = { authorization: tokens.admin };
    const certify = async (enterpriseName: string, socialCreditCode: string, approved: boolean) => {
      const res = await t.app.inject({ method: 'POST', url: `${APP}/userEnterprise/certification`, headers: { authorization: tokens.wang }, payload: { enterpriseName, socialCreditCode } });
      expect(res.json().code).toBe(1000000);
      const page = (await t.app.inject({ method: 'GET', url: '/api/operation-manage/workflow/task/page?examineStatus=0&pageNum=1&pageSize=50', headers: adminHeaders })).json();
      const task = page.data.records.find((r: Json) => r.title === `企业认证：${enterpriseName}`);
      const done = (await t.app.inject({ method: 'PUT', url: '/api/operation-manage/workflow/complete', headers: adminHeaders, payload: { taskId: task.taskId, approved, comment: approved ? '材料齐全' : '材料不全' } })).json();
      expect(done.code).toBe(1000000);
    };
    const enterprisesOfWang = async () =>
      (await t.app.inject({ method: 'GET', url: `${APP}/userEnterprise/authorizationEnterpriseList`, headers: { authorization: tokens.wang } })).json().data as Json[];

    await certify('苏州新认证环保有限公司', '91340600MA2PBN188W', false);
    expect((await enterprisesOfWang()).map((e) => e.name)).not.toContain('苏州新认证环保有限公司');
    expect((await t.db.query(`SELECT 1 FROM enterprise WHERE social_credit_code = '91340600MA2PBN188W'`)).rows).toHaveLength(0);

    await certify('苏州新认证环保有限公司', '91340600MA2PBN188W', true);
    const mine = (await enterprisesOfWang()).find((e) => e.name === '苏州新认证环保有限公司');
    expect(mine).toBeDefined();
    const { rows } = await t.db.query<{ code: string; trial: boolean; edition: string }>(
      `SELECT r.code, e.trial, ed.code AS edition FROM user_enterprise ue JOIN role r ON r.id = ue.role_id JOIN enterprise e ON e.id = ue.enterprise_id
         JOIN edition ed ON ed.id = e.edition_id JOIN app_user u ON u.id = ue.user_id
        WHERE u.phone = '13800000003' AND e.social_credit_code = '91340600MA2PBN188W'`,
    );
    expect(rows).toEqual([{ code: 'enterprise_admin', trial: true, edition: 'trial' }]);
  });

  it('back-office routes need a back-office session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operation-manage/workflow/task/page', headers: { authorization: tokens.zhang } });
    expect(res.statusCode).toBe(401);
  });
});
