// Steps every flow shares: signing in through the real login screen and reading the list's state.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO = {
  admin: { phone: '13800000001', password: 'Demo@2024' },
  viewer: { phone: '13800000002', password: 'Demo@2024' },
} as const;

export async function signIn(page: Page, baseURL: string, who: { phone: string; password: string }, target = '/login'): Promise<void> {
  await page.goto(`${baseURL}/#${target}`);
  await page.getByTestId('login-phone').fill(who.phone);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
}

/** Rows of the list currently on screen. */
export function rows(page: Page) {
  return page.getByTestId('list-row');
}

/** Waits until the list shows data (or its empty text) after a navigation or a search. */
export async function listSettled(page: Page): Promise<void> {
  await page.getByTestId('list-table').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="list-table"] .ant-spin-spinning'));
}

/**
 * Runs a UI action that reloads the list and waits for the server's page answer to be rendered. Only a
 * request sent after the action began counts (an earlier load still on its way must not pass for it),
 * and `matches` can demand what that request asks for (e.g. the search term). The navbar's notice poll
 * (user/notice/page) also ends in /page: only the list's own request counts.
 */
export async function reloadingList(page: Page, action: () => Promise<unknown>, matches: (url: URL) => boolean = () => true): Promise<void> {
  const requested = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/page') && !url.pathname.endsWith('/notice/page') && r.method() === 'GET' && matches(url);
  });
  await action();
  const response = await (await requested).response();
  if (!response) throw new Error('the list request failed');
  await listSettled(page);
  // The answer has reached the browser, not yet necessarily the table: on a busy machine the page can
  // still show the previous rows with no spinner. Wait until the table shows what the server answered.
  const body = (await response.json().catch(() => null)) as { data?: { records?: unknown[]; total?: number } } | null;
  const records = body?.data?.records;
  if (!Array.isArray(records)) return;
  await page.waitForFunction(
    ({ rows, total }) => {
      // Pages kept in other tabs stay in the document, hidden.
      const table = [...document.querySelectorAll<HTMLElement>('[data-testid="list-table"]')].find((t) => t.offsetParent !== null);
      if (!table) return false;
      const shown = table.querySelectorAll('tbody tr.ant-table-row').length;
      const totalText = table.closest('.ant-table-wrapper')?.querySelector('.ant-pagination-total-text')?.textContent ?? null;
      const shownTotal = totalText === null ? null : Number(/(\d+)/.exec(totalText)?.[1]);
      // A virtual table renders only the rows in view; the total still tells.
      return (rows > 50 || shown === rows) && (shownTotal === null || total === undefined || shownTotal === total);
    },
    { rows: records.length, total: body?.data?.total },
  );
}

/** The `共 N 条` / `Total: N` figure of the pagination bar. */
export async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

/**
/**
 * Unfolds every submenu of the sidebar, nested ones included, one at a time: each click changes which
 * submenus are closed (an opened one leaves the closed set, its closed children join it once rendered), so
 * the closed set is looked up again after each click, and each click waits until its submenu is open.
 */
export async function openAllSubmenus(page: Page): Promise<void> {
  const closed = page.locator('.ec-side-menu .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  const open = page.locator('.ec-side-menu .ant-menu-submenu-open');
  // The bound only stops a sidebar that never settles; no real menu tree comes near it.
  for (let clicks = 0; clicks < 100 && (await closed.count()) > 0; clicks++) {
    const opened = await open.count();
    await closed.first().click();
    await expect.poll(() => open.count()).toBeGreaterThan(opened);
  }
}

/**
 * Makes `enterpriseId` the enterprise of this browser tab (its sessionStorage copy, docs/decisions.md 47)
 * and the last choice; takes effect at the next load of the page.
 */
export async function storeTabEnterprise(page: Page, enterpriseId: number | string): Promise<void> {
  await page.evaluate((id) => {
    sessionStorage.setItem('ec_enterprise_id', id);
    localStorage.setItem('ec_enterprise_id', id);
  }, String(enterpriseId));
}

/** Chooses an enterprise (or a management group) in the navbar's selector and waits for its module home. */
export async function chooseEnterprise(page: Page, id: number, name: string): Promise<void> {
  await page.getByTestId('enterprise-selector').click();
  await settledPopup(page, '.ant-select-dropdown').getByTestId(`enterprise-option-${id}`).click();
  await page.getByTestId('module-home').waitFor();
  await page.waitForFunction((n) => document.querySelector('[data-testid="enterprise-selector"]')?.textContent?.includes(n), name);
}

/** Picks the option titled `label` of the antd select drawn with `testId`, once its dropdown has settled. */
export async function pickOption(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await settledPopup(page, '.ant-select-dropdown').locator(`.ant-select-item-option[title="${label}"]`).click();
}

/**
 * Types into the back office's remote enterprise picker drawn with `testId` and chooses the option the
 * server found for the text (a search answered before comes from the cache: the option is waited for, not
 * the request).
 */
export async function pickRemoteEnterprise(page: Page, testId: string, text: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).locator('input').fill(text);
  await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option', { hasText: option }).click();
}

/**
 * An antd popup (dropdown menu by default) once its opening animation has ended: on a busy machine a
 * click on an item while the popup still slides in can be lost, leaving it open.
 */
export function settledPopup(page: Page, popup = '.ant-dropdown'): Locator {
  return page.locator(`${popup}:visible:not([class*="-enter"]):not([class*="-appear"]):not([class*="-leave"])`);
}

/**
 * Clicks a button of a dialog or drawer once it has finished opening: on a busy machine a click while the
 * dialog still zooms in (or the drawer still slides in) can land beside the moving button and be lost,
 * leaving it open.
 */
export async function clickInDialog(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  await settledPopup(page, '.ant-modal').or(settledPopup(page, '.ant-drawer-content-wrapper')).filter({ has: button }).waitFor();
  await button.click();
}

/**
 * Types into the rich-text editor drawn with `testId`. The click that focuses it waits for a dialog around
 * it to finish opening and is repeated until the editor holds the focus: on a busy machine a click while
 * the dialog still zooms in lands beside the editor and the keystrokes would go elsewhere.
 */
export async function typeRichText(page: Page, testId: string, text: string): Promise<void> {
  const editor = page.getByTestId(testId).locator('[data-slate-editor]');
  const dialog = page.locator('.ant-modal').filter({ has: editor });
  if (await dialog.count()) await settledPopup(page, '.ant-modal').filter({ has: editor }).waitFor();
  const focused = () => editor.evaluate((el) => el.contains(document.activeElement));
  for (let attempt = 0; attempt < 5 && !(await focused()); attempt++) {
    await editor.click();
    await page.waitForFunction((el) => el?.contains(document.activeElement), await editor.elementHandle(), { timeout: 2000 }).catch(() => undefined);
  }
  await page.keyboard.type(text);
  await page.waitForFunction(([el, t]) => (el as HTMLElement | null)?.innerText.includes(t as string), [await editor.elementHandle(), text] as const);
}

/** Closes the dialog holding `inside` with its × once it has finished opening, and waits until it is gone. */
export async function closeDialog(page: Page, inside: Locator): Promise<void> {
  await settledPopup(page, '.ant-modal').filter({ has: inside }).locator('.ant-modal-close').click();
  await inside.waitFor({ state: 'hidden' });
}
