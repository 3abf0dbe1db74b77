// Issue 18 item 4: the operations user's account page in the back office (spec §7 operation-manage user
// calls), opened from the back office's user menu: the name changes and asks for a fresh sign-in that
// comes back to the page; the password changes with a code sent to the operator's phone, after which the
// old password no longer signs in. On a server of its own: the password change ends every session of
// the operations account, which the other browser tests sign in with.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { clickInDialog } from '../../../tests/e2e/helpers/flows';
import { outboxCode } from '../../../tests/e2e/identity-signin-support';
import { startSeededServer } from '../../../tests/e2e/helpers/server';
import { stopServer, type ServerProcess } from '../../../tests/support/server-process';

const OPERATOR_PHONE = '13900000000';
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startSeededServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

async function signInAt(page: Page, password: string) {
  await page.getByTestId('admin-login-account').fill('admin');
  await page.getByTestId('admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
}

/** The okOnly success dialog with the exact text, acknowledged; then the sign-in page with the redirect back. */
async function acknowledge(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  await clickInDialog(page, 'confirm-ok');
  await page.waitForURL(/#\/admin\/login\?redirect=%2Fadmin%2Fuser-info/);
}

describe('back-office account', () => {
  let page: Page;
  let errors: string[];

  it('opens from the user menu and changes the name, then asks for a fresh sign-in', async () => {
    ({ page, errors } = await openPage(browser));
    await page.goto(`${server.url}/#/admin/dashboard`);
    await page.waitForURL(/#\/admin\/login/);
    await signInAt(page, 'Admin@2024');
    await page.getByTestId('admin-layout').waitFor();
    await page.getByTestId('admin-user-menu').hover();
    await page.getByTestId('admin-user-menu-user-info').click();
    await page.waitForURL(/#\/admin\/user-info$/);
    await expect(page.getByTestId('user-info-name').innerText()).resolves.toBe('运营管理员');
    await expect(page.getByTestId('user-info-phone').innerText()).resolves.toBe('139****0000');
    // An account page, not a side-menu entry.
    await expect(page.locator('.ec-admin-sider').getByText('账号信息').count()).resolves.toBe(0);

    await page.getByTestId('edit-name').click();
    await page.getByTestId('name-input').fill('');
    await page.getByTestId('name-submit').click();
    await page.getByText('请输入名字').waitFor();
    await page.getByTestId('name-input').fill('运营小李');
    await page.getByTestId('name-submit').click();
    await acknowledge(page, '您已成功修改姓名，请重新登录');
    await signInAt(page, 'Admin@2024');
    await page.waitForURL(/#\/admin\/user-info$/);
    await page.getByTestId('user-info-name').filter({ hasText: '运营小李' }).waitFor();
    await expect(page.getByTestId('admin-user-menu').innerText()).resolves.toContain('运营小李');
    expect(errors).toEqual([]);
  });

  it('changes the password with a code to the operator phone; the old password no longer signs in', async () => {
    await page.getByTestId('edit-password').click();
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/modifyPassword/sendCode/admin'));
    await page.getByTestId('password-send-code').click();
    expect((await (await sent).json()).code).toBe(1000000);
    await page.getByTestId('password-code').fill(await outboxCode(server.url, OPERATOR_PHONE));
    await page.getByTestId('password-new-password').fill('Changed@2024');
    await page.getByTestId('password-new-confirm').fill('Changed@2024');
    await page.getByTestId('password-submit').click();
    try {
      await acknowledge(page, '修改登录密码成功，请重新登录');
    } catch (err) {
      await screenshot(page, 'admin-account-password');
      throw err;
    }

    const refused = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/operation-manage/auth/login'));
    await signInAt(page, 'Admin@2024');
    expect((await (await refused).json()).code).not.toBe(1000000);
    await signInAt(page, 'Changed@2024');
    await page.waitForURL(/#\/admin\/user-info$/);
    await page.getByTestId('user-info-name').filter({ hasText: '运营小李' }).waitFor();
  });
});
