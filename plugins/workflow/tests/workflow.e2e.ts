// Issue 13's browser flow: draw a two-level approval (user task → exclusive gateway → countersign → end)
// in the designer, save and deploy it; start an application as 王芳; 李娜 approves as the level-1
// candidate; 张伟 rejects at the countersign; 王芳 sees the outcome and a diagram that marks exactly the
// path taken (the approved edge after the gateway, never the rejection edge that was not taken). Then an
// enterprise certification reaches the back office's approval centre and is approved there, and the
// operations designer shows its reduced palette and context pad.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { closeDialog, DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { append, pick, selectedId, signInJiangsu as signInTo } from './designerSteps';

const baseURL = serverURL();
const WANG = { phone: '13800000003', password: 'Demo@2024' };
const TITLE = `采购申请-${Date.now().toString(36)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signInJiangsu = (page: Page, who: { phone: string; password: string }, target: string) => signInTo(page, baseURL, who, target);

async function selectConnection(page: Page, id: string) {
  await page.locator(`.djs-connection[data-element-id="${id}"] .djs-hit`).dispatchEvent('click');
  await page.waitForFunction((flow) => document.querySelector('[data-testid="designer-panel"]')?.getAttribute('data-element-id') === flow, id);
}

describe('approvals on the BPMN engine', () => {
  let flows: Array<{ id: string; source: string; target: string }> = [];
  let ids: Record<string, string> = {};

  it('draws, saves and deploys a two-level approval in the designer', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInJiangsu(page, DEMO.admin, '/workflow/model/page');
    await page.getByTestId('model-new').click();
    await page.getByTestId('designer-canvas').locator('.djs-element[data-element-id="start"]').waitFor();
    await page.getByTestId('prop-name').fill('两级审批');

    // Level 1: a user task for the candidate 李娜 (picked from the enterprise's real users).
    ids.level1 = await append(page, 'start', 'append.user-task');
    await page.getByTestId('prop-name').fill('部门审批');
    await pick(page, 'prop-candidate-users', '李娜');
    await page.keyboard.press('Escape');
    // Selecting another element validates first: the gateway comes after the task is complete.
    ids.gateway = await append(page, ids.level1, 'append.gateway');
    ids.countersign = await append(page, ids.gateway, 'append.countersign-task');
    await page.getByTestId('prop-name').fill('会签审批');
    await pick(page, 'prop-candidate-users', '张伟', '李娜');
    await page.getByTestId('open-multi-instance').click();
    await pick(page, 'mi-preset', '全部通过');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    ids.end = await append(page, ids.countersign, 'append.end-event');
    ids.rejectedEnd = await append(page, ids.gateway, 'append.end-event');

    // Saving with a gap (the gateway's flows have no jump condition yet) is refused.
    await page.getByTestId('designer-save').click();
    await page.getByText('尚有必填项未填写，请检查表单').first().waitFor();
    await expect(page.getByTestId('designer-panel').getByText('请选择跳转条件').first().isVisible()).resolves.toBe(true);

    await page.getByTestId('designer-preview').click();
    const xml = await page.getByTestId('designer-xml').inputValue();
    await closeDialog(page, page.getByTestId('designer-xml'));
    flows = [...xml.matchAll(/<sequenceFlow id="([^"]+)" sourceRef="([^"]+)" targetRef="([^"]+)"/g)].map((m) => ({ id: m[1], source: m[2], target: m[3] }));
    expect(flows).toHaveLength(5);
    // The refused save selected the first flow with the gap; another element can be selected only once
    // it is complete, so it is filled first.
    const current = await selectedId(page);
    const gatewayFlows = flows.filter((f) => f.source === ids.gateway).sort((a, b) => Number(b.id === current) - Number(a.id === current));
    expect(gatewayFlows[0].id).toBe(current);
    for (const flow of gatewayFlows) {
      if (flow.id !== current) {
        // Still blocked while the current flow is incomplete? No: it was just completed.
        await selectConnection(page, flow.id);
      }
      try {
        await pick(page, 'prop-jump', flow.target === ids.countersign ? '通过' : '不通过');
      } catch (err) {
        await screenshot(page, 'workflow-jump-failed');
        throw err;
      }
    }
    await page.getByTestId('designer-save').click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/#\/workflow\/model\/designer\/\d+/);
    await page.getByTestId('designer-deploy').click();
    await page.getByText('部署成功，版本 v1').first().waitFor();
    await screenshot(page, 'workflow-designer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the application: start, approve as a candidate, reject at the countersign, outcome and path', async () => {
    // 王芳 starts an application.
    const wang = await openPage(browser);
    await signInJiangsu(wang.page, WANG, '/system-application/page');
    await wang.page.getByTestId('apply-new').click();
    await pick(wang.page, 'apply-process', '两级审批');
    await wang.page.getByTestId('apply-title').fill(TITLE);
    await wang.page.getByTestId('apply-content').fill('采购检测试剂');
    await wang.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await wang.page.getByText('申请已提交').first().waitFor();
    await wang.page.getByTestId('applications-page-table').getByText(TITLE).waitFor();

    // 李娜, the level-1 candidate, approves from her approvals.
    const li = await openPage(browser);
    await signInJiangsu(li.page, DEMO.viewer, '/system-examine/page');
    await li.page.getByTestId('examine-table').locator('tr', { hasText: TITLE }).getByTestId('examine-open').click();
    await li.page.getByTestId('instance-decision').waitFor();
    await li.page.getByTestId('instance-comment').fill('同意采购');
    await li.page.getByTestId('instance-approve').click();
    await li.page.getByText('已通过').first().waitFor();
    await li.context.close();

    // 张伟 is notified; he opens the approval from his messages and rejects at the second level (the
    // countersign ends at the first rejection).
    const zhang = await openPage(browser);
    await signInJiangsu(zhang.page, DEMO.admin, '/system-message/page');
    await zhang.page.getByTestId('message-item').filter({ hasText: `待审批：${TITLE}` }).first().click();
    await zhang.page.getByTestId('message-detail').click();
    await zhang.page.waitForURL(/#\/system-message\/system-examine-detail\/\d+/);
    await zhang.page.getByTestId('instance-decision').waitFor();
    await zhang.page.getByTestId('instance-comment').fill('预算不足');
    await zhang.page.getByTestId('instance-reject').click();
    await zhang.page.getByText('已驳回').first().waitFor();
    await zhang.context.close();

    // 王芳 sees the outcome, the decisions and the path the instance really took.
    await wang.page.reload();
    const row = wang.page.getByTestId('applications-page-table').locator('tr', { hasText: TITLE });
    await row.getByTestId('audit-status').and(wang.page.locator('[data-status="2"]')).waitFor();
    await row.getByTestId('instance-open').click();
    const detail = wang.page.getByTestId('instance-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-status')).toBe('2');
    await expect(wang.page.getByTestId('instance-tasks').innerText()).resolves.toMatch(/同意采购[\s\S]*预算不足/);
    await wang.page.locator('[data-testid="instance-diagram"][data-ready="1"]').waitFor();
    const taken = await wang.page.locator('.djs-connection.wf-taken').evaluateAll((els) => els.map((e) => e.getAttribute('data-element-id')).sort());
    const path = [
      flows.find((f) => f.source === 'start')!.id,
      flows.find((f) => f.source === ids.level1)!.id,
      flows.find((f) => f.source === ids.gateway && f.target === ids.countersign)!.id,
      flows.find((f) => f.source === ids.countersign)!.id,
    ].sort();
    expect(taken).toEqual(path);
    const rejectionEdge = flows.find((f) => f.target === ids.rejectedEnd)!.id;
    expect(taken).not.toContain(rejectionEdge);
    const marked = async (cls: string) => wang.page.locator(`.djs-shape.${cls}`).evaluateAll((els) => els.map((e) => e.getAttribute('data-element-id')).sort());
    expect(await marked('wf-rejected')).toEqual([ids.countersign]);
    expect(await marked('wf-completed')).toEqual(expect.arrayContaining(['start', ids.level1, ids.gateway, ids.end]));
    expect(await marked('wf-completed')).not.toContain(ids.rejectedEnd);
    expect(await marked('wf-pending')).toEqual([]);
    await screenshot(wang.page, 'workflow-outcome');
    expect(wang.errors).toEqual([]);
    await wang.context.close();
  });

  it('certification goes to the back office, which reviews it; the operations designer offers its reduced palette', async () => {
    // 王芳 applies to join an enterprise in the personal centre.
    const user = await openPage(browser);
    await signIn(user.page, baseURL, WANG, '/login');
    await user.page.goto(`${baseURL}/#/system/enterprise-certification`);
    const enterpriseName = `认证企业${Date.now().toString(36)}`;
    await user.page.getByTestId('cert-name').fill(enterpriseName);
    await user.page.getByTestId('cert-code').fill('91110000600037341L');
    await user.page.getByTestId('cert-submit').click();
    await user.page.getByTestId('cert-list').getByText(enterpriseName).waitFor();

    // Operations approve it in the approval centre.
    const ops = await openPage(browser);
    await ops.page.goto(`${baseURL}/#/admin/workflow/review`);
    await ops.page.waitForURL(/#\/admin\/login/);
    await ops.page.getByTestId('admin-login-account').fill('admin');
    await ops.page.getByTestId('admin-login-password').fill('Admin@2024');
    await ops.page.getByTestId('admin-login-submit').click();
    await ops.page.getByTestId('examine-table').locator('tr', { hasText: enterpriseName }).getByTestId('examine-open').click();
    await ops.page.getByTestId('instance-form-data').getByText(enterpriseName).waitFor();
    await ops.page.getByTestId('instance-approve').click();
    await ops.page.locator('[data-testid="instance-detail"][data-status="3"]').waitFor();

    // The user sees the request passed.
    await user.page.reload();
    await user.page.getByTestId('cert-list').locator('tr', { hasText: enterpriseName }).getByText('已通过').waitFor();
    await user.context.close();

    // The operations variant: only start, end, exclusive gateway and user task to create.
    await ops.page.goto(`${baseURL}/#/admin/workflow/designer/new`);
    await ops.page.locator('.djs-palette .entry').first().waitFor();
    const palette = await ops.page.locator('.djs-palette .entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')).sort());
    expect(palette).toEqual(['create.end-event', 'create.exclusive-gateway', 'create.start-event', 'create.user-task']);
    await ops.page.locator('.djs-element[data-element-id="start"] .djs-hit').dispatchEvent('click');
    const pad = await ops.page.locator('.djs-context-pad .entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')).sort());
    expect(pad).toEqual(['append.end-event', 'append.gateway', 'append.user-task', 'connect', 'delete']);
    await ops.context.close();
  });
});
