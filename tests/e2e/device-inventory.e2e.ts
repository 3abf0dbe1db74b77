// The foundation's vertical slice: the device-inventory ledger, from its schema to a working screen.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { downloadedFile, launchBrowser, openPage, type PageSession, screenshot } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, listTotal, reloadingList, rows, settledPopup, signIn } from './helpers/flows';

const baseURL = serverURL();
const LIST = '/accountManagement/deviceInventory';
let browser: Browser;
let session: PageSession;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { fixedClock: true });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, LIST);
  await page.getByTestId('module-list-deviceInventory').waitFor();
  await listSettled(page);
});
afterAll(async () => browser?.close());

async function pickOption(testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

async function fillDateTime(testId: string, value: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(value);
  // Enter would submit the whole form; the picker's own OK button only confirms the value.
  // Once the dropdown has finished opening: a click while it slides in can be lost.
  await settledPopup(page, '.ant-picker-dropdown').locator('.ant-picker-ok button').click();
}

describe('device inventory ledger', () => {
  it('lists the seeded devices with pagination (20 per page by default)', async () => {
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(20);
    expect(await rows(page).count()).toBe(20);
    await reloadingList(page, () => page.locator('.ant-pagination-next').click());
    expect(page.url()).toContain('pageNum=2');
    expect(await rows(page).count()).toBe(Math.min(20, total - 20));
    await screenshot(page, 'device-inventory-list');
  });

  it('searches by name and keeps the filter after a reload', async () => {
    // The seed is random: search for the kind of device shown in the first row (its name minus "1号").
    const firstName = (await rows(page).first().innerText()).split('\t')[1];
    const term = firstName.replace(/^\d+号/, '');
    await page.getByTestId('search-name').fill(`  ${term}  `);
    await reloadingList(page, () => page.getByTestId('search-submit').click());
    const n = await rows(page).count();
    expect(n).toBeGreaterThan(0);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain(term);
    expect(decodeURIComponent(page.url())).toContain(`name=${term}`);
    await reloadingList(page, () => page.reload());
    expect(await page.getByTestId('search-name').inputValue()).toBe(term);
    expect(await rows(page).count()).toBe(n);
    await reloadingList(page, () => page.getByTestId('search-reset').click());
    expect(await rows(page).count()).toBe(20);
  });

  it('adds a device: required fields are enforced, then the new row is listed', async () => {
    await page.getByTestId('list-add').click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    await page.getByTestId('form-submit').click();
    await page.getByText('设备编号不能为空').first().waitFor();

    await page.getByTestId('field-deviceCode').fill('E2E-TEST-001');
    await page.getByTestId('field-name').fill('E2E测试活性炭吸附箱');
    await pickOption('field-deviceType', '治理设施');
    await page.getByTestId('field-model').fill('HXT-2000');
    await page.getByTestId('field-designCapacity').fill('12.5');
    await page.getByTestId('field-recorder').fill('王磊');
    await fillDateTime('field-recordTime', '2024-05-06 09:30:00');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);

    await page.getByTestId('search-name').fill('E2E测试');
    await reloadingList(page, () => page.getByTestId('search-submit').click());
    expect(await rows(page).count()).toBe(1);
    const row = await rows(page).first().innerText();
    expect(row).toContain('E2E-TEST-001');
    expect(row).toContain('治理设施');
    expect(row).toContain('12.50');
  });

  it('shows the detail and edits the record', async () => {
    await rows(page).first().getByTestId('row-detail').click();
    await page.getByTestId('module-detail-deviceInventory').waitFor();
    expect(await page.getByTestId('detail-deviceCode').innerText()).toBe('E2E-TEST-001');
    expect(await page.getByTestId('detail-deviceType').innerText()).toBe('治理设施');
    await page.getByTestId('detail-edit').click();
    await page.getByTestId('module-form-deviceInventory').waitFor();
    await page.getByTestId('field-model').fill('HXT-3000');
    await reloadingList(page, () => page.getByTestId('form-submit').click());
    expect(await rows(page).first().innerText()).toContain('HXT-3000');
  });

  it('exports the filtered rows as an xlsx with labels', async () => {
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    await page.getByText('确认导出所有数据项吗？').waitFor();
    await clickInDialog(page, 'confirm-ok');
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^设备台账.*\.xlsx$/);
    const file = await downloadedFile(download);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file!);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('设备编号');
    expect(header).toContain('设备类型');
    const body = ws.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    expect(body).toHaveLength(1);
    expect(body[0]).toContain('E2E-TEST-001');
    expect(body[0]).toContain('治理设施'); // dictionary label, not the stored code
  });

  it('deletes the record after confirmation and closes its detail tab', async () => {
    // The detail opened above is still kept in a tab; once the record is gone that tab goes too
    // (kept alive, it would read the record again and report 数据不存在).
    const detailTabs = page.locator('[data-testid^="page-tab-/accountManagement/deviceInventory/detail/"]');
    expect(await detailTabs.count()).toBe(1);
    await rows(page).first().getByTestId('row-delete').click();
    await clickInDialog(page, 'confirm-ok');
    await page.locator('.ant-message-notice').filter({ hasText: '删除成功' }).waitFor();
    await detailTabs.first().waitFor({ state: 'detached' });
    await page.getByText('暂无数据').first().waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
