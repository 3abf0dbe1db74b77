// Online monitoring end to end: data loggers send HJ 212 data (HTTP bulk endpoint and the real TCP
// receiver with the simulator), the online page colours each factor by the spec §4 rule, and a point's
// history shows every data level with the time precision of its frequency.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { startSimulator } from '../../server/monitoring/simulator/simulator';
import { demoPointsOf } from '../../server/monitoring/demo';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';
import { chinaDayStart, chinaText, colourOf, demoLoggerOf, hourStart, ingest, mnOf, ORANGE, packet, pointIdOnline, RED, type Logger } from './monitoring-helpers';

const baseURL = serverURL();
/** Screens load slowly on a busy machine: poll for up to 20 s. */
const slow = { timeout: 20_000 };
let browser: Browser;
let session: PageSession;
let page: Page;
let dw001: number;
let logger: Logger;
const sentAt = Date.now() - 30_000;
const lastHour = hourStart(Date.now()) - 3_600_000;
const yesterday = chinaDayStart(Date.now()) - 24 * 3_600_000;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/onlineMonitoring/page');
  dw001 = await pointIdOnline(page, baseURL, 'DW001');
  logger = demoLoggerOf('DW001', await mnOf(page, baseURL, dw001));
});
afterAll(async () => browser?.close());

const cell = (factor: string) => `[data-testid="factor-cell-${dw001}-${factor}"]`;

async function reloadOnline() {
  const answered = page.waitForResponse((r) => r.url().includes('/onlineMonitoring/page') && r.request().method() === 'GET');
  await page.goto(`${baseURL}/#/onlineMonitoring/page`);
  await answered;
  await page.getByTestId(`online-point-${dw001}`).waitFor();
}

