// A sub-table ledger end to end: the add form edits facility-maintenance parts inline (a required
// cell left empty blocks the save and is shown in its row), the detail page shows the parts as a
// table, and after an edit the history tab lists the modification (field label, before → after)
// above the creation; an edit form reopened right after a save starts from the saved record.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import repairSchema from '../../schemas/modules/facilities-repair-maintain.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';
import { enumLabel, fillField } from './helpers/ledgerForm';

const baseURL = serverURL();
const schema = repairSchema as unknown as ModuleSchema;
const ROUTE = schema.route;
const API_PATH = `/api/enterprise-side-app/${schema.api}`;
const field = (name: string) => schema.fields.find((f) => f.name === name) as FieldSchema;

let browser: Browser;
let session: PageSession;
let page: Page;
/** Id of the record the flow creates. */
let id: number;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { fixedClock: true });
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, `${ROUTE}/add`);
});
afterAll(async () => browser?.close());

/** Same-document navigation to a hash route. */
async function openRoute(path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

const isSave = (method: string) => (r: Request) => r.method() === method && new URL(r.url()).pathname === API_PATH;

async function openDetail(): Promise<void> {
  await openRoute(`${ROUTE}/detail/${id}`);
  await page.getByTestId(`module-detail-${schema.id}`).waitFor();
}

const historyEntries = () => page.getByTestId('history-entry');

describe('facility maintenance parts (sub-table) and record history', () => {
  it('blocks the save while a required part name is empty, then creates the record with two parts', async () => {
    await page.getByTestId(`module-form-${schema.id}`).waitFor();
    const values: Record<string, unknown> = {
      deviceCode: 'E2E-SB-01',
      deviceName: 'E2E布袋除尘器',
      maintainType: '1',
      startTime: '2024-05-06 08:00:00',
      endTime: '2024-05-06 11:30:00',
      content: '更换破损滤袋并检查脉冲阀',
      executor: '王磊',
      recorder: '王磊',
      recordTime: '2024-05-06 12:00:00',
    };
    for (const [name, value] of Object.entries(values)) await fillField(page, field(name), value);

    await page.getByTestId('subtable-add-parts').click();
    await page.getByTestId('subtable-add-parts').click();
    await page.getByTestId('field-parts-0-partName').fill('滤袋');
    await page.getByTestId('field-parts-0-quantity').fill('2');
    await page.getByTestId('field-parts-0-unit').fill('条');
    await page.getByTestId('field-parts-1-quantity').fill('1');
    expect(await page.getByTestId('subtable-row-parts').count()).toBe(2);

    const posts: Request[] = [];
    page.on('request', (r) => {
      if (isSave('POST')(r)) posts.push(r);
    });
    await page.getByTestId('form-submit').click();
    const secondRow = page.getByTestId('subtable-row-parts').nth(1);
    await secondRow.getByText('部件名称不能为空').waitFor();
    expect(await page.getByTestId('subtable-row-parts').first().getByText('部件名称不能为空').count()).toBe(0);
    // Validation runs before any request: the refused form sent nothing.
    expect(posts).toHaveLength(0);
    await screenshot(page, 'ledger-subtable-cell-error');

    await page.getByTestId('field-parts-1-partName').fill('脉冲阀');
    const created = page.waitForResponse((r) => isSave('POST')(r.request()));
    await page.getByTestId('form-submit').click();
    const answer = await (await created).json();
    expect(answer.code, JSON.stringify(answer)).toBe(1000000);
    id = answer.data.id;
    expect(answer.data.parts).toEqual([
      { partName: '滤袋', model: null, quantity: 2, unit: '条' },
      { partName: '脉冲阀', model: null, quantity: 1, unit: null },
    ]);
  });

  it('shows both parts on the detail page as a table with labels', async () => {
    await openDetail();
    const parts = page.getByTestId('detail-parts');
    await parts.waitFor();
    const header = await parts.locator('thead').innerText();
    expect(header).toContain('部件名称');
    expect(header).toContain('数量');
    const rowTexts = await page.getByTestId('detail-parts-row').allInnerTexts();
    expect(rowTexts).toHaveLength(2);
    expect(rowTexts[0]).toContain('滤袋');
    expect(rowTexts[0]).toContain('条');
    expect(rowTexts[1]).toContain('脉冲阀');
    expect(await page.getByTestId('detail-maintainType').innerText()).toBe(enumLabel(field('maintainType'), '1'));
  });

  it('records an edit of a field and a part: the history shows 修改 with before → after above 新增', async () => {
    await page.getByTestId('detail-edit').click();
    await page.getByTestId(`module-form-${schema.id}`).waitFor();
    expect(await page.getByTestId('field-parts-1-partName').inputValue()).toBe('脉冲阀');
    await page.getByTestId('field-deviceName').fill('E2E布袋除尘器二号');
    await page.getByTestId('field-parts-1-quantity').fill('3');
    const updated = page.waitForResponse((r) => isSave('PUT')(r.request()));
    await page.getByTestId('form-submit').click();
    expect((await (await updated).json()).code).toBe(1000000);

    await openDetail();
    expect(await page.getByTestId('detail-deviceName').innerText()).toBe('E2E布袋除尘器二号');
    await page.getByTestId('detail-tab-history').click();
    await page.getByTestId('record-history').waitFor();
    expect(await historyEntries().count()).toBe(2);
    const [latest, first] = [historyEntries().nth(0), historyEntries().nth(1)];
    expect(await latest.getByTestId('history-action').innerText()).toBe('修改');
    expect(await first.getByTestId('history-action').innerText()).toBe('新增');
    expect(await latest.getByTestId('history-actor').innerText()).not.toBe('');
    expect(await latest.getByTestId('history-at').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const nameChange = latest.getByTestId('history-change').filter({ hasText: '设备名称' });
    expect(await nameChange.getByTestId('history-before').innerText()).toBe('E2E布袋除尘器');
    expect(await nameChange.getByTestId('history-after').innerText()).toBe('E2E布袋除尘器二号');
    const partsChange = latest.getByTestId('history-change').filter({ hasText: '更换部件' });
    // Columns: row number, part name, model, quantity, unit.
    const quantity = (side: string) => partsChange.getByTestId(`history-${side}-row`).nth(1).locator('td').nth(3).innerText();
    expect(await quantity('before')).toBe('1');
    expect(await quantity('after')).toBe('3');
    // Only what changed is listed.
    expect(await latest.getByTestId('history-change').count()).toBe(2);
    await screenshot(page, 'ledger-detail-history');
    expect(session.errors).toEqual([]);
  });

  it('reopened at once after a save, the edit form starts from the saved record, not the one read before', async () => {
    await page.getByTestId('detail-edit').click();
    await page.getByTestId(`module-form-${schema.id}`).waitFor();
    expect(await page.getByTestId('field-executor').inputValue()).toBe('王磊');

    // From here the record's answers arrive a second late, as from a busy server: the save's re-read is
    // still on its way when the form opens again, and the browser holds the copy read before the save.
    const recordRoute = `**${API_PATH}/${id}`;
    await page.route(recordRoute, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response });
    });
    try {
      await page.getByTestId('field-executor').fill('李明');
      const updated = page.waitForResponse((r) => isSave('PUT')(r.request()));
      await page.getByTestId('form-submit').click();
      expect((await (await updated).json()).code).toBe(1000000);
      await page.waitForURL(new RegExp(`#${ROUTE}$`));

      await openRoute(`${ROUTE}/edit/${id}`);
      await page.getByTestId(`module-form-${schema.id}`).waitFor();
      expect(await page.getByTestId('field-executor').inputValue()).toBe('李明');
      expect(await page.getByTestId('field-deviceName').inputValue()).toBe('E2E布袋除尘器二号');
      // A new form, not the saved one kept in its tab: its save button is free.
      expect(await page.getByTestId('form-submit').isEnabled()).toBe(true);
    } finally {
      await page.unroute(recordRoute);
    }
    expect(session.errors).toEqual([]);
  });
});
