// Issue 18: operators run the back office without the database — a back-office role granted through the
// back office's own menu tree, an operator account with that role who then sees only those pages, the
// refusal to disable oneself; and the enterprise pickers search the server, so an enterprise beyond the
// first 50 can be chosen as a group and granted to a user.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { clickInDialog, pickRemoteEnterprise, settledPopup } from './helpers/flows';
import { backOfficeApi } from './helpers/identityApi';
import { serverURL } from './helpers/server';

const baseURL = serverURL();
const suffix = String(Date.now() % 100000).padStart(5, '0');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('operators manage operators', () => {
  it('grants a back-office role through the back-office tree, creates an operator with it, who sees only those pages', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page, baseURL, 'roles');
    await page.getByTestId('admin-roles').waitFor();
    const code = `desk_${suffix}`;
    await page.getByTestId('admin-role-add').click();
    await page.getByTestId('admin-role-area').getByText('运营后台').click();
    await page.getByTestId('admin-role-name').fill(`企业专员${suffix}`);
    await page.getByTestId('admin-role-code').fill(code);
    const created = page.waitForResponse((r) => r.url().endsWith('/operation-manage/roleManage') && r.request().method() === 'POST');
    await clickInDialog(page, 'admin-role-create-save');
    expect((await (await created).json()).data).toMatchObject({ area: 'admin', code });

    // The back office's own tree: its pages, with the permission of each.
    await page.getByTestId(`admin-role-grant-op-${code}`).click();
    const tree = page.getByTestId('admin-role-tree-3');
    const node = (menuCode: string) => tree.locator('.ant-tree-treenode', { has: page.getByTestId(`grant-${menuCode}`) });
    await node('admin-enterprises').locator('.ant-tree-checkbox').click();
    expect(await node('admin-enterprises').locator('.ant-tree-checkbox').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    expect(await page.getByTestId('admin-role-tree-1').count()).toBe(0);
    await screenshot(page, 'backoffice-operator-role-tree');
    const granted = page.waitForResponse((r) => r.url().endsWith('/operation-manage/roleManage/grants'));
    await clickInDialog(page, 'admin-role-grant-save');
    expect((await (await granted).json()).data.permissions).toEqual(['operation:enterprise']);

    // A back-office account with the role.
    const account = `desk${suffix}`;
    await page.getByTestId('admin-menu-users').click();
    await page.getByTestId('admin-operator-add').click();
    await page.getByTestId('admin-operator-account').fill(account);
    await page.getByTestId('admin-operator-phone').fill(`139${suffix}123`);
    await page.getByTestId('admin-operator-name').fill('钱进');
    await page.getByTestId('admin-operator-password').fill('Oper@2024');
    await page.getByTestId('admin-operator-role').click();
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option', { hasText: `企业专员${suffix}` }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/operation-manage/userManage/operator') && r.request().method() === 'POST');
    await clickInDialog(page, 'admin-operator-save');
    const operator = (await (await saved).json()).data as { id: number };
    await page.getByTestId('admin-user-search').fill(account);
    await page.getByTestId('admin-user-search').press('Enter');
    expect(await page.getByTestId(`admin-user-role-${operator.id}`).innerText()).toBe(`企业专员${suffix}`);

    // A taken account is named next to its input.
    await page.getByTestId('admin-operator-add').click();
    await page.getByTestId('admin-operator-account').fill('admin');
    await page.getByTestId('admin-operator-phone').fill(`139${suffix}124`);
    await page.getByTestId('admin-operator-name').fill('钱进');
    await page.getByTestId('admin-operator-password').fill('Oper@2024');
    await page.getByTestId('admin-operator-role').click();
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option', { hasText: `企业专员${suffix}` }).click();
    await clickInDialog(page, 'admin-operator-save');
    await page.locator('.ant-modal:visible .ant-form-item-explain-error', { hasText: '该账号已被使用' }).waitFor();
    // Cancel waits out the dialog's 2 s click lock (enabled again), then the dialog goes.
    await page.locator('.ant-modal:visible').getByRole('button', { name: /取\s*消/ }).click();
    await page.getByTestId('admin-operator-account').waitFor({ state: 'detached' });

    // Nobody disables their own account: the refusal says why.
    await page.getByTestId('admin-user-search').fill('13900000000');
    await page.getByTestId('admin-user-search').press('Enter');
    const self = page.locator('.ant-table-row', { hasText: '13900000000' });
    await self.locator('[data-testid^="admin-user-disable-"]').click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/operation-manage/userManage/status'));
    await settledPopup(page, '.ant-popover').getByTestId('admin-user-disable-ok').click();
    expect((await (await refused).json()).code).toBe(2010103);
    await page.getByText('不能停用自己的账号').first().waitFor();
    await context.close();

    // The operator signs in by account and is offered only the pages of the role.
    const op = await openPage(browser);
    await adminSignIn(op.page, baseURL, 'enterprises', { account, password: 'Oper@2024' });
    await op.page.getByTestId('admin-enterprises').waitFor();
    expect(await op.page.getByTestId('admin-menu-users').count()).toBe(0);
    expect(await op.page.getByTestId('admin-menu-roles').count()).toBe(0);
    await op.page.goto(`${baseURL}/#/admin/users`);
    await op.page.getByText('当前模块无访问权限，请联系管理员！').waitFor();
    await op.context.close();
  });
});

