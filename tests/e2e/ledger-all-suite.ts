// Every standard ledger, one user path each, in a real Chromium against the real server: add a record
// through the schema form, find it with the list search, edit it, export the filtered list (parsed as
// xlsx: labels and the row) and delete it. The values come from the demo-row generators, which are
// checked by the server's own validation, so each ledger is filled with realistic, valid data.
// The 26 ledgers are the longest browser flow of the suite, so they run as shards in separate files
// (ledger-all-1/2.e2e.ts) that the e2e workers take in parallel.
import ExcelJS from 'exceljs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { SUCCESS_CODE } from '../../data-providers/catalogue';
import { loadModuleSchemas } from '../../server/modules/load';
import { ledgerRows } from '../../server/modules/seed';
import type { FieldValues } from '../../server/modules/validation';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { downloadedFile, launchBrowser, openPage, type PageSession } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, reloadingList, rows, signIn } from './helpers/flows';
import { enumLabel, fillField, formFields } from './helpers/ledgerForm';

const baseURL = serverURL();
const schemas = await loadModuleSchemas(resolve(import.meta.dirname, '../../schemas/modules'));
let browser: Browser;
let session: PageSession;
let page: Page;


const HAN = '甲乙丙丁戊己庚辛壬癸';

/** A value of `field`'s kind no demo row holds, so the search finds exactly the new record. */
function uniqueText(field: FieldSchema, n: number): string {
  if (field.validator === 'personName') return `验${HAN[n % 10]}${HAN[Math.floor(n / 10) % 10]}${HAN[Math.floor(n / 100) % 10]}`;
  if (field.pattern) return `E2E${n}`.slice(0, field.maxLength ?? 20);
  return `E2E测${n}`.slice(0, field.maxLength ?? 20);
}

/** Moves a date-like business-key part before the demo period (2024-) so the new record never clashes. */
function earlierDate(field: FieldSchema, value: string): string {
  return field.type === 'month' ? `2019-0${1 + (value.length % 9)}` : `2019${value.slice(4)}`;
}

interface Plan {
  row: FieldValues;
  searchField: FieldSchema;
  term: string;
  labelField?: FieldSchema;
}

function plan(schema: ModuleSchema, n: number): Plan {
  const fields = new Map(schema.fields.map((f) => [f.name, f]));
  const row = { ...ledgerRows(schema, 9000 + n)[0] };
  const searchItem = schema.search.find((s) => s.searchType === 'input' && !s.advanced && ['string', 'text'].includes(fields.get(s.searchName)?.type ?? ''));
  if (!searchItem) throw new Error(`${schema.id}: no text search item`);
  const searchField = fields.get(searchItem.searchName)!;
  const term = uniqueText(searchField, n);
  row[searchField.name] = term;
  for (const name of (schema.unique ?? []).flat()) {
    const field = fields.get(name)!;
    if (name === searchField.name) continue;
    if (field.type === 'string') row[name] = uniqueText(field, n + 500);
    if (['date', 'datetime', 'month'].includes(field.type) && typeof row[name] === 'string') row[name] = earlierDate(field, row[name] as string);
  }
  const visible = new Set(schema.list.columns.filter((c) => !c.hidden).map((c) => c.field));
  const labelField = schema.fields.find((f) => f.type === 'enum' && !f.multiple && visible.has(f.name) && row[f.name] != null);
  return { row, searchField, term, labelField };
}

async function openList(schema: ModuleSchema): Promise<void> {
  await page.goto(`${baseURL}/#${schema.route}`);
  await page.getByTestId(`module-list-${schema.id}`).waitFor();
  await listSettled(page);
}

async function searchFor(p: Plan): Promise<void> {
  await page.getByTestId(`search-${p.searchField.name}`).fill(p.term);
  await reloadingList(page, () => page.getByTestId('search-submit').click(), (url) => url.searchParams.get(p.searchField.name) === p.term);
}

async function exportRows(): Promise<{ header: unknown[]; body: unknown[][]; name: string }> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  await page.getByText('确认导出所有数据项吗？').waitFor();
  await clickInDialog(page, 'confirm-ok');
  const download = await downloadPromise;
  // The confirm dialog must be gone before the next one opens, or its OK button could be clicked instead.
  await page.getByTestId('confirm-ok').waitFor({ state: 'detached' });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await downloadedFile(download));
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  const body = (ws.getSheetValues().slice(2).filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  return { header, body, name: download.suggestedFilename() };
}

