// Ledger import in the browser (issue #4): template → filled file → row-by-row report → valid rows only
// or everything, the client's file checks, and the export's progress label. Runs on deviceInventory.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { downloadedFile, launchBrowser, openPage, type PageSession, screenshot } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, reloadingList, rows, settledPopup, signIn } from './helpers/flows';

const baseURL = serverURL();
const LIST = '/accountManagement/deviceInventory';
const MB = 1024 * 1024;
/** Codes and names unique to this run, so the searches below find only what this file imported. */
const RUN = Date.now().toString(36).toUpperCase();
const NAME_PREFIX = `导入测试${RUN}`;
let batches = 0;
/**
 * Codes and names of one import, new at every call: a retried test must not collide with rows its failed
 * attempt already stored (device codes are unique), and each test finds exactly its own rows.
 */
function nextBatch() {
  batches += 1;
  return { code: (n: number) => `IMP-${RUN}-${batches}-${n}`, name: `${NAME_PREFIX}批${batches}` };
}

let browser: Browser;
let session: PageSession;
let page: Page;
let template: Buffer;
/** Template column (1-based) by its title. */
let columnOf: Map<string, number>;
/** Allowed labels of the dictionary columns, from the template's title notes. */
let choicesOf: Map<string, string[]>;
/** importExcel calls the page made, as their `mode`. */
const importCalls: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/importExcel')) importCalls.push(url.searchParams.get('mode') ?? '');
  });
  await signIn(page, baseURL, DEMO.admin, LIST);
  await page.getByTestId('module-list-deviceInventory').waitFor();
  await listSettled(page);
});
afterAll(async () => browser?.close());

const dialog = () => page.locator('.ec-import-dialog .ant-modal');

async function openImport() {
  await page.getByTestId('list-import').click();
  // Once it has finished opening: a click on its buttons while it still zooms in can be lost.
  await settledPopup(page, '.ec-import-dialog .ant-modal').waitFor();
}

async function closeImport() {
  await page.getByTestId('import-cancel').click();
  await dialog().waitFor({ state: 'hidden' });
}

