// Evaluation settings in Chromium: an enterprise adds a scoring indicator (rule, threshold, deduction
// steps) and a selection indicator and reads them back; the back office manages the templates under
// its own frame, and a template it adds is offered to enterprises.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
const slow = { timeout: 30_000 };
const stamp = Date.now() % 100000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const visible = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
const rowWith = (page: Page, list: string, text: string) => page.locator(`[data-testid="${list}"]:visible tbody tr[data-row-key]`).filter({ hasText: text });

async function pick(page: Page, testId: string, option: string) {
  await visible(page, testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('evaluation settings', () => {
  it('an enterprise adds a scoring indicator with a threshold and deduction steps, and reads it back', async () => {
    const { page } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/evaluationSetting/customIndicator/page');
    await visible(page, 'indicator-list').waitFor(slow);
    await visible(page, 'list-add').click();
    await visible(page, 'indicator-form').waitFor(slow);
    const name = `传输率考核${stamp}`;
    await visible(page, 'field-name').fill(name);
    await visible(page, 'field-category').locator('input').fill('数据质量');
    await visible(page, 'field-name').click(); // leave the field: closes the category suggestions
    await pick(page, 'field-ruleKey', '数据传输率');
    await expect.poll(() => visible(page, 'field-params-thresholdPercent').inputValue()).toBe('90');
    await visible(page, 'field-params-thresholdPercent').fill('85');
    await page.locator('label').filter({ hasText: '分段扣分' }).click();
    await page.getByRole('button', { name: '添加区间' }).click();
    await page.getByPlaceholder('上限（不含）').fill('85');
    await page.getByPlaceholder('扣分').fill('40');
    const saved = page.waitForResponse((r) => r.url().endsWith('/indicator/custom') && r.request().method() === 'POST');
    await visible(page, 'form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    const row = rowWith(page, 'indicator-list', name);
    await row.waitFor(slow);
    expect(await row.innerText()).toContain('数据传输率');
    await row.getByTestId('row-detail').click();
    // The detail frame (with its back button) shows before the record it loads: wait for the record.
    const detail = visible(page, 'indicator-detail');
    await expect.poll(() => detail.innerText(), slow).toContain('阈值（%）：85');
    expect(await detail.innerText()).toContain('分段扣分：[, 85) −40');
    await screenshot(page, 'assessment-indicator-detail');
  });

  it('an enterprise adds a selection indicator with scored options', async () => {
    const { page } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/evaluationSetting/selectIndicator/page');
    await visible(page, 'list-add').click();
    const name = `环评批复${stamp}`;
    await visible(page, 'field-name').fill(name);
    await visible(page, 'field-category').locator('input').fill('环境管理');
    await visible(page, 'field-name').click(); // leave the field: closes the category suggestions
    await visible(page, 'field-option-1-score').fill('20');
    const saved = page.waitForResponse((r) => r.url().endsWith('/indicator/select') && r.request().method() === 'POST');
    await visible(page, 'form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    await expect.poll(async () => rowWith(page, 'indicator-list', name).innerText(), slow).toContain('否(20)');
  });

  it('the back office manages the templates and enterprises are offered them', async () => {
    const admin = await openPage(browser);
    const page = admin.page;
    await page.goto(`${baseURL}/#/admin/evaluation/customIndicator`);
    await page.waitForURL(/#\/admin\/login/);
    await page.getByTestId('admin-login-account').fill('admin');
    await page.getByTestId('admin-login-password').fill('Admin@2024');
    await page.getByTestId('admin-login-submit').click();
    await visible(page, 'indicator-list').waitFor(slow);
    // The built-in templates: one per rule.
    await rowWith(page, 'indicator-list', '危废转移联单缺失').waitFor(slow);
    await visible(page, 'list-add').click();
    const name = `模板超标${stamp}`;
    await visible(page, 'field-name').fill(name);
    await visible(page, 'field-category').locator('input').fill('排放达标');
    await visible(page, 'field-name').click(); // leave the field: closes the category suggestions
    const saved = page.waitForResponse((r) => r.url().endsWith('/template/indicator/custom') && r.request().method() === 'POST');
    await visible(page, 'form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    await rowWith(page, 'indicator-list', name).waitFor(slow);
    await page.goto(`${baseURL}/#/admin/evaluation/evaluationSystem`);
    await rowWith(page, 'system-list', '环保信用评价（年度）').getByTestId('row-detail').click();
    await visible(page, 'system-detail').waitFor(slow);
    // The detail frame shows before its template loads: wait for the content itself.
    await visible(page, 'system-detail').getByText('黑牌').first().waitFor(slow);
    await screenshot(page, 'assessment-admin-template');

    // An enterprise sees the new template beside its own indicators when it asks for templates.
    const client = await openPage(browser);
    await signIn(client.page, baseURL, DEMO.admin, '/evaluationSetting/customIndicator/page');
    await visible(client.page, 'with-templates').click();
    const template = rowWith(client.page, 'indicator-list', name);
    await template.waitFor(slow);
    expect(await template.innerText()).toContain('模板');
    expect(await template.getByTestId('row-edit').count()).toBe(0);
  });
});
