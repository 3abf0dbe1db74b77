// A form validation a dialog handler leaves unhandled is not a page error (runtime/app/formRejections.ts);
// any other uncaught rejection still is. In Chromium, where the page's error reporting really happens.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './helpers/browser';
import { serverURL } from './helpers/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('uncaught rejections on the page', () => {
  it('drops a refused form validation and reports everything else', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${serverURL()}/#/login`);
    await page.getByTestId('login-phone').waitFor();
    await page.evaluate(() => {
      void Promise.reject({ errorFields: [{ name: ['content'], errors: ['请填写'] }], values: {} });
    });
    await page.evaluate(() => {
      void Promise.reject(new Error('a real failure'));
    });
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toContain('a real failure');
    await context.close();
  });
});
