// Issue 14's approval forms in Chromium: 张伟 designs an application form and a review form and saves them,
// picks them with the workflow designer's form-key picker for the start event and a user task, deploys;
// 王芳 applies with the start form (an empty required field refused); 李娜 opens the task and sees its form
// rendered, an empty required field is refused with the spec's message, then the filled form completes
// the task and its data shows in the approval records and the history.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { closeDialog, DEMO } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { append, pick, signInJiangsu } from './designerSteps';

const baseURL = serverURL();
const WANG = { phone: '13800000003', password: 'Demo@2024' };
const suffix = Date.now().toString(36);
const FORM_KEY = `review${suffix}`;
const FORM_NAME = `审核意见表${suffix}`;
const START_KEY = `repair${suffix}`;
const START_NAME = `检修申请表${suffix}`;
const PROCESS = `表单审批${suffix}`;
const TITLE = `设备检修申请-${suffix}`;
const OPINION = '同意检修，周五前完成';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a user task with a designer form', () => {
  it('saves two forms, picks them for the start event and a task in the workflow designer, and deploys', async () => {
    const { page, context, errors } = await openPage(browser, { height: 1000 });
    await signInJiangsu(page, baseURL, DEMO.admin, '/formDesigner/page');
    /** A new form of one required field, added by a click on its palette entry (which selects it). */
    const saveForm = async (type: string, field: string, label: string, key: string, name: string) => {
      await page.goto(`${baseURL}/#/formDesigner/page`);
      await page.getByTestId('form-list-add').click();
      await page.getByTestId('form-designer').waitFor();
      await page.getByTestId(`palette-${type}`).click();
      await page.getByTestId('setting-name').fill(field);
      await page.getByTestId('setting-name').press('Enter');
      await page.getByTestId(`designer-widget-${field}`).waitFor();
      await page.getByTestId('setting-label').fill(label);
      await page.getByTestId('setting-required').click();
      await page.getByTestId('designer-save').click();
      await page.getByTestId('save-form-key').fill(key);
      await page.getByTestId('save-form-name').fill(name);
      await page.getByTestId('save-form-ok').click();
      await page.locator('.ant-message-notice').filter({ hasText: '已保存为第 1 版' }).first().waitFor();
      await page.waitForURL(/#\/formDesigner\/design\/\d+/);
    };
    await saveForm('input', 'part', '检修部位', START_KEY, START_NAME);
    await saveForm('textarea', 'opinion', '审核意见', FORM_KEY, FORM_NAME);

    await page.goto(`${baseURL}/#/workflow/model/page`);
    await page.getByTestId('model-new').click();
    await page.getByTestId('designer-canvas').locator('.djs-element[data-element-id="start"]').waitFor();
    await page.getByTestId('prop-name').fill(PROCESS);
    // The picker offers the enterprise's saved forms by name and key: the start event's form first.
    await page.locator('.djs-element[data-element-id="start"] .djs-hit').first().dispatchEvent('click');
    await page.locator('[data-testid="designer-panel"][data-element-id="start"]').waitFor();
    await pick(page, 'prop-form-key', `${START_NAME}（${START_KEY}）`);
    const task = await append(page, 'start', 'append.user-task');
    await page.getByTestId('prop-name').fill('检修审核');
    await pick(page, 'prop-candidate-users', '李娜');
    await page.keyboard.press('Escape');
    await pick(page, 'prop-form-key', `${FORM_NAME}（${FORM_KEY}）`);
    await append(page, task, 'append.end-event');
    await page.getByTestId('designer-preview').click();
    const xml = await page.getByTestId('designer-xml').inputValue();
    expect(xml).toMatch(new RegExp(`<startEvent id="start"[^>]*flowable:formKey="${START_KEY}"`));
    expect(xml).toMatch(new RegExp(`<userTask id="${task}"[^>]*flowable:formKey="${FORM_KEY}"`));
    await closeDialog(page, page.getByTestId('designer-xml'));
    await page.getByTestId('designer-save').click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/#\/workflow\/model\/designer\/\d+/);
    await page.getByTestId('designer-deploy').click();
    await page.getByText('部署成功，版本 v1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies with the start form; the task shows its form, refuses an empty required field, completes and keeps the data in the history', async () => {
    const wang = await openPage(browser);
    await signInJiangsu(wang.page, baseURL, WANG, '/system-application/page');
    await wang.page.getByTestId('apply-new').click();
    await pick(wang.page, 'apply-process', PROCESS);
    await wang.page.getByTestId('apply-title').fill(TITLE);
    // The process's start form replaces the fixed fields; its required field is refused while empty.
    const startForm = wang.page.getByTestId('apply-start-form');
    await startForm.getByTestId('field-part').waitFor();
    expect(await wang.page.getByTestId('apply-content').count()).toBe(0);
    await wang.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await startForm.getByText('检修部位字段值不可为空').waitFor();
    await startForm.getByTestId('field-part').fill('除尘器滤袋');
    await wang.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await wang.page.getByText('申请已提交').first().waitFor();
    expect(wang.errors).toEqual([]);
    await wang.context.close();

    const li = await openPage(browser, { height: 1000 });
    const page = li.page;
    await signInJiangsu(page, baseURL, DEMO.viewer, '/system-examine/page');
    await page.getByTestId('examine-table').locator('tr', { hasText: TITLE }).getByTestId('examine-open').click();
    const decision = page.getByTestId('instance-decision');
    const form = decision.getByTestId('task-form');
    await form.getByTestId('field-opinion').waitFor();
    await expect(form.innerText()).resolves.toContain('审核意见');
    // The application's data is drawn with its start form, read-only.
    const application = page.getByTestId('instance-form-data');
    expect(await application.getByTestId('field-part').inputValue()).toBe('除尘器滤袋');
    expect(await application.getByTestId('field-part').isDisabled()).toBe(true);

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
