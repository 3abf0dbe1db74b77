// A list kept alive in a tab shows what changed while the user was on another tab: coming back to the
// risk list fetches it again (runtime/common/tabReturn.ts), without a reload and keeping the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../../data-providers/password';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { RISK_ROUTES } from '../contract';

const baseURL = serverURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function adminIssues(enterpriseId: number, title: string): Promise<void> {
  const post = async (path: string, token: string, body: object) => {
    const res = await fetch(`${baseURL}/api${path}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { code: number; data: Record<string, unknown> };
    if (json.code !== 1000000) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const admin = (await post('/operation-manage/auth/login', '', { account: 'admin', password: prehashPassword('Admin@2024') })).token as string;
  await post('/operation-manage/risk/manualProblem', admin, { enterpriseId, title, level: 2, description: '返回标签页时应可见' });
}

describe('a kept-alive list when its tab is shown again', () => {
  it('shows the risk raised while another tab was open, without a reload', async () => {
    const jiangsu = await enterpriseIdByName(baseURL, await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password), '江苏绿源化工有限公司');
    const { page, context, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/login');
    await storeTabEnterprise(page, jiangsu);
    await page.goto(`${baseURL}/#${RISK_ROUTES.page}`);
    await page.reload();
    await page.getByTestId('risk-table').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="risk-table"] .ant-spin-spinning'));

    // Survives hash navigation only: a reload of the document would drop it.
    await page.evaluate(() => Object.assign(window, { ecSamePage: true }));
    const listAnswer = () => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/risk/page') && r.request().method() === 'GET');

    // Another page in a second tab (the risk notices), then back by the tab bar: the list page was kept
    // alive (its state stays) and fetches its list again.
    await page.goto(`${baseURL}/#${RISK_ROUTES.notice}`);
    await page.getByTestId('risk-table').waitFor({ state: 'detached' });
    const first = `标签页返回${Date.now().toString(36)}`;
    await adminIssues(jiangsu, first);
    let refetched = listAnswer();
    await page.getByTestId(`page-tab-${RISK_ROUTES.page}`).click();
    await refetched;
    await page.getByTestId('risk-title').filter({ hasText: first }).waitFor();

    // Back by the menu (a fresh page over a cached answer younger than the cache's stale time).
    await page.getByTestId(`page-tab-${RISK_ROUTES.notice}`).click();
    await page.getByTestId('risk-table').waitFor({ state: 'detached' });
    const second = `菜单返回${Date.now().toString(36)}`;
    await adminIssues(jiangsu, second);
    refetched = listAnswer();
    await page.goto(`${baseURL}/#${RISK_ROUTES.page}`);
    await refetched;
    await page.getByTestId('risk-title').filter({ hasText: second }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { ecSamePage?: boolean }).ecSamePage)).toBe(true);
    await screenshot(page, 'tab-return-risk-list');
    expect(errors).toEqual([]);
    await context.close();
  });
});