async function chooseFile(name: string, buffer: Buffer) {
  await dialog().locator('input[type=file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

/** Records every state a testid'd element passes through (data-stage/data-phase), however briefly. */
async function watchStates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[] };
    w.__states = [];
    const note = (el: Element) => w.__states.push(`${el.getAttribute('data-testid')}:${el.getAttribute('data-stage') ?? el.getAttribute('data-phase') ?? ''}:${el.textContent ?? ''}`);
    new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target instanceof Element ? r.target : r.target.parentElement;
        const el = target?.closest('[data-testid="export-progress"],[data-testid="import-sending"]');
        if (el) note(el);
        for (const node of r.addedNodes) {
          if (node instanceof Element) node.querySelectorAll('[data-testid="export-progress"],[data-testid="import-sending"]').forEach(note);
          if (node instanceof Element && node.matches('[data-testid="export-progress"],[data-testid="import-sending"]')) note(node);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const seenStates = () => page.evaluate(() => (window as unknown as { __states: string[] }).__states);

function noteText(note: unknown): string {
  if (typeof note === 'string') return note;
  const texts = (note as { texts?: { text: string }[] } | undefined)?.texts ?? [];
  return texts.map((t) => t.text).join('');
}

interface Device {
  code: string;
  name: string;
  type?: string;
}

/** The downloaded template with one line per device filled in, as the user would in Excel. */
async function filledTemplate(devices: Device[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  devices.forEach((d, i) => {
    const row = sheet.getRow(i + 2);
    const set = (title: string, value: string) => (row.getCell(columnOf.get(title)!).value = value);
    set('设备编号', d.code);
    set('设备名称', d.name);
    set('设备类型', d.type ?? choicesOf.get('设备类型')![0]);
    set('规格型号', 'XB-100');
    set('设备状态', choicesOf.get('设备状态')![0]);
    set('记录人', '王磊');
    set('记录时间', '2024-06-02 08:15:00');
    row.commit();
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Searches the list for device names starting with `name` and returns the rows shown. */
async function searchNames(name: string): Promise<string[]> {
  await page.getByTestId('search-name').fill(name);
  await reloadingList(page, () => page.getByTestId('search-submit').click(), (url) => url.searchParams.get('name') === name);
  return rows(page).allInnerTexts();
}

describe('ledger import dialog', () => {
  it('downloads the template under the server file name, with the ledger columns', async () => {
    await openImport();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    expect(download.suggestedFilename()).toMatch(/^设备台账.*_template\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await downloadedFile(download));
    template = Buffer.from(await wb.xlsx.writeBuffer());
    const header = wb.worksheets[0].getRow(1);
    columnOf = new Map();
    choicesOf = new Map();
    header.eachCell((cell, column) => {
      const title = String(cell.value);
      columnOf.set(title, column);
      const values = noteText(cell.note).split('\n').find((line) => line.startsWith('可选值'));
      if (values) choicesOf.set(title, values.replace(/^可选值:\s*/, '').replace(/\s*…$/, '').split('、'));
    });
    for (const title of ['设备编号', '设备名称', '设备类型', '规格型号', '设备状态', '记录人', '记录时间']) expect(columnOf.has(title)).toBe(true);
    expect(choicesOf.get('设备类型')!.length).toBeGreaterThan(0);
    await closeImport();
  });

  it('refuses a file that is not an xlsx, or too large, before sending it', async () => {
    const callsBefore = importCalls.length;
    await openImport();
    await chooseFile('devices.csv', Buffer.from('设备编号,设备名称\nA,B\n'));
    expect(await page.getByTestId('import-file-error').innerText()).toBe('文件格式不正确，请上传xlsx格式文件');
    expect(await page.getByTestId('import-validate').isDisabled()).toBe(true);
    await chooseFile('devices.xlsx', Buffer.alloc(10 * MB + 1, 1));
    expect(await page.getByTestId('import-file-error').innerText()).toBe('上传文件大小不能超过10MB');
    expect(await page.getByTestId('import-validate').isDisabled()).toBe(true);
    expect(importCalls.slice(callsBefore)).toEqual([]);
    await closeImport();
  });

  it('keeps the server refusal of a file on screen (a sheet without the required columns)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRow(['备注']);
    await openImport();
    await chooseFile('wrong.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const answered = page.waitForResponse((r) => r.url().includes('/importExcel?mode=validate'));
    await page.getByTestId('import-validate').click();
    const envelope = (await (await answered).json()) as { code: number; msg: string };
    expect(envelope.code).toBe(2010102);
    expect(envelope.msg).toContain('设备编号');
    expect(await page.getByTestId('import-send-error').innerText()).toBe(envelope.msg);
    expect(await page.getByTestId('import-result').count()).toBe(0);
    await closeImport();
  });

  it('reports the invalid row with its field and message, then imports the valid rows after an explicit confirmation', async () => {
    const batch = nextBatch();
    const file = await filledTemplate([
      { code: batch.code(1), name: `${batch.name}甲` },
      { code: batch.code(2), name: `${batch.name}乙`, type: '不存在的类型' },
      { code: batch.code(3), name: `${batch.name}丙` },
    ]);
    await openImport();
    await watchStates(page);
    await chooseFile('设备导入.xlsx', file);
    expect(await page.getByTestId('import-file-chosen').innerText()).toContain('设备导入.xlsx');
    const answered = page.waitForResponse((r) => r.url().includes('/importExcel?mode=validate'));
    await page.getByTestId('import-validate').click();
    const report = (await (await answered).json()).data as { total: number; valid: number; errors: { row: number; field: string; message: string }[] };
    await page.getByTestId('import-result').waitFor();
    expect(await seenStates()).toContainEqual(expect.stringMatching(/^import-sending:/));

    expect(report).toMatchObject({ total: 3, valid: 2 });
    expect(await page.getByTestId('import-total').innerText()).toContain('3');
    expect(await page.getByTestId('import-valid').innerText()).toContain('2');
    expect(await page.getByTestId('import-error-count').innerText()).toContain(String(report.errors.length));
    const errorRows = await page.getByTestId('import-error-row').allInnerTexts();
    expect(errorRows).toHaveLength(report.errors.length);
    const cells = errorRows[0].split('\t').map((c) => c.trim());
    expect(cells).toEqual(['3', '设备类型', report.errors[0].message]);
    expect(report.errors[0].message.length).toBeGreaterThan(0);
    await screenshot(page, 'ledger-import-report');

    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-report-download').click()]);
    expect(csvFile.suggestedFilename()).toBe('设备台账_导入错误报告.csv');
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(await downloadedFile(csvFile), 'utf8');
    expect(csv.split('\r\n').slice(0, 2)).toEqual(['\uFEFF行号,字段,错误信息', `3,设备类型,${report.errors[0].message}`]);

    await page.getByTestId('import-valid-only').click();
    await page.getByText('将导入 2 行有效数据，跳过 1 行有错误的数据（这些行不会导入）。确定继续吗？').waitFor();
    const stored = page.waitForResponse((r) => r.url().includes('/importExcel?mode=validRowsOnly'));
    // The toast lasts 3 s: watched from before the click, as the list reload below can take longer on a busy machine.
    const toasted = page.getByText('导入成功，共导入 2 条数据').waitFor();
    // The list reloads after the import.
    await reloadingList(page, () => clickInDialog(page, 'confirm-ok'));
    expect((await (await stored).json()).data).toMatchObject({ mode: 'validRowsOnly', imported: 2 });
    await toasted;
    await dialog().waitFor({ state: 'hidden' });

    const listed = (await searchNames(batch.name)).join('\n');
    expect(listed).toContain(batch.code(1));
    expect(listed).toContain(batch.code(3));
    expect(listed).not.toContain(batch.code(2));
    expect(await rows(page).count()).toBe(2);
  });

  it('imports a fully valid file with commit, and the list (still searching) shows the new rows', async () => {
    const batch = nextBatch();
    const callsBefore = importCalls.length;
    expect(await searchNames(batch.name)).toHaveLength(0);
    const file = await filledTemplate([
      { code: batch.code(1), name: `${batch.name}丁` },
      { code: batch.code(2), name: `${batch.name}戊` },
    ]);
    await openImport();
    await chooseFile('设备导入2.xlsx', file);
    await page.getByTestId('import-validate').click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-summary').innerText()).toContain('校验通过，2 行数据可以导入');
    expect(await page.getByTestId('import-valid-only').count()).toBe(0);
    expect(await page.getByTestId('import-error-row').count()).toBe(0);
    const stored = page.waitForResponse((r) => r.url().includes('/importExcel?mode=commit'));
    // The previous test's toast carries the same text: let it go first, so the one awaited below is this import's.
    await page.waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 0);
    const toasted = page.getByText('导入成功，共导入 2 条数据').waitFor();
    await reloadingList(page, () => page.getByTestId('import-commit').click(), (url) => url.searchParams.get('name') === batch.name);
    expect((await (await stored).json()).data).toMatchObject({ mode: 'commit', imported: 2, errors: [] });
    await toasted;
    await dialog().waitFor({ state: 'hidden' });
    const listed = await rows(page).allInnerTexts();
    expect(listed).toHaveLength(2);
    for (const n of [1, 2]) expect(listed.join('\n')).toContain(batch.code(n));
    expect(importCalls.slice(callsBefore)).toEqual(['validate', 'commit']);
  });
});

describe('export progress', () => {
  it('shows the bytes received while the export streams, then the finished size; the file holds the rows listed', async () => {
    // Everything this file imported: the rows of the tests above, whichever attempt stored them.
    const listed = await searchNames(NAME_PREFIX);
    expect(listed.length).toBeGreaterThan(0);
    await watchStates(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('list-export').click();
        await clickInDialog(page, 'confirm-ok');
      })(),
    ]);
    const done = page.locator('[data-testid="export-progress"][data-phase="done"]');
    await done.waitFor();
    expect(await done.innerText()).toMatch(/^导出完成，共 \d+\.\d{2} (B|KB|MB)$/);
    const states = await seenStates();
    expect(states.some((s) => /^export-progress:running:正在导出，已接收 \d+\.\d{2} (B|KB|MB)/.test(s))).toBe(true);
    // The exported file holds the rows the search shows, no more.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await downloadedFile(download));
    const sheet = wb.worksheets[0];
    const codeColumn = (sheet.getRow(1).values as unknown[]).indexOf('设备编号');
    const exported = sheet.getSheetValues().slice(2).filter(Boolean).map((row) => String((row as unknown[])[codeColumn]));
    expect(exported).toHaveLength(listed.length);
    for (const code of exported) expect(listed.join('\n')).toContain(code);
    expect(session.errors).toEqual([]);
  });
});
