// Tab bar keep-alive (issue #3): an opened page keeps what the user typed while another tab is shown;
// refresh remounts only that tab; close others unmounts the rest; a page's own link opens afresh.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, listSettled, signIn } from './helpers/flows';

const baseURL = serverURL();
const LIST = '/accountManagement/deviceInventory';
const MONITORING = '/onlineMonitoring/page';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const tab = (page: Page, path: string) => page.getByTestId(`page-tab-${path}`);

async function openMonitoringFromSidebar(page: Page) {
  const entry = page.getByTestId('side-menu').getByTestId('menu-onlineMonitoring-page');
  if (!(await entry.isVisible())) await page.getByTestId('side-menu').getByTestId('menu-onlineMonitoring').click();
  await entry.click();
  await page.getByTestId('online-monitoring').waitFor();
}

/** The bar's menu for the active tab (the right-click menu of a tab runs the same actions). */
async function activeTabMenu(page: Page, item: 'tabs-menu-refresh' | 'tabs-menu-close-others') {
  await page.getByTestId('page-tabs-menu').click();
  await page.locator('.ant-dropdown:visible').getByTestId(item).click();
}

describe('page tabs keep their pages alive', () => {
  it('keeps typed search text across tabs, resets it on refresh, and closes the other pages', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, LIST);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    // Typed, not searched: this text lives only in the page's state, not in the URL.
    await page.getByTestId('search-name').fill('一号泵');

    await openMonitoringFromSidebar(page);
    // The list is not in the document while another tab is shown (no duplicate ids, nothing clickable).
    expect(await page.getByTestId('search-name').count()).toBe(0);
    await page.getByTestId('online-search-name').fill('厂区');

    await tab(page, LIST).click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    expect(await page.getByTestId('search-name').inputValue()).toBe('一号泵');
    expect(page.url()).not.toContain('name=');
    await screenshot(page, 'identity-tabs-kept');

    // Back to monitoring through the sidebar: shown as it was left too.
    await openMonitoringFromSidebar(page);
    expect(await page.getByTestId('online-search-name').inputValue()).toBe('厂区');

    // Refresh remounts only the list: its text is gone, the monitoring page keeps its own.
    await tab(page, LIST).click();
    expect(await page.getByTestId('search-name').inputValue()).toBe('一号泵');
    const reloaded = page.waitForResponse((r) => r.url().includes('/deviceInventory/page'));
    await activeTabMenu(page, 'tabs-menu-refresh');
    await reloaded;
    await listSettled(page);
    expect(await page.getByTestId('search-name').inputValue()).toBe('');
    await tab(page, MONITORING).click();
    await page.getByTestId('online-monitoring').waitFor();
    expect(await page.getByTestId('online-search-name').inputValue()).toBe('厂区');

    // Close others from the list's tab: home and the list stay, the monitoring page is unmounted.
    await tab(page, LIST).click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await activeTabMenu(page, 'tabs-menu-close-others');
    await tab(page, MONITORING).waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="page-tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'page-tab-/moduleHome/page',
      `page-tab-${LIST}`,
    ]);
    await openMonitoringFromSidebar(page);
    expect(await page.getByTestId('online-search-name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a half-filled form while another tab is shown, and opens a new one from the list', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, LIST);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await page.getByTestId('list-add').click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    await page.getByTestId('field-name').fill('三号风机');

    await tab(page, LIST).click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await tab(page, `${LIST}/add`).click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    expect(await page.getByTestId('field-name').inputValue()).toBe('三号风机');

    // The list's own "add" button asks for a new record: the form starts empty.
    await tab(page, LIST).click();
    await page.getByTestId('list-add').click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    expect(await page.getByTestId('field-name').inputValue()).toBe('');
    await context.close();
  });
});
