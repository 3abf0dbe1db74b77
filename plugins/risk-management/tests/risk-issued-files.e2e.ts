// Issue 18: the back office issues a problem to 江苏 with a platform file attached from its risk page;
// 江苏's user finds the problem in the enterprise's risk list and downloads the file from its detail.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../../tests/e2e/helpers/admin';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, settledPopup, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { RISK_ROUTES } from '../contract';

const baseURL = serverURL();
const JIANGSU = '江苏绿源化工有限公司';
const RUN = Date.now().toString(36);
const TITLE = `运营下发问题-${RUN}`;
const FILE = `整改通知-${RUN}.pdf`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1100, 0x43), Buffer.from('\n%%EOF\n')]);
let browser: Browser;
let jiangsu: number;

beforeAll(async () => {
  // Set-up through the API first: a client sign-in ends the user's other sessions.
  jiangsu = await enterpriseIdByName(baseURL, await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password), JIANGSU);
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a problem the back office issues', () => {
  it('carries a platform file the enterprise downloads from the risk detail', async () => {
    const ops = await openPage(browser);
    await adminSignIn(ops.page, baseURL, 'risk');
    await ops.page.getByTestId('admin-risk-issue').click();
    await ops.page.getByTestId('manual-form').waitFor();
    await ops.page.getByTestId('manual-enterprise').click();
    await ops.page.getByTestId('manual-enterprise').locator('input').fill('江苏');
    await settledPopup(ops.page, '.ant-select-dropdown').locator('.ant-select-item-option', { hasText: JIANGSU }).click();
    await ops.page.getByTestId('manual-title').fill(TITLE);
    const completed = ops.page.waitForResponse((r) => r.url().endsWith('/api/operation-manage/file/upload/complete'));
    await ops.page.getByTestId('manual-attachments-input').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: PDF });
    expect((await (await completed).json()).code).toBe(1000000);
    await ops.page.getByTestId('manual-attachments-list').locator(`[data-testid="file-item"][data-name="${FILE}"]`).waitFor();
    const issued = ops.page.waitForResponse((r) => r.url().endsWith('/operation-manage/risk/manualProblem') && r.request().method() === 'POST');
    await clickInDialog(ops.page, 'manual-ok');
    expect((await (await issued).json()).code).toBe(1000000);
    expect(ops.errors).toEqual([]);
    await ops.context.close();

    const user = await openPage(browser);
    await signIn(user.page, baseURL, DEMO.admin, '/login');
    await storeTabEnterprise(user.page, jiangsu);
    await user.page.goto(`${baseURL}/#${RISK_ROUTES.page}`);
    await user.page.reload();
    const row = user.page.getByTestId('risk-row').filter({ has: user.page.getByTestId('risk-title').filter({ hasText: TITLE }) });
    await row.getByTestId('risk-open').click();
    const link = user.page.getByTestId('risk-attachments').getByRole('link', { name: FILE });
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(await user.page.evaluate(async (url) => (await (await fetch(url!)).arrayBuffer()).byteLength, href)).toBe(PDF.length);
    await screenshot(user.page, 'risk-issued-file');
    expect(user.errors).toEqual([]);
    await user.context.close();
  });
});
