// Every /boao page in Chromium against the real built server with the seeded demo plant of 浙江清泉水务:
// charts painted, tables filled, the technology report exported and read back with exceljs, a command
// sent and answered by the simulated plant, and what the read-only role and a plant-less enterprise see.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { downloadedFile, launchBrowser, openPage as openSession, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { PAGES } from '../manifest';
import { defaultMonthViewRows, historyMonths, lastClosedDay } from './demoCalendar';
import { chartPainted, enterpriseId, JIANGSU, openPage, slow, tableRows, useEnterprise, ZHEJIANG } from './e2e-helpers';

const baseURL = serverURL();
let browser: Browser;
let session: PageSession;
let page: Page;
let zhejiang: number;
let jiangsu: number;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openSession(browser);
  page = session.page;
  // Looked up before the browser signs in: an API sign-in of the same user ends the browser's session.
  zhejiang = await enterpriseId(baseURL, ZHEJIANG);
  jiangsu = await enterpriseId(baseURL, JIANGSU);
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await useEnterprise(page, baseURL, zhejiang);
});
afterAll(async () => browser?.close());

/** The `共 N 条` of a table's pager (antd renders the pager beside the table, inside its wrapper). */
const totalOf = async (table: string) =>
  Number(/(\d+)/.exec(await page.locator('.ant-table-wrapper', { has: page.getByTestId(table) }).locator('.ant-pagination-total-text').innerText())?.[1]);

/** Switches a statistics page to months and waits until the month answer is on screen. */
async function monthly(p: Page, path: string) {
  const answered = p.waitForResponse((r) => r.url().includes(path) && r.url().includes('granularity=month'));
  await p.getByTestId('boao-granularity-month').click();
  await answered;
  await p.waitForFunction(() => !document.querySelector('.boao-page .ant-spin-spinning'), undefined, slow);
}

