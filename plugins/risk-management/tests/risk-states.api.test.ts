// Issue 15: the risk state machine on the server (docs/decisions.md "Risk states"), every transition
// allowed and refused: handling starts an approval (0/4 → 3), the approval engine's outcome moves it
// (3 → 1 passed, 3 → 4 rejected, also when decided on the workflow plugin's own page), ignoring needs a
// reason (0/4 → 2), and anything else answers 2010102 naming the status and the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/api/helpers/testApp';
import { RISK_KEYS } from '../contract';
import { caller, grantKeys, JIANGSU, PEOPLE, riskApp, tokenOf, ZHEJIANG, type Caller, type Json } from './helpers';

let t: TestApp;
let zhang: Caller; // enterprise admin of 江苏 and 浙江: handles (and approves where nobody else may)
let wang: Caller; // in 江苏: view + approve only
let li: Caller; // read-only in 江苏
let zhangZhejiang: Caller;
let jiangsu: number;
let zhejiang: number;

beforeAll(async () => {
  t = await riskApp();
  jiangsu = await t.enterpriseId(JIANGSU);
  zhejiang = await t.enterpriseId(ZHEJIANG);
  await grantKeys(t, PEOPLE.wang.phone, jiangsu, [RISK_KEYS.view, RISK_KEYS.approve]);
  zhang = await caller(t, PEOPLE.zhang, jiangsu);
  wang = await caller(t, PEOPLE.wang, jiangsu);
  li = await caller(t, PEOPLE.li, jiangsu);
  zhangZhejiang = await caller(t, PEOPLE.zhang, zhejiang);
});
afterAll(async () => t?.close());

async function raise(as: Caller, title: string): Promise<number> {
  const res = await as('POST', '/risk/manualProblem', { title, level: 2, description: `${title}的描述` });
  expect(res.code).toBe(1000000);
  return res.data.id;
}
const status = async (id: number) => (await zhang('GET', `/risk/${id}`)).data.status;
const refused = (res: Json, text: RegExp) => {
  expect(res.code).toBe(2010102);
  expect(res.msg).toMatch(text);
};

