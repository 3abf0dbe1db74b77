// The generic list page at full strength (issue #4): column settings stored per user on the server
// (order, visibility, the last column kept, export in the user's order), search state in the URL,
// and the virtual table for wide pages. Uses the manual noise ledger, which no other flow rearranges.
import ExcelJS from 'exceljs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { downloadedFile, holdRequests, launchBrowser, openPage, type PageSession, screenshot } from './helpers/browser';
import { routeWideList } from './helpers/wideList';
import { clickInDialog, DEMO, listSettled, reloadingList, rows, signIn } from './helpers/flows';

const baseURL = serverURL();
const MODULE = 'manualNoise';
const LIST = `/accountManagement/${MODULE}`;
let browser: Browser;
let session: PageSession;
let page: Page;

interface ColumnRow {
  field: string;
  label: string;
  checked: boolean;
  disabled: boolean;
}

/** The list is on screen with its data and the user's stored column setting. */
async function listReady(p: Page): Promise<void> {
  await p.getByTestId(`module-list-${MODULE}`).waitFor();
  await p.waitForFunction(() => {
    const button = document.querySelector('[data-testid="list-columns"]');
    return button !== null && !button.classList.contains('ant-btn-loading');
  });
  await listSettled(p);
}

/** Opens the panel and waits for its zoom-in to end (a drag computed mid-animation misses its target). */
async function openColumns(p: Page): Promise<void> {
  await p.getByTestId('list-columns').click();
  await p.getByTestId('columns-panel').waitFor();
  await p.waitForFunction(() => {
    const popover = document.querySelector('[data-testid="columns-panel"]')?.closest('.ant-popover');
    return popover !== null && popover !== undefined && !/zoom-big-(appear|enter)/.test(popover.className);
  });
}

/** Closing the panel sends a pending change at once. */
async function closeColumns(p: Page): Promise<void> {
  await p.getByTestId('list-columns').click();
  await p.getByTestId('columns-panel').waitFor({ state: 'hidden' });
}

/** The panel's rows in order, read from the DOM. */
function panelRows(p: Page): Promise<ColumnRow[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="columns-panel"] [data-testid^="column-row-"]')].map((row) => {
      const input = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
      return {
        field: row.getAttribute('data-testid')!.replace('column-row-', ''),
        label: row.querySelector('.ant-checkbox-label, .ant-checkbox + span')?.textContent ?? '',
        checked: input.checked,
        disabled: input.disabled,
      };
    }),
  );
}

const visibleOf = (panel: ColumnRow[]) => panel.filter((r) => r.checked).map((r) => r.field);

/** Header titles of the table's data columns (units follow the label; the action column is left out). */
function tableHeaders(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="list-table"] thead th')]
      .map((th) => th.textContent?.trim() ?? '')
      .filter((text) => text !== '' && text !== '操作'),
  );
}

/** Resolves with the PUT columnConfig answer whose visible columns are `visible`, in that order. */
function columnsSaved(p: Page, visible: string[]): Promise<Response> {
  return p.waitForResponse((r) => {
    if (!r.url().includes('/columnConfig') || r.request().method() !== 'PUT') return false;
    const body = r.request().postDataJSON() as { columns: { field: string; visible: boolean; order: number }[] };
    const sent = [...body.columns].sort((a, b) => a.order - b.order).filter((c) => c.visible).map((c) => c.field);
    return JSON.stringify(sent) === JSON.stringify(visible);
  });
}

/** The headers of the table match the panel's checked labels, in order. */
async function expectTableMatches(p: Page, visibleLabels: string[]): Promise<void> {
  const headers = await tableHeaders(p);
  expect(headers.map((header, i) => (header.startsWith(visibleLabels[i]) ? visibleLabels[i] : header))).toEqual(visibleLabels);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { fixedClock: true });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, LIST);
  await listReady(page);
});
afterAll(async () => browser?.close());

