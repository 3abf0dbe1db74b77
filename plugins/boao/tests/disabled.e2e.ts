// The product with PLUGINS_DISABLED=boao, in Chromium against its own real server: no 水厂数据中心 in the
// sidebar, /boao pages are unknown routes, and the rest of the client works as before.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from '../../../tests/support/server-process';
import { launchBrowser, openPage } from '../../../tests/e2e/helpers/browser';
import { DEMO, openAllSubmenus, signIn } from '../../../tests/e2e/helpers/flows';
import { PAGES } from '../manifest';
import { enterpriseId, slow, useEnterprise, ZHEJIANG } from './e2e-helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ PLUGINS_DISABLED: 'boao' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

describe('PLUGINS_DISABLED=boao', () => {
  it('has no water-plant menu or page; online monitoring still works', async () => {
    const zhejiang = await enterpriseId(server.url, ZHEJIANG);
    const { page, context, errors } = await openPage(browser);
    await signIn(page, server.url, DEMO.admin, '/moduleHome/page');
    await useEnterprise(page, server.url, zhejiang);
    await page.goto(`${server.url}/#/onlineMonitoring/page`);
    await page.getByTestId('online-monitoring').waitFor(slow);
    await page.getByTestId('side-menu').waitFor();
    // Open every submenu so nested entries are on screen, then list the sidebar's keys.
    await openAllSubmenus(page);
    const keys = await page.locator('.ec-side-menu [data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)));
    expect(keys).toContain('onlineMonitoring-page');
    expect(keys.filter((k) => k.startsWith('boao'))).toEqual([]);
    expect(await page.locator('.ec-side-menu').innerText()).not.toContain('水厂数据中心');
    for (const path of Object.values(PAGES)) {
      await page.goto(`${server.url}/#${path}`);
      await page.getByTestId('not-found').waitFor(slow);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
