// Issue 12 item 6: breadcrumbs show the level above a page, none on the home page itself (spec §2);
// switching enterprise goes to module home without fetching the old page again; the chosen enterprise's
// name ends with an ellipsis and shows whole in a tooltip when the selector cuts it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEVICE_LIST } from './helpers/deviceForm';
import { DEMO, listSettled, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const crumbs = (page: Page) => page.getByTestId('breadcrumb').locator('li .ant-breadcrumb-link').allInnerTexts();

describe('breadcrumbs', () => {
  it('show the level above a detail page, and nothing on the home page itself', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/onlineMonitoring/page');
    await page.getByTestId('online-points').waitFor();
    expect(await crumbs(page)).toEqual(['首页', '在线监测', '实时监测']);
    await page.locator('[data-testid^="online-point-"]').first().click();
    await page.getByTestId('point-detail').waitFor();
    // The parent level (在线监测, then the page the detail belongs to) between home and the page.
    expect(await crumbs(page)).toEqual(['首页', '在线监测', '实时监测', '监测详情']);
    await page.getByTestId('breadcrumb').getByText('实时监测').click();
    await page.getByTestId('online-points').waitFor();

    await page.getByTestId('navbar-logo').click();
    await page.getByTestId('module-home').waitFor();
    // Spec §2: no home crumb (and so no breadcrumb at all) on the home page.
    expect(await page.getByTestId('breadcrumb').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('switching enterprise', () => {
  it('goes to module home without fetching the page it leaves for the new enterprise', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, DEVICE_LIST);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    const after: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) after.push(`${path} ${r.headers()['enterprise_id']}`);
    });
    await page.getByTestId('enterprise-selector').click();
    const target = page.locator('[data-testid^="enterprise-option-"]').filter({ hasText: '浙江清泉水务有限公司' });
    const targetId = (await target.getAttribute('data-testid'))!.replace('enterprise-option-', '');
    // The shell of the new enterprise is loaded once its menus have come (the page never goes network
    // idle: the notice stream stays open).
    const menus = page.waitForResponse((r) => r.url().includes('/menu/routerList') && r.request().headers()['enterprise_id'] === targetId);
    await target.click();
    await menus;
    await page.getByTestId('module-home').waitFor();
    // The new enterprise's menus were loaded; the ledger list was never asked for again.
    expect(after.some((r) => r.includes('/menu/routerList'))).toBe(true);
    expect(after.filter((r) => r.includes('/account/deviceInventory/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the enterprise selector', () => {
  it('ends a cut name with an ellipsis and shows it whole in a tooltip', async () => {
    const { page, context } = await openPage(browser, { width: 900, height: 800 });
    await signIn(page, baseURL, DEMO.admin, '/onlineMonitoring/page');
    const selected = page.getByTestId('enterprise-selected');
    await selected.waitFor();
    const name = (await selected.innerText()).trim();
    // The compact selector is narrower than the name: cut with an ellipsis, not clipped mid-glyph.
    expect(await selected.getAttribute('data-cut')).toBe('true');
    expect(await selected.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    // The navbar's widgets load after it and move the selector aside (200 px at this width): a pointer
    // aimed at it before they arrive ends up beside it. Hover once they are in place, as a user would.
    await page.waitForFunction(() => !document.querySelector('[data-testid="navbar"] [data-widget-pending]'));
    await selected.hover();
    const tooltip = page.locator('.ant-tooltip:visible');
    await tooltip.waitFor();
    expect((await tooltip.innerText()).trim()).toBe(name);
    expect(name).toBe('江苏绿源化工有限公司');
    await screenshot(page, 'layout-enterprise-selector-narrow');
    await context.close();
  });
});
