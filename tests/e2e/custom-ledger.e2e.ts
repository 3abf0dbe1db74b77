// Custom ledgers in the browser: an enterprise admin designs a ledger, its records go through the generic
// list, form, detail and export, the definition changes under existing records, and a viewer reads the
// records without reaching the designer.
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { downloadedFile, launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, openAllSubmenus, reloadingList, rows, signIn, storeTabEnterprise } from './helpers/flows';
import { clientToken, enterpriseIdByName } from './helpers/identityApi';
import { fillField } from './helpers/ledgerForm';

const baseURL = serverURL();
const JIANGSU = '江苏绿源化工有限公司';
const LEDGER = '废气治理设施巡检台账';
const DESIGN_LIST = '/accountManagement/customAccount/page';

let browser: Browser;
let session: PageSession;
let page: Page;
let jiangsu: number;
/** The module schema of the ledger as the server derived it (ids f1…, option values). */
let schema: ModuleSchema;

async function useEnterprise(p: Page, route: string) {
  await storeTabEnterprise(p, jiangsu);
  await p.goto(`${baseURL}/#${route}`);
  await p.reload();
}

const field = (label: string): FieldSchema => {
  const found = schema.fields.find((f) => f.label['zh-CN'] === label);
  if (!found) throw new Error(`no field ${label}`);
  return found;
};

const cards = () => page.getByTestId('designer-field');

/** Picks an option of an antd Select by its exact text (「日期」 must not pick 「日期时间」). */
async function choose(select: Locator, text: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

async function addField(label: string, type: string): Promise<Locator> {
  const index = await cards().count();
  await page.getByTestId('designer-add-field').click();
  // Locators are lazy: `last()` would follow later additions, the position stays with this card.
  const card = cards().nth(index);
  await card.getByTestId('designer-field-label').fill(label);
  await choose(card.getByTestId('designer-field-type'), type);
  return card;
}

/** Opens a page of the ledger menu the way a user does (page tabs keep pages; a typed URL is a "back"). */
async function openFromSidebar(key: string) {
  const entry = page.getByTestId(`menu-${key}`);
  if (!(await entry.isVisible())) await page.getByTestId('menu-accountManagement').click();
  await entry.click();
}

function cardOf(label: string): Locator {
  return cards().filter({ has: page.locator(`[data-testid="designer-field-label"][value="${label}"]`) });
}

beforeAll(async () => {
  browser = await launchBrowser();
  jiangsu = await enterpriseIdByName(baseURL, await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password), JIANGSU);
  session = await openPage(browser, { fixedClock: true });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await useEnterprise(page, DESIGN_LIST);
  await page.getByTestId('custom-ledger-list').waitFor();
});
afterAll(async () => browser?.close());

describe('custom ledger designer', () => {
  it('designs a ledger with a preview, checks it before sending, and lists it', async () => {
    await page.getByTestId('custom-ledger-add').click();
    await page.getByTestId('custom-ledger-designer').waitFor();
    await page.getByTestId('designer-name').fill(LEDGER);

    // The designer starts with one text field.
    const inspector = cards().first();
    await inspector.getByTestId('designer-field-label').fill('巡检人');
    await inspector.getByTestId('designer-field-required').check();
    await inspector.getByTestId('designer-field-searchable').check();
    const date = await addField('巡检日期', '日期');
    await date.getByTestId('designer-field-required').check();
    const result = await addField('结果', '下拉选择');
    await result.getByTestId('designer-field-searchable').check();
    const temperature = await addField('温度', '数字');
    await temperature.getByTestId('designer-field-unit').fill('℃');
    // Numbers cannot be search conditions.
    expect(await temperature.getByTestId('designer-field-searchable').isDisabled()).toBe(true);

    // The choice field has one empty option: refused before anything is sent.
    await page.getByTestId('designer-save').click();
    expect(await result.getByTestId('designer-field-errors').innerText()).toContain('请填写选项内容或删除空选项');
    expect(page.url()).toContain('addEditFrom');

    await result.getByTestId('designer-option-label').first().fill('正常');
    await result.getByTestId('designer-option-add').click();
    await result.getByTestId('designer-option-label').nth(1).fill('异常');
    await expect.poll(() => result.getByTestId('designer-field-errors').count()).toBe(0);

    const preview = page.getByTestId('designer-preview');
    for (const label of ['巡检人', '巡检日期', '结果', '温度']) await preview.getByText(label, { exact: true }).waitFor();
    await preview.getByText('℃').waitFor();
    await screenshot(page, 'custom-ledger-designer');

    const created = page.waitForResponse((r) => r.url().endsWith('/customAccount/definition') && r.request().method() === 'POST');
    await page.getByTestId('designer-save').click();
    const answer = await (await created).json();
    expect(answer.code).toBe(1000000);
    schema = answer.data.schema;
    await page.getByTestId('custom-ledger-list').waitFor();
    const row = page.getByTestId('custom-ledger-row').filter({ hasText: LEDGER });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/废气治理设施巡检台账\s+4\s+1/);
    expect(schema.fields.map((f) => f.label['zh-CN'])).toEqual(['巡检人', '巡检日期', '结果', '温度']);
  });
});

