// Issue 12 item 3, in en-US: the breadcrumb stays on one line (a cut crumb ends with an ellipsis and shows
// whole in a tooltip), no table header breaks a word in the middle (every ledger list at 1440 px), and
// monitoring screens name factors in English with unit symbols (HJ 212 catalogue).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
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

/** Header words laid out on more than one line, or running past their cell: `column: word`. */
function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const th of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="list-table"] .ant-table-thead th'))) {
      const cell = th.getBoundingClientRect();
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          const overflows = rects.some((r) => r.right > cell.right + 0.5);
          if (lines.size > 1 || overflows) broken.push(`${th.innerText.trim()}: ${match[0]}`);
        }
      }
    }
    return broken;
  });
}

describe('the English layout', () => {
  it('keeps the breadcrumb on one line, cutting a long crumb with an ellipsis and a tooltip', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US', width: 1100, height: 800 });
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/onlineDeviceMaintenance/add');
    await page.getByTestId('module-form-onlineDeviceMaintenance').waitFor();
    const breadcrumb = page.getByTestId('breadcrumb');
    const lines = await breadcrumb.locator('.ec-ellipsis').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(lines).toBe(1);
    // Nothing is clipped mid-glyph: a crumb that does not fit is marked cut and ends with an ellipsis.
    const cut = breadcrumb.locator('.ec-ellipsis[data-cut="true"]');
    expect(await cut.count()).toBeGreaterThan(0);
    expect(await cut.first().evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    const full = await cut.first().evaluate((el) => el.textContent);
    await cut.first().hover();
    const tooltip = page.locator('.ant-tooltip:visible');
    await tooltip.waitFor();
    expect((await tooltip.innerText()).trim()).toBe(full);
    await screenshot(page, 'layout-english-breadcrumb');
    await context.close();
  });

  // A longer limit: every ledger list in turn, 26 full loads.
  it('breaks no table header in the middle of a word, on any ledger list at 1440 px', async () => {
    const { page, context, errors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    const broken: string[] = [];
    for (const schema of ledgers) {
      await page.goto(`${baseURL}/#${schema.route}`);
      await page.getByTestId(`module-list-${schema.id}`).waitFor();
      await listSettled(page);
      for (const word of await brokenHeaderWords(page)) broken.push(`${schema.id} ${word}`);
    }
    await screenshot(page, 'layout-english-headers');
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('names pollution factors in English with unit symbols on the monitoring screens', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, baseURL, DEMO.admin, '/onlineMonitoring/page');
    const points = page.getByTestId('online-points');
    await points.waitFor();
    const text = await points.innerText();
    // The demo wastewater outlet reports COD and ammonia nitrogen, the gas stack SO2 and NOx.
    expect(text).toMatch(/COD/);
    expect(text).toMatch(/mg\/L/);
    expect(text).not.toMatch(/化学需氧量|氨氮|毫克|立方米/);
    await page.locator('[data-testid^="online-point-"]').first().click();
    await page.getByTestId('point-detail').waitFor();
    const latest = await page.getByTestId('detail-latest').innerText();
    expect(latest).not.toMatch(/[\u4e00-\u9fff]{2,}/);
    await screenshot(page, 'layout-english-monitoring');
    await context.close();
  });
});
