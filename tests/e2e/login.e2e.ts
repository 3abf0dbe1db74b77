import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { clickInDialog, DEMO, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('sign-in and route guard', () => {
  it('redirects / to the login route and guards protected routes', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseURL}/`);
    await page.waitForURL(/#\/login/);
    await page.goto(`${baseURL}/#/accountManagement/deviceInventory`);
    await page.waitForURL(/#\/login/);
    await page.getByTestId('login-submit').waitFor();
    await screenshot(page, 'login-zh');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the server message and stays on login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('login-phone').fill(DEMO.admin.phone);
    await page.getByTestId('login-password').fill('Wrong@2024x');
    await page.getByTestId('login-submit').click();
    await page.getByText('账号或密码错误').first().waitFor();
    expect(page.url()).toContain('#/login');
    await context.close();
  });

  it('signs in, opens a deep link after sign-in, and logs out after confirmation', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/deviceInventory');
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByText('确定退出登录吗？').waitFor();
    await clickInDialog(page, 'confirm-ok');
    await page.waitForURL(/#\/login/);
    // The token is gone: a protected route sends us back to login.
    await page.goto(`${baseURL}/#/moduleHome/page`);
    await page.waitForURL(/#\/login/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language and keeps the choice after a reload', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/deviceInventory');
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await page.getByText('设备台账').first().waitFor();
    await page.getByTestId('language-switch').first().click();
    await page.getByText('Device inventory').first().waitFor();
    await page.reload();
    await page.getByText('Device inventory').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ec_locale'))).toBe('en-US');
    await screenshot(page, 'device-inventory-en');
    await context.close();
  });
});