describe('online monitoring', () => {
  it('shows what a logger sent with alarm red / warning orange cells', async () => {
    // DW001 limits (seed): COD alarm 50 warn 40; NH3-N alarm 5 warn 4; pH 6–9 warn 6.5–8.5; TP alarm 0.5.
    const statuses = await ingest(baseURL, [
      packet(logger, '32', '2011', sentAt, {
        w01018: { Rtd: 45.5, Flag: 'N' }, // warning: above warnMax, below alarmMax
        w21003: { Rtd: 6.2, Flag: 'N' }, // alarm: above alarmMax
        w01001: { Rtd: 7.2, Flag: 'N' }, // normal
        w21011: { Rtd: 0.2, Flag: 'T' }, // alarm by status: T (above the measuring range) → 3
        w21001: { Rtd: 9.1, Flag: 'D' }, // warning by status: D (instrument fault) → 2
      }),
    ]);
    expect(statuses).toEqual(['stored']);
    await reloadOnline();

    const state = (f: string) => page.locator(cell(f)).getAttribute('data-state');
    expect(await state('w01018')).toBe('warning');
    expect(await state('w21003')).toBe('alarm');
    expect(await state('w01001')).toBe('normal');
    expect(await state('w21011')).toBe('alarm');
    expect(await state('w21001')).toBe('warning');
    expect(await page.locator(cell('w01018')).innerText()).toContain('45.5');
    expect(await colourOf(page, `${cell('w21003')} .ec-factor-value`)).toBe(RED);
    expect(await colourOf(page, `${cell('w01018')} .ec-factor-value`)).toBe(ORANGE);
    expect(await colourOf(page, `${cell('w01001')} .ec-factor-value`)).not.toBe(RED);
    expect(await page.getByTestId(`online-point-${dw001}`).getAttribute('data-state')).toBe('alarm');
    // The logger was just heard: online.
    expect(await page.getByTestId(`online-state-${dw001}`).getAttribute('data-online')).toBe('1');
    await screenshot(page, 'monitoring-online-page');
  });

  it('shows the history per level: chart and table with the time precision of the frequency', async () => {
    const statuses = await ingest(baseURL, [
      packet(logger, '32', '2061', lastHour, { w01018: { Avg: 55.5, Min: 50, Max: 61, Flag: 'N' } }),
      packet(logger, '32', '2031', yesterday, { w01018: { Avg: 36.2, Min: 20, Max: 48, Flag: 'N' } }),
    ]);
    expect(statuses).toEqual(['stored', 'stored']);
    await page.goto(`${baseURL}/#/onlineMonitoring/detail/${dw001}`);
    await page.getByTestId('detail-latest').waitFor();

    // Hour (default): hour precision, our hourly average in the alarm colour, one chart per factor.
    await page.locator('[data-testid="history-table"] tbody tr[data-row-key]').first().waitFor();
    const hourRow = page.locator(`[data-testid="history-table"] tr[data-row-key="${chinaText(lastHour)}"]`);
    await hourRow.waitFor();
    expect(await hourRow.getByTestId('history-time').innerText()).toBe(`${chinaText(lastHour).slice(0, 13)}:00`);
    const hourValue = hourRow.getByTestId('history-value-w01018');
    expect(await hourValue.innerText()).toBe('55.5');
    expect(await hourValue.getAttribute('data-state')).toBe('alarm');
    for (const t of await page.getByTestId('history-time').allInnerTexts()) expect(t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    await page.locator('[data-testid="history-chart-w01018"][data-ready="1"] canvas').first().waitFor();
    expect(await page.locator('[data-testid^="history-chart-"]').count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'monitoring-history-hour');

    // Real-time: full date-time; the packet of the first test, COD in the warning colour.
    await page.getByTestId('level-realtime').click();
    const rtRow = page.locator(`[data-testid="history-table"] tr[data-row-key="${chinaText(sentAt)}"]`);
    await rtRow.waitFor();
    expect(await rtRow.getByTestId('history-time').innerText()).toBe(chinaText(sentAt));
    expect(await rtRow.getByTestId('history-value-w01018').getAttribute('data-state')).toBe('warning');
    await page.locator('[data-testid="history-chart-w01018"][data-ready="1"] canvas').first().waitFor();
    await screenshot(page, 'monitoring-history-realtime');

    // Day: date only.
    await page.getByTestId('level-day').click();
    const dayRow = page.locator(`[data-testid="history-table"] tr[data-row-key="${chinaText(yesterday)}"]`);
    await dayRow.waitFor();
    expect(await dayRow.getByTestId('history-time').innerText()).toBe(chinaText(yesterday).slice(0, 10));
    expect(await dayRow.getByTestId('history-value-w01018').innerText()).toBe('36.2');
  });

  it('lists the exceedances, paged by the server', async () => {
    await page.goto(`${baseURL}/#/onlineMonitoring/exceedance/page`);
    const table = page.getByTestId('exceedance-table');
    await table.locator('tbody tr[data-row-key]').first().waitFor();
    // Default: hourly values of the last 30 days; our 55.5 mg/L hourly COD is among them.
    await expect.poll(async () => (await table.locator('tbody').innerText()).includes('55.5'), slow).toBe(true);
    expect(await page.locator('.ant-pagination-total-text').innerText()).toMatch(/共 \d+ 条/);
    await screenshot(page, 'monitoring-exceedances');
  });

  it('drives the real TCP receiver with the simulator: the point comes online with fresh data', async () => {
    const health = (await (await fetch(`${baseURL}/api/health`)).json()) as { data: { hj212Port?: number } };
    const port = health.data.hj212Port;
    expect(port).toBeGreaterThan(0);
    const da001 = await pointIdOnline(page, baseURL, 'DA001');
    const gas = demoLoggerOf('DA001', await mnOf(page, baseURL, da001));
    const profile = demoPointsOf(0).find((p) => p.code === 'DA001')!;
    const before = Date.now();
    const sim = startSimulator({ host: '127.0.0.1', port: port!, intervalSeconds: 1, loggers: [{ ...gas, st: profile.st, factors: profile.factors }] });
    try {
      await expect.poll(() => sim.stats().acked, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    } finally {
      const stats = await sim.stop(2_000);
      expect(stats.refused).toBe(0);
    }
    await page.goto(`${baseURL}/#/onlineMonitoring/page`);
    const card = page.getByTestId(`online-point-${da001}`);
    await card.waitFor();
    expect(await page.getByTestId(`online-state-${da001}`).getAttribute('data-online')).toBe('1');
    // The SO2 cell carries a value the simulator sent within this test.
    expect(await page.locator(`[data-testid="factor-cell-${da001}-a21026"] .ec-factor-value`).innerText()).toMatch(/^\d+(\.\d+)?$/);
    const lastData = (await card.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
    expect(lastData! >= chinaText(before - 5_000)).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
