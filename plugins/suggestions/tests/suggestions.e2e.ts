// Suggestions in the browser (issue 15 item 4): 李娜 writes one with a picture from the personal centre;
// the back office finds it, sees the picture and replies; 李娜 hears of it in her messages, opens the
// detail from the message and reads the reply. The back office's contributed risk page renders too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
let browser: Browser;
// A 1×1 PNG: a real image the upload checks accept.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TEXT = `建议在台账列表增加批量打印功能-${Date.now().toString(36)}`;
const REPLY = '感谢建议，已排入下个版本。';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signInJiangsu(page: Page, who: { phone: string; password: string }, target: string) {
  const jiangsu = await enterpriseIdByName(baseURL, await clientToken(baseURL, who.phone, who.password), '江苏绿源化工有限公司');
  await signIn(page, baseURL, who, '/login');
  await storeTabEnterprise(page, jiangsu);
  await page.goto(`${baseURL}/#${target}`);
  await page.reload();
}

describe('suggestions', () => {
  it('a member writes one with a picture; the back office replies; the member reads the reply from the message', async () => {
    const li = await openPage(browser);
    await signInJiangsu(li.page, DEMO.viewer, '/system-suggest/page');
    await li.page.getByTestId('suggestions-page').waitFor();
    await li.page.getByTestId('suggestion-add').click();
    // An empty text is refused in the form, with nothing sent.
    await clickInDialog(li.page, 'suggestion-ok');
    await li.page.getByText('请填写建议内容').waitFor();
    await li.page.getByTestId('suggestion-content-input').fill(TEXT);
    await li.page.getByTestId('suggestion-files-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await li.page.locator('[data-testid="file-item"][data-name="screen.png"]').waitFor({ timeout: 60_000 });
    await clickInDialog(li.page, 'suggestion-ok');
    const row = li.page.getByTestId('suggestions-table').locator('tr', { hasText: TEXT });
    await row.locator('[data-testid="reply-status"][data-status="0"]').waitFor();

    const ops = await openPage(browser);
    await ops.page.goto(`${baseURL}/#/admin/system-suggest`);
    await ops.page.waitForURL(/#\/admin\/login/);
    await ops.page.getByTestId('admin-login-account').fill('admin');
    await ops.page.getByTestId('admin-login-password').fill('Admin@2024');
    await ops.page.getByTestId('admin-login-submit').click();
    await ops.page.getByTestId('admin-suggest-page').waitFor();
    const opsRow = ops.page.getByTestId('admin-suggest-table').locator('tr', { hasText: TEXT });
    expect(await opsRow.innerText()).toContain('江苏绿源化工有限公司');
    await opsRow.getByTestId('admin-suggest-open').click();
    await ops.page.getByTestId('suggestion-attachments').getByText('screen.png').waitFor();
    await ops.page.getByTestId('suggestion-reply-input').fill(REPLY);
    await ops.page.getByTestId('suggestion-reply-send').click();
    await ops.page.getByTestId('suggestion-reply').getByText(REPLY).waitFor();
    await ops.page.getByTestId('suggestion-reply-form').waitFor({ state: 'detached' });
    await screenshot(ops.page, 'suggestions-admin-replied');
    // The risk management page other plugins contribute to the back office renders for operations.
    await ops.page.goto(`${baseURL}/#/admin/risk`);
    await ops.page.getByTestId('admin-risk-page').waitFor();
    await ops.page.getByTestId('admin-risk-issue').waitFor();
    expect(ops.errors).toEqual([]);
    await ops.context.close();

    // The reply's notice arrives (pushed) and opens the suggestion's detail.
    await li.page.getByTestId('messages-dot').waitFor();
    await li.page.getByTestId('messages-link').click();
    await li.page.getByTestId('message-item').filter({ hasText: '您的建议已回复' }).first().click();
    await li.page.getByTestId('message-detail').click();
    await li.page.waitForURL(/#\/system-message\/system-suggest-detail\/\d+/);
    await li.page.getByTestId('suggestion-reply').getByText(REPLY).waitFor();
    expect(await li.page.getByTestId('suggestion-content').innerText()).toBe(TEXT);
    await li.page.getByTestId('suggestion-attachments').getByText('screen.png').waitFor();
    await screenshot(li.page, 'suggestions-reply-read');
    expect(li.errors).toEqual([]);
    await li.context.close();
  });
});
