// The form designer in Chromium (issue 14): a form with every container and every widget built by
// dragging, options set, designer rules refused with their messages, 20 steps undone and redone, the
// preview filled with each validation message seen, the JSON exported and imported identically, code
// exported, the form saved as versions, a template loaded (undo restores), a VForm export rendered with
// its event code, a widget moved with the keyboard, and a back-office template offered to designers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, settledPopup, signIn } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { CONTAINER_TYPES, FIELD_TYPES } from './everyWidget';

const baseURL = serverURL();
const ROOT = resolve(import.meta.dirname, '../../..');
let browser: Browser;
let session: PageSession;
let page: Page;

const canvas = () => page.getByTestId('designer-canvas');
const widget = (name: string) => page.getByTestId(`designer-widget-${name}`);
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).last();

/** Name of the selected widget (a drop selects what it added). */
async function selectedName(): Promise<string> {
  const testId = await page.locator('.fd-item.fd-selected').last().getAttribute('data-testid');
  return testId!.replace('designer-widget-', '');
}

/** Presses on `source`, moves past the drag threshold, glides to the point `to` finds and lets go. */
async function pointerDrag(source: Locator, to: () => Promise<{ x: number; y: number }>) {
  // Scroll first: both the palette and the canvas scroll on their own, and a drag must not scroll them.
  await to();
  await source.scrollIntoViewIfNeeded();
  const target = await to();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.move(target.x + 1, target.y + 1);
  if (process.env.DEBUG_DRAG) await screenshot(page, `drag-${Date.now()}`);
  await page.mouse.up();
}

/** Drags a palette entry into a slot (a container's drop area), or to the end of the form. */
async function dragNew(type: string, slot?: Locator): Promise<string> {
  const count = await page.locator('.fd-item').count();
  await pointerDrag(page.getByTestId(`palette-${type}`), async () => {
    if (slot) {
      await slot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await slot.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
    }
    const root = page.getByTestId('designer-slot-root');
    await root.evaluate((el) => el.closest('.fd-canvas-scroll')!.scrollTo({ top: 1e6 }));
    const box = (await root.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height - 30 };
  });
  await expect.poll(() => page.locator('.fd-item').count()).toBe(count + 1);
  return selectedName();
}

/** The drop slots inside a container widget, in document order. */
const slotsOf = (name: string) => widget(name).locator('[data-testid^="designer-slot-"]');

/** antd puts a modal's test id on its portal root; what shows is the content inside. */
const modalContent = (modal: string) => page.getByTestId(modal).locator('.ant-modal-content');

async function openModal(button: string, modal: string) {
  await page.getByTestId(button).click();
  await modalContent(modal).waitFor();
}

async function closeModal() {
  await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
}

async function exportedJson(): Promise<string> {
  await openModal('designer-export-json', 'code-modal');
  const text = await page.getByTestId('code-json').inputValue();
  await closeModal();
  await modalContent('code-modal').waitFor({ state: 'hidden' });
  return text;
}

async function importJson(text: string) {
  await openModal('designer-import', 'import-modal');
  await page.getByTestId('import-json-text').fill(text);
  await clickInDialog(page, 'import-json-ok');
  await modalContent('import-modal').waitFor({ state: 'hidden' });
}

async function setOption(key: string, value: string) {
  const input = page.getByTestId(`setting-${key}`);
  await input.fill(value);
}

async function toggleOption(key: string) {
  await page.getByTestId(`setting-${key}`).click();
}

/** dnd-kit's live region (what a screen reader hears during a drag) says `text`. */
async function liveRegion(text: string) {
  await page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
}

/**
 * A keyboard drag has started: the designer shows the dragged widget's chip, and the sensor listens for
 * the arrow keys. dnd-kit's keyboard sensor adds its key listener in a zero-delay timer after the
 * pick-up; timers of equal delay run in the order they were set, so once a timer set now has run, that
 * listener is there (a move key pressed before it is lost, and the widget lands a step short).
 */