describe('list column settings (stored per user on the server)', () => {
  const DEFAULT_VISIBLE = ['pointCode', 'pointName', 'period', 'measureTime', 'leq', 'lmax', 'limitValue', 'overLimit', 'recorder', 'recordTime'];
  const AFTER_CHANGE = ['period', 'pointCode', 'pointName', 'measureTime', 'leq', 'limitValue', 'overLimit', 'recorder', 'recordTime'];

  it('hides one column and moves another; a reload and a fresh browser context show the same', async () => {
    await openColumns(page);
    expect(visibleOf(await panelRows(page))).toEqual(DEFAULT_VISIBLE);
    const saved = columnsSaved(page, AFTER_CHANGE);
    await page.getByTestId('column-option-lmax').click();
    await page.getByTestId('column-up-period').click();
    await page.getByTestId('column-up-period').click();
    const panel = await panelRows(page);
    expect(visibleOf(panel)).toEqual(AFTER_CHANGE);
    const labels = panel.filter((r) => r.checked).map((r) => r.label);
    await expectTableMatches(page, labels); // applied at once
    await closeColumns(page);
    expect((await saved).ok()).toBe(true);
    await screenshot(page, 'ledger-list-columns-changed');

    await page.reload();
    await listReady(page);
    await expectTableMatches(page, labels);
    await openColumns(page);
    expect(visibleOf(await panelRows(page))).toEqual(AFTER_CHANGE);
    await closeColumns(page);

    // A new context has empty local storage and cookies: only the server can remember the setting.
    // Signing in there supersedes the first session, so the flows go on in the new context.
    expect(session.errors).toEqual([]);
    await session.context.close();
    session = await openPage(browser, { fixedClock: true });
    page = session.page;
    await signIn(page, baseURL, DEMO.admin, LIST);
    await listReady(page);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('column')))).toEqual([]);
    await expectTableMatches(page, labels);
    await openColumns(page);
    expect(visibleOf(await panelRows(page))).toEqual(AFTER_CHANGE);
    await closeColumns(page);
  });

  it('exports the visible columns in the order the user gave them (drag and drop)', async () => {
    await openColumns(page);
    const moved = ['period', 'pointCode', 'recordTime', 'pointName', 'measureTime', 'leq', 'limitValue', 'overLimit', 'recorder'];
    const saved = columnsSaved(page, moved);
    await page.getByTestId('column-row-recordTime').dragTo(page.getByTestId('column-row-pointName'));
    const panel = await panelRows(page);
    expect(visibleOf(panel)).toEqual(moved);
    await closeColumns(page);
    expect((await saved).ok()).toBe(true);
    const labels = panel.filter((r) => r.checked).map((r) => r.label);
    await expectTableMatches(page, labels);

    const exported = page.waitForRequest((r) => r.url().includes('/exportExcel'));
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    await clickInDialog(page, 'confirm-ok');
    expect(new URL((await exported).url()).searchParams.get('columns')).toBe(moved.join(','));
    const download = await downloadPromise;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await downloadedFile(download));
    const header = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(labels);
  });

  it('keeps the last checked column: its box is disabled and says why; reset restores the default', async () => {
    await openColumns(page);
    const checked = visibleOf(await panelRows(page));
    const keep = checked[checked.length - 1];
    for (const field of checked.slice(0, -1)) await page.getByTestId(`column-option-${field}`).click();
    const panel = await panelRows(page);
    expect(visibleOf(panel)).toEqual([keep]);
    expect(panel.find((r) => r.field === keep)?.disabled).toBe(true);
    expect(panel.filter((r) => r.disabled)).toHaveLength(1);
    // Clicking the disabled box changes nothing.
    await page.getByTestId(`column-option-${keep}`).click({ force: true });
    expect(visibleOf(await panelRows(page))).toEqual([keep]);
    await page.getByTestId(`column-row-${keep}`).locator('.ant-checkbox-wrapper').hover();
    await page.locator('.ant-tooltip:visible').filter({ hasText: '至少保留一列' }).waitFor();
    expect(await tableHeaders(page)).toHaveLength(1);

    const saved = columnsSaved(page, DEFAULT_VISIBLE);
    await page.getByTestId('columns-reset').click();
    expect(visibleOf(await panelRows(page))).toEqual(DEFAULT_VISIBLE);
    await closeColumns(page);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await listReady(page);
    expect(await tableHeaders(page)).toHaveLength(DEFAULT_VISIBLE.length);
    expect(session.errors).toEqual([]);
  });
});

