// Enterprise dashboard end to end: counts from the seeded monitoring data, and the board theme chosen
// per user on the server (group/screen/changeBoardTheme), kept after a reload and re-applied to the charts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
let session: PageSession;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/enterpriseLandun/page');
});
afterAll(async () => browser?.close());

const board = () => page.getByTestId('enterprise-dashboard');
const themeOf = () => board().getAttribute('data-theme');
/** The shell and the board load after a reload; on a busy machine that takes seconds. */
const slow = { timeout: 20_000 };
const chartReady = (theme: string) => page.locator(`[data-testid="board-state-chart"][data-theme="${theme}"][data-ready="1"] canvas`).first().waitFor();

describe('enterprise dashboard', () => {
  it('shows the counts of the seeded points in the light board by default', async () => {
    await expect.poll(themeOf, slow).toBe('light');
    await expect.poll(async () => Number(await page.getByTestId('board-stat-points').locator('.ec-stat-value').innerText()), slow).toBeGreaterThan(0);
    expect(await page.getByTestId('board-stat-online').innerText()).toMatch(/\d+\/\d+/);
    await chartReady('light');
    const background = await board().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(240, 243, 248)');
    await screenshot(page, 'monitoring-dashboard-light');
  });

  it('switches to the dark board, keeps it after a reload, and back', async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/group/screen/changeBoardTheme'));
    await page.getByTestId('board-theme-switch').click();
    const answer = await (await saved).json();
    expect(answer).toMatchObject({ code: 1000000, data: 1 });
    await expect.poll(themeOf, slow).toBe('dark');
    await chartReady('dark');

    await page.reload();
    await expect.poll(themeOf, slow).toBe('dark');
    await chartReady('dark');
    expect(await page.getByTestId('board-theme-switch').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'monitoring-dashboard-dark');

    const back = page.waitForResponse((r) => r.url().endsWith('/group/screen/changeBoardTheme'));
    await page.getByTestId('board-theme-switch').click();
    await back;
    await expect.poll(themeOf, slow).toBe('light');
    await page.reload();
    await expect.poll(themeOf, slow).toBe('light');
    expect(session.errors).toEqual([]);
  });

  it('keeps the theme per user: the viewer still sees the light board', async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/group/screen/changeBoardTheme'));
    await page.getByTestId('board-theme-switch').click();
    await saved;
    await expect.poll(themeOf, slow).toBe('dark');
    const other = await openPage(browser);
    await signIn(other.page, baseURL, DEMO.viewer, '/enterpriseLandun/page');
    await expect.poll(() => other.page.getByTestId('enterprise-dashboard').getAttribute('data-theme'), slow).toBe('light');
    await other.context.close();
  });
});