/** Registers the flows of the ledgers whose index modulo `shards` is `shard`. */
export function everyLedger(shard: number, shards: number): void {
  beforeAll(async () => {
    browser = await launchBrowser();
    session = await openPage(browser, { fixedClock: true });
    page = session.page;
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  });
  afterAll(async () => browser?.close());

  describe(`every standard ledger (shard ${shard + 1} of ${shards}): create, search, edit, export, delete in the browser`, () => {
    if (shard === 0) {
      it('covers all 26 ledgers of spec §2 accountManagement', () => {
        expect(schemas.filter((s) => s.group === 'accountManagement').length).toBe(26);
      });
    }

    schemas.forEach((schema, n) => {
      if (n % shards !== shard) return;
      it(`${schema.id} (${schema.title['zh-CN']})`, { timeout: 180_000 }, async () => {
        const p = plan(schema, n + 1);
        await openList(schema);

        // Create through the form, filling every field the demo row has a value for.
        await page.getByTestId('list-add').click();
        await page.getByTestId(`module-form-${schema.id}`).waitFor();
        for (const field of formFields(schema)) {
          const value = p.row[field.name];
          if (value === null || value === undefined || field.type === 'files') continue;
          await fillField(page, field, value);
        }
        const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(`/${schema.api}`));
        await page.getByTestId('form-submit').click();
        const answer = (await (await created).json()) as { code: number; msg: string };
        expect(answer.code, `${schema.id} create: ${answer.msg}`).toBe(SUCCESS_CODE);
        await page.getByTestId(`module-list-${schema.id}`).waitFor();
        await listSettled(page);

        // Find it.
        await searchFor(p);
        expect(await rows(page).count()).toBe(1);
        const rowText = await rows(page).first().innerText();
        expect(rowText).toContain(p.term);
        if (p.labelField) expect(rowText).toContain(enumLabel(p.labelField, p.row[p.labelField.name]));

        // Edit: the remark changes, the detail page shows it.
        const remark = `${schema.title['zh-CN']}端到端修改`.slice(0, 60);
        await rows(page).first().getByTestId('row-edit').click();
        await page.getByTestId(`module-form-${schema.id}`).waitFor();
        expect(await page.getByTestId(`field-${p.searchField.name}`).inputValue()).toBe(p.term);
        await page.getByTestId('field-remark').fill(remark);
        await reloadingList(page, () => page.getByTestId('form-submit').click());
        await rows(page).first().getByTestId('row-detail').click();
        await page.getByTestId(`module-detail-${schema.id}`).waitFor();
        expect(await page.getByTestId('detail-remark').innerText()).toBe(remark);
        expect(await page.getByTestId(`detail-${p.searchField.name}`).innerText()).toBe(p.term);
        for (const table of schema.fields.filter((f) => f.type === 'subtable' && Array.isArray(p.row[f.name]))) {
          // Each row the form added is shown in the detail's sub-table.
          const filled = (p.row[table.name] as unknown[]).length;
          expect(await page.getByTestId(`detail-${table.name}`).locator('tbody tr.ant-table-row').count()).toBe(filled);
        }
        await page.goBack();
        await page.getByTestId(`module-list-${schema.id}`).waitFor();
        await listSettled(page);
        expect(await rows(page).count()).toBe(1);

        // Export the filtered list: labels as headers, exactly the new row, dictionary labels not codes.
        const sheet = await exportRows();
        expect(sheet.name).toContain(schema.title['zh-CN']);
        expect(sheet.header).toContain(p.searchField.label['zh-CN']);
        expect(sheet.body).toHaveLength(1);
        expect(sheet.body[0]).toContain(p.term);
        if (p.labelField) {
          expect(sheet.header).toContain(p.labelField.label['zh-CN']);
          expect(sheet.body[0]).toContain(enumLabel(p.labelField, p.row[p.labelField.name]));
        }

        // Delete after confirmation.
        await rows(page).first().getByTestId('row-delete').click();
        await clickInDialog(page, 'confirm-ok');
        await page.getByTestId('confirm-ok').waitFor({ state: 'detached' });
        await page.locator('.ant-message-notice').filter({ hasText: '删除成功' }).last().waitFor();
        await page.getByText('暂无数据').first().waitFor();
        expect(await rows(page).count()).toBe(0);
      });
    });

    it('left no page errors behind', () => {
      expect(session.errors).toEqual([]);
    });
  });
}