async function keyboardDragStarted() {
  await page.locator('.fd-drag-chip').waitFor();
  await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 0)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { height: 1000 });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/formDesigner/page');
  await page.getByTestId('form-list').waitFor();
  await page.getByTestId('form-list-add').click();
  await page.getByTestId('form-designer').waitFor();
});
afterAll(async () => browser?.close());

const names: Record<string, string> = {};

describe('form designer', () => {
  // One form built over three tests (each drag is a real pointer gesture; a single test would run long).
  it('drags every container from the palette onto the form', async () => {
    for (const type of CONTAINER_TYPES) names[type] = await dragNew(type);
    expect(await canvas().locator('.fd-item').count()).toBe(CONTAINER_TYPES.length);
  });

  it('drags fields into every kind of container', async () => {
    const placements: [string, () => Locator][] = [
      ['input', () => slotsOf(names.grid).nth(0)],
      ['textarea', () => slotsOf(names.grid).nth(0)],
      ['number', () => slotsOf(names.grid).nth(1)],
      ['radio', () => slotsOf(names.table).nth(0)],
      ['checkbox', () => slotsOf(names.table).nth(3)],
      ['select', () => slotsOf(names.tab).nth(0)],
      ['time', () => slotsOf(names.section).nth(0)],
      ['time-range', () => slotsOf(names.section).nth(0)],
      ['date', () => slotsOf(names.card).nth(0)],
      ['date-range', () => slotsOf(names.card).nth(0)],
    ];
    for (const [type, slot] of placements) names[type] = await dragNew(type, slot());
    names.subInput = await dragNew('input', slotsOf(names['sub-form']).nth(0));
    names.subNumber = await dragNew('number', slotsOf(names['sub-form']).nth(0));
    names.tableSelect = await dragNew('select', slotsOf(names['data-table']).nth(0));
    for (const [container, field] of [['grid', 'input'], ['table', 'radio'], ['tab', 'select'], ['section', 'time'], ['card', 'date'], ['sub-form', 'input'], ['data-table', 'select']]) {
      expect(await widget(names[container]).locator(`.fd-item[data-type="${field}"]`).count(), `${field} in ${container}`).toBeGreaterThan(0);
    }
  });

  it('drags every other field widget onto the form: every palette widget is on the canvas', async () => {
    for (const type of FIELD_TYPES) if (!names[type]) names[type] = await dragNew(type);

    // Every palette widget is on the canvas once at least.
    const types = await canvas().locator('.fd-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    for (const type of [...CONTAINER_TYPES, ...FIELD_TYPES]) expect(types, type).toContain(type);
    expect(session.errors).toEqual([]);
    await screenshot(page, 'form-designer-every-widget');
  });

  it('keeps containers out of a sub-form and says why', async () => {
    const before = await page.locator('.fd-item').count();
    await pointerDrag(page.getByTestId('palette-grid'), async () => {
      await slotsOf(names['sub-form']).nth(0).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await slotsOf(names['sub-form']).nth(0).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + 10 };
    });
    await toast('子表单中只能放入字段组件').waitFor();
    expect(await page.locator('.fd-item').count()).toBe(before);
  });

  it('sets options, and refuses empty or duplicate names with the designer rule messages', async () => {
    const select = (name: string) => widget(name).locator('.fd-field, .fd-box, .fd-grid, .fd-table').first().click();
    await select(names.input);
    await setOption('label', '邮箱');
    await toggleOption('required');
    await page.getByTestId('setting-validation').fill('email');
    await page.getByTestId('setting-name').fill(names.textarea);
    await page.getByTestId('setting-name').press('Enter');
    expect(await page.getByTestId('setting-name-error').innerText()).toBe(`组件名称重复：${names.textarea}`);
    await page.getByTestId('setting-name').fill(' ');
    await page.getByTestId('setting-name').press('Enter');
    expect(await page.getByTestId('setting-name-error').innerText()).toBe('组件名称不能为空');
    await page.getByTestId('setting-name').fill('email');
    await page.getByTestId('setting-name').press('Enter');
    await widget('email').waitFor();
    names.input = 'email';

    await select(names.textarea);
    await setOption('label', '说明');
    await page.getByTestId('setting-validation').fill('^\\d+$');
    await setOption('validationHint', '只能填写数字');

    await select(names.number);
    await setOption('label', '数量');
    await page.getByTestId('setting-min').fill('1');

    await select(names.subInput);
    await setOption('label', '部件');
    await toggleOption('required');

    await select(names['picture-upload']);
    await setOption('label', '照片');
    await toggleOption('multipleSelect');

    await select(names.radio);
    await page.getByTestId('option-item-add').click();
    await page.getByTestId('option-item-label-3').fill('第四项');
    expect(await widget(names.radio).innerText()).toContain('第四项');
  });

  it('merges and splits table cells, refusing a delete across a merged cell, and keeps the last tab pane and grid column', async () => {
    // A cell is selected by its own edge (inside it, the widget it holds would take the click).
    const cell = () => widget(names.table).locator('.fd-part').first().click({ position: { x: 4, y: 4 } });
    const cellOp = async (op: string) => {
      await page.getByTestId('table-cell-menu-0-0').click();
      await settledPopup(page).getByTestId(`table-op-${op}`).click();
      await page.locator('.ant-dropdown:visible').waitFor({ state: 'hidden' });
    };
    await cell();
    await cellOp('mergeRight');
    await expect.poll(() => widget(names.table).locator('td').first().getAttribute('colspan')).toBe('2');
    await cell();
    await cellOp('deleteCol');
    await toast('单元格跨行或跨列不一致，无法操作').waitFor();
    await cellOp('split');
    await expect.poll(() => widget(names.table).locator('td').first().getAttribute('colspan')).toBe('1');

    await widget(names.tab).locator('.fd-part').first().click({ position: { x: 4, y: 4 } });
    await page.getByTestId('designer-delete-part').click();
    await toast('最后一个标签页不能删除').waitFor();
    await widget(names.tab).locator('.fd-item-name').first().click({ force: true });
    await widget(names.tab).click({ position: { x: 5, y: 30 } });
    await page.getByTestId('designer-add-pane').click();
    expect(await widget(names.tab).locator('.ant-tabs-tab').count()).toBe(2);

    const grid = await dragNew('grid');
    await widget(grid).locator('.fd-part').nth(1).click({ position: { x: 4, y: 4 } });
    await page.getByTestId('designer-delete-part').click();
    await expect.poll(() => widget(grid).locator('.fd-part').count()).toBe(1);
    await widget(grid).locator('.fd-part').first().click({ position: { x: 4, y: 4 } });
    await page.getByTestId('designer-delete-part').click();
    await toast('最后一列不能删除').waitFor();
    await widget(grid).click({ position: { x: 5, y: 30 } });
    await page.getByTestId('designer-delete').click();
    await widget(grid).waitFor({ state: 'detached' });
  });

  it('undoes and redoes 20 steps back to the same form', async () => {
    const before = await exportedJson();
    for (let i = 0; i < 20; i++) await page.getByTestId('designer-undo').click();
    const undone = await exportedJson();
    expect(undone).not.toBe(before);
    for (let i = 0; i < 20; i++) await page.getByTestId('designer-redo').click();
    expect(await exportedJson()).toBe(before);
    expect(await page.getByTestId('designer-redo').isDisabled()).toBe(true);
  });

  it('previews the form, shows each validation message, and gets, resets, disables and enables the data', async () => {
    await openModal('designer-preview', 'preview-modal');
    const preview = page.getByTestId('preview-form');
    await preview.getByTestId('field-email').waitFor();
    await page.getByTestId('preview-get-data').click();
    await preview.getByText('邮箱字段值不可为空').waitFor();
    await preview.getByText('部件字段值不可为空').waitFor();
    await page.locator('.ant-modal').filter({ hasText: '表单数据' }).waitFor({ state: 'hidden' });

    await preview.getByTestId('field-email').fill('not-an-email');
    await preview.getByText('[邮箱]邮箱格式有误').waitFor();
    await preview.getByTestId(`field-${names.textarea}`).fill('abc');
    await preview.getByText('只能填写数字').waitFor();
    await preview.getByTestId(`field-${names.number}`).fill('0');
    await preview.getByTestId(`field-${names.number}`).blur();
    await preview.getByText('数量不能小于1').waitFor();

    // Spec §5 form upload checks (picture: jpeg/png, 5 MB, 3 files).
    const input = preview.getByTestId(`field-${names['picture-upload']}-input`);
    await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast('不支持格式：gif').waitFor();
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await toast('文件大小已超出上限：5MB').waitFor();
    const png = (n: number) => ({ name: `p${n}.png`, mimeType: 'image/png', buffer: Buffer.from('png') });
    await input.setInputFiles([png(1), png(2), png(3), png(4)]);
    await toast('最大上传数量(3)已超出。').waitFor();

    await preview.getByTestId('field-email').fill('a@b.cn');
    await preview.getByTestId(`field-${names.textarea}`).fill('123');
    await preview.getByTestId(`field-${names.number}`).fill('2');
    await preview.getByTestId(`field-${names['sub-form']}-0-${names.subInput}`).fill('滤袋');
    await page.getByTestId('preview-get-data').click();
    const data = JSON.parse(await page.getByTestId('preview-data').innerText());
    expect(data).toMatchObject({ email: 'a@b.cn', [names.textarea]: '123', [names.number]: 2, [names['sub-form']]: [{ [names.subInput]: '滤袋' }] });
    await closeModal();

    await page.getByTestId('preview-reset').click();
    await expect.poll(() => preview.getByTestId('field-email').inputValue()).toBe('');
    await page.getByTestId('preview-disable').click();
    await expect.poll(() => preview.getByTestId('field-email').isDisabled()).toBe(true);
    await page.getByTestId('preview-enable').click();
    await expect.poll(() => preview.getByTestId('field-email').isDisabled()).toBe(false);
    await screenshot(page, 'form-designer-preview');
    await closeModal();
    await modalContent('preview-modal').waitFor({ state: 'hidden' });
  });

  it('exports the JSON and imports it back identically, and exports React, HTML and Vue code', async () => {
    const json = await exportedJson();
    page.once('dialog', () => undefined);
    await page.getByTestId('designer-clear').click();
    await clickInDialog(page, 'confirm-ok');
    await expect.poll(() => page.locator('.fd-item').count()).toBe(0);
    await importJson(json);
    expect(await exportedJson()).toBe(json);

    await openModal('designer-export-code', 'code-modal');
    await page.getByTestId('code-tab-react').click();
    expect(await page.getByTestId('code-react').inputValue()).toContain('LazyFormRenderer');
    await page.getByTestId('code-tab-html').click();
    expect(await page.getByTestId('code-html').inputValue()).toMatch(/^<!DOCTYPE html>/);
    await page.getByTestId('code-tab-vue').click();
    expect(await page.getByTestId('code-vue').inputValue()).toContain('<el-form :model="formData" ref="vForm" :rules="rules"');
    await closeModal();
    await modalContent('code-modal').waitFor({ state: 'hidden' });
    await openModal('designer-sfc', 'code-modal');
    expect(await page.getByTestId('code-vue').inputValue()).toMatch(/^<template>/);
    await closeModal();
    await modalContent('code-modal').waitFor({ state: 'hidden' });
  });

  it('saves the form as versions and finds it in the list', async () => {
    const json = await exportedJson();
    await openModal('designer-save', 'save-modal');
    await page.getByTestId('save-form-key').fill('everyWidget');
    await page.getByTestId('save-form-name').fill('全部组件表单');
    await clickInDialog(page, 'save-form-ok');
    await toast('已保存为第 1 版').waitFor();
    await page.waitForURL(/#\/formDesigner\/design\/\d+/);
    await page.getByTestId('form-designer').waitFor();
    expect(await exportedJson()).toBe(json);
    await openModal('designer-save', 'save-modal');
    expect(await page.getByTestId('save-form-key').isDisabled()).toBe(true);
    await clickInDialog(page, 'save-form-ok');
    await toast('已保存为第 2 版').waitFor();

    await page.getByTestId('menu-formDesigner').click();
    await page.getByTestId('form-list').waitFor();
    const row = page.getByTestId('form-row').filter({ hasText: 'everyWidget' });
    expect(await row.getByTestId('form-row-version').innerText()).toBe('v2');
    await row.getByTestId('form-row-versions').click();
    await expect.poll(() => page.getByTestId('form-version').count()).toBe(2);
    await page.locator('.ant-drawer-close').click();
    await row.getByTestId('form-row-design').click();
    await page.getByTestId('form-designer').waitFor();
    expect(await exportedJson()).toBe(json);
  });

  it('fills the saved form in, rendered by key, and the server checks the data it accepts', async () => {
    await page.getByTestId('menu-formDesigner').click();
    await page.getByTestId('form-list').waitFor();
    await page.getByTestId('form-row').filter({ hasText: 'everyWidget' }).getByTestId('form-row-fill').click();
    const form = page.getByTestId('fill-form');
    await form.getByTestId('field-email').waitFor();
    // Nothing goes to the server while the browser's rules fail.
    await page.getByTestId('fill-submit').click();
    await form.getByText('邮箱字段值不可为空').waitFor();
    expect(await page.getByTestId('fill-result').count()).toBe(0);

    await form.getByTestId('field-email').fill('ops@lvyuan.cn');
    await form.getByTestId(`field-${names.textarea}`).fill('42');
    await form.getByTestId(`field-${names.number}`).fill('3');
    await form.getByTestId(`field-${names['sub-form']}-0-${names.subInput}`).fill('滤袋');
    await page.getByTestId('fill-submit').click();
    await toast('提交成功，数据已通过服务器校验').waitFor();
    const accepted = JSON.parse(await page.getByTestId('fill-result').innerText());
    expect(accepted).toMatchObject({ email: 'ops@lvyuan.cn', [names.textarea]: '42', [names.number]: 3, [names['sub-form']]: [{ [names.subInput]: '滤袋' }] });
    await screenshot(page, 'form-designer-fill');
    expect(session.errors).toEqual([]);
    // Back to the designer of the form for the next steps.
    await page.getByTestId('menu-formDesigner').click();
    await page.getByTestId('form-row').filter({ hasText: 'everyWidget' }).getByTestId('form-row-design').click();
    await page.getByTestId('form-designer').waitFor();
  });

  it('loads a template after the overwrite warning, and undo brings the form back', async () => {
    await openModal('designer-templates', 'templates-modal');
    await page.getByTestId('template-leave-request').click();
    // Spec §2: the confirmation says the current form is overwritten and undo restores it.
    await page.locator('.ant-modal-confirm, .ant-modal').filter({ hasText: '加载模板将覆盖当前表单，可通过撤销恢复' }).first().waitFor();
    await clickInDialog(page, 'confirm-ok');
    await widget('applicant').waitFor();
    await page.getByTestId('designer-undo').click();
    await widget('email').waitFor();
    expect(await widget('applicant').count()).toBe(0);
  });

  it('renders a VForm export with its event code, and moves a widget with the keyboard', async () => {
    const vform = readFileSync(resolve(ROOT, 'tests/fixtures/forms/vform-export.form.json'), 'utf8');
    await importJson(vform);
    await widget('samplerPhone').waitFor();
    // Imported unchanged: what the designer exports is the VForm file, key for key.
    expect(JSON.parse(await exportedJson())).toStrictEqual(JSON.parse(vform));
    await openModal('designer-preview', 'preview-modal');
    const preview = page.getByTestId('preview-form');
    await preview.getByTestId('field-samplerPhone').waitFor();
    for (const label of ['采样人电话', '采样体积(L)', '监测介质', '采样日期', '瓶号', '检测报告']) await preview.getByText(label, { exact: true }).first().waitFor();
    await preview.getByTestId('tab-tab92751-1').click();
    await preview.getByTestId('field-factors').waitFor();
    // The button's onClick calls a global function of the form (functions option).
    await preview.getByTestId('widget-fillDefaults').click();
    await expect.poll(() => preview.getByTestId('field-remark').inputValue()).toBe('sampled by two staff');
    await preview.getByTestId('field-pointCode').fill('ab1');
    await preview.getByText('点位编号为两个大写字母加三位数字').waitFor();
    await screenshot(page, 'form-designer-vform-preview');
    await closeModal();
    await modalContent('preview-modal').waitFor({ state: 'hidden' });

    const order = () => page.getByTestId('designer-slot-root').locator(':scope > .fd-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('designer-widget-', '')));
    const before = await order();
    expect(before.slice(-2)).toEqual(['htmltext11530', 'fillDefaults']);
    const handle = page.getByTestId('designer-drag-fillDefaults');
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    await page.keyboard.press('Space');
    await keyboardDragStarted();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    // Drop once the live region says where the drop lands now (the place onDragEnd uses): the drop
    // target is measured after the moves, later on a busy machine.
    await liveRegion('「fillDefaults」将放在「htmltext11530」之前');
    await page.keyboard.press('Space');
    await liveRegion('已放下「fillDefaults」');
    await expect.poll(async () => (await order()).slice(-2)).toEqual(['fillDefaults', 'htmltext11530']);

    // Enter on a palette entry adds the widget after the selection, as a click does.
    await widget('htmltext11530').locator('.fd-field').first().click();
    const count = await page.locator('.fd-item').count();
    await page.getByTestId('palette-divider').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.fd-item').count()).toBe(count + 1);
    expect(await page.locator('.fd-item.fd-selected').last().getAttribute('data-type')).toBe('divider');
    expect((await order()).at(-1)).toBe(await selectedName());
    expect(session.errors).toEqual([]);
  });
});

describe('back-office templates', () => {
  it('are designed in the back office and offered in the designer', async () => {
    const admin = await openPage(browser);
    await admin.page.goto(`${baseURL}/#/admin/form-templates`);
    await admin.page.waitForURL(/#\/admin\/login/);
    await admin.page.getByTestId('admin-login-account').fill('admin');
    await admin.page.getByTestId('admin-login-password').fill('Admin@2024');
    await admin.page.getByTestId('admin-login-submit').click();
    await admin.page.getByTestId('admin-menu-form-templates').click();
    await admin.page.getByTestId('template-list').waitFor();
    await admin.page.getByTestId('form-list-add').click();
    await admin.page.getByTestId('form-designer').waitFor();
    await admin.page.getByTestId('palette-input').click();
    await admin.page.getByTestId('palette-date').click();
    await admin.page.getByTestId('designer-save').click();
    await admin.page.getByTestId('save-form-key').fill('visitLog');
    await admin.page.getByTestId('save-form-name').fill('来访登记模板');
    await clickInDialog(admin.page, 'save-form-ok');
    await admin.page.locator('.ant-message-notice').filter({ hasText: '已保存为第 1 版' }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    await openModal('designer-templates', 'templates-modal');
    await page.getByTestId('template-server-visitLog').click();
    await clickInDialog(page, 'confirm-ok');
    await expect.poll(() => page.locator('.fd-item').count()).toBe(2);
  });
});