describe('records of the custom ledger', () => {
  const listId = () => `module-list-${schema.id}`;

  async function addRecord(values: [string, unknown][]) {
    await page.getByTestId('list-add').click();
    await page.getByTestId(`module-form-${schema.id}`).waitFor();
    for (const [label, value] of values) await fillField(page, field(label), value);
    await reloadingList(page, () => page.getByTestId('form-submit').click());
  }

  it('opens the records of the new ledger at once and adds records through the generic form', async () => {
    await page.getByTestId('custom-ledger-row').filter({ hasText: LEDGER }).getByTestId('custom-ledger-records').click();
    await page.getByTestId(listId()).waitFor();
    await listSettled(page);
    expect(await page.getByTestId(`custom-ledger-pick-${schema.id}`).innerText()).toBe(LEDGER);
    expect(await rows(page).count()).toBe(0);

    await addRecord([['巡检人', '张明'], ['巡检日期', '2024-06-03'], ['结果', '1'], ['温度', 36.5]]);
    await addRecord([['巡检人', '李强'], ['巡检日期', '2024-06-04'], ['结果', '2'], ['温度', 41]]);
    expect(await rows(page).count()).toBe(2);
    const text = (await rows(page).allInnerTexts()).join('\n');
    for (const value of ['张明', '李强', '2024-06-03', '正常', '异常', '36.50']) expect(text).toContain(value);
  });

  it('searches by 结果, shows the detail and edits the record', async () => {
    const result = field('结果');
    await page.getByTestId(`search-${result.name}`).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '正常' }).first().click();
    await reloadingList(page, () => page.getByTestId('search-submit').click());
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('张明');

    await rows(page).first().getByTestId('row-detail').click();
    await page.getByTestId(`module-detail-${schema.id}`).waitFor();
    expect(await page.getByTestId(`detail-${field('巡检人').name}`).innerText()).toBe('张明');
    expect(await page.getByTestId(`detail-${result.name}`).innerText()).toBe('正常');
    expect(await page.getByTestId(`detail-${field('温度').name}`).innerText()).toContain('36.5');

    await page.getByTestId('detail-edit').click();
    await page.getByTestId(`module-form-${schema.id}`).waitFor();
    await fillField(page, field('巡检人'), '张明明');
    await reloadingList(page, () => page.getByTestId('form-submit').click());
    // Back on the filtered list.
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('张明明');
  });

  it('exports the filtered records as an xlsx with the field labels', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    await page.getByText('确认导出所有数据项吗？').waitFor();
    await clickInDialog(page, 'confirm-ok');
    const file = await downloadedFile(await download);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file!);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 3)).toEqual(['巡检人', '巡检日期', '结果']);
    expect(header[3]).toContain('温度');
    const body = ws.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    expect(body).toHaveLength(1);
    expect(body[0].slice(1, 4)).toEqual(['张明明', '2024-06-03', '正常']);
    expect(Number(body[0][4])).toBe(36.5);
  });

  it('deletes a record after confirmation', async () => {
    await rows(page).first().getByTestId('row-delete').click();
    await clickInDialog(page, 'confirm-ok');
    await page.locator('.ant-message-notice').filter({ hasText: '删除成功' }).waitFor();
    await page.getByText('暂无数据').first().waitFor();
    await reloadingList(page, () => page.getByTestId('search-reset').click());
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('李强');
  });
});

