// Back-office system messages in Chromium (issue 18 item 4): an operator sends a message to 江苏绿源化工;
// 李娜, signed in to 江苏 with her messages open, sees it arrive without a reload (pushed over the notice
// stream) and reads it; the message's detail then counts one reader; 张伟, signed in to 浙江清泉水务, never
// gets it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../../tests/e2e/helpers/admin';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, settledPopup, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
const TITLE = `停机维护通知-${Date.now().toString(36)}`;
const BODY = '平台将于周六 22:00 停机维护两小时。';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Signs in, makes `enterprise` the tab's enterprise and opens the messages page with its live stream up. */
async function openInbox(page: Page, who: { phone: string; password: string }, enterprise: string) {
  const id = await enterpriseIdByName(baseURL, await clientToken(baseURL, who.phone, who.password), enterprise);
  await signIn(page, baseURL, who, '/login');
  await storeTabEnterprise(page, id);
  await page.goto(`${baseURL}/#/system-message/page`);
  await page.reload();
  await page.getByTestId('messages-page').waitFor();
  await page.locator('[data-testid="messages-link"][data-live="1"]').waitFor();
}

describe('system messages', () => {
  it('an operator sends to one enterprise; its member sees it at once, a member of another enterprise never', async () => {
    const li = await openPage(browser);
    await openInbox(li.page, DEMO.viewer, '江苏绿源化工有限公司');
    const zhang = await openPage(browser);
    await openInbox(zhang.page, DEMO.admin, '浙江清泉水务有限公司');

    const ops = await openPage(browser);
    await adminSignIn(ops.page, baseURL, 'system-message');
    await ops.page.getByTestId('admin-system-message-page').waitFor();
    await ops.page.getByTestId('system-message-send').click();
    // Nothing chosen yet: the form refuses before anything is sent.
    await clickInDialog(ops.page, 'system-message-submit');
    await ops.page.getByText('请输入标题').waitFor();
    await ops.page.getByTestId('system-message-title').fill(TITLE);
    await ops.page.getByTestId('system-message-body').fill(BODY);
    await ops.page.getByTestId('system-message-enterprises').click();
    await settledPopup(ops.page, '.ant-select-dropdown').getByText('江苏绿源化工有限公司', { exact: true }).click();
    await ops.page.keyboard.press('Escape');
    await clickInDialog(ops.page, 'system-message-submit');
    const row = ops.page.getByTestId('system-message-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(Number(await row.getByTestId('system-message-row-recipients').innerText())).toBeGreaterThan(1);
    expect(await row.getByTestId('system-message-row-audience').innerText()).toBe('指定企业（1 家）');

    // Pushed: the open list gains the message without a reload.
    const item = li.page.getByTestId('message-item').filter({ hasText: TITLE });
    await item.waitFor();
    await li.page.getByTestId('messages-dot').waitFor();
    await item.click();
    // Opening it marks it read (the item's own state after the server answered).
    await li.page.locator('[data-testid="message-item"][data-read="1"]', { hasText: TITLE }).waitFor();
    expect(await item.innerText()).toContain(BODY);
    await screenshot(li.page, 'system-message-received');

    // The detail counts the one reader.
    await row.getByTestId('system-message-open').click();
    await ops.page.getByTestId('system-message-detail-title').filter({ hasText: TITLE }).waitFor();
    expect(await ops.page.getByTestId('system-message-detail-read').innerText()).toBe('1');
    expect(await ops.page.getByTestId('system-message-detail-enterprises').innerText()).toBe('江苏绿源化工有限公司');
    expect(await ops.page.getByTestId('system-message-detail-body').innerText()).toBe(BODY);
    await screenshot(ops.page, 'system-message-detail');

    // 张伟 in 浙江: a fresh read of his inbox (after the message exists) does not hold it.
    const answered = zhang.page.waitForResponse((r) => r.url().includes('/user/notice/page') && r.ok());
    await zhang.page.reload();
    await answered;
    await zhang.page.getByTestId('messages-page').waitFor();
    await zhang.page.getByTestId('message-item').first().waitFor();
    expect(await zhang.page.getByTestId('message-item').filter({ hasText: TITLE }).count()).toBe(0);

    expect([...li.errors, ...zhang.errors, ...ops.errors]).toEqual([]);
  });
});
