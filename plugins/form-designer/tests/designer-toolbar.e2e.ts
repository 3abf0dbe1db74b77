// The designer's toolbar and form settings in Chromium (issue 14, spec §2): the PC/Pad/H5 switch
// changes the canvas width, the component tree selects a nested widget, the form's label position and
// size show in the preview, and the preview copies the JSON to the clipboard and saves it as a file.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyForm } from '../../../schemas/forms/factory';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { downloadedFile, launchBrowser, openPage, type PageSession } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { widgetMaker } from '../../../tests/api/helpers/formWidgets';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
let browser: Browser;
let session: PageSession;
let page: Page;

/** A visit form: applicant and visit day side by side in a grid, the reason below. */
function visitForm(): FormJson {
  const widget = widgetMaker();
  const make = (type: string, name: string, label: string): FormWidget => widget(type, { name, label });
  const grid = make('grid', 'visitGrid', '');
  grid.cols![0].widgetList = [make('input', 'applicant', '来访人')];
  grid.cols![1].widgetList = [make('date', 'visitDay', '来访日期')];
  return { ...emptyForm(), widgetList: [grid, make('textarea', 'reason', '来访事由')] };
}

const modalContent = (modal: string) => page.getByTestId(modal).locator('.ant-modal-content');
const canvasWidth = () => page.getByTestId('designer-canvas').evaluate((el) => Math.round(el.getBoundingClientRect().width));
const selected = () => page.locator('.fd-item.fd-selected').last().getAttribute('data-testid');

async function closeModal(modal: string) {
  await modalContent(modal).locator('.ant-modal-close').click();
  await modalContent(modal).waitFor({ state: 'hidden' });
}

async function exportedJson(): Promise<string> {
  await page.getByTestId('designer-export-json').click();
  const text = await page.getByTestId('code-json').inputValue();
  await closeModal('code-modal');
  return text;
}

/** Whether a preview field's control is drawn large (antd puts -lg on the input or its wrapper). */
const isLarge = (name: string) =>
  page.getByTestId('preview-form').getByTestId(`field-${name}`).evaluate((el) => el.classList.contains('ant-input-lg') || el.closest('.ant-input-affix-wrapper-lg') !== null);

/** Where the label of a preview field sits against its control. */
async function labelPlacement(name: string): Promise<'above' | 'beside'> {
  const preview = page.getByTestId('preview-form');
  const control = preview.getByTestId(`field-${name}`);
  await control.waitFor();
  // `has` is queried inside each item: a locator of its own, not one rooted at the preview.
  const item = preview.locator('.ant-form-item').filter({ has: page.getByTestId(`field-${name}`) });
  const label = (await item.locator('.ant-form-item-label').boundingBox())!;
  const box = (await control.boundingBox())!;
  return label.y + label.height <= box.y + 1 ? 'above' : 'beside';
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Wide enough that the PC canvas (the room between palette and settings) is wider than a Pad's.
  session = await openPage(browser, { width: 1920, height: 1000 });
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await signIn(page, baseURL, DEMO.admin, '/formDesigner/page');
  await page.getByTestId('form-list').waitFor();
  await page.getByTestId('form-list-add').click();
  await page.getByTestId('form-designer').waitFor();
  await page.getByTestId('designer-import').click();
  await page.getByTestId('import-json-text').fill(JSON.stringify(visitForm()));
  await clickInDialog(page, 'import-json-ok');
  await page.getByTestId('designer-widget-visitDay').waitFor();
});
afterAll(async () => browser?.close());

describe('designer toolbar', () => {
  it('narrows the canvas for Pad and H5 and widens it again for PC', async () => {
    const pc = await canvasWidth();
    expect(pc).toBeGreaterThan(768);
    await page.getByTestId('designer-layout-Pad').click();
    await expect.poll(canvasWidth).toBe(768);
    await page.getByTestId('designer-layout-H5').click();
    await expect.poll(canvasWidth).toBe(420);
    await page.getByTestId('designer-layout-PC').click();
    await expect.poll(canvasWidth).toBe(pc);
  });

  it('selects a widget from the component tree, nested ones too', async () => {
    await page.getByTestId('designer-tree').click();
    const panel = page.getByTestId('designer-tree-panel');
    await panel.getByTestId('tree-node-visitDay').click();
    await expect.poll(selected).toBe('designer-widget-visitDay');
    await page.getByTestId('settings-tab-widget').click();
    await expect.poll(() => page.getByTestId('setting-name').inputValue()).toBe('visitDay');
    await panel.getByTestId('tree-node-reason').click();
    await expect.poll(selected).toBe('designer-widget-reason');
    await expect.poll(() => page.getByTestId('setting-name').inputValue()).toBe('reason');

    // Folding the grid hides what it holds; choosing one of those on the canvas unfolds it again.
    await panel.locator('.ant-tree-treenode').filter({ has: page.getByTestId('tree-node-visitGrid') }).locator('.ant-tree-switcher').click();
    await panel.getByTestId('tree-node-applicant').waitFor({ state: 'hidden' });
    await page.getByTestId('designer-widget-applicant').locator('.fd-field').first().click();
    await expect.poll(selected).toBe('designer-widget-applicant');
    await panel.getByTestId('tree-node-applicant').waitFor();
    expect(await panel.locator('.ant-tree-treenode-selected').getByTestId('tree-node-applicant').count()).toBe(1);
    await panel.locator('.ant-drawer-close').click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('shows the form\'s label position and size in the preview', async () => {
    await page.getByTestId('designer-preview').click();
    expect(await labelPlacement('applicant')).toBe('beside');
    expect(await isLarge('applicant')).toBe(false);
    await closeModal('preview-modal');

    await page.getByTestId('settings-tab-form').click();
    await page.getByTestId('form-setting-labelPosition').getByText('顶部', { exact: true }).click();
    await page.getByTestId('form-setting-size').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="large"]').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });

    await page.getByTestId('designer-preview').click();
    expect(await labelPlacement('applicant')).toBe('above');
    expect(await labelPlacement('reason')).toBe('above');
    expect(await isLarge('applicant')).toBe(true);
    await closeModal('preview-modal');
    const config = JSON.parse(await exportedJson()).formConfig;
    expect([config.labelPosition, config.size]).toEqual(['top', 'large']);
  });

  it('copies the JSON from the preview to the clipboard and saves it as a file', async () => {
    const json = await exportedJson();
    await page.getByTestId('designer-preview').click();
    await page.getByTestId('preview-form').getByTestId('field-applicant').waitFor();
    await page.getByTestId('preview-copy-json').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已复制' }).last().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(json);

    const download = page.waitForEvent('download');
    await page.getByTestId('preview-save-json').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('form.json');
    const saved = readFileSync(await downloadedFile(file), 'utf8');
    expect(saved).toBe(json);
    expect(JSON.parse(saved).widgetList.map((w: FormWidget) => w.options.name)).toEqual(['visitGrid', 'reason']);
    await closeModal('preview-modal');
    expect(session.errors).toEqual([]);
  });
});