describe('enterprise pickers', () => {
  // Names that sort after the demo enterprises' (验 > 绿 …): other flows of this server pick demo
  // enterprises from lists ordered by name, whose virtual scrolling draws only the first options.
  const group = `验证集团${suffix}`;
  const last = `验证企业${suffix}-51`;
  beforeAll(async () => {
    // More enterprises than a first page of 50, the one looked for created last.
    const api = await backOfficeApi(baseURL);
    await api('POST', '/enterpriseManage', { name: group, type: 1, actived: 1, trial: false, target: 0 });
    for (let n = 1; n <= 51; n++) await api('POST', '/enterpriseManage', { name: `验证企业${suffix}-${String(n).padStart(2, '0')}`, type: 0, actived: 1, trial: false, target: 0 });
  });

  it('finds a group and an enterprise by typing part of the name', async () => {
    const { page, context, errors } = await openPage(browser);
    await adminSignIn(page, baseURL, 'enterprises');
    await page.getByTestId('admin-enterprise-search').fill(last);
    await page.getByTestId('admin-enterprise-search').press('Enter');
    const row = page.locator('.ant-table-row', { hasText: last });
    await row.locator('[data-testid^="admin-enterprise-edit-"]').click();
    await pickRemoteEnterprise(page, 'admin-enterprise-parent', `集团${suffix}`, group);
    const saved = page.waitForResponse((r) => r.url().endsWith('/operation-manage/enterpriseManage') && r.request().method() === 'PUT');
    await clickInDialog(page, 'admin-enterprise-save');
    expect((await (await saved).json()).data).toMatchObject({ name: last, parentName: group });
    await row.getByText(group).waitFor();
    // Reopened, the picker names the group it holds.
    await row.locator('[data-testid^="admin-enterprise-edit-"]').click();
    await page.getByTestId('admin-enterprise-parent').getByText(group).waitFor();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /取\s*消/ }).click();
    await page.getByTestId('admin-enterprise-parent').waitFor({ state: 'detached' });

    // The grant picker: a user gets the enterprise created last.
    await page.getByTestId('admin-menu-users').click();
    await page.getByTestId('admin-user-search').fill('13800000002');
    await page.getByTestId('admin-user-search').press('Enter');
    const li = page.locator('.ant-table-row', { hasText: '13800000002' });
    await li.locator('[data-testid^="admin-user-grant-"]').click();
    await pickRemoteEnterprise(page, 'admin-user-grant-enterprise', `${suffix}-51`, last);
    await page.locator('.ant-modal:visible .ant-select').nth(1).click();
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option', { hasText: '只读用户' }).click();
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    const grant = li.locator('.ant-tag', { hasText: `${last} · 只读用户` });
    await grant.waitFor();
    await screenshot(page, 'backoffice-enterprise-picker');
    // The demo viewer's enterprises stay as other flows know them.
    await grant.locator('.ant-tag-close-icon').click();
    await grant.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
