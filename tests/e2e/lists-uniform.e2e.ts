// Issue 12 item 5: every list alike — 20 per page, sizes 10/20/30/50, laid out total, sizes, prev, pager,
// next, jumper (ledgers, users, messages, exceedances, points, monitoring, back-office lists, a plugin’s own list); every export
// of all data asks 确认导出所有数据项吗？ first; typed but unsubmitted search text survives a tab switch;
// and on every ledger at 1440 px the last column can be brought out from under the fixed actions column.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, listSettled, signIn } from './helpers/flows';
import { ledgerSchemas } from './helpers/schemas';

const baseURL = serverURL();
const ledgers = ledgerSchemas();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** What a list's pagination shows: the page size chosen, the sizes offered and its items left to right. */
async function paginationOf(page: Page, pager: Locator) {
  await pager.waitFor();
  const order = await pager.evaluate((ul) => {
    const kinds: [string, string][] = [
      ['.ant-pagination-total-text', 'total'],
      ['.ant-pagination-options-size-changer', 'sizes'],
      ['.ant-pagination-prev', 'prev'],
      ['.ant-pagination-item', 'pager'],
      ['.ant-pagination-next', 'next'],
      ['.ant-pagination-options-quick-jumper', 'jumper'],
    ];
    const placed = kinds.flatMap(([selector, kind]) => {
      const el = ul.querySelector<HTMLElement>(selector);
      return el ? [{ kind, left: el.getBoundingClientRect().left }] : [];
    });
    return placed.sort((a, b) => a.left - b.left).map((p) => p.kind);
  });
  const size = (await pager.locator('.ant-pagination-options-size-changer .ant-select-selection-item').innerText()).replace(/\s/g, '');
  await pager.locator('.ant-pagination-options-size-changer').click();
  // The size changer's options, once its dropdown is open (read in the page: it animates in).
  const sizeOptions = () =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'))
      .map((o) => o.textContent ?? '')
      .filter((text) => text.includes('条/页'));
  await page.waitForFunction(`(${sizeOptions.toString()})().length >= 4`);
  const options = await page.evaluate(sizeOptions);
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  return { order, size, options: options.map((o) => o.replace(/\s/g, '')) };
}

const EXPECTED_SIZES = ['10条/页', '20条/页', '30条/页', '50条/页'];
const FULL_LAYOUT = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'];

