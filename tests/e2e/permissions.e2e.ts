// What a viewer sees: the list without write buttons, and the blocked-route message on a write route.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, rows, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('button and route permissions', () => {
  it('hides write buttons from a viewer and blocks the add route', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.viewer, '/accountManagement/deviceInventory');
    await page.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(page);
    // The viewer's list has rows; before its first answer the table is empty without a spinner (a stress
    // run counted 0 rows there), so the first row is waited for.
    await rows(page).first().waitFor();
    expect(await page.getByTestId('list-add').count()).toBe(0);
    expect(await page.getByTestId('row-edit').count()).toBe(0);
    expect(await page.getByTestId('row-delete').count()).toBe(0);
    expect(await page.getByTestId('row-detail').count()).toBeGreaterThan(0);

    await page.goto(`${baseURL}/#/accountManagement/deviceInventory/add`);
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('no-permission').innerText()).toContain('当前模块无访问权限，请联系管理员！');
    await context.close();
  });

  it('signs out the older session when the same user signs in elsewhere (403)', async () => {
    const first = await openPage(browser);
    await signIn(first.page, baseURL, DEMO.viewer, '/accountManagement/deviceInventory');
    await first.page.getByTestId('module-list-deviceInventory').waitFor();

    const second = await openPage(browser);
    await signIn(second.page, baseURL, DEMO.viewer, '/accountManagement/deviceInventory');
    await second.page.getByTestId('module-list-deviceInventory').waitFor();

    await first.page.getByTestId('list-reload').click();
    await first.page.getByText('账号已在其他浏览器登录，如非本人操作请修改密码').waitFor();
    expect(await first.page.getByTestId('confirm-cancel').count()).toBe(0); // OK only
    await clickInDialog(first.page, 'confirm-ok');
    await first.page.waitForURL(/#\/login/);
    await first.context.close();
    await second.context.close();
  });
});
