// Back office (运营后台): its own sign-in, creating an enterprise and a user, granting and disabling the
// user (their live session gets the 402 dialog), granting a role through the menu tree, and the login log export.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { downloadedFile, launchBrowser, openPage, screenshot } from './helpers/browser';
import { clickInDialog, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function adminSignIn(page: Page) {
  await page.goto(`${baseURL}/#/admin/enterprises`);
  await page.waitForURL(/#\/admin\/login/);
  await page.getByTestId('admin-login-account').fill('admin');
  await page.getByTestId('admin-login-password').fill('Admin@2024');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/#\/admin\/enterprises/);
  await page.getByTestId('admin-layout').waitFor();
}

/** Fills the visible modal's form item by its label. */
function field(page: Page, label: string) {
  return page.locator('.ant-modal:visible .ant-form-item', { has: page.locator(`label:text-is("${label}")`) }).locator('input').first();
}

describe('back office', () => {
  it('signs in with its own token, shows 运营后台 without an enterprise selector, and creates an enterprise', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page);
    expect(await page.getByTestId('admin-title').innerText()).toContain('运营后台');
    expect(await page.getByTestId('enterprise-selector').count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name === 'ec_admin_token')).toBe(true);
    expect(cookies.some((c) => c.name === 'ec_client_token')).toBe(false);
    await page.getByText('河北绿源环境工程有限公司').first().waitFor();
    await screenshot(page, 'identity-admin-enterprises');

    const name = `E2E测试企业${Date.now() % 100000}`;
    await page.getByTestId('admin-enterprise-add').click();
    await page.getByTestId('admin-enterprise-name').fill(name);
    await page.getByTestId('admin-enterprise-uscc').fill('91110000600037341N');
    await page.getByTestId('admin-enterprise-save').click();
    await page.getByText('统一社会信用代码格式不正确（18位，含校验码）').waitFor();
    await page.getByTestId('admin-enterprise-uscc').fill('');
    await page.getByTestId('admin-enterprise-trial').click();
    const created = page.waitForResponse((r) => r.url().endsWith('/operation-manage/enterpriseManage') && r.request().method() === 'POST');
    await page.getByTestId('admin-enterprise-save').click();
    expect((await (await created).json()).data).toMatchObject({ name, trial: true, actived: 1 });
    await page.getByTestId('admin-enterprise-search').fill(name);
    await page.getByTestId('admin-enterprise-search').press('Enter');
    await page.locator('.ant-table-row', { hasText: name }).waitFor();
    await context.close();
  });

  it('creates a user, grants an enterprise role, and disabling the user ends their session with the 402 dialog', async () => {
    const phone = `137${String(Date.now()).slice(-8)}`;
    const admin = await openPage(browser);
    await adminSignIn(admin.page);
    await admin.page.getByTestId('admin-menu-users').click();
    await admin.page.getByTestId('admin-users').waitFor();
    await admin.page.getByTestId('admin-user-add').click();
    await field(admin.page, '手机号').fill(phone);
    await field(admin.page, '姓名').fill('测试用户');
    await field(admin.page, '初始密码').fill('Test@2024');
    const created = admin.page.waitForResponse((r) => r.url().endsWith('/operation-manage/userManage') && r.request().method() === 'POST');
    await admin.page.locator('.ant-modal:visible .ant-btn-primary').click();
    const user = (await (await created).json()).data as { id: number };

    await admin.page.getByTestId('admin-user-search').fill(phone);
    await admin.page.getByTestId('admin-user-search').press('Enter');
    await admin.page.getByTestId(`admin-user-grant-${user.id}`).click();
    // The enterprise picker searches the server as the user types.
    const searched = admin.page.waitForResponse((r) => r.url().includes('/enterpriseManage/options') && new URL(r.url()).searchParams.get('name') === '江苏');
    await admin.page.getByTestId('admin-user-grant-enterprise').click();
    await admin.page.getByTestId('admin-user-grant-enterprise').locator('input').fill('江苏');
    await searched;
    await admin.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '江苏绿源化工有限公司' }).click();
    await admin.page.locator('.ant-modal:visible .ant-select').nth(1).click();
    await admin.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '只读用户' }).click();
    await admin.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await admin.page.locator('.ant-table-row', { hasText: '江苏绿源化工有限公司 · 只读用户' }).waitFor();

    const client = await openPage(browser);
    await signIn(client.page, baseURL, { phone, password: 'Test@2024' }, '/moduleHome/page');
    await client.page.getByTestId('module-home').waitFor();

    await admin.page.getByTestId(`admin-user-disable-${user.id}`).click();
    await admin.page.getByTestId('admin-user-disable-ok').click();
    await admin.page.locator('.ant-table-row', { hasText: phone }).getByText('已停用').waitFor();

    // The next call of the user's session (the 30 s keep-alive, or any navigation) answers 402.
    await client.page.goto(`${baseURL}/#/enterprise/enterprise-archives`);
    await client.page.reload();
    await client.page.getByText('账号已停用', { exact: false }).waitFor({ timeout: 40_000 });
    await clickInDialog(client.page, 'confirm-ok');
    await client.page.waitForURL(/#\/login/);
    await client.context.close();
    await admin.context.close();
  });

  it('grants a role a button through the menu tree; the grant is kept on reopening and the server holds the key', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page);
    await page.getByTestId('admin-menu-roles').click();
    await page.getByTestId('admin-roles').waitFor();
    const code = `e2e_${Date.now() % 1_000_000}`;
    await page.getByRole('button', { name: '新增角色' }).click();
    await field(page, '角色名称').fill('E2E台账录入');
    await field(page, '角色编码').fill(code);
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.getByTestId(`admin-role-grant-${code}`).click();

    // The enterprise-side tree: directories open; the ledger page opens to show its buttons.
    const tree = page.getByTestId('admin-role-tree-1');
    const node = (menuCode: string) => tree.locator('.ant-tree-treenode', { has: page.getByTestId(`grant-${menuCode}`) });
    await node('module-deviceInventory').locator('.ant-tree-switcher').click();
    await node('module-deviceInventory-add').locator('.ant-tree-checkbox').click();
    // The button is checked; its page and directory are granted with it, shown half-checked.
    expect(await node('module-deviceInventory-add').locator('.ant-tree-checkbox').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    for (const parent of ['module-deviceInventory', 'accountManagement']) {
      expect(await node(parent).locator('.ant-tree-checkbox').getAttribute('class'), parent).toContain('ant-tree-checkbox-indeterminate');
    }
    await screenshot(page, 'identity-admin-role-tree');
    const saved = page.waitForResponse((r) => r.url().endsWith('/operation-manage/roleManage/grants') && r.request().method() === 'PUT');
    await page.getByTestId('admin-role-grant-save').click();
    const body = await (await saved).json();
    expect(body.code).toBe(1000000);
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });

    // Reopened: the same entries are checked.
    await page.getByTestId(`admin-role-grant-${code}`).click();
    await node('module-deviceInventory').locator('.ant-tree-switcher').click();
    expect(await node('module-deviceInventory-add').locator('.ant-tree-checkbox').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    expect(await node('module-deviceInventory-edit').locator('.ant-tree-checkbox').getAttribute('class')).not.toContain('ant-tree-checkbox-checked');
    expect(await node('module-deviceInventory').locator('.ant-tree-checkbox').getAttribute('class')).toContain('ant-tree-checkbox-indeterminate');

    // The server's role holds the button's key and its page's, not the unchecked buttons'.
    const token = (await context.cookies()).find((c) => c.name === 'ec_admin_token')!.value;
    const res = await fetch(`${baseURL}/api/operation-manage/roleManage/list?area=client`, { headers: { authorization: decodeURIComponent(token) } });
    const role = ((await res.json()).data as { code: string; permissions: string[] }[]).find((r) => r.code === code)!;
    expect(role.permissions).toContain('account:deviceInventory:add');
    expect(role.permissions).toContain('account:deviceInventory:view');
    expect(role.permissions).not.toContain('account:deviceInventory:edit');
    await context.close();
  });

  it('lists sign-in attempts with masked logins and downloads the login log', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page);
    await page.getByTestId('admin-menu-login-log').click();
    await page.getByTestId('admin-login-log').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    // The admin's own sign-in just now is on the first page, masked.
    expect(await page.locator('.ant-table-row', { hasText: 'a***n' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-table-row', { hasText: '13900000000' }).count()).toBe(0);
    await screenshot(page, 'identity-admin-login-log');
    const download = page.waitForEvent('download');
    await page.getByTestId('admin-login-log-export').click();
    await clickInDialog(page, 'confirm-ok');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^登录日志\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await downloadedFile(file)) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe('登录时间');
    expect(workbook.worksheets[0].rowCount).toBeGreaterThan(2);

    // The SMS outbox of the sign-in work is listed from its own API.
    const outbox = page.waitForResponse((r) => r.url().includes('/operation-manage/sms/outbox/page'));
    await page.getByTestId('admin-menu-sms').click();
    expect((await (await outbox).json()).code).toBe(1000000);
    await page.getByTestId('admin-sms').waitFor();
    expect(await page.getByText('短信发件箱接口不可用').count()).toBe(0);
    await screenshot(page, 'identity-admin-sms');
    await context.close();
  });
});
