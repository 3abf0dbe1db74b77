// Issue 14's approval forms in Chromium: 张伟 designs a small review form and saves it, picks it with the
// workflow designer's form-key picker for a user task, deploys; 王芳 starts an application; 李娜 opens the
// task and sees the form rendered, an empty required field is refused with the spec's message, then the
// filled form completes the task and its data shows in the approval records and the history.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { append, pick, signInJiangsu } from './designerSteps';

const baseURL = serverURL();
const WANG = { phone: '13800000003', password: 'Demo@2024' };
const suffix = Date.now().toString(36);
const FORM_KEY = `review${suffix}`;
const FORM_NAME = `审核意见表${suffix}`;
const PROCESS = `表单审批${suffix}`;
const TITLE = `设备检修申请-${suffix}`;
const OPINION = '同意检修，周五前完成';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a user task with a designer form', () => {
  it('saves a form, picks it for a task in the workflow designer and deploys', async () => {
    const { page, context, errors } = await openPage(browser, { height: 1000 });
    await signInJiangsu(page, baseURL, DEMO.admin, '/formDesigner/page');
    await page.getByTestId('form-list-add').click();
    await page.getByTestId('form-designer').waitFor();
    // A click on a palette entry adds the widget and selects it.
    await page.getByTestId('palette-textarea').click();
    await page.getByTestId('setting-name').fill('opinion');
    await page.getByTestId('setting-name').press('Enter');
    await page.getByTestId('designer-widget-opinion').waitFor();
    await page.getByTestId('setting-label').fill('审核意见');
    await page.getByTestId('setting-required').click();
    await page.getByTestId('designer-save').click();
    await page.getByTestId('save-form-key').fill(FORM_KEY);
    await page.getByTestId('save-form-name').fill(FORM_NAME);
    await page.getByTestId('save-form-ok').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已保存为第 1 版' }).first().waitFor();

    await page.goto(`${baseURL}/#/workflow/model/page`);
    await page.getByTestId('model-new').click();
    await page.getByTestId('designer-canvas').locator('.djs-element[data-element-id="start"]').waitFor();
    await page.getByTestId('prop-name').fill(PROCESS);
    const task = await append(page, 'start', 'append.user-task');
    await page.getByTestId('prop-name').fill('检修审核');
    await pick(page, 'prop-candidate-users', '李娜');
    await page.keyboard.press('Escape');
    // The picker offers the enterprise's saved forms by name and key.
    await pick(page, 'prop-form-key', `${FORM_NAME}（${FORM_KEY}）`);
    await append(page, task, 'append.end-event');
    await page.getByTestId('designer-preview').click();
    expect(await page.getByTestId('designer-xml').inputValue()).toContain(`flowable:formKey="${FORM_KEY}"`);
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await page.getByTestId('designer-xml').waitFor({ state: 'hidden' });
    await page.getByTestId('designer-save').click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/#\/workflow\/model\/designer\/\d+/);
    await page.getByTestId('designer-deploy').click();
    await page.getByText('部署成功，版本 v1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the task its form, refuses an empty required field, completes with the data and keeps it in the history', async () => {
    const wang = await openPage(browser);
    await signInJiangsu(wang.page, baseURL, WANG, '/system-application/page');
    await wang.page.getByTestId('apply-new').click();
    await pick(wang.page, 'apply-process', PROCESS);
    await wang.page.getByTestId('apply-title').fill(TITLE);
    await wang.page.getByTestId('apply-content').fill('更换除尘器滤袋');
    await wang.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await wang.page.getByText('申请已提交').first().waitFor();
    await wang.context.close();

    const li = await openPage(browser, { height: 1000 });
    const page = li.page;
    await signInJiangsu(page, baseURL, DEMO.viewer, '/system-examine/page');
    await page.getByTestId('examine-table').locator('tr', { hasText: TITLE }).getByTestId('examine-open').click();
    const decision = page.getByTestId('instance-decision');
    const form = decision.getByTestId('task-form');
    await form.getByTestId('field-opinion').waitFor();
    await expect(form.innerText()).resolves.toContain('审核意见');

    // Left empty, the required field is refused with the spec's message and nothing is decided.
    await page.getByTestId('instance-approve').click();
    await form.getByText('审核意见字段值不可为空').waitFor();
    expect(await page.getByTestId('instance-detail').getAttribute('data-status')).toBe('1');

    await form.getByTestId('field-opinion').fill(OPINION);
    await page.getByTestId('instance-approve').click();
    await page.locator('[data-testid="instance-detail"][data-status="3"]').waitFor();
    await screenshot(page, 'workflow-task-form-done');

    // The approval record keeps the form's data, drawn read-only with the form.
    const records = page.getByTestId('instance-tasks');
    await records.locator('.ant-table-row-expand-icon').first().click();
    const stored = records.locator('[data-testid^="task-form-data-"]');
    await stored.getByTestId('field-opinion').waitFor();
    expect(await stored.getByTestId('field-opinion').inputValue()).toBe(OPINION);
    expect(await stored.getByTestId('field-opinion').isDisabled()).toBe(true);
    // And the history line of the decision names the field with its value.
    await page.getByTestId('instance-history').locator('[data-kind="task_completed"]').filter({ hasText: `审核意见: ${OPINION}` }).waitFor();
    expect(li.errors).toEqual([]);
    await li.context.close();
  });
});
