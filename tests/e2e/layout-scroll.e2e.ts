// Issue 12 item 2: a route change starts at the top (a scrolled list opens its edit form at the top, and
// the list shown again after saving is not an empty screen below its end); returning to a kept tab
// restores that tab's own scroll position.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEVICE_LIST } from './helpers/deviceForm';
import { DEMO, listSettled, rows, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollTo = (page: Page, y: number) => page.evaluate((to) => window.scrollTo(0, to), y);
/**
 * Scrolls as a user would, again until the page has become tall enough to be scrolled past `atLeast`:
 * under load the rows can still be drawing once the list's spinner is gone (seen: 56 px scrolled of a
 * page whose 50 rows were not laid out yet).
 */
const scrollDown = async (page: Page, y: number, atLeast: number): Promise<number> => {
  await expect.poll(async () => (await scrollTo(page, y), scrollY(page))).toBeGreaterThan(atLeast);
  return scrollY(page);
};
const tab = (page: Page, path: string) => page.getByTestId(`page-tab-${path}`);

/** True when the element's box overlaps the viewport (the user sees part of it). */
const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.height > 0;
  });

describe('scroll position', () => {
  it('starts a new page at the top: the edit form of a scrolled list, and the list after saving', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, `${DEVICE_LIST}?pageSize=50`);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    await scrollDown(page, 100_000, 500);

    await rows(page).last().getByTestId('row-edit').click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, 'field-deviceCode')).toBe(true);

    await page.getByTestId('form-submit').click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    // The list is shown from its top, with rows on screen (not a blank area below its end).
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, 'list-row')).toBe(true);
    await screenshot(page, 'layout-scroll-after-save');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores each kept tab’s own scroll position when the user returns to it', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, `${DEVICE_LIST}?pageSize=50`);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    const listY = await scrollDown(page, 700, 300);

    // Another ledger, opened through the sidebar, starts at the top and is scrolled to its own place.
    await page.getByTestId('side-menu').getByTestId('menu-module-onlineWastewater').click();
    await page.getByTestId('module-list-onlineWastewater').waitFor();
    await listSettled(page);
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 250);
    const otherY = await scrollY(page);

    await tab(page, DEVICE_LIST).click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await page.waitForFunction((y) => Math.round(window.scrollY) === y, listY);
    await tab(page, '/accountManagement/onlineWastewater').click();
    await page.getByTestId('module-list-onlineWastewater').waitFor();
    await page.waitForFunction((y) => Math.round(window.scrollY) === y, otherY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a horizontal scroll bar in view when the content above a wide list grows and pushes its end below the window', async () => {
    // Tall enough that the list of 10 ends inside the window: its own scroll bar is in view.
    const { page, context } = await openPage(browser, { height: 1600 });
    await signIn(page, baseURL, DEMO.admin, `${DEVICE_LIST}?pageSize=10`);
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    const geometry = () =>
      page.evaluate(() => {
        const body = document.querySelector<HTMLElement>('[data-testid="list-table"] .ant-table-body, [data-testid="list-table"] .ant-table-content')!;
        const box = body.getBoundingClientRect();
        const bar = document.querySelector<HTMLElement>('[data-testid="list-table"] .ant-table-sticky-scroll')?.getBoundingClientRect();
        return {
          overflows: body.scrollWidth > body.clientWidth + 1,
          bodyBottom: box.bottom,
          innerHeight: window.innerHeight,
          stickyBarInView: !!bar && bar.height > 0 && bar.top >= 0 && bar.bottom <= window.innerHeight + 1,
        };
      });
    const before = await geometry();
    expect(before.overflows).toBe(true);
    expect(before.bodyBottom).toBeLessThan(before.innerHeight);
    // Something above the list grows (a search form laid out again, a notice) without the window
    // scrolling or resizing: the list's end, with its own scroll bar, moves below the window's bottom.
    const push = Math.ceil(before.innerHeight - before.bodyBottom) + 120;
    await page.evaluate((px) => {
      const spacer = document.createElement('div');
      spacer.style.height = `${px}px`;
      spacer.dataset.testid = 'spacer';
      document.querySelector('[data-testid="module-list-deviceInventory"]')!.prepend(spacer);
    }, push);
    await expect.poll(async () => (await geometry()).bodyBottom).toBeGreaterThan(before.innerHeight + 100);
    await expect.poll(async () => (await geometry()).stickyBarInView).toBe(true);
    await context.close();
  });
});
