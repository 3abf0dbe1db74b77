// Issue 12 item 8 in the browser: wrong passwords slow the next try down (with a growing wait the
// sign-in screen names) instead of locking the owner out — the SMS-code sign-in still works at once; and
// outside development mode the back office's SMS outbox never shows an operator a usable code.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL, startSeededServer } from './helpers/server';
import { stopServer } from '../support/server-process';
import { adminSignIn } from './helpers/admin';
import { holdRequests, launchBrowser, openPage, screenshot } from './helpers/browser';
import { enterpriseUser, outboxCode } from './identity-signin-support';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('wrong passwords', () => {
  it('slow the next password try down, name the wait and the way out, and leave the SMS-code sign-in open', async () => {
    const phone = await enterpriseUser(baseURL, '钱勇', 'Right@2024');
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    const tryPassword = async (password: string) => {
      const answer = page.waitForResponse((r) => r.url().includes('/auth/login/phonePassword'));
      await page.getByTestId('login-phone').fill(phone);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      return (await (await answer).json()) as { code: number; msg: string };
    };
    for (let i = 0; i < 5; i++) expect((await tryPassword(`Wrong@202${i}`)).msg).toBe('账号或密码错误');
    // Even the right password waits now (it is not checked while the wait runs)…
    const waiting = await tryPassword('Right@2024');
    expect(waiting.code).toBe(2010107);
    await page.locator('.ant-message-notice').filter({ hasText: '密码错误次数过多，请1分钟后再试，或使用验证码登录、找回密码' }).waitFor();
    await screenshot(page, 'security-signin-wait');
    // …but the owner signs in with a code from their phone straight away.
    // The code's sending is held back a little, as on a busy server.
    await holdRequests(page, '**/user/login/sendCode/*', 500);
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-login-phone').fill(phone);
    await page.getByTestId('code-login-send').click();
    // The outbox already holds this user's registration code: read it only once the new one is sent.
    await page.getByText('验证码已发送').waitFor();
    await page.getByTestId('code-login-code').fill(await outboxCode(baseURL, phone));
    await page.getByTestId('code-login-submit').click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.getByTestId('navbar').waitFor();
    await context.close();
  });
});

describe('the SMS outbox outside development mode', () => {
  // A longer limit: it starts a server of its own (from the run's seeded data dir, still a cold start).
  it('shows operators the message with the code masked', async () => {
    // A server of its own, started as in production (no DEV_MODE).
    const server = await startSeededServer({ DEV_MODE: '0' });
    const { page, context } = await openPage(browser);
    try {
      const sent = await fetch(`${server.url}/api/enterprise-side-app/user/login/sendCode/13800000002`);
      expect((await sent.json()).code).toBe(1000000);
      await adminSignIn(page, server.url, 'sms');
      const table = page.getByTestId('admin-sms');
      await table.getByText('13800000002').first().waitFor();
      const text = await table.innerText();
      expect(text).toContain('验证码为******');
      expect(text).not.toMatch(/验证码为\d{6}/);
      await screenshot(page, 'security-sms-outbox-masked');
    } finally {
      await context.close();
      await stopServer(server);
    }
  }, 180_000);
});
