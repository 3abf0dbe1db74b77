// Navbar slots: messages dot and list, personal workbench, customer service; module home; sidebar collapse
// and the mobile drawer; one pass in en-US.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('navbar', () => {
  it('shows the unread dot, lists messages per type and clears the dot once all are read', async () => {
    const { page, context, errors } = await openPage(browser);
    const first = page.waitForResponse((r) => r.url().includes('/user/notice/page'));
    await signIn(page, baseURL, DEMO.viewer, '/moduleHome/page');
    const url = new URL((await first).url());
    expect([url.searchParams.get('pageNum'), url.searchParams.get('pageSize')]).toEqual(['1', '10']);
    await page.getByTestId('messages-dot').waitFor();
    await page.getByTestId('messages-link').click();
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('message-item').first().waitFor();
    const unreadBefore = Number(await page.getByTestId('message-count-all').innerText());
    expect(unreadBefore).toBeGreaterThan(0);
    await screenshot(page, 'identity-messages');

    const read = page.waitForResponse((r) => r.url().includes('/user/notice/read'));
    await page.getByTestId('message-item').first().click();
    await read;
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="message-count-all"]')?.textContent ?? 0) === before - 1,
      unreadBefore,
    );
    expect(await page.getByTestId('message-item').first().getAttribute('data-read')).toBe('1');

    await page.getByTestId('messages-read-all').click();
    await page.getByTestId('message-count-all').waitFor({ state: 'detached' });
    await page.getByTestId('messages-dot').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists only the workbench entries the user may open', async () => {
    const admin = await openPage(browser);
    await signIn(admin.page, baseURL, DEMO.admin, '/moduleHome/page');
    await admin.page.getByTestId('workbench').click();
    await admin.page.getByTestId('workbench-item-userPermission').click();
    await admin.page.getByTestId('user-permission-users').waitFor();
    await admin.context.close();

    const viewer = await openPage(browser);
    await signIn(viewer.page, baseURL, DEMO.viewer, '/moduleHome/page');
    await viewer.page.getByTestId('module-home').waitFor();
    await viewer.page.getByTestId('messages-link').waitFor();
    // Every user has their approvals (workflow plugin); user management stays the admin's.
    await viewer.page.getByTestId('workbench').click();
    await viewer.page.getByTestId('workbench-item-approvals').waitFor();
    expect(await viewer.page.getByTestId('workbench-item-userPermission').count()).toBe(0);
    await viewer.context.close();
  });

  it('shows the customer-service contact card with the phone and its QR code', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.viewer, '/moduleHome/page');
    await page.getByTestId('customer-service').hover();
    const card = page.getByTestId('customer-service-card');
    await card.waitFor();
    expect(await card.innerText()).toMatch(/客服热线[\s\S]*\d{3}-\d{3}-\d{4}/);
    // The QR code is drawn as an SVG: a visible square with dark modules on it.
    const qr = page.getByTestId('customer-service-qr').locator('svg');
    await qr.waitFor();
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(100);
    expect(box.height).toBeGreaterThanOrEqual(100);
    const modules = await qr.locator('path').evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').split('M').length - 1));
    expect(Math.max(...modules)).toBeGreaterThan(50);
    await screenshot(page, 'identity-customer-service');
    await context.close();
  });
});

describe('module home and sidebar', () => {
  it('shows the granted modules on module home and collapses the sidebar', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    await page.getByTestId('home-entry-module-deviceInventory').waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0); // full screen
    await screenshot(page, 'identity-module-home');
    await page.getByTestId('home-entry-module-deviceInventory').click();
    await page.getByTestId('sidebar').waitFor();
    const sidebarWidth = () => (document.querySelector('[data-testid="sidebar"]') as HTMLElement).getBoundingClientRect().width;
    await page.waitForFunction(`(${sidebarWidth})() > 150`);
    await page.getByTestId('sidebar-toggle').click();
    // The sider animates its width: wait for the end of the transition, not its first frame.
    await page.waitForFunction(`(${sidebarWidth})() < 100`);
    await context.close();
  });

  it('uses a drawer below 992 px', async () => {
    const { page, context } = await openPage(browser, { width: 900, height: 800 });
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/deviceInventory');
    await page.getByTestId('module-list-deviceInventory').waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar-drawer').getByTestId('menu-module-deviceInventory').waitFor();
    await context.close();
  });

  it('keeps a tab per opened page with its list state; close others and refresh', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/deviceInventory?pageNum=2');
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await page.goto(`${baseURL}/#/onlineMonitoring/page`);
    await page.getByTestId('page-tab-/onlineMonitoring/page').waitFor();
    // Back through the tab: the list comes back on the page it was left on.
    await page.getByTestId('page-tab-/accountManagement/deviceInventory').click();
    await page.waitForURL(/deviceInventory\?pageNum=2/);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await screenshot(page, 'identity-tabs');

    const reloaded = page.waitForResponse((r) => r.url().includes('/deviceInventory/page'));
    await page.getByTestId('page-tabs-menu').click();
    await page.locator('.ant-dropdown:visible').getByText('刷新').click();
    await reloaded;

    await page.getByTestId('page-tabs-menu').click();
    await page.locator('.ant-dropdown:visible').getByText('关闭其他').click();
    await page.getByTestId('page-tab-/onlineMonitoring/page').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="page-tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'page-tab-/moduleHome/page',
      'page-tab-/accountManagement/deviceInventory',
    ]);
    await context.close();
  });

  it('works in en-US', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, baseURL, DEMO.viewer, '/system-message/page');
    await page.getByTestId('messages-page').getByText('Messages', { exact: true }).waitFor();
    await page.getByTestId('customer-service').hover();
    expect(await page.getByTestId('customer-service-card').innerText()).toContain('Service hotline');
    await context.close();
  });
});
