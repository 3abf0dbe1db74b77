// Issue 18 item 5 in Chromium: the operator sets a menu's icon in the back office with the icon picker and
// the enterprise user's sidebar shows it; a point's risk settings save a seasonal shutdown period that
// wraps the year end, picked with the month-day cascader, and show it after a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { clickInDialog, DEMO, settledPopup, signIn } from './helpers/flows';
import { serverURL } from './helpers/server';

const baseURL = serverURL();
const slow = { timeout: 20_000 };
/** A top-level enterprise menu (the sidebar draws icons at the top level) and its plugin icon. */
const MENU = 'riskManagement';
const POINTS = '/onlineMonitoring/pointManagement/page';
let browser: Browser;
let operator: PageSession;
let user: PageSession;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await openPage(browser);
  user = await openPage(browser);
});
afterAll(async () => browser?.close());

/** Sets (or with null clears) the icon of MENU in the back-office menu page through the picker. */
async function chooseIcon(page: Page, icon: string | null): Promise<void> {
  await page.getByTestId(`menu-catalogue-edit-${MENU}`).click();
  const control = page.getByTestId('icon-picker');
  await settledPopup(page, '.ant-modal').filter({ has: control }).waitFor();
  await control.click();
  const panel = settledPopup(page, '.ant-popover').filter({ has: page.getByTestId('icon-picker-panel') });
  await panel.waitFor();
  if (icon) {
    await page.getByTestId('icon-picker-filter').fill(icon.slice(0, 3));
    await page.getByTestId(`icon-picker-option-${icon}`).click();
  } else {
    await page.getByTestId('icon-picker-clear').click();
  }
  await expect.poll(() => control.getAttribute('data-value')).toBe(icon ?? '');
  const saved = page.waitForResponse((r) => r.url().endsWith('/menu/icon') && r.request().method() === 'PUT');
  await clickInDialog(page, 'menu-icon-save');
  expect((await (await saved).json()).code).toBe(1000000);
}

/** The sidebar entry of MENU (its title row, where the icon is drawn). */
const sideEntry = (page: Page) => page.locator('.ec-side-menu .ant-menu-submenu-title, .ec-side-menu .ant-menu-item').filter({ has: page.getByTestId(`menu-${MENU}`) });

describe('menu icons', () => {
  it("the operator's icon shows in the enterprise user's sidebar; reset brings the plugin's back", async () => {
    const { page } = operator;
    await adminSignIn(page, baseURL, 'menus');
    const cell = page.getByTestId(`menu-catalogue-icon-${MENU}`);
    await cell.waitFor(slow);
    expect(await cell.getAttribute('data-icon')).toBe('risk');

    await chooseIcon(page, 'chart');
    await expect.poll(() => cell.getAttribute('data-icon'), slow).toBe('chart');

    // A page with the sidebar (module home has none).
    await signIn(user.page, baseURL, DEMO.admin, POINTS);
    await sideEntry(user.page).locator('.anticon-bar-chart').waitFor(slow);
    expect(await sideEntry(user.page).locator('.anticon-alert').count()).toBe(0);
    await screenshot(user.page, 'pickers-sidebar-icon');

    await chooseIcon(page, null);
    await expect.poll(() => cell.getAttribute('data-icon'), slow).toBe('risk');
    await user.page.reload();
    await sideEntry(user.page).locator('.anticon-alert').waitFor(slow);
    expect(operator.errors).toEqual([]);
  });
});

/** Picks month and day in the cascader drawn with `testId`. */
async function pickMonthDay(page: Page, testId: string, month: string, day: string): Promise<void> {
  await page.getByTestId(testId).click();
  const popup = settledPopup(page, '.ant-cascader-dropdown');
  await popup.waitFor();
  await popup.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${month}$`) }).click();
  await popup.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${day}$`) }).click();
  await expect.poll(() => page.getByTestId(testId).innerText()).toContain(`${month}${day}`);
}

describe('seasonal shutdown periods', () => {
  it('saves a period wrapping the year end picked with the cascader and shows it after a reload', async () => {
    const { page } = user;
    await page.goto(`${baseURL}/#${POINTS}`);
    await page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: 'DW001' }).first().getByTestId('row-risk').click();
    await page.getByTestId('risk-form').waitFor();
    await expect.poll(() => page.getByTestId('field-transferRatePercent').inputValue(), slow).not.toBe('');
    await page.getByTestId('shutdown-add').click();
    await pickMonthDay(page, 'shutdown-0-start', '11月', '15日');
    await pickMonthDay(page, 'shutdown-0-end', '3月', '15日');
    await page.getByTestId('shutdown-0-note').fill('采暖季停产');
    expect(await page.getByTestId('shutdown-0').innerText()).toContain('跨年');

    const put = () => page.waitForResponse((r) => r.url().endsWith('/pointManagement/riskSetting') && r.request().method() === 'PUT');
    const saved = put();
    await page.getByTestId('form-submit').click();
    const body = await (await saved).json();
    expect(body.code).toBe(1000000);
    expect(body.data.shutdownPeriods).toEqual([{ start: '11-15', end: '03-15', note: '采暖季停产' }]);

    await page.reload();
    await page.getByTestId('risk-form').waitFor();
    await expect.poll(() => page.getByTestId('shutdown-0-start').innerText(), slow).toContain('11月15日');
    expect(await page.getByTestId('shutdown-0-end').innerText()).toContain('3月15日');
    expect(await page.getByTestId('shutdown-0-note').inputValue()).toBe('采暖季停产');
    expect(await page.getByTestId('shutdown-0').innerText()).toContain('跨年');
    await screenshot(page, 'pickers-shutdown-period');

    // Leave the demo point as it was.
    await page.getByTestId('shutdown-0-remove').click();
    const cleared = put();
    await page.getByTestId('form-submit').click();
    expect((await (await cleared).json()).data.shutdownPeriods).toEqual([]);
    expect(user.errors).toEqual([]);
  });
});