describe('list search state in the URL', () => {
  it('keeps a select and a date range (00:00:00 to 23:59:59) through a reload', async () => {
    await page.getByTestId('search-period').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '昼间' }).click();
    const range = page.getByTestId('search-recordTime');
    await range.locator('input').first().click();
    await range.locator('input').first().fill('2024-04-01');
    await range.locator('input').nth(1).click();
    await range.locator('input').nth(1).fill('2024-06-30');
    // Enter confirms the typed end date and submits the search, as the search button would.
    const searched = page.waitForRequest((r) => /\/account\/[^/]+\/page$/.test(new URL(r.url()).pathname));
    await reloadingList(page, () => range.locator('input').nth(1).press('Enter'));
    const query = new URL((await searched).url()).searchParams;
    expect(query.get('period')).toBe('1');
    expect([query.get('recordTime[0]'), query.get('recordTime[1]')]).toEqual(['2024-04-01 00:00:00', '2024-06-30 23:59:59']);
    const inUrl = new URLSearchParams(page.url().split('?')[1]);
    expect(inUrl.get('period')).toBe('1');
    expect(inUrl.get('recordTime')).toBe('2024-04-01 00:00:00,2024-06-30 23:59:59');

    const found = await rows(page).allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) {
      expect(text).toContain('昼间');
      expect(text).not.toContain('夜间');
      const recorded = text.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g)!.at(-1)!;
      expect(recorded >= '2024-04-01 00:00:00' && recorded <= '2024-06-30 23:59:59').toBe(true);
    }

    // A reload is a cold load: the shell reads the list ahead while it loads itself, and the list then
    // shows that answer instead of asking again.
    const listCalls: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith(`/${MODULE}/page`) || url.pathname.endsWith(`/schema/${MODULE}`)) listCalls.push(url.pathname + url.search);
    };
    page.on('request', onRequest);
    // Whether the list showed its rows the moment it first appeared (not an empty, loading table first).
    await page.addInitScript((testId) => {
      const w = window as unknown as { listAppeared?: { rows: number } };
      new MutationObserver((_m, observer) => {
        const list = document.querySelector(`[data-testid="${testId}"]`);
        if (!list) return;
        w.listAppeared = { rows: list.querySelectorAll('[data-testid="list-row"]').length };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, `module-list-${MODULE}`);
    // The page's answer is held back a little, as on a busy machine where it comes after the schema
    // and the list's code: the list must still not appear before its rows.
    const letGo = await holdRequests(page, (url) => url.pathname.endsWith(`/${MODULE}/page`), 600);
    await reloadingList(page, () => page.reload());
    await letGo();
    page.off('request', onRequest);
    expect(await page.evaluate(() => (window as unknown as { listAppeared?: { rows: number } }).listAppeared)).toEqual({ rows: found.length });
    expect(listCalls.filter((c) => c.includes('/schema/'))).toHaveLength(1);
    const pageCalls = listCalls.filter((c) => c.endsWith('/page') || c.includes('/page?'));
    expect(pageCalls).toHaveLength(1);
    expect(new URL(pageCalls[0], baseURL).searchParams.get('period')).toBe('1');
    expect(await rows(page).allInnerTexts()).toEqual(found);
    expect(await page.getByTestId('search-period').innerText()).toContain('昼间');
    expect(await range.locator('input').first().inputValue()).toBe('2024-04-01');
    expect(await range.locator('input').nth(1).inputValue()).toBe('2024-06-30');
    await screenshot(page, 'ledger-list-search-restored');

    await reloadingList(page, () => page.getByTestId('search-reset').click());
    expect(page.url()).not.toContain('period=');
  });

  it('keeps page size, page and sort in the URL; the pagination reads total, sizes, prev, pager, next, jumper', async () => {
    await page.locator('.ant-pagination-options-size-changer').click();
    await reloadingList(page, () => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '10' }).first().click());
    expect(await rows(page).count()).toBe(10);
    // The jumper shows once there is more than one page.
    const order = await page.locator('.ant-table-pagination').evaluate((el) => {
      const x = (selector: string) => el.querySelector(selector)!.getBoundingClientRect().left;
      return [
        x('.ant-pagination-total-text'),
        x('.ant-pagination-options-size-changer'),
        x('.ant-pagination-prev'),
        x('.ant-pagination-item'),
        x('.ant-pagination-next'),
        x('.ant-pagination-options-quick-jumper'),
      ];
    });
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const measureHeader = page.locator('[data-testid="list-table"] thead th').filter({ hasText: '测量时间' });
    await reloadingList(page, () => measureHeader.click());
    expect(page.url()).toContain('pageSize=10');
    expect(page.url()).toContain('sortField=measureTime');
    expect(page.url()).toContain('sortOrder=ascend');
    const firstPage = await rows(page).allInnerTexts();
    await reloadingList(page, () => page.locator('.ant-pagination-next').click());
    expect(page.url()).toContain('pageNum=2');
    const secondPage = await rows(page).allInnerTexts();
    expect(secondPage).not.toEqual(firstPage);

    await reloadingList(page, () => page.reload());
    expect(await rows(page).allInnerTexts()).toEqual(secondPage);
    expect(await page.locator('.ant-pagination-item-active').innerText()).toBe('2');
    expect(await measureHeader.getAttribute('aria-sort')).toBe('ascending');
    await reloadingList(page, () => page.getByTestId('search-reset').click());
    expect(session.errors).toEqual([]);
  });
});

