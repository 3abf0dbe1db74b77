// Evaluation settings in Chromium: an enterprise adds a scoring indicator (rule, threshold, deduction
// steps) and a selection indicator and reads them back; the back office manages the templates under
// its own frame, and a template it adds is offered to enterprises.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../../tests/e2e/helpers/admin';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO, settledPopup, signIn } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
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

  it('copies indicators: a template into an enterprise and into a group, and a template in the back office', async () => {
    /** From a list with the templates shown: copy the row, rename, land on the copy's edit page and save it. */
    const copyRow = async (page: Page, source: string, name: string, endpoint: RegExp) => {
      await rowWith(page, 'indicator-list', source).first().getByTestId('row-copy').click();
      const copy = visible(page, 'indicator-copy');
      await copy.waitFor(slow);
      // The name field is prefilled once the source has loaded.
      await expect.poll(() => visible(page, 'field-name').inputValue(), slow).toBe(`${source} 副本`);
      expect(await copy.innerText()).toContain(source);
      await visible(page, 'field-name').fill(name);
      const copied = page.waitForResponse((r) => endpoint.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
      await visible(page, 'form-submit').click();
      expect((await (await copied).json()).code).toBe(1000000);
      // On to the copy's own edit page, with the source's definition.
      await visible(page, 'indicator-form').waitFor(slow);
      await expect.poll(() => visible(page, 'field-name').inputValue(), slow).toBe(name);
      await visible(page, 'form-submit').click();
      await rowWith(page, 'indicator-list', name).waitFor(slow);
    };

    // Set-up through the API first: a client sign-in ends the user's other sessions.
    const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
    const groupId = await enterpriseIdByName(baseURL, token, '绿源环境集团');

    // The enterprise: a scoring template keeps its rule.
    const { page, errors } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/evaluationSetting/customIndicator/page');
    await visible(page, 'with-templates').click();
    const own = `联单考核${stamp}`;
    await copyRow(page, '危废转移联单缺失', own, /\/indicator\/custom\/copy\/\d+$/);
    // An own indicator (editable), with the template's rule and deduction.
    const row = rowWith(page, 'indicator-list', own);
    expect(await row.getByTestId('row-edit').count()).toBe(1);
    const template = await rowWith(page, 'indicator-list', '危废转移联单缺失').first().locator('td').allInnerTexts();
    expect((await row.locator('td').allInnerTexts()).slice(1, 5)).toEqual(template.slice(1, 5));
    await screenshot(page, 'assessment-indicator-copied');

    // The group: a selection template becomes the group's own.
    await page.getByTestId('enterprise-selector').click();
    await settledPopup(page, '.ant-select-dropdown').getByTestId(`enterprise-option-${groupId}`).click();
    await page.getByTestId('module-home').waitFor();
    await page.goto(`${baseURL}/#/managementGroup/selectIndicator/page`);
    await visible(page, 'with-templates').click();
    await copyRow(page, '持有有效排污许可证', `集团许可证${stamp}`, /\/group\/environment\/evaluation\/indicator\/select\/copy\/\d+$/);
    expect(errors).toEqual([]);

    // The back office: a template copied is one more template.
    const admin = await openPage(browser);
    await adminSignIn(admin.page, baseURL, 'evaluation/selectIndicator');
    await visible(admin.page, 'indicator-list').waitFor(slow);
    await copyRow(admin.page, '突发环境事件应急预案已备案', `预案模板${stamp}`, /\/template\/indicator\/select\/copy\/\d+$/);
  });
});