describe('the data centre of the demo plant', () => {
  it('is in the sidebar under 水厂数据中心', async () => {
    await openPage(page, baseURL, PAGES.data, 'boao-data');
    expect(await page.getByTestId('menu-boao').innerText()).toBe('水厂数据中心');
    // The branch of the open page is unfolded.
    expect(await page.getByTestId('menu-boao-history').innerText()).toBe('历史数据');
    await page.getByTestId('menu-boao-reach').click();
    await page.getByTestId('boao-reach').waitFor(slow);
    expect(page.url()).toContain(`#${PAGES.reach}`);
    for (const key of ['boao-cloudControl', 'boao-intelligentTechnology', 'boao-videoMonitoring']) await page.getByTestId(`menu-${key}`).waitFor();
  });

  it('real-time data: inflow, the inlet/outlet comparison, the removal chart and every point', async () => {
    await openPage(page, baseURL, PAGES.data, 'boao-data');
    await page.getByTestId('boao-compare-row').first().waitFor(slow);
    expect(await tableRows(page, 'boao-compare-row').count()).toBe(7);
    expect(await page.getByTestId('boao-stat-inflow').innerText()).toMatch(/\d+\.\d\s*m³\/h/);
    expect(await page.getByTestId('boao-simulated').innerText()).toBe('模拟水厂');
    // The simulated plant's job reports every few minutes, so its loggers are online.
    for (const code of ['JS001', 'SH001', 'EC001', 'DW002']) expect(await page.getByTestId(`boao-point-${code}`).innerText()).toContain('在线');
    expect(await page.getByTestId('boao-cell-DW002-w01018').innerText()).toMatch(/COD\s*\d+(\.\d)?/);
    expect(await chartPainted(page, 'boao-chart-removal')).toBeGreaterThan(0);
    await screenshot(page, 'boao-data');
  });

  it('history: a chart per factor and a paged table, at every level', async () => {
    await openPage(page, baseURL, PAGES.history, 'boao-history');
    await page.getByTestId('boao-history-row').first().waitFor(slow);
    expect(await tableRows(page, 'boao-history-row').count()).toBe(20);
    expect(await totalOf('boao-history-table')).toBeGreaterThan(150); // a week of hours
    for (const factor of ['w00000', 'w01018', 'w21003', 'w21011']) expect(await chartPainted(page, `boao-history-chart-${factor}`)).toBeGreaterThan(0);
    await page.getByTestId('boao-level-day').click();
    await page.waitForFunction(() => /^\d{4}-\d{2}-\d{2}$/.test(document.querySelector('[data-testid="boao-history-row"] td')?.textContent ?? ''), undefined, slow);
    expect(await totalOf('boao-history-table')).toBeGreaterThanOrEqual(29);
    await page.getByTestId('boao-level-minute').click();
    await page.waitForFunction(() => /\d{2}:\d0:00$/.test(document.querySelector('[data-testid="boao-history-row"] td')?.textContent ?? ''), undefined, slow);
    expect(await chartPainted(page, 'boao-history-chart-w21011')).toBeGreaterThan(0);
    await screenshot(page, 'boao-history');
  });

  it('consumption: volume and power per m³, chemicals per m³, a day entered through the form', async () => {
    await openPage(page, baseURL, PAGES.consume, 'boao-consume');
    await page.getByTestId('boao-consume-row').first().waitFor(slow);
    expect(await totalOf('boao-consume-table')).toBe(30);
    expect(await chartPainted(page, 'boao-chart-energy')).toBeGreaterThan(0);
    expect(await chartPainted(page, 'boao-chart-chemicals')).toBeGreaterThan(0);

    await page.getByTestId('boao-consume-edit').click();
    for (const [field, value] of [['electricityKwh', '12345.6'], ['pacKg', '900'], ['pamKg', '18'], ['nacloKg', '1800'], ['carbonKg', '300']]) {
      await page.getByTestId(`boao-consume-${field}`).fill(value);
    }
    const saved = page.waitForResponse((r) => r.url().includes('/statistics/consume') && r.request().method() === 'PUT');
    await page.getByTestId('boao-consume-save').click();
    expect((await (await saved).json()).code).toBe(1000000);
    // Yesterday is the first row (newest first) and now shows the entered meter reading.
    await page.waitForFunction(() => document.querySelector('[data-testid="boao-consume-row"]')?.textContent?.includes('12345.6'), undefined, slow);
    await monthly(page, '/statistics/consume');
    expect(await tableRows(page, 'boao-consume-row').count()).toBe(defaultMonthViewRows());
    await screenshot(page, 'boao-consume');
  });

  it('compliance: the share of each limit per day, the rate per month', async () => {
    await openPage(page, baseURL, PAGES.reach, 'boao-reach');
    await page.getByTestId('boao-reach-row').first().waitFor(slow);
    expect(await totalOf('boao-reach-table')).toBe(30);
    expect(await page.getByTestId('boao-reach-rate').innerText()).toMatch(/\d+\.\d{2}\s*%/);
    expect(await chartPainted(page, 'boao-chart-reach')).toBeGreaterThan(0);
    await monthly(page, '/statistics/reach');
    expect(await tableRows(page, 'boao-reach-row').count()).toBe(defaultMonthViewRows());
    expect(await chartPainted(page, 'boao-chart-reach')).toBeGreaterThan(0);
    await screenshot(page, 'boao-reach');
  });

  it('technology report: chart and daily table, exported after confirmation and read back', async () => {
    await openPage(page, baseURL, PAGES.technology, 'boao-technology');
    await page.getByTestId('boao-technology-row').first().waitFor(slow);
    expect(await chartPainted(page, 'boao-chart-technology')).toBeGreaterThan(0);
    const days = await totalOf('boao-technology-table');
    expect(days).toBeGreaterThan(0);
    const firstDay = (await page.getByTestId('boao-technology-row').first().locator('td').first().innerText()).trim();

    await page.getByTestId('boao-export').click();
    await page.locator('.ant-modal-confirm').filter({ hasText: '确认导出所有数据项吗？' }).waitFor();
    const download = page.waitForEvent('download');
    await clickInDialog(page, 'confirm-ok');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^工艺报表_\d{4}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await downloadedFile(file));
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('日期');
    expect(sheet.rowCount).toBe(days + 2); // header, the days, the monthly mean
    expect(sheet.getRow(2).getCell(1).value).toBe(firstDay);
    expect(sheet.getRow(days + 2).getCell(1).value).toBe('月均值');
    await screenshot(page, 'boao-technology');
  });

  it('monthly emission report: loads per month with a year line', async () => {
    await openPage(page, baseURL, PAGES.monthlyEmission, 'boao-monthlyEmission');
    await page.getByTestId('boao-emission-row').first().waitFor(slow);
    // The page opens on the year of the last closed day.
    expect(await tableRows(page, 'boao-emission-row').count()).toBe(historyMonths(Number(lastClosedDay().slice(0, 4))).length);
    expect(await page.getByTestId('boao-emission-total').innerText()).toContain('全年');
    expect(await chartPainted(page, 'boao-chart-emission')).toBeGreaterThan(0);
    await page.getByTestId('boao-export').waitFor();
    await screenshot(page, 'boao-monthly-emission');
  });

  it('cloud control: a set-point command is queued, answered by the simulated plant, and applied', async () => {
    await openPage(page, baseURL, PAGES.cloudControl, 'boao-cloudControl');
    await page.getByTestId('boao-setpoint-doSetpoint').waitFor(slow);
    expect(await page.getByTestId('boao-control-mode').innerText()).toContain('模拟');
    expect(await page.locator('[data-testid="boao-equipment-table"] tbody tr.ant-table-row').count()).toBe(10);

    await page.getByTestId('boao-setpoint-edit-doSetpoint').click();
    await page.getByTestId('boao-command-value').fill('2.3');
    await page.getByTestId('boao-command-remark').fill('e2e：夜间降低曝气');
    await page.getByTestId('boao-command-send').click();
    await page.locator('.ant-modal-confirm').filter({ hasText: '好氧区溶解氧设定' }).waitFor();
    const posted = page.waitForResponse((r) => r.url().includes('/cloudControl/command') && r.request().method() === 'POST');
    await clickInDialog(page, 'confirm-ok');
    const command = (await (await posted).json()).data;
    expect(command).toMatchObject({ status: 'pending', value: 2.3, requestedBy: '张伟' });
    const status = page.getByTestId(`boao-command-status-${command.id}`);
    await status.waitFor(slow);
    // The simulated plant runs every 10 s; the page looks again every 3 s while a command waits.
    await page.waitForFunction((id) => document.querySelector(`[data-testid="boao-command-status-${id}"]`)?.getAttribute('data-status') === 'acknowledged', command.id, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="boao-setpoint-doSetpoint"]')?.textContent?.startsWith('2.3 '), undefined, slow);
    expect(await status.innerText()).toBe('已执行');
    await screenshot(page, 'boao-cloud-control');
  });

  it('smart process: recommendations with their basis, recomputed with other parameters', async () => {
    await openPage(page, baseURL, PAGES.intelligentTechnology, 'boao-intelligentTechnology');
    await page.getByTestId('boao-dose-pac').waitFor(slow);
    expect(await page.locator('[data-testid="boao-recommendations"] tbody tr.ant-table-row').count()).toBe(3);
    expect(await page.getByTestId('boao-formulas').innerText()).toContain('ΔP = max(0');
    expect(await chartPainted(page, 'boao-chart-dosing')).toBeGreaterThan(0);
    const before = Number(await page.getByTestId('boao-dose-naclo').innerText());
    expect(before).toBe(40); // 4 mg/L chlorine at 10 %
    await page.getByTestId('boao-param-chlorineDose').fill('5');
    const answered = page.waitForResponse((r) => r.url().includes('/intelligentTechnology') && r.url().includes('chlorineDose=5'));
    await page.getByTestId('boao-recompute').click();
    await answered;
    await page.waitForFunction(() => document.querySelector('[data-testid="boao-dose-naclo"]')?.textContent === '50.00', undefined, slow);
    await screenshot(page, 'boao-intelligent');
  });

  it('video monitoring: the live panel the video plugin registers (the empty state without it is a unit test)', async () => {
    await openPage(page, baseURL, PAGES.videoMonitoring, 'boao-videoMonitoring');
    await page.getByTestId('boao-video').getByTestId('video-live-widget').waitFor(slow);
    expect(await page.getByTestId('boao-video-empty').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});

describe('other users', () => {
  it('the read-only role sees the pages without the command, entry and export buttons', async () => {
    const viewer = await openSession(browser);
    await signIn(viewer.page, baseURL, DEMO.viewer, '/moduleHome/page');
    await useEnterprise(viewer.page, baseURL, zhejiang);
    await openPage(viewer.page, baseURL, PAGES.cloudControl, 'boao-cloudControl');
    await viewer.page.getByTestId('boao-setpoint-doSetpoint').waitFor(slow);
    expect(await viewer.page.locator('[data-testid="boao-equipment-state-P-101"]').count()).toBe(1);
    const commandButtons = '[data-testid^="boao-setpoint-edit-"], [data-testid^="boao-equipment-start-"], [data-testid^="boao-equipment-stop-"], [data-testid^="boao-equipment-hz-"]';
    expect(await viewer.page.locator(commandButtons).count()).toBe(0);
    await openPage(viewer.page, baseURL, PAGES.technology, 'boao-technology');
    await viewer.page.getByTestId('boao-technology-row').first().waitFor(slow);
    expect(await viewer.page.getByTestId('boao-export').count()).toBe(0);
    await openPage(viewer.page, baseURL, PAGES.consume, 'boao-consume');
    await viewer.page.getByTestId('boao-consume-row').first().waitFor(slow);
    expect(await viewer.page.getByTestId('boao-consume-edit').count()).toBe(0);
    await openPage(viewer.page, baseURL, PAGES.intelligentTechnology, 'boao-intelligentTechnology');
    await viewer.page.getByTestId('boao-dose-pac').waitFor(slow);
    expect(await viewer.page.locator('[data-testid^="boao-apply-"]').count()).toBe(0);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });

  it('an enterprise without a plant gets an empty state, never another enterprise’s plant', async () => {
    await useEnterprise(page, baseURL, jiangsu);
    await page.goto(`${baseURL}/#${PAGES.data}`);
    await page.getByTestId('boao-no-plant').waitFor(slow);
    expect(await page.getByTestId('boao-no-plant').innerText()).toContain('本企业尚未接入水厂');
    await useEnterprise(page, baseURL, zhejiang);
  });
});