describe('wide pages', () => {
  it('renders a 50 × 30 page virtually: few rows in the DOM, all reachable, actions fixed on the right', async () => {
    const wide = await openPage(browser);
    try {
      const extra = Array.from({ length: 20 }, (_, i) => `extraColumn${i + 1}`);
      const records = Array.from({ length: 50 }, (_, i) => ({
        id: 9000 + i,
        pointCode: `W${i + 1}`,
        pointName: `宽表行${i + 1}`,
        ...Object.fromEntries(extra.map((name) => [name, `${name}-${i + 1}`])),
      }));
      // The default columns whatever the user stored, so the page is 30 columns wide.
      await routeWideList(wide.page, { id: MODULE, api: `account/${MODULE}` }, extra, records);
      await signIn(wide.page, baseURL, DEMO.admin, `${LIST}?pageSize=50`);
      await listReady(wide.page);
      const table = wide.page.getByTestId('list-table');
      await table.locator('.ant-table-tbody-virtual').waitFor();
      expect(await tableHeaders(wide.page)).toHaveLength(30);
      const rendered = await rows(wide.page).count();
      expect(rendered).toBeGreaterThan(0);
      expect(rendered).toBeLessThan(50);
      await expect(rows(wide.page).filter({ hasText: '宽表行50' }).count()).resolves.toBe(0);

      // Wheel down like a user; row heights are measured as rows render, so the range can grow on the way.
      const holder = table.locator('.ant-table-tbody-virtual-holder');
      const holderBox = (await holder.boundingBox())!;
      await wide.page.mouse.move(holderBox.x + holderBox.width / 2, holderBox.y + 100);
      const last = rows(wide.page).filter({ hasText: '宽表行50' });
      for (let turn = 0; turn < 30 && (await last.count()) === 0; turn++) await wide.page.mouse.wheel(0, 2000);
      const actions = last.getByTestId('row-detail');
      await actions.waitFor();
      const tableBox = (await holder.boundingBox())!;
      const actionBox = (await actions.boundingBox())!;
      // 30 columns are far wider than the table, yet the fixed action column stays inside it.
      expect(actionBox.x).toBeGreaterThan(tableBox.x);
      expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
      await screenshot(wide.page, 'ledger-list-virtual');
    } finally {
      await wide.context.close();
    }
  });
});
