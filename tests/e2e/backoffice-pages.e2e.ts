// Issue 18 item 4: an operator can reach every back-office page: each entry of the side menu (the back
// office's own and those plugins contribute) and each page of the user menu opens inside the frame,
// shows its content, and no page error or console error happens on the way.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { serverURL } from './helpers/server';

const baseURL = serverURL();
let browser: Browser;
let session: PageSession;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  await adminSignIn(session.page, baseURL, 'dashboard');
});
afterAll(async () => browser?.close());

describe('back-office pages', () => {
  it('opens every side-menu entry and the account page without an error', async () => {
    const { page, errors } = session;
    // The side menu draws after the operator's menus arrive, which can be after the dashboard's URL.
    await page.getByTestId('admin-menu-enterprises').waitFor();
    const entries = await page.locator('[data-testid^="admin-menu-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
    // The back office's own pages and those of the feature plugins (content, factors, risk, video, …).
    expect(entries).toEqual(expect.arrayContaining(['admin-menu-enterprises', 'admin-menu-content', 'admin-menu-pollution-factors', 'admin-menu-risk']));
    for (const testId of entries) {
      await page.getByTestId(testId).click();
      const content = page.locator('.ec-admin-content');
      try {
        await page.waitForFunction(() => (document.querySelector('.ec-admin-content')?.textContent ?? '').trim().length > 0);
        await expect(content.locator('.ant-result-error, .ant-result-403').count()).resolves.toBe(0);
      } catch (err) {
        await screenshot(page, `backoffice-${testId}`);
        throw err;
      }
      await expect(page.getByTestId('admin-layout').count(), testId).resolves.toBe(1);
    }
    await page.getByTestId('admin-user-menu').hover();
    await page.getByTestId('admin-user-menu-user-info').click();
    await page.getByTestId('user-info-page').waitFor();
    expect(errors).toEqual([]);
  });
});