describe('risk states', () => {
  it('0 → 3 → 4 → 3 → 1: handle, reject, handle again, approve through the approval engine', async () => {
    const id = await raise(zhang, '危废仓库标识缺失');
    expect(await status(id)).toBe(0);

    const handled = await zhang('POST', `/risk/${id}/handle`, { measures: '已补充标识标牌' });
    expect(handled.code).toBe(1000000);
    expect(handled.data.instanceId).toBeGreaterThan(0);
    expect(await status(id)).toBe(3);
    // The approval's candidate is the other holder of the approval key (four eyes), who is notified.
    const { rows: notices } = await t.db.query<{ user_id: number }>(`SELECT user_id FROM notice WHERE type = 3 AND biz_id = $1`, [String(handled.data.instanceId)]);
    expect(notices.map((n) => Number(n.user_id))).toEqual([wang.userId]);

    // Only a candidate may decide: 张伟 holds the key but is not asked.
    const notMine = await zhang('POST', `/risk/${id}/decide`, { approved: true });
    expect(notMine.code).toBe(2010103);

    const seen = await wang('GET', `/risk/${id}`);
    expect(seen.data.actions).toEqual({ handle: false, ignore: false, decide: true });
    expect((await wang('POST', `/risk/${id}/decide`, { approved: false, comment: '措施不充分' })).code).toBe(1000000);
    expect(await status(id)).toBe(4);

    const again = await zhang('POST', `/risk/${id}/handle`, { measures: '已补充标识并组织培训' });
    expect(again.code).toBe(1000000);
    expect(again.data.instanceId).not.toBe(handled.data.instanceId);
    expect(await status(id)).toBe(3);

    // Approved on the workflow plugin's approval page: the engine's outcome reaches the risk all the same.
    const { rows: tasks } = await t.db.query<{ id: number }>('SELECT id FROM workflow_task WHERE instance_id = $1 AND status = 0', [again.data.instanceId]);
    const token = await tokenOf(t, PEOPLE.wang);
    const done = await t.app.inject({ method: 'PUT', url: '/api/enterprise-side-app/flowableProcessInstance/complete', headers: t.headers(token, jiangsu), payload: { taskId: Number(tasks[0].id), approved: true, comment: '同意' } });
    expect(done.json().code).toBe(1000000);
    expect(await status(id)).toBe(1);

    const detail = (await zhang('GET', `/risk/${id}`)).data;
    expect(detail.history.map((h: { action: string; fromStatus: number | null; toStatus: number }) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['raise', null, 0],
      ['handle', 0, 3],
      ['reject', 3, 4],
      ['handle', 4, 3],
      ['approve', 3, 1],
    ]);
    expect(detail.history.find((h: { action: string }) => h.action === 'reject').comment).toBe('措施不充分');
    expect(detail.approvals).toHaveLength(2);
    expect(detail.approvals[0].steps[0]).toMatchObject({ outcome: 'approved', comment: '同意', deciderName: '王芳' });
    expect(detail.approvals[1].steps[0]).toMatchObject({ outcome: 'rejected', comment: '措施不充分' });
    expect(detail.actions).toEqual({ handle: false, ignore: false, decide: false });
  });

  it('refuses every action a state does not allow, naming the state', async () => {
    // 1 handled: nothing more.
    const handled = await raise(zhang, '雨水排口异味');
    await zhang('POST', `/risk/${handled}/handle`, { measures: '已清理' });
    await wang('POST', `/risk/${handled}/decide`, { approved: true });
    expect(await status(handled)).toBe(1);
    refused(await zhang('POST', `/risk/${handled}/handle`, { measures: '再次处置' }), /当前状态“已处理”不能处置/);
    refused(await zhang('POST', `/risk/${handled}/ignore`, { reason: '误报' }), /当前状态“已处理”不能忽略/);
    refused(await wang('POST', `/risk/${handled}/decide`, { approved: true }), /当前状态“已处理”不能审批通过/);
    refused(await wang('POST', `/risk/${handled}/decide`, { approved: false }), /当前状态“已处理”不能驳回/);

    // 3 under approval: neither handled again nor ignored.
    const approving = await raise(zhang, '在线设备故障');
    await zhang('POST', `/risk/${approving}/handle`, { measures: '已联系运维' });
    refused(await zhang('POST', `/risk/${approving}/handle`, { measures: '重复提交' }), /当前状态“审批中”不能处置/);
    refused(await zhang('POST', `/risk/${approving}/ignore`, { reason: '误报' }), /当前状态“审批中”不能忽略/);

    // 0 not released: no decision without an approval.
    const fresh = await raise(zhang, '废气排口标识缺失');
    refused(await wang('POST', `/risk/${fresh}/decide`, { approved: true }), /当前状态“未下发”不能审批通过/);

    // 2 ignored: closed.
    expect((await zhang('POST', `/risk/${fresh}/ignore`, { reason: '设备调试期间的误报' })).code).toBe(1000000);
    expect(await status(fresh)).toBe(2);
    refused(await zhang('POST', `/risk/${fresh}/handle`, { measures: '补救' }), /当前状态“已忽略”不能处置/);
    refused(await zhang('POST', `/risk/${fresh}/ignore`, { reason: '再次忽略' }), /当前状态“已忽略”不能忽略/);
    refused(await wang('POST', `/risk/${fresh}/decide`, { approved: false }), /当前状态“已忽略”不能驳回/);
    expect((await zhang('GET', `/risk/${fresh}`)).data.ignoreReason).toBe('设备调试期间的误报');

    // The state did not move on any refusal.
    expect([await status(handled), await status(approving), await status(fresh)]).toEqual([1, 3, 2]);
  });

  it('4 rejected → 2: a rejected handling may be ignored instead', async () => {
    const id = await raise(zhang, '噪声超标投诉');
    await zhang('POST', `/risk/${id}/handle`, { measures: '已调整作业时间' });
    await wang('POST', `/risk/${id}/decide`, { approved: false, comment: '请提供监测报告' });
    expect(await status(id)).toBe(4);
    expect((await zhang('POST', `/risk/${id}/ignore`, { reason: '经核实为周边工地噪声' })).code).toBe(1000000);
    expect(await status(id)).toBe(2);
  });

  it('ignoring needs a reason and handling needs the measures (2010102 naming the field)', async () => {
    const id = await raise(zhang, '台账记录不全');
    const noReason = await zhang('POST', `/risk/${id}/ignore`, { reason: '   ' });
    expect(noReason.code).toBe(2010102);
    expect(noReason.data.errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const missing = await zhang('POST', `/risk/${id}/ignore`, {});
    expect(missing.data.errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const noMeasures = await zhang('POST', `/risk/${id}/handle`, { measures: '' });
    expect(noMeasures.code).toBe(2010102);
    expect(noMeasures.data.errors.map((e: { field: string }) => e.field)).toEqual(['measures']);
    expect(await status(id)).toBe(0);
  });

  it('without the keys: 2010103; another enterprise\'s risk: 2010105; no risk: 2010105', async () => {
    const id = await raise(zhang, '应急物资过期');
    expect((await li('POST', `/risk/${id}/handle`, { measures: 'x' })).code).toBe(2010103);
    expect((await li('POST', `/risk/${id}/ignore`, { reason: 'x' })).code).toBe(2010103);
    expect((await li('POST', `/risk/${id}/decide`, { approved: true })).code).toBe(2010103);
    expect((await li('POST', '/risk/manualProblem', { title: 'x', level: 1 })).code).toBe(2010103);
    expect((await li('GET', `/risk/${id}`)).code).toBe(1000000);
    expect((await zhangZhejiang('GET', `/risk/${id}`)).code).toBe(2010105);
    expect((await zhangZhejiang('POST', `/risk/${id}/ignore`, { reason: '越权' })).code).toBe(2010105);
    expect((await zhang('POST', '/risk/99999999/ignore', { reason: 'x' })).code).toBe(2010105);
    expect(await status(id)).toBe(0);
  });

  it('where nobody else holds the approval key, the handler approves their own handling', async () => {
    const id = await raise(zhangZhejiang, '污泥暂存间渗漏');
    expect((await zhangZhejiang('POST', `/risk/${id}/handle`, { measures: '已修补防渗层' })).code).toBe(1000000);
    const detail = (await zhangZhejiang('GET', `/risk/${id}`)).data;
    expect(detail.actions.decide).toBe(true);
    expect((await zhangZhejiang('POST', `/risk/${id}/decide`, { approved: true })).code).toBe(1000000);
    expect((await zhangZhejiang('GET', `/risk/${id}`)).data.status).toBe(1);
  });

  it('two decisions on one task: one wins, the other is refused', async () => {
    const id = await raise(zhang, '排污许可证即将到期');
    await zhang('POST', `/risk/${id}/handle`, { measures: '已提交延续申请' });
    const [a, b] = await Promise.all([wang('POST', `/risk/${id}/decide`, { approved: true }), wang('POST', `/risk/${id}/decide`, { approved: false })]);
    expect([a.code, b.code].filter((c) => c === 1000000)).toHaveLength(1);
    expect([a.code, b.code].some((c) => c === 2010108 || c === 2010102 || c === 2010103)).toBe(true);
    expect([1, 4]).toContain(await status(id));
  });
});

describe('lists', () => {
  it('filters by state, level, source and dates; lists my issues with the issue status; answers several risks by id', async () => {
    const mine = await raise(zhang, '我的问题一');
    const ignored = await raise(zhang, '我的问题二');
    await zhang('POST', `/risk/${ignored}/ignore`, { reason: '重复上报' });
    const all = await zhang('GET', '/risk/page?pageNum=1&pageSize=50&source=manual');
    expect(all.data.records.every((r: { source: string }) => r.source === 'manual')).toBe(true);
    const onlyIgnored = await zhang('GET', '/risk/page?pageNum=1&pageSize=50&status=2');
    expect(onlyIgnored.data.records.map((r: { id: number }) => r.id)).toContain(ignored);
    expect(onlyIgnored.data.records.every((r: { status: number }) => r.status === 2)).toBe(true);
    const level2 = await zhang('GET', '/risk/page?pageNum=1&pageSize=50&level=2&keyword=我的问题');
    expect(level2.data.total).toBe(2);
    const future = await zhang('GET', '/risk/page?pageNum=1&pageSize=50&beginDate=2099-01-01');
    expect(future.data.total).toBe(0);
    const badRange = await zhang('GET', '/risk/page?pageNum=1&pageSize=50&beginDate=2025-02-01&endDate=2025-01-01');
    expect(badRange.code).toBe(2010102);
    expect((await zhang('GET', '/risk/page?pageNum=1&pageSize=50&status=9')).code).toBe(2010102);

    const issues = await zhang('POST', '/risk/manualProblem/list', { pageNum: 1, pageSize: 50, keyword: '我的问题' });
    expect(issues.data.records.map((r: { id: number; issueStatus: number }) => [r.id, r.issueStatus]).sort()).toEqual([[mine, 0], [ignored, 2]].sort());
    const handledOnly = await zhang('POST', '/risk/manualProblem/list', { pageNum: 1, pageSize: 50, status: 2, keyword: '我的问题' });
    expect(handledOnly.data.records.map((r: { id: number }) => r.id)).toEqual([ignored]);
    // Someone else's list of own issues does not show 张伟's.
    const liIssues = await li('POST', '/risk/manualProblem/list', {});
    expect(liIssues.data.records).toEqual([]);

    const byIds = await zhang('GET', `/risk/riskDetailList/getByIdList?ids=${ignored},${mine},99999999`);
    expect(byIds.data.map((r: { id: number }) => r.id)).toEqual([ignored, mine]);
    expect((await zhangZhejiang('GET', `/risk/riskDetailList/getByIdList?ids=${ignored}`)).data).toEqual([]);
    expect((await zhang('GET', '/risk/riskDetailList/getByIdList?ids=a,b')).code).toBe(2010102);
  });

  it('exports the filtered list as xlsx named through content-disposition', async () => {
    const token = await tokenOf(t, PEOPLE.zhang);
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/risk/exportExcel?source=manual', headers: t.headers(token, jiangsu) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/风险列表_\d{8}\.xlsx/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const viewer = await tokenOf(t, PEOPLE.li);
    expect((await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/risk/exportExcel', headers: t.headers(viewer, jiangsu) })).json().code).toBe(2010103);
  });

  it('lists the risk notices of the enterprise with who read them', async () => {
    // 王芳 may report (a role with the keys); the handlers other than her — 张伟 — are told.
    await grantKeys(t, PEOPLE.li.phone, jiangsu, [RISK_KEYS.view, RISK_KEYS.manual]);
    const id = await raise(li, '李娜上报的问题');
    const notices = await zhang('GET', '/risk/notice/page?pageNum=1&pageSize=50&keyword=李娜上报');
    expect(notices.code).toBe(1000000);
    expect(notices.data.records.map((n: { riskId: number; userName: string; read: boolean }) => [n.riskId, n.userName, n.read])).toEqual([[id, '张伟', false]]);
    const [notice] = notices.data.records;
    const mine = await zhang('GET', '/user/notice/page?pageNum=1&pageSize=50&type=1');
    const own = mine.data.records.find((n: { id: number }) => n.id === notice.id);
    expect(own).toMatchObject({ bizId: String(id), link: `/system-message/riskDetailPage/${id}` });
    await zhang('PUT', '/user/notice/read', { ids: [notice.id] });
    const read = await zhang('GET', '/risk/notice/page?pageNum=1&pageSize=50&readStatus=1&keyword=李娜上报');
    expect(read.data.records.map((n: { id: number }) => n.id)).toEqual([notice.id]);
  });
});
