// Point management end to end: a point with its logger and factor limits is added, checked, edited and
// deleted; the same screens answer under the three parents of spec §2; devices, channels and risk settings.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot, type PageSession } from './helpers/browser';
import { clickInDialog, DEMO, settledPopup, signIn } from './helpers/flows';

const baseURL = serverURL();
/** Screens load slowly on a busy machine: poll for up to 20 s. */
const slow = { timeout: 20_000 };
const LIST = '/onlineMonitoring/pointManagement/page';
let browser: Browser;
let session: PageSession;
let page: Page;
// Each attempt adds its own point (a retry must not collide with the MN of the point a failed try saved).
let name = '';
let mn = '';

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, LIST);
  await page.getByTestId('point-management').waitFor();
});
afterAll(async () => browser?.close());

const row = () => page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: name });

/**
 * The list is ordered by id, 20 to a page, and the shared server holds points other files added: the new
 * point is found by its name, as a user with many points would.
 */
async function showPoint() {
  await page.getByTestId('search-name').fill(name);
  await page.getByTestId('search-name').press('Enter');
  await row().waitFor();
}

describe('point management', () => {
  it('is reachable under accountManagement, onlineMonitoring and videoManagement', async () => {
    for (const parent of ['/accountManagement', '/videoManagement', '/onlineMonitoring']) {
      await page.goto(`${baseURL}/#${parent}/pointManagement/page`);
      await page.getByTestId('point-management').waitFor();
      // The seeded wastewater outlet is listed under every parent.
      await page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: 'DW001' }).first().waitFor();
      expect(page.url()).toContain(`${parent}/pointManagement/page`);
    }
    expect(await page.getByTestId('menu-onlineMonitoring-pointManagement').count()).toBe(1);
    await screenshot(page, 'monitoring-points-list');
  });

  it('adds a point with factor limits; a warning band outside the alarm band is refused first', async () => {
    name = `E2E排口${randomBytes(3).toString('hex')}`;
    mn = randomBytes(12).toString('hex').toUpperCase();
    await page.getByTestId('list-add').click();
    await page.getByTestId('point-form').waitFor();
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('field-code').fill('DW909');
    await page.getByTestId('field-mn').fill(mn);
    await page.getByTestId('field-password').fill('123456');
    await page.getByTestId('factor-add').click();
    await page.getByTestId('field-factors-0-factorCode').click();
    await page.keyboard.type('w01018');
    await settledPopup(page, '.ant-select-dropdown').locator('.ant-select-item-option').filter({ hasText: 'w01018' }).first().click();
    await page.getByTestId('field-factors-0-alarmMax').fill('50');
    await page.getByTestId('field-factors-0-warnMax').fill('60');
    await page.getByTestId('form-submit').click();
    await page.getByText('预警范围须在报警范围内').first().waitFor();
    await screenshot(page, 'monitoring-point-form');

    await page.getByTestId('field-factors-0-warnMax').fill('40');
    const saved = page.waitForResponse((r) => r.url().endsWith('/pointManagement') && r.request().method() === 'POST');
    await page.getByTestId('form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    await showPoint();
    expect(await row().innerText()).toContain(mn);
  });

  it('edits the limits; the password stays write-only', async () => {
    await row().getByTestId('row-edit').click();
    await page.getByTestId('point-form').waitFor();
    await expect.poll(() => page.getByTestId('field-factors-0-alarmMax').inputValue(), slow).toBe('50');
    expect(await page.getByTestId('field-password').inputValue()).toBe('');
    await page.getByTestId('field-factors-0-alarmMax').fill('80');
    const saved = page.waitForResponse((r) => r.url().endsWith('/pointManagement') && r.request().method() === 'PUT');
    await page.getByTestId('form-submit').click();
    const body = await (await saved).json();
    expect(body.code).toBe(1000000);
    expect(JSON.stringify(body.data)).not.toContain('123456');
    await row().getByTestId('row-edit').click();
    await expect.poll(() => page.getByTestId('field-factors-0-alarmMax').inputValue(), slow).toBe('80');
    expect(await page.getByTestId('field-factors-0-warnMax').inputValue()).toBe('40');
    await page.getByTestId('form-cancel').click();
  });

  it('manages devices, channels and risk settings of the point', async () => {
    await row().getByTestId('row-devices').click();
    await page.getByTestId('device-page').waitFor();
    await page.getByTestId('list-add').click();
    await page.getByTestId('field-device-name').fill('COD在线分析仪');
    await page.getByTestId('form-submit').click();
    const device = page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: 'COD在线分析仪' });
    await device.waitFor();
    await device.getByTestId('row-channels').click();
    await page.getByTestId('channel-page').waitFor();
    expect(page.url()).toContain('/onlineMonitoring/pointManagement/device/channel?deviceId=');
    await page.getByTestId('list-add').click();
    await page.locator('.ant-modal:visible input').nth(1).fill('COD通道');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: 'COD通道' }).waitFor();

    await page.goto(`${baseURL}/#${LIST}`);
    await showPoint();
    await row().getByTestId('row-risk').click();
    await page.getByTestId('risk-form').waitFor();
    await expect.poll(() => page.getByTestId('field-transferRatePercent').inputValue(), slow).toBe('90');
    await page.getByTestId('field-transferRatePercent').fill('85');
    const saved = page.waitForResponse((r) => r.url().endsWith('/pointManagement/riskSetting') && r.request().method() === 'PUT');
    await page.getByTestId('form-submit').click();
    expect((await (await saved).json()).code).toBe(1000000);
    await page.reload();
    await page.getByTestId('risk-form').waitFor();
    await expect.poll(() => page.getByTestId('field-transferRatePercent').inputValue(), slow).toBe('85');
    await page.waitForFunction(() => !document.querySelector('[data-testid="risk-setting"] .ant-spin-blur'));
    await screenshot(page, 'monitoring-risk-setting');
  });

  it('deletes the point', async () => {
    await page.goto(`${baseURL}/#${LIST}`);
    await showPoint();
    await row().getByTestId('row-delete').click();
    await clickInDialog(page, 'confirm-ok');
    await expect.poll(() => row().count(), slow).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