describe('changing the definition under existing records', () => {
  it('shows the server refusal of a type change next to the field', async () => {
    await openFromSidebar('accountManagement-customAccount');
    await page.getByTestId('custom-ledger-row').filter({ hasText: LEDGER }).getByTestId('custom-ledger-edit').click();
    await page.getByTestId('custom-ledger-designer').waitFor();
    expect(await page.getByTestId('designer-name').inputValue()).toBe(LEDGER);
    expect(await cards().count()).toBe(4);

    const inspector = cardOf('巡检人');
    await choose(inspector.getByTestId('designer-field-type'), '是/否');
    const refused = page.waitForResponse((r) => r.url().endsWith('/customAccount/definition') && r.request().method() === 'PUT');
    await page.getByTestId('designer-save').click();
    expect((await (await refused).json()).code).toBe(2010102);
    const errors = inspector.getByTestId('designer-field-errors');
    await errors.waitFor();
    expect(await errors.innerText()).toContain('巡检人: 已有记录填写了该字段，类型不能从「单行文本」改为「是/否」');
    expect(page.url()).toContain('addEditFrom');
    await screenshot(page, 'custom-ledger-type-refused');
    await choose(inspector.getByTestId('designer-field-type'), '单行文本');
  });

  it('adds a field and removes 温度; the existing record still opens', async () => {
    await cardOf('温度').getByTestId('designer-field-remove').click();
    await addField('备注', '多行文本');
    expect(await cards().count()).toBe(4);
    const saved = page.waitForResponse((r) => r.url().endsWith('/customAccount/definition') && r.request().method() === 'PUT');
    await page.getByTestId('designer-save').click();
    const answer = await (await saved).json();
    expect(answer.code).toBe(1000000);
    schema = answer.data.schema;
    await page.getByTestId('custom-ledger-list').waitFor();
    expect(await page.getByTestId('custom-ledger-row').filter({ hasText: LEDGER }).innerText()).toMatch(/废气治理设施巡检台账\s+4\s+2/);

    await page.getByTestId('custom-ledger-row').filter({ hasText: LEDGER }).getByTestId('custom-ledger-records').click();
    await page.getByTestId(`module-list-${schema.id}`).waitFor();
    await listSettled(page);
    // The records page may still be kept in its tab from before: it shows the new definition once the
    // definition it reloads after the save has arrived.
    await page.locator('[data-testid="list-table"] th', { hasText: '备注' }).first().waitFor();
    const headers = await page.locator('[data-testid="list-table"] th').allInnerTexts();
    expect(headers.join('|')).toContain('备注');
    expect(headers.join('|')).not.toContain('温度');
    await rows(page).first().getByTestId('row-detail').click();
    await page.getByTestId(`module-detail-${schema.id}`).waitFor();
    expect(await page.getByTestId(`detail-${field('巡检人').name}`).innerText()).toBe('李强');
    expect(await page.getByTestId(`detail-${field('备注').name}`).count()).toBe(1);
    expect(await page.getByText('温度').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});

describe('a viewer', () => {
  it('reads the records but cannot reach the designer', async () => {
    const viewer = await openPage(browser);
    await signIn(viewer.page, baseURL, DEMO.viewer, '/moduleHome/page');
    const p = viewer.page;
    await storeTabEnterprise(p, jiangsu);
    await p.goto(`${baseURL}/#/customAccount/page`);
    await p.reload();
    // The records page opens the (only) ledger.
    await p.getByTestId(`module-list-${schema.id}`).waitFor();
    await listSettled(p);
    expect(await rows(p).count()).toBe(1);
    expect(await rows(p).first().innerText()).toContain('李强');
    expect(await p.getByTestId('list-add').count()).toBe(0);
    expect(await p.getByTestId('row-edit').count()).toBe(0);

    await openAllSubmenus(p);
    await p.getByTestId('menu-customAccount').waitFor();
    expect(await p.getByTestId('menu-accountManagement-customAccount').count()).toBe(0);

    await p.goto(`${baseURL}/#${DESIGN_LIST}`);
    await p.getByTestId('no-permission').waitFor();
    expect(await p.getByTestId('no-permission').innerText()).toContain('当前模块无访问权限，请联系管理员！');
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });
});

describe('a ledger with widgets of the one registry, laid out in sections', () => {
  const OUTLETS = '废水排放口监测台账';

  it('picks the pollution-factor card and radio buttons, one column and a section, and saves a record with them', async () => {
    await openFromSidebar('accountManagement-customAccount');
    await page.getByTestId('custom-ledger-list').waitFor();
    await page.getByTestId('custom-ledger-add').click();
    await page.getByTestId('custom-ledger-designer').waitFor();
    await page.getByTestId('designer-name').fill(OUTLETS);
    await page.getByTestId('designer-columns-1').click();
    const outlet = cards().first();
    await outlet.getByTestId('designer-field-label').fill('排放口');
    await outlet.getByTestId('designer-field-required').check();
    // A text field offers the registry's text widgets, the type's default shown first.
    expect(await outlet.getByTestId('designer-field-widget').innerText()).toBe('单行输入框');

    const level = await addField('达标情况', '下拉选择');
    await level.getByTestId('designer-option-label').first().fill('达标');
    await level.getByTestId('designer-option-add').click();
    await level.getByTestId('designer-option-label').nth(1).fill('超标');
    await choose(level.getByTestId('designer-field-widget'), '单选按钮');
    // Rows are drawn by a registry widget: the pollution-factor card is the one offered.
    const factors = await addField('监测因子', '明细行');
    await factors.getByTestId('designer-field-widget').getByText('污染因子卡片').waitFor();
    await factors.getByTestId('designer-field-section').fill('监测数据');

    // The preview draws the chosen widgets in their sections.
    const preview = page.getByTestId('designer-preview');
    await preview.locator('.ec-factor-card').waitFor();
    await preview.locator('.ant-radio-wrapper', { hasText: '超标' }).waitFor();
    await preview.locator('.ec-section-title', { hasText: '监测数据' }).waitFor();

    const created = page.waitForResponse((r) => r.url().endsWith('/customAccount/definition') && r.request().method() === 'POST');
    await page.getByTestId('designer-save').click();
    const answer = await (await created).json();
    expect(answer.code, JSON.stringify(answer)).toBe(1000000);
    schema = answer.data.schema;
    expect(schema.fields.map((f) => f.widget ?? null)).toEqual([null, 'radio', 'pollution-factor']);

    await page.getByTestId('custom-ledger-list').waitFor();
    await page.getByTestId('custom-ledger-row').filter({ hasText: OUTLETS }).getByTestId('custom-ledger-records').click();
    await page.getByTestId(`module-list-${schema.id}`).waitFor();
    await listSettled(page);
    await page.getByTestId('list-add').click();
    const form = page.getByTestId(`module-form-${schema.id}`);
    await form.waitFor();
    await form.locator('.ec-section-title', { hasText: '监测数据' }).waitFor();
    // One column: the choice sits below the outlet, not beside it.
    const outletBox = (await page.getByTestId(`field-${field('排放口').name}`).boundingBox())!;
    const levelBox = (await page.getByTestId(`field-${field('达标情况').name}`).boundingBox())!;
    expect(levelBox.y).toBeGreaterThan(outletBox.y + outletBox.height);

    const card = field('监测因子').name;
    await fillField(page, field('排放口'), 'DW001');
    await page.getByTestId(`field-${card}-add`).click();
    const key = page.getByTestId(`field-${card}-0-key`);
    await key.fill('COD');
    // The card keeps key and value to 20 characters.
    expect([await key.getAttribute('maxlength'), await page.getByTestId(`field-${card}-0-value`).getAttribute('maxlength')]).toEqual(['20', '20']);
    await page.getByTestId(`field-${card}-0-value`).fill('12.5');
    await page.getByTestId(`field-${field('达标情况').name}`).locator('.ant-radio-wrapper', { hasText: '达标' }).first().click();
    await reloadingList(page, () => page.getByTestId('form-submit').click());
    expect(await rows(page).count()).toBe(1);

    await rows(page).first().getByTestId('row-detail').click();
    await page.getByTestId(`module-detail-${schema.id}`).waitFor();
    await page.locator('.ec-detail-section .ant-descriptions-title', { hasText: '监测数据' }).waitFor();
    const detail = page.getByTestId(`detail-${card}`);
    await detail.getByText('COD', { exact: true }).waitFor();
    expect(await detail.innerText()).toMatch(/因子名称[\s\S]*监测值[\s\S]*COD[\s\S]*12\.5/);
    expect(await page.getByTestId(`detail-${field('达标情况').name}`).innerText()).toBe('达标');
    await screenshot(page, 'custom-ledger-factor-card');
    expect(session.errors).toEqual([]);
  });
});
