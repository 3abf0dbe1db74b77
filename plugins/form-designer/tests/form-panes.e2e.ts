// Tab panes the user has not opened yet (issue 14, the 200-field benchmark): the renderer draws a pane on
// its first activation, yet its fields are in the form from the start. In Chromium, on the fill page of
// a saved form: a required field of an unopened pane blocks the submit, its tab says so and the message
// shows once the pane is opened; values of panes never opened (defaults) reach the server; hiding and
// showing a field and hiding, showing and activating a pane by index work on panes never opened.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PATHS } from '../../../schemas/contracts/forms';
import { emptyForm, widgetFactory } from '../../../schemas/forms/factory';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
const JIANGSU = '江苏绿源化工有限公司';
const FORM_KEY = `panes${Date.now().toString(36)}`;
let browser: Browser;
let session: PageSession;
let page: Page;

/**
 * Tab widget `steps`: pane 0 holds `first` and buttons whose event code acts on the other panes, pane 1
 * the required `second` and `note` (default), pane 2 `third` (default).
 */
function panesForm(): FormJson {
  let n = 0;
  const factory = widgetFactory(new Set(), () => ++n);
  const widget = (type: string, options: Record<string, unknown>): FormWidget => {
    const w = factory.create(type);
    Object.assign(w.options, options);
    return w;
  };
  const button = (name: string, onClick: string) => widget('button', { name, label: name, onClick });
  const tab = factory.create('tab');
  tab.options.name = 'steps';
  tab.tabs!.push(factory.tabPane('第二步'), factory.tabPane('第三步'));
  tab.tabs![0].options.label = '第一步';
  tab.tabs![0].widgetList = [
    widget('input', { name: 'first', label: '第一项' }),
    button('hideSecond', "this.getFormRef().hideWidgets(['second'])"),
    button('showSecond', "this.getFormRef().showWidgets(['second'])"),
    button('hidePane2', "this.getWidgetRef('steps').hideTab(1)"),
    button('showPane2', "this.getWidgetRef('steps').showTab(1)"),
    button('toPane3', "this.getWidgetRef('steps').activateTab(2)"),
  ];
  tab.tabs![1].widgetList = [widget('input', { name: 'second', label: '第二项', required: true }), widget('input', { name: 'note', label: '备注', defaultValue: '默认备注' })];
  tab.tabs![2].widgetList = [widget('input', { name: 'third', label: '第三项', defaultValue: '默认三' })];
  return { ...emptyForm(), widgetList: [tab] };
}

/** Saves the form for the enterprise as its designer would (the demo admin holds the designer permission). */
async function saveForm(enterpriseId: number): Promise<void> {
  const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  const res = await fetch(`${baseURL}/api/enterprise-side-app/${FORM_PATHS.client}`, {
    method: 'POST',
    headers: { authorization: token, enterprise_id: String(enterpriseId), 'content-type': 'application/json' },
    body: JSON.stringify({ formKey: FORM_KEY, name: '分步表单', json: panesForm() }),
  });
  const body = (await res.json()) as { code: number };
  expect(body.code).toBe(1000000);
}

const form = () => page.getByTestId('fill-form');
const tabLabel = (index: number) => form().getByTestId(`tab-steps-${index}`);
const tabErrors = (index: number) => form().getByTestId(`tab-steps-${index}-errors`);
const field = (name: string) => form().getByTestId(`field-${name}`);
const result = async () => JSON.parse(await page.getByTestId('fill-result').innerText()) as Record<string, unknown>;
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).last();

async function submitAccepted(): Promise<Record<string, unknown>> {
  await page.getByTestId('fill-submit').click();
  await toast('提交成功，数据已通过服务器校验').waitFor();
  return result();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const jiangsu = await enterpriseIdByName(baseURL, await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password), JIANGSU);
  await saveForm(jiangsu);
  session = await openPage(browser, { height: 1000 });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await storeTabEnterprise(page, jiangsu);
  await page.goto(`${baseURL}/#/formDesigner/fill/${FORM_KEY}`);
  await page.reload();
  await field('first').waitFor();
});
afterAll(async () => browser?.close());

describe('a form whose panes are drawn on first activation', () => {
  it('blocks the submit on a required field of an unopened pane, marks its tab and shows the message once opened', async () => {
    expect(await field('second').count()).toBe(0);
    await page.getByTestId('fill-submit').click();
    expect(await tabErrors(1).innerText()).toBe('1');
    expect(await tabErrors(2).count()).toBe(0);
    expect(await page.getByTestId('fill-result').count()).toBe(0);
    await tabLabel(1).click();
    await form().locator('.ant-form-item').filter({ has: page.getByTestId('field-second') }).locator('.ant-form-item-explain-error').filter({ hasText: '第二项字段值不可为空' }).waitFor();
    await screenshot(page, 'form-panes-message');
    await field('second').fill('已填');
    await tabErrors(1).waitFor({ state: 'detached' });
    // Pane 3 was never opened: its default goes to the server all the same.
    expect(await field('third').count()).toBe(0);
    expect(await submitAccepted()).toEqual({ first: '', second: '已填', note: '默认备注', third: '默认三' });
    expect(session.errors).toEqual([]);
  });

  it('hides and shows a field of an unopened pane, taking its rule out and back', async () => {
    await page.reload();
    await field('first').waitFor();
    expect(await field('second').count()).toBe(0);
    await form().getByTestId('widget-hideSecond').click();
    // Hidden: the required rule is off and the server is told the field was hidden.
    const accepted = await submitAccepted();
    expect(accepted).toMatchObject({ note: '默认备注', third: '默认三' });
    await form().getByTestId('widget-showSecond').click();
    await page.getByTestId('fill-submit').click();
    await tabErrors(1).waitFor();
    await tabLabel(1).click();
    await form().getByText('第二项字段值不可为空').waitFor();
  });

  it('hides, shows and activates unopened panes by index', async () => {
    await page.reload();
    await field('first').waitFor();
    await form().getByTestId('widget-hidePane2').click();
    await tabLabel(1).waitFor({ state: 'detached' });
    // The hidden pane's required field no longer blocks the submit.
    expect(await submitAccepted()).toMatchObject({ third: '默认三' });
    await form().getByTestId('widget-showPane2').click();
    await tabLabel(1).waitFor();
    await form().getByTestId('widget-toPane3').click();
    await expect.poll(() => field('third').inputValue()).toBe('默认三');
    expect(await field('third').isVisible()).toBe(true);
    expect(await field('second').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
