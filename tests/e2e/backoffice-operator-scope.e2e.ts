// Issue 18 item 4 (operator scope, docs/operator-scope.md): an operator runs an enterprise's points, ledgers
// and assessments from the back office without the database. The operator picks 浙江清泉水务 in the remote
// picker and sees its points (the enterprise's own list), edits a point's risk setting (the enterprise reads
// the new value), lists a ledger and opens a record (read-only: no add, edit or delete), opens an
// assessment's detail and report, and finds the change in the operator log. An operator holding only the
// view keys sees the same screens with nothing to change.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, pickRemoteEnterprise, rows } from './helpers/flows';
import { backOfficeApi, clientToken, enterpriseIdByName } from './helpers/identityApi';
import { serverURL } from './helpers/server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const baseURL = serverURL();
const ZHEJIANG = '浙江清泉水务有限公司';
const EVALUATION = '/enterprise-side-app/environment/evaluation';
/** A month before any run of this suite: the assessment the operator reads. */
const PERIOD = '2025-12';
const suffix = String(Date.now() % 100000).padStart(5, '0');

let browser: Browser;
let owner: string;
let zhejiang: number;

/** A call as the enterprise's own admin (张伟). */
async function asOwner(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: owner, enterprise_id: String(zhejiang), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  expect(json.code, `${method} ${path}: ${JSON.stringify(json)}`).toBe(1000000);
  return json.data;
}

/** The enterprise's own list of points, device-inventory total and assessment, as its admin reads them. */
async function ownView() {
  const points = await asOwner('GET', '/enterprise-side-app/pointManagement/page?pageNum=1&pageSize=50');
  const devices = await asOwner('GET', '/enterprise-side-app/account/deviceInventory/page?pageNum=1&pageSize=20');
  return { points: points.records as Json[], deviceTotal: devices.total as number };
}

