// Issue 18 "Done when": a group manager (张伟) picks 绿源环境集团 in the enterprise selector and sees the
// group system's menus only; the group dashboard covers the member enterprises with data (江苏, 浙江, 安徽);
// from it he opens a member's ledger (the generic list, read-only) and a record, then the member's risks
// and one risk's detail. A member enterprise's own user (李娜) gets the no-permission page on every
// /managementGroup route.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO, listSettled, listTotal, openAllSubmenus, signIn } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName, routerListCodes } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { GROUP_ROUTES } from '../contract';

const baseURL = serverURL();
const GROUP = '绿源环境集团';
const MEMBERS = ['江苏绿源化工有限公司', '浙江清泉水务有限公司', '安徽绿源新材料有限公司'] as const;
const RISK = `集团查看的问题-${Date.now().toString(36)}`;
const BLOCKED = '当前模块无访问权限，请联系管理员！';
let browser: Browser;
let ids: Record<string, number>;
let groupCodes: string[];
let clientCodes: string[];
let jiangsuDevices: number;

async function api(path: string, token: string, enterpriseId: number, init: { method?: string; body?: object } = {}) {
  const res = await fetch(`${baseURL}/api/enterprise-side-app${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: token, enterprise_id: String(enterpriseId), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return res.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Set-up through the API first: the browser's sign-in afterwards supersedes this session.
  const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  ids = {};
  for (const name of [GROUP, ...MEMBERS]) ids[name] = await enterpriseIdByName(baseURL, token, name);
  const raised = await api('/risk/manualProblem', token, ids[MEMBERS[0]], { method: 'POST', body: { title: RISK, level: 2 } });
  expect(raised.code).toBe(1000000);
  jiangsuDevices = (await api('/account/deviceInventory/page?pageNum=1&pageSize=10', token, ids[MEMBERS[0]])).data.total;
  groupCodes = await routerListCodes(baseURL, token, ids[GROUP]);
  clientCodes = await routerListCodes(baseURL, token, ids[MEMBERS[0]]);
});
afterAll(async () => browser?.close());

async function sidebarKeys(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  await openAllSubmenus(page);
  return page.locator('.ec-side-menu [data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)));
}

describe('a management group', () => {
  it('switches to the group’s menus, shows the dashboard across the members and drills into a member’s ledger and risk', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    await page.getByTestId('enterprise-selector').click();
    await page.getByTestId(`enterprise-option-${ids[GROUP]}`).click();
    await page.getByTestId('module-home').waitFor();
    await page.waitForFunction((n) => document.querySelector('[data-testid="enterprise-selector"]')?.textContent?.includes(n), GROUP);
    // Spec §4: the is-enterprise flag is off for a group.
    expect(await page.evaluate(() => sessionStorage.getItem('ec_is_enterprise'))).toBe('0');

    // The group system's menus only: every sidebar entry is a group menu, none of the enterprise's.
    await page.goto(`${baseURL}/#${GROUP_ROUTES.archives}`);
    const keys = await sidebarKeys(page);
    expect(keys).toEqual(expect.arrayContaining(['group-enterpriseLandun', 'group-enterpriseArchives', 'group-accountManagement', 'group-riskManagement', 'group-onlineMonitoring', 'group-environmentAssessment']));
    expect(keys.filter((k) => !groupCodes.includes(k))).toEqual([]);
    expect(keys.filter((k) => clientCodes.includes(k))).toEqual([]);
    // The member archives, read-only.
    await page.getByTestId(`group-archive-row-${ids[MEMBERS[1]]}`).getByText(MEMBERS[1]).click();
    await expect(page.getByTestId('group-archive-detail').innerText()).resolves.toContain('浙江省杭州市西湖区文三路398号');
    await page.locator('.ant-drawer-close').click();
    await page.getByTestId('group-archive-detail').waitFor({ state: 'detached' });

    // The dashboard: the members with data, their points, in both themes.
    await page.goto(`${baseURL}/#${GROUP_ROUTES.dashboard}`);
    const board = page.getByTestId('group-dashboard');
    await board.waitFor();
    for (const name of MEMBERS) {
      const row = page.getByTestId(`group-member-${ids[name]}`);
      await expect(row.innerText()).resolves.toContain(name);
      await expect.poll(async () => Number((await row.locator('td').nth(2).innerText()).trim())).toBeGreaterThan(0);
    }
    await page.getByTestId('group-member-map').waitFor();
    await expect(page.getByTestId('group-stat-members').innerText()).resolves.toMatch(/\d+\/\d+/);
    await expect(page.getByTestId('group-alarm-ranking').locator('.ec-ranking-badge').first().innerText()).resolves.toBe('1');
    const theme = await board.getAttribute('data-theme');
    await page.getByTestId('board-theme-switch').click();
    await expect.poll(() => board.getAttribute('data-theme')).toBe(theme === 'dark' ? 'light' : 'dark');
    await screenshot(page, 'group-dashboard');
    await page.getByTestId('board-theme-switch').click();
    await expect.poll(() => board.getAttribute('data-theme')).toBe(theme);

    // A member's ledger: the ordinary device list of 江苏, without any write.
    await page.getByTestId(`group-member-${ids[MEMBERS[0]]}`).getByTestId('group-member-ledgers').click();
    await page.getByTestId('group-ledgers').waitFor();
    await page.getByTestId('group-ledger-picker').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '设备台账' }).click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    await expect.poll(() => listTotal(page)).toBe(jiangsuDevices);
    expect(await page.getByTestId('list-add').count()).toBe(0);
    expect(await page.getByTestId('row-edit').count()).toBe(0);
    expect(await page.getByTestId('row-delete').count()).toBe(0);
    await page.getByTestId('row-detail').first().click();
    await page.getByTestId('module-detail-deviceInventory').waitFor();
    expect(page.url()).toContain(`${GROUP_ROUTES.ledgerDetail}/${ids[MEMBERS[0]]}/deviceInventory/`);
    expect(await page.getByTestId('detail-edit').count()).toBe(0);
    await expect(page.getByTestId('detail-deviceCode').innerText()).resolves.not.toBe('');
    await page.getByTestId('detail-back').click();
    await page.getByTestId('module-list-deviceInventory').waitFor();

    // A member's monitoring points: the ordinary real-time page of 浙江, one card per point.
    await page.goto(`${baseURL}/#${GROUP_ROUTES.dashboard}`);
    const zhejiangRow = page.getByTestId(`group-member-${ids[MEMBERS[1]]}`);
    const zhejiangPoints = Number((await zhejiangRow.locator('td').nth(2).innerText()).trim());
    await zhejiangRow.getByTestId('group-member-monitoring').click();
    await page.getByTestId('online-monitoring').waitFor();
    await expect.poll(() => page.locator('[data-testid^="online-state-"]').count()).toBe(zhejiangPoints);
    await page.locator('.ec-point-card, [data-testid^="online-state-"]').first().click();
    await expect.poll(() => page.url()).toContain(`/managementGroup/onlineMonitoring/detail/${ids[MEMBERS[1]]}/`);

    // A member's assessments: the ordinary list, without scoring.
    await page.goto(`${baseURL}/#/managementGroup/environmentAssessment/page/${ids[MEMBERS[0]]}`);
    await page.getByTestId('assessment-list').waitFor();
    expect(await page.getByTestId('assessment-calculate').count()).toBe(0);

    // The member's risks and one risk, read-only.
    await page.goto(`${baseURL}/#${GROUP_ROUTES.dashboard}`);
    await page.getByTestId(`group-member-${ids[MEMBERS[0]]}`).getByTestId('group-member-risks').click();
    await page.getByTestId('group-risk-page').waitFor();
    const row = page.getByTestId('risk-row').filter({ hasText: RISK });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(MEMBERS[0]);
    await row.getByTestId('risk-open').click();
    await expect(page.getByTestId('risk-detail-title').innerText()).resolves.toContain(RISK);
    expect(await page.getByTestId('risk-handle').count()).toBe(0);
    await screenshot(page, 'group-risk-detail');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a member enterprise’s own user out of every group route', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.viewer, '/moduleHome/page');
    const routes = [
      GROUP_ROUTES.dashboard, GROUP_ROUTES.archives, GROUP_ROUTES.ledgers, `${GROUP_ROUTES.ledgers}/${ids[MEMBERS[0]]}/deviceInventory`,
      '/managementGroup/riskManagement/page', '/managementGroup/onlineMonitoring', `/managementGroup/onlineMonitoring/${ids[MEMBERS[0]]}`,
      '/managementGroup/environmentAssessment/page',
    ];
    for (const route of routes) {
      await page.goto(`${baseURL}/#${route}`);
      await page.getByTestId('no-permission').waitFor();
      await expect(page.getByTestId('no-permission').innerText(), route).resolves.toContain(BLOCKED);
    }
    await context.close();
  });

  it('keeps a group manager out of the enterprise system’s pages while the group is chosen', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    await page.getByTestId('enterprise-selector').click();
    await page.getByTestId(`enterprise-option-${ids[GROUP]}`).click();
    await page.getByTestId('module-home').waitFor();
    // Typed by hand: pages of the enterprise's menus, a detail borrowing one, a ledger screen.
    const enterpriseOnly = ['/riskManagement/page', '/riskManagement/detail/1', '/taskManagement/page', '/environmentAssessment/page', '/enterprise/enterprise-archives', '/accountManagement/deviceInventory'];
    for (const route of enterpriseOnly) {
      await page.goto(`${baseURL}/#${route}`);
      await page.getByTestId('no-permission').waitFor();
      await expect(page.getByTestId('no-permission').innerText(), route).resolves.toContain(BLOCKED);
    }
    // Pages of no one system (the personal centre) still open, and so do the group's own.
    await page.goto(`${baseURL}/#/system-message/page`);
    await page.getByTestId('messages-page').waitFor();
    await page.goto(`${baseURL}/#/managementGroup/riskManagement/page`);
    await page.getByTestId('group-risk-page').waitFor();
    // Back in a member enterprise, the same enterprise page opens.
    await page.getByTestId('enterprise-selector').click();
    await page.getByTestId(`enterprise-option-${ids[MEMBERS[0]]}`).click();
    await page.getByTestId('module-home').waitFor();
    await page.goto(`${baseURL}/#/riskManagement/page`);
    await page.getByTestId('risk-page').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
