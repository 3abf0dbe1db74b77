import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { clickInDialog, signIn } from './helpers/flows';
import { enterpriseUser, freshPhone, outboxCode } from './identity-signin-support';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The okOnly success dialog with the exact text, acknowledged; then the login page with the redirect back. */
async function acknowledge(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  await clickInDialog(page, 'confirm-ok');
  await page.waitForURL(/#\/login\?redirect=%2Fsystem%2Fuser-info/);
}

/**
 * Clicks a send-code button: the server must accept the request (its answer is awaited, however slow the
 * machine), and the button then counts down (toasts are the request layer's business). The countdown
 * lasts 60 s, so reading it right after the answer does not race the clock.
 */
async function sendCode(page: Page, testId: string) {
  const answer = await answerTo(page, '/code', () => page.getByTestId(testId).click());
  expect(answer.code, answer.msg).toBe(1000000);
  await expect.poll(() => page.getByTestId(testId).innerText()).toMatch(/\d+秒后重新获取|Resend in \d+ s/);
}

/** Runs an action and returns the envelope the server answered to the call whose path ends with `path`. */
async function answerTo(page: Page, path: string, action: () => Promise<unknown>): Promise<{ code: number; msg: string }> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path));
  await action();
  return (await response).json();
}

async function openUserInfo(page: Page, who: { phone: string; password: string }) {
  await signIn(page, baseURL, who, '/system/user-info');
  await page.getByTestId('user-info-page').waitFor();
}

describe('personal centre', () => {
  it('opens from the navbar and changes the name, then asks for a fresh sign-in', async () => {
    const who = { phone: await enterpriseUser(baseURL, '孙一', 'Center@2024'), password: 'Center@2024' };
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, who, '/moduleHome/page');
    await page.getByTestId('personal-center-entry').click();
    await page.getByTestId('personal-center-info').click();
    await page.getByTestId('user-info-page').waitFor();
    await screenshot(page, 'identity-user-info');
    await page.getByTestId('edit-name').click();
    await page.getByTestId('name-input').fill('');
    await page.getByTestId('name-submit').click();
    await page.getByText('请输入名字').waitFor();
    await page.getByTestId('name-input').fill('一二三四五六七八九十一');
    await page.getByTestId('name-submit').click();
    await page.getByText('姓名格式不符合要求').waitFor();
    await page.getByTestId('name-input').fill('孙二');
    await page.getByTestId('name-submit').click();
    await acknowledge(page, '您已成功修改姓名，请重新登录');
    // The redirect brings the user back to the account page, with the new name.
    await page.getByTestId('login-phone').fill(who.phone);
    await page.getByTestId('login-password').fill(who.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-info-name').filter({ hasText: '孙二' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the phone in two steps (下一步, 确定) and signs in with the new number', async () => {
    const who = { phone: await enterpriseUser(baseURL, '孙三', 'Center@2024'), password: 'Center@2024' };
    const next = freshPhone();
    const { page, context } = await openPage(browser);
    await openUserInfo(page, who);
    await page.getByTestId('edit-phone').click();
    await sendCode(page, 'phone-current-send-code');
    const current = await outboxCode(baseURL, who.phone);
    await page.getByTestId('phone-current-code').fill(current === '000000' ? '111111' : '000000');
    const wrong = await answerTo(page, '/user/center/phone/validate', () => page.getByTestId('phone-next').click());
    expect(wrong.msg).toBe('验证码错误，请输入正确的验证码');
    await page.getByText('验证码错误，请输入正确的验证码').first().waitFor();
    await page.getByTestId('phone-current-code').fill(current);
    await page.getByTestId('phone-next').click();
    await page.getByTestId('phone-new').waitFor();
    await page.getByTestId('phone-new').fill('13800000001');
    const taken = await answerTo(page, '/user/send/phoneNumber/code', () => page.getByTestId('phone-new-send-code').click());
    expect(taken.msg).toBe('该手机号已注册');
    await page.getByText('该手机号已注册').first().waitFor();
    await page.getByTestId('phone-new').fill(next);
    await sendCode(page, 'phone-new-send-code');
    await page.getByTestId('phone-new-code').fill(await outboxCode(baseURL, next));
    await screenshot(page, 'identity-phone-step2');
    await page.getByTestId('phone-confirm').click();
    await acknowledge(page, '您已成功修改手机号码，请单击确定重新登录');
    await page.getByTestId('login-phone').fill(next);
    await page.getByTestId('login-password').fill(who.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-info-phone').filter({ hasText: `${next.slice(0, 3)}****${next.slice(7)}` }).waitFor();
    await context.close();
  });

  it('changes the password with a code; the old password no longer works', async () => {
    const who = { phone: await enterpriseUser(baseURL, '孙四', 'Center@2024'), password: 'Center@2024' };
    const { page, context } = await openPage(browser);
    await openUserInfo(page, who);
    await page.getByTestId('edit-password').click();
    await sendCode(page, 'password-send-code');
    await page.getByTestId('password-code').fill('123');
    await page.getByTestId('password-new-password').fill('short');
    await page.getByTestId('password-submit').click();
    await page.getByText('验证码长度不符合要求').waitFor();
    await page.getByText('密码长度不能小于8位').waitFor();
    await page.getByTestId('password-code').fill(await outboxCode(baseURL, who.phone));
    await page.getByTestId('password-new-password').fill('Changed@2024');
    await page.getByTestId('password-new-confirm').fill('Changed@2024');
    await screenshot(page, 'identity-password-change');
    await page.getByTestId('password-submit').click();
    await acknowledge(page, '修改登录密码成功，请重新登录');
    await page.getByTestId('login-phone').fill(who.phone);
    await page.getByTestId('login-password').fill(who.password);
    const refused = await answerTo(page, '/auth/login/phonePassword', () => page.getByTestId('login-submit').click());
    expect(refused.msg).toBe('账号或密码错误');
    expect(page.url()).toContain('#/login');
    await page.getByTestId('login-password').fill('Changed@2024');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-info-page').waitFor();
    await context.close();
  });

  it('submits an enterprise certification request', async () => {
    const who = { phone: await enterpriseUser(baseURL, '孙五', 'Center@2024'), password: 'Center@2024' };
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, who, '/system/enterprise-certification');
    await page.getByTestId('certification-page').waitFor();
    await page.getByTestId('cert-name').fill('福建示例环保有限公司');
    await page.getByTestId('cert-code').fill('91350100M000100Y42');
    await page.getByTestId('cert-submit').click();
    await page.getByText('统一社会信用代码格式不正确（18位，含校验码）').waitFor();
    await page.getByTestId('cert-code').fill('91350100M000100Y43');
    const sent = await answerTo(page, '/userEnterprise/certification', () => page.getByTestId('cert-submit').click());
    expect(sent.code).toBe(1000000);
    await page.getByTestId('cert-list').getByText('福建示例环保有限公司').waitFor();
    await page.getByTestId('cert-list').getByText('待审核').waitFor();
    await screenshot(page, 'identity-certification');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the name in English with the English texts', async () => {
    const who = { phone: await enterpriseUser(baseURL, '孙六', 'Center@2024'), password: 'Center@2024' };
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await openUserInfo(page, who);
    await page.getByTestId('edit-name').click();
    await page.getByTestId('name-input').fill('');
    await page.getByTestId('name-submit').click();
    await page.getByText('Please enter the name').waitFor();
    await page.getByTestId('name-input').fill('Sun Liu');
    await page.getByTestId('name-submit').click();
    await acknowledge(page, 'Your name has been changed, please sign in again');
    await context.close();
  });
});
