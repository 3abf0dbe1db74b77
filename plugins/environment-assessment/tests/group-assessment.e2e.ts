// Issue 16 with issue 18 in Chromium: a group manager (张伟) in 绿源环境集团 scores the group's own
// evaluation system over every effective member from /managementGroup/environmentAssessment/page, opens
// one member's result (read through the group), answers a selection item of the group's system for that
// member, opens the member's report (no sidebar, no navbar), and on the group dashboard sees the members
// ranked under that system and period by default, and under another system once he picks it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { chooseEnterprise, clickInDialog, DEMO, pickOption, settledPopup, signIn } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { GROUP_SCORE_BASE, GROUP_SETTING_BASE } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const baseURL = serverURL();
const GROUP = '绿源环境集团';
const JIANGSU = '江苏绿源化工有限公司';
const RUN = Date.now().toString(36);
const SYSTEM_A = `集团评价A-${RUN}`;
const SYSTEM_B = `集团评价B-${RUN}`;
const DASHBOARD = '/managementGroup/enterpriseLandun/page';
/** The month the fixed browser clock (E2E_NOW, 2026-01-15) offers by default; B is scored for the month before. */
const PERIOD_A = '2026-01';
const PERIOD_B = '2025-12';

let browser: Browser;
let page: Page;
let group: number;
let jiangsu: number;
let effective: number;
const systems: Record<'a' | 'b', number> = { a: 0, b: 0 };
let answeredTotal = '';