beforeAll(async () => {
  owner = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  zhejiang = await enterpriseIdByName(baseURL, owner, ZHEJIANG);
  // The enterprise scores its copy of the monthly template: the assessment the operator reads.
  const templates = await asOwner('GET', `${EVALUATION}/system/page?withTemplates=true&pageNum=1&pageSize=50`);
  const template = (templates.records as Json[]).find((s) => s.template && s.name === '环境行为评估（月度）');
  const system = await asOwner('POST', `${EVALUATION}/system/copy/${template!.id}`, { name: `运营代查${suffix}` });
  await asOwner('POST', `${EVALUATION}/system/score/calculate`, { systemId: system.id, periodKey: PERIOD });
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Opens a side-menu entry and, once its page (`frame`) shows instead of the one before, picks 浙江 in its
 * enterprise picker (the previous page's picker would take the pick and vanish with it).
 */
async function openForZhejiang(page: Page, menu: string, frame: string, landing: RegExp): Promise<void> {
  await page.getByTestId(`admin-menu-${menu}`).click();
  await page.waitForURL(new RegExp(`#/admin/${menu}$`));
  await page.getByTestId(frame).getByTestId('operator-enterprise-picker').waitFor();
  await pickRemoteEnterprise(page, 'operator-enterprise-picker', '浙江', ZHEJIANG);
  await page.waitForURL(landing);
}

describe('an operator acting on one enterprise', () => {
  it('sees its points, edits a point’s risk setting, reads a ledger and an assessment, and finds the change in the log', async () => {
    const { page, errors } = await openPage(browser);
    const before = await ownView();
    expect(before.points.length).toBeGreaterThan(0);
    await adminSignIn(page, baseURL, 'dashboard');

    // Points: the enterprise's own list.
    const pointsLoaded = page.waitForResponse((r) => r.url().includes('/enterprise-side-app/pointManagement/page') && r.request().headers().operator_enterprise_id === String(zhejiang));
    await openForZhejiang(page, 'pointManagement', 'operator-points', new RegExp(`#/admin/pointManagement/${zhejiang}/page`));
    await pointsLoaded;
    await expect.poll(() => rows(page).count()).toBe(before.points.length);
    // Each of its points by its logger's MN (unique across the platform).
    for (const point of before.points) await page.getByTestId('list-table').getByRole('cell', { name: point.mn, exact: true }).waitFor();
    await expect(page.getByTestId('list-add').isVisible()).resolves.toBe(true);
    await screenshot(page, 'backoffice-operator-points');

    // A point's risk setting: the operator saves a new offline threshold; the enterprise reads it.
    const point = before.points[0];
    const current = await asOwner('GET', `/enterprise-side-app/pointManagement/riskSetting/${point.id}`);
    const minutes = current.offlineMinutes === 95 ? 96 : 95;
    await page.getByTestId('list-table').locator('tr', { hasText: point.mn }).getByTestId('row-risk').click();
    await page.getByTestId('risk-form').waitFor();
    const offline = page.getByTestId('field-offlineMinutes');
    // The point's settings have loaded (an empty offline threshold looks the same before they arrive).
    await expect.poll(() => page.getByTestId('field-transferRatePercent').inputValue()).toBe(String(current.transferRatePercent));
    await expect.poll(() => offline.inputValue()).toBe(current.offlineMinutes === null ? '' : String(current.offlineMinutes));
    await offline.fill(String(minutes));
    const saved = page.waitForResponse((r) => r.url().endsWith('/enterprise-side-app/pointManagement/riskSetting') && r.request().method() === 'PUT');
    await page.getByTestId('form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    expect((await asOwner('GET', `/enterprise-side-app/pointManagement/riskSetting/${point.id}`)).offlineMinutes).toBe(minutes);

    // Ledgers: the device inventory of the enterprise, read-only.
    await openForZhejiang(page, 'accountManagement', 'operator-ledgers', new RegExp(`#/admin/accountManagement/${zhejiang}$`));
    // The enterprise's page draws its own ledger picker, enabled (the one before the pick was disabled).
    await page.locator('[data-testid="operator-ledger-picker"]:not(.ant-select-disabled)').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '设备台账' }).click();
    await page.waitForURL(new RegExp(`#/admin/accountManagement/${zhejiang}/deviceInventory`));
    await page.getByTestId('list-table').waitFor();
    await expect.poll(() => rows(page).count()).toBe(Math.min(before.deviceTotal, 20));
    expect(before.deviceTotal).toBeGreaterThan(0);
    await expect(page.getByTestId('list-add').count()).resolves.toBe(0);
    await expect(page.getByTestId('row-edit').count()).resolves.toBe(0);
    await screenshot(page, 'backoffice-operator-ledger');
    await rows(page).first().getByTestId('row-detail').click();
    await page.getByTestId('module-detail-deviceInventory').waitFor();
    await expect(page.getByTestId('detail-edit').count()).resolves.toBe(0);
    await page.getByTestId('detail-back').click();
    await page.waitForURL(new RegExp(`#/admin/accountManagement/${zhejiang}/deviceInventory$`));

    // Assessments: the one the enterprise scored, its detail and its report.
    await openForZhejiang(page, 'environmentAssessment', 'operator-assessments', new RegExp(`#/admin/environmentAssessment/${zhejiang}$`));
    const row = page.getByTestId('assessment-list').locator('tr', { hasText: PERIOD });
    await row.first().waitFor();
    await expect(page.getByTestId('assessment-calculate').count()).resolves.toBe(0);
    await row.first().getByTestId('row-detail').click();
    await page.getByTestId('assessment-detail').waitFor();
    await page.getByTestId('detail-total').waitFor();
    await expect(page.getByTestId('detail-recalculate').count()).resolves.toBe(0);
    await page.getByTestId('detail-report').click();
    await page.getByTestId('report-score').waitFor();
    expect(page.url()).toContain(`#/admin/environmentAssessment/result/${zhejiang}?id=`);

    // The operator log: the risk-setting change, by this operator, in 浙江.
    await page.getByTestId('admin-menu-operator-actions').click();
    await page.getByTestId('admin-operator-actions').waitFor();
    await pickRemoteEnterprise(page, 'operator-actions-enterprise', '浙江', ZHEJIANG);
    await page.getByText('仅看修改').click();
    const searched = page.waitForResponse((r) => r.url().includes('/operatorScope/action/page') && new URL(r.url()).searchParams.get('kind') === 'write');
    await page.getByTestId('operator-actions-search').click();
    await searched;
    const logged = page.getByTestId('operator-action-row').filter({ hasText: '/pointManagement/riskSetting' }).first();
    await logged.waitFor();
    await expect(logged.innerText()).resolves.toMatch(/运营管理员[\s\S]*浙江清泉水务有限公司[\s\S]*修改[\s\S]*成功/);
    await screenshot(page, 'backoffice-operator-log');
    expect(errors).toEqual([]);
  });

  it('shows an operator holding only the view keys the same points with nothing to change', async () => {
    const api = await backOfficeApi(baseURL);
    const tree = (await api('GET', '/menu/treeList?systemId=3')) as Json[];
    const ids = new Map<string, number>();
    const walk = (nodes: Json[]) => nodes.forEach((n) => (ids.set(n.code, n.id), walk(n.children ?? [])));
    walk(tree);
    const role = await api('POST', '/roleManage', { name: `代查只读${suffix}`, code: `scope_view_${suffix}`, area: 'admin' });
    await api('PUT', '/roleManage/grants', { id: role.id, menuIds: [ids.get('admin-pointManagement')!], permissions: [] });
    const account = `scopeview${suffix}`;
    await api('POST', '/userManage/operator', { account, phone: `139${suffix}111`.slice(0, 11), name: '只读运营', roleId: role.id, password: prehashPassword('Oper@2024') });

    const { page, errors } = await openPage(browser);
    await adminSignIn(page, baseURL, 'pointManagement', { account, password: 'Oper@2024' });
    await pickRemoteEnterprise(page, 'operator-enterprise-picker', '浙江', ZHEJIANG);
    await page.waitForURL(new RegExp(`#/admin/pointManagement/${zhejiang}/page`));
    const { points } = await ownView();
    await expect.poll(() => rows(page).count()).toBe(points.length);
    await expect(page.getByTestId('list-add').count()).resolves.toBe(0);
    await expect(page.getByTestId('row-edit').count()).resolves.toBe(0);
    await rows(page).first().getByTestId('row-risk').click();
    await page.getByTestId('risk-form').waitFor();
    await expect(page.getByTestId('form-submit').count()).resolves.toBe(0);
    // The other areas are not this operator's: no side-menu entry for them.
    await expect(page.getByTestId('admin-menu-accountManagement').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
