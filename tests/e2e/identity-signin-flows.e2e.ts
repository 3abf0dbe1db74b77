import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO } from './helpers/flows';
import { freshPhone, outboxCode, registerUser } from './identity-signin-support';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signedIn = (page: Page) => page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });

describe('sign-in screen: SMS code, registration, forgotten password', () => {
  it('signs in with an SMS code and counts down 60 s before another code', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-login-send').click();
    await page.getByText('手机号码不能为空').waitFor();
    await page.getByTestId('code-login-phone').fill(DEMO.viewer.phone);
    await page.getByTestId('code-login-send').click();
    await page.getByText('验证码已发送').waitFor();
    await expect.poll(() => page.getByTestId('code-login-send').innerText()).toMatch(/\d+秒后重新获取/);
    expect(await page.getByTestId('code-login-send').isDisabled()).toBe(true);
    await page.getByTestId('code-login-code').fill(await outboxCode(baseURL, DEMO.viewer.phone));
    await screenshot(page, 'identity-code-login');
    await page.getByTestId('code-login-submit').click();
    await signedIn(page);
    await page.getByTestId('navbar').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers a new phone with the strength meter, then signs in with the password', async () => {
    const { page, context, errors } = await openPage(browser);
    const phone = freshPhone();
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('login-register-link').click();
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-phone').fill(phone);
    await page.getByTestId('register-send-code').click();
    await page.getByText('验证码已发送').waitFor();
    await page.getByTestId('register-code').fill(await outboxCode(baseURL, phone));
    await page.getByTestId('register-name').fill('周新');
    await page.getByTestId('register-password').fill('Ab1@');
    expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('weak');
    await page.getByTestId('register-password').fill('Abc12345');
    expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('medium');
    await page.getByTestId('register-password').fill('Regist@2024');
    expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('strong');
    await page.getByTestId('register-confirm').fill('Regist@2025');
    await page.getByTestId('register-submit').click();
    await page.getByText('密码不一致').waitFor();
    await page.getByTestId('register-confirm').fill('Regist@2024');
    await screenshot(page, 'identity-register');
    await page.getByTestId('register-submit').click();
    await page.getByText('注册成功，请登录').waitFor();
    // Back on the sign-in form with the number filled in.
    expect(await page.getByTestId('login-phone').inputValue()).toBe(phone);
    await page.getByTestId('login-password').fill('Regist@2024');
    await page.getByTestId('login-submit').click();
    await signedIn(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to register an already registered phone with 该手机号已注册', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('login-register-link').click();
    await page.getByTestId('register-phone').fill(DEMO.admin.phone);
    await page.getByTestId('register-send-code').click();
    await page.getByText('该手机号已注册').waitFor();
    await context.close();
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const phone = freshPhone();
    await registerUser(baseURL, phone, '吴忘', 'Before@2024');
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-form').waitFor();
    await page.getByTestId('forgot-phone').fill(phone);
    await page.getByTestId('forgot-send-code').click();
    await page.getByText('验证码已发送').waitFor();
    await page.getByTestId('forgot-code').fill(await outboxCode(baseURL, phone));
    await page.getByTestId('forgot-password').fill('After@2024x');
    await page.getByTestId('forgot-confirm').fill('After@2024x');
    await screenshot(page, 'identity-forgot');
    await page.getByTestId('forgot-submit').click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.getByTestId('login-password').fill('After@2024x');
    await page.getByTestId('login-submit').click();
    await signedIn(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the code sign-in in English', async () => {
    const { page, context, errors } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseURL}/#/login`);
    await page.getByText('SMS code').click();
    await page.getByTestId('code-login-phone').fill('123');
    await page.getByTestId('code-login-send').click();
    await page.getByText('Enter a phone number in the correct format').waitFor();
    await page.getByTestId('code-login-phone').fill(DEMO.admin.phone);
    await page.getByTestId('code-login-send').click();
    await page.getByText('Verification code sent').waitFor();
    await expect.poll(() => page.getByTestId('code-login-send').innerText()).toMatch(/Resend in \d+ s/);
    await page.getByTestId('code-login-code').fill(await outboxCode(baseURL, DEMO.admin.phone));
    await screenshot(page, 'identity-code-login-en');
    await page.getByTestId('code-login-submit').click();
    await signedIn(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