describe('lists of the enterprise side', () => {
  it('show 20 per page, sizes 10/20/30/50 and the layout total, sizes, prev, pager, next, jumper', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    const lists: [string, string][] = [
      ['/accountManagement/deviceInventory', 'module-list-deviceInventory'],
      ['/user-permission/user', 'user-table'],
      ['/system-message/page', 'messages-page'],
      ['/onlineMonitoring/exceedance/page', 'exceedance-page'],
      ['/onlineMonitoring/page', 'online-monitoring'],
      ['/onlineMonitoring/pointManagement/page', 'point-management'],
      // A plugin's own list (its built-in template systems are listed for every enterprise).
      ['/evaluationSetting/evaluationSystem/page', 'system-list'],
    ];
    const found: Record<string, unknown> = {};
    for (const [path, testId] of lists) {
      await page.goto(`${baseURL}/#${path}`);
      await page.getByTestId(testId).first().waitFor();
      const pager = page.locator('.ec-list-pagination').first();
      const p = await paginationOf(page, pager);
      // The jumper shows once there is more than one page.
      const layout = p.order.includes('jumper') ? FULL_LAYOUT : FULL_LAYOUT.slice(0, 5);
      found[path] = { ...p, ok: p.size === '20条/页' && JSON.stringify(p.options) === JSON.stringify(EXPECTED_SIZES) && JSON.stringify(p.order) === JSON.stringify(layout) };
    }
    expect(Object.entries(found).filter(([, v]) => !(v as { ok: boolean }).ok)).toEqual([]);
    // The ledger (more than one page) shows the whole layout.
    expect((found['/accountManagement/deviceInventory'] as { order: string[] }).order).toEqual(FULL_LAYOUT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps typed but unsubmitted search text of a list across a tab switch', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/user-permission/user');
    await page.getByTestId('user-table').waitFor();
    const userSearch = page.getByTestId('user-search');
    await userSearch.fill('王');
    await page.goto(`${baseURL}/#/onlineMonitoring/exceedance/page`);
    await page.getByTestId('exceedance-page').waitFor();
    await page.getByTestId('page-tab-/user-permission/user').click();
    await page.getByTestId('user-table').waitFor();
    expect(await userSearch.inputValue()).toBe('王');
    await context.close();
  });

  it('shows every ledger’s last column beside the fixed actions column at 1440 px, with a scroll bar in view', async () => {
    const { page, context } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    const hidden: string[] = [];
    for (const schema of ledgers) {
      await page.goto(`${baseURL}/#${schema.route}`);
      await page.getByTestId(`module-list-${schema.id}`).waitFor();
      await listSettled(page);
      const scrollState = () => {
        const table = document.querySelector<HTMLElement>('[data-testid="list-table"]')!;
        const body = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
        const overflows = body.scrollWidth > body.clientWidth + 1;
        // A horizontal scroll bar the user can reach without scrolling the page: the table's sticky one,
        // or the body's own when the table ends within the window.
        const bar = table.querySelector<HTMLElement>('.ant-table-sticky-scroll')?.getBoundingClientRect();
        const box = body.getBoundingClientRect();
        const barInView = (!!bar && bar.height > 0 && bar.top >= 0 && bar.bottom <= window.innerHeight + 1) || box.bottom <= window.innerHeight + 1;
        // The geometry goes into the failure message: a miss under load has been seen but not explained.
        return {
          overflows,
          barInView,
          bar: bar ? [Math.round(bar.top), Math.round(bar.bottom)] : null,
          body: [Math.round(box.top), Math.round(box.bottom)],
          scrollY: window.scrollY,
          innerHeight: window.innerHeight,
          rows: table.querySelectorAll('tbody tr[data-row-key]').length,
          tables: document.querySelectorAll('[data-testid="list-table"]').length,
          visibleTables: [...document.querySelectorAll<HTMLElement>('[data-testid="list-table"]')].filter((t) => t.offsetParent !== null).length,
          widths: [body.scrollWidth, body.clientWidth],
          stickyBars: document.querySelectorAll('.ant-table-sticky-scroll').length,
          bodyClass: body.className,
          t: Math.round(performance.now()),
        };
      };
      // antd places its sticky scroll bar after measuring the table: wait for it (or a table that fits)
      // before reading, then scroll to the end.
      // Only once its rows are drawn: before that the table can briefly not overflow, which passed this
      // wait and had the bar read before antd had placed it (seen as a "missing" bar 5 s into a run).
      await page.waitForFunction(`(() => { const s = (${scrollState.toString()})(); return s.rows > 0 && (!s.overflows || s.barInView); })()`, undefined, { timeout: 15_000 }).catch(() => undefined);
      const state = await page.evaluate(scrollState);
      // Still unexplained (seen under load only): does antd's bar come back when asked to check again
      // (the scroll event it listens to on the table's ancestors), or only after a window resize?
      const recheck = async (ask: () => void) => {
        await page.evaluate(ask);
        await page.waitForTimeout(300);
        return (await page.evaluate(scrollState)).barInView;
      };
      const askBar = () => void document.querySelector('[data-testid="list-table"]')!.parentElement!.dispatchEvent(new Event('scroll'));
      // Asked before the sideways scroll below, which re-renders the table itself.
      if (state.overflows && !state.barInView) Object.assign(state, { afterAskingOnly: await recheck(askBar) });
      await page.evaluate(() => {
        const body = document.querySelector<HTMLElement>('[data-testid="list-table"] .ant-table-body, [data-testid="list-table"] .ant-table-content')!;
        body.scrollLeft = body.scrollWidth;
      });
      // Scrolled to the end, the last data cell of a row ends where the fixed actions cell starts (once
      // the table has placed its fixed column; a column under it never gets there).
      const lastCells = () => {
        const table = document.querySelector<HTMLElement>('[data-testid="list-table"]')!;
        const row = table.querySelector('tbody tr[data-row-key]') ?? table.querySelector('thead tr');
        const cells = Array.from(row!.children) as HTMLElement[];
        const last = cells[cells.length - 2];
        return { lastRight: last.getBoundingClientRect().right, actionsLeft: cells[cells.length - 1].getBoundingClientRect().left, lastText: last.innerText };
      };
      await page.waitForFunction(`(() => { const c = (${lastCells.toString()})(); return c.lastRight <= c.actionsLeft + 1; })()`, undefined, { timeout: 5000 }).catch(() => undefined);
      Object.assign(state, await page.evaluate(lastCells));
      const edges = state as typeof state & { lastRight: number; actionsLeft: number; lastText: string };
      if (state.overflows && !state.barInView) {
        const afterScrollEvent = await recheck(askBar);
        const afterResize = await recheck(() => void window.dispatchEvent(new Event('resize')));
        hidden.push(`${schema.id}: no scroll bar in view ${JSON.stringify({ ...state, afterScrollEvent, afterResize })}`);
      }
      if (edges.lastRight > edges.actionsLeft + 1) hidden.push(`${schema.id}: ${edges.lastText} under the actions column`);
    }
    await page.goto(`${baseURL}/#/accountManagement/drugUseRecord`);
    await listSettled(page);
    await screenshot(page, 'lists-drug-use-record');
    // The assertion's message cuts long texts short: the geometry of each miss goes to the log in full.
    if (hidden.length) console.error(`[lists-uniform] ${hidden.join('\n')}`);
    expect(hidden.join('\n')).toBe('');
    await context.close();
  });
});

describe('lists of the back office', () => {
  it('page alike, and the login-log export asks 确认导出所有数据项吗？ first', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page, baseURL);
    // The outbox lists something (an empty table shows no pagination).
    await fetch(`${baseURL}/api/enterprise-side-app/user/login/sendCode/13800000002`);
    const bad: string[] = [];
    for (const [path, testId] of [
      ['enterprises', 'admin-enterprises'],
      ['users', 'admin-users'],
      ['sms', 'admin-sms'],
      ['login-log', 'admin-login-log'],
    ]) {
      await page.goto(`${baseURL}/#/admin/${path}`);
      await page.getByTestId(testId).waitFor();
      const p = await paginationOf(page, page.locator('.ec-list-pagination').first());
      const layout = p.order.includes('jumper') ? FULL_LAYOUT : FULL_LAYOUT.slice(0, 5);
      if (p.size !== '20条/页' || JSON.stringify(p.options) !== JSON.stringify(EXPECTED_SIZES) || JSON.stringify(p.order) !== JSON.stringify(layout)) bad.push(`${path}: ${JSON.stringify(p)}`);
    }
    expect(bad).toEqual([]);

    await page.getByTestId('admin-login-log-export').click();
    await page.getByText('确认导出所有数据项吗？').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await context.close();
  });
});