async function api(token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: token, enterprise_id: String(group), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** Copies the back office's monthly template into the group under `name`. */
async function groupSystem(token: string, name: string): Promise<number> {
  const page = await api(token, 'GET', `${GROUP_SETTING_BASE}/system/page?withTemplates=true&pageNum=1&pageSize=50`);
  const template = page.data.records.find((s: Json) => s.template && s.name === '环境行为评估（月度）');
  const copy = await api(token, 'POST', `${GROUP_SETTING_BASE}/system/copy/${template.id}`, { name });
  expect(copy.code).toBe(1000000);
  return copy.data.id;
}

const visible = (testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
const detailTotal = async () => (await visible('detail-total').locator('.ant-statistic-content-value').innerText()).trim();

beforeAll(async () => {
  // Set-up through the API first: the browser's sign-in afterwards supersedes this session.
  const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  group = await enterpriseIdByName(baseURL, token, GROUP);
  jiangsu = await enterpriseIdByName(baseURL, token, JIANGSU);
  effective = (await api(token, 'GET', '/enterprise-side-app/group/memberList')).data.filter((m: Json) => m.effective).length;
  systems.a = await groupSystem(token, SYSTEM_A);
  systems.b = await groupSystem(token, SYSTEM_B);
  // System B scored the members for the month before: the ranking's other choice.
  const scored = await api(token, 'POST', `${GROUP_SCORE_BASE}/calculate`, { systemId: systems.b, periodKey: PERIOD_B });
  expect(scored.data.enterpriseCount).toBe(effective);
  browser = await launchBrowser();
  ({ page } = await openPage(browser, { fixedClock: true }));
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await chooseEnterprise(page, group, GROUP);
});
afterAll(async () => browser?.close());

describe('a group scores its members with its own system', () => {
  it('scores every effective member from the group’s assessment page and lists the member’s result', async () => {
    await page.goto(`${baseURL}/#/managementGroup/environmentAssessment/page`);
    await visible('group-assessment').waitFor();
    await visible('group-assessment-calculate').click();
    await page.getByTestId('run-system').click();
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option').filter({ hasText: SYSTEM_A }).click();
    await expect.poll(() => page.getByTestId('run-period').inputValue()).toBe(PERIOD_A);
    const ran = page.waitForResponse((r) => new URL(r.url()).pathname === `/api${GROUP_SCORE_BASE}/calculate` && r.request().method() === 'POST');
    await clickInDialog(page, 'run-confirm');
    const answer = await (await ran).json();
    expect(answer.code).toBe(1000000);
    expect(answer.data).toMatchObject({ periodKey: PERIOD_A, enterpriseCount: effective });

    await pickOption(page, 'group-member-picker', JIANGSU);
    await page.waitForURL((url) => url.hash.endsWith(`/managementGroup/environmentAssessment/page/${jiangsu}`));
    const row = page.locator('[data-testid="assessment-list"]:visible tbody tr[data-row-key]').filter({ hasText: SYSTEM_A });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(PERIOD_A);
    await expect(row.getByTestId('group-system-tag').innerText()).resolves.toBe('集团评价');
    // The member's list offers no client scoring: the group scores from its own button.
    expect(await page.getByTestId('assessment-calculate').count()).toBe(0);
    await screenshot(page, 'group-assessment-list');
  });

  it('answers a selection item of the group’s system for the member, and opens the member’s report', async () => {
    const row = page.locator('[data-testid="assessment-list"]:visible tbody tr[data-row-key]').filter({ hasText: SYSTEM_A });
    await row.getByTestId('row-detail').click();
    await page.waitForURL((url) => url.hash.includes(`/managementGroup/environmentAssessment/detail/${jiangsu}?id=`));
    await visible('assessment-detail').waitFor();
    const before = await detailTotal();
    // The template's selection items start at their default option (score 0); the group answers the first with its best option.
    const select = page.locator('[data-testid^="answer-"]:visible').first();
    await select.click();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api${GROUP_SCORE_BASE}/answer` && r.request().method() === 'PUT');
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option').first().click();
    const put = await answered;
    expect((await put.json()).data).toMatchObject({ enterpriseCount: 1 });
    expect(put.request().headers()['member_enterprise_id']).toBeUndefined();
    await expect.poll(detailTotal).not.toBe(before);
    answeredTotal = await detailTotal();
    expect(Number(answeredTotal)).toBeGreaterThan(Number(before));

    await visible('detail-report').click();
    await page.waitForURL((url) => url.hash.includes(`/managementGroup/environmentAssessment/result/${jiangsu}?id=`));
    await visible('assessment-report').waitFor();
    expect(await page.getByTestId('navbar').isVisible()).toBe(false);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await expect.poll(async () => (await visible('report-score').innerText()).trim()).toBe(Number(answeredTotal).toFixed(2));
    await expect(page.getByTestId('assessment-report').innerText()).resolves.toContain(JIANGSU);
    await screenshot(page, 'group-assessment-report');
    await visible('report-back').click();
    await page.waitForURL((url) => url.hash.includes(`/managementGroup/environmentAssessment/detail/${jiangsu}?id=`));
    await visible('assessment-detail').waitFor();
  });

  it('ranks the members on the dashboard under the latest scored system and period, and under the one picked', async () => {
    await page.goto(`${baseURL}/#${DASHBOARD}`);
    const rows = page.getByTestId('group-score-rows');
    await expect.poll(() => rows.getAttribute('data-choice')).toBe(`${systems.a}:${PERIOD_A}`);
    await expect.poll(() => rows.locator('li').count()).toBe(effective);
    await expect(page.getByTestId(`group-score-${jiangsu}`).getByTestId('group-score-total').innerText()).resolves.toContain(Number(answeredTotal).toFixed(1));
    // Ranked: ranks never fall as the scores do.
    const ranks = (await rows.getByTestId('group-score-rank').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rank')))));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(1);

    await pickOption(page, 'group-score-system', SYSTEM_B);
    await expect.poll(() => rows.getAttribute('data-choice')).toBe(`${systems.b}:${PERIOD_B}`);
    await expect.poll(() => rows.locator('li').count()).toBe(effective);
    await screenshot(page, 'group-score-ranking');

    // A member's name opens its assessment through the group.
    await page.getByTestId(`group-score-${jiangsu}`).getByRole('link').click();
    await page.waitForURL((url) => url.hash.includes(`/managementGroup/environmentAssessment/detail/${jiangsu}?id=`));
    await expect(visible('assessment-detail').innerText()).resolves.toContain(SYSTEM_B);
  });
});
