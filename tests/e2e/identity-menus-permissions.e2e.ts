// Sidebar and buttons from the server's menus (menu/routerList): blocked routes, hidden and disabled buttons,
// and an enterprise admin granting a custom role that a viewer then signs in with.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, openAllSubmenus, signIn, storeTabEnterprise } from './helpers/flows';
import { clientToken, enterpriseIdByName, routerListCodes, setEnterpriseTarget } from './helpers/identityApi';

const baseURL = serverURL();
const JIANGSU = '江苏绿源化工有限公司';
const ZHEJIANG = '浙江清泉水务有限公司';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Keys of the sidebar entries on screen (submenus opened). */
async function sidebarKeys(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  await openAllSubmenus(page);
  return page.locator('.ec-side-menu [data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)));
}

async function useEnterprise(page: Page, enterpriseId: number, route: string) {
  await storeTabEnterprise(page, enterpriseId);
  await page.goto(`${baseURL}/#${route}`);
  await page.reload();
}

describe('menus from the server', () => {
  it('builds the sidebar from menu/routerList', async () => {
    const { page, context, errors } = await openPage(browser);
    const routerList = page.waitForResponse((r) => r.url().includes('/menu/routerList'));
    await signIn(page, baseURL, DEMO.viewer, '/accountManagement/deviceInventory');
    expect((await routerList).status()).toBe(200);
    const keys = await sidebarKeys(page);
    const token = await clientToken(baseURL, DEMO.viewer.phone, DEMO.viewer.password);
    const jiangsu = await enterpriseIdByName(baseURL, token, JIANGSU);
    const granted = new Set(await routerListCodes(baseURL, token, jiangsu));
    const catalogue = new Set(await routerListCodes(baseURL, token, jiangsu, true));
    expect(keys).toContain('module-deviceInventory');
    // Every entry the server knows is on screen only when granted; the viewer lacks the write buttons' pages.
    expect(keys.filter((k) => catalogue.has(k) && !granted.has(k))).toEqual([]);
    expect(keys.filter((k) => catalogue.has(k)).length).toBeGreaterThan(2);
    // The viewer holds no user management: the route shows the blocked message.
    await page.goto(`${baseURL}/#/user-permission/role`);
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('no-permission').innerText()).toContain('当前模块无访问权限，请联系管理员！');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows buttons the role lacks disabled on a target-1 enterprise, and hides export all there', async () => {
    const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
    const zhejiang = await enterpriseIdByName(baseURL, token, ZHEJIANG);
    const restore = await setEnterpriseTarget(baseURL, zhejiang, 1);
    try {
      const viewer = await openPage(browser);
      await signIn(viewer.page, baseURL, DEMO.viewer, '/moduleHome/page');
      await useEnterprise(viewer.page, zhejiang, '/accountManagement/deviceInventory');
      await viewer.page.getByTestId('module-list-deviceInventory').waitFor();
      await listSettled(viewer.page);
      expect(await viewer.page.getByTestId('list-add').isDisabled()).toBe(true);
      expect(await viewer.page.getByTestId('row-edit').first().isDisabled()).toBe(true);
      expect(await viewer.page.getByTestId('list-export').count()).toBe(0);
      await screenshot(viewer.page, 'identity-target1-viewer');
      await viewer.context.close();

      const admin = await openPage(browser);
      await signIn(admin.page, baseURL, DEMO.admin, '/moduleHome/page');
      await useEnterprise(admin.page, zhejiang, '/accountManagement/deviceInventory');
      await admin.page.getByTestId('module-list-deviceInventory').waitFor();
      await listSettled(admin.page);
      expect(await admin.page.getByTestId('list-add').isEnabled()).toBe(true);
      expect(await admin.page.getByTestId('list-export').count()).toBe(0);
      await admin.context.close();
    } finally {
      await restore();
    }
  });
});

describe('user and role management', () => {
  it('grants a custom role a subset of menus; the viewer then sees exactly those', async () => {
    const roleName = `台账查看${Date.now() % 100000}`;
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/user-permission/role');
    await page.getByTestId('user-permission-roles').waitFor();
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-name').fill(roleName);
    await page.getByTestId('role-name-submit').click();
    await page.getByTestId(`role-item-${roleName}`).waitFor();
    await page.getByTestId('role-tree').waitFor();
    // Checking the module grants its page and (by the closure) its directory; no buttons.
    const node = page.locator('.ant-tree-treenode', { has: page.getByTestId('grant-module-deviceInventory') });
    await node.locator('.ant-tree-checkbox').click();
    await node.locator('.ant-tree-switcher').click();
    await page.getByTestId('grant-module-deviceInventory-add').waitFor();
    for (const button of ['add', 'edit', 'delete', 'export', 'import']) {
      const child = page.locator('.ant-tree-treenode', { has: page.getByTestId(`grant-module-deviceInventory-${button}`) });
      if ((await child.count()) > 0) await child.locator('.ant-tree-checkbox').click();
    }
    await screenshot(page, 'identity-role-tree');
    const saved = page.waitForResponse((r) => r.url().includes('/enterprise-side-app/role') && r.request().method() === 'PUT');
    await page.getByTestId('role-save').click();
    expect((await (await saved).json()).code).toBe(1000000);

    await page.goto(`${baseURL}/#/user-permission/user`);
    await page.getByTestId('user-table').waitFor();
    const viewerRow = page.locator('.ant-table-row', { hasText: DEMO.viewer.phone });
    await viewerRow.getByTestId('user-change-role').click();
    await page.getByTestId('member-role').click();
    await page.locator('.ant-select-item-option', { hasText: roleName }).click();
    await page.getByTestId('member-submit').click();
    await viewerRow.getByText(roleName).waitFor();
    await screenshot(page, 'identity-user-list');

    const viewer = await openPage(browser);
    await signIn(viewer.page, baseURL, DEMO.viewer, '/accountManagement/deviceInventory');
    await viewer.page.getByTestId('module-list-deviceInventory').waitFor();
    const viewerToken = await clientToken(baseURL, DEMO.viewer.phone, DEMO.viewer.password);
    const catalogue = new Set(await routerListCodes(baseURL, viewerToken, await enterpriseIdByName(baseURL, viewerToken, JIANGSU), true));
    // Entries outside the server catalogue are pages open to everyone (e.g. the enterprise archive).
    expect((await sidebarKeys(viewer.page)).filter((k) => catalogue.has(k)).sort()).toEqual(['accountManagement', 'module-deviceInventory']);
    expect(await viewer.page.getByTestId('list-add').count()).toBe(0);
    await viewer.page.goto(`${baseURL}/#/onlineMonitoring/page`);
    await viewer.page.getByTestId('no-permission').waitFor();
    await viewer.context.close();

    // Back to the shared viewer role, then the custom role can go.
    await viewerRow.getByTestId('user-change-role').click();
    await page.getByTestId('member-role').click();
    await page.locator('.ant-select-item-option', { hasText: '只读用户' }).click();
    await page.getByTestId('member-submit').click();
    await viewerRow.getByText('只读用户').waitFor();
    await page.goto(`${baseURL}/#/user-permission/role`);
    await page.getByTestId(`role-item-${roleName}`).click();
    await page.getByTestId('role-delete').click();
    await clickInDialog(page, 'confirm-ok');
    await page.getByTestId(`role-item-${roleName}`).waitFor({ state: 'detached' });
    await context.close();
  });
});
