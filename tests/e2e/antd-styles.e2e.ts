// antd's styles for the app's theme come from a stylesheet made at build time (scripts/antd-styles.tsx),
// written into the page only when a session cookie is there and the system does not ask for reduced
// motion: a signed-in cold load takes them from it and generates almost none at run time; the sign-in
// screen and the reduced-motion theme (other class hashes) do without it, and a visit that signs in fresh
// generates its styles at run time; every screen looks the same.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenPageOptions } from './helpers/browser';
import { DEMO, listSettled, rows, signIn } from './helpers/flows';
import { serverURL } from './helpers/server';

const baseURL = serverURL();
const LIST = '/accountManagement/deviceInventory';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Styling {
  /** The build's antd stylesheet is linked and loaded. */
  sheet: boolean;
  /** Style elements antd generated in this page. */
  generated: number;
  headerBackground: string;
  primaryBackground: string;
}

function styling(page: Page): Promise<Styling> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => /\/antd-[\w-]+\.css$/.test(l.href));
    const color = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).backgroundColor : 'missing';
    };
    return {
      sheet: Boolean(link?.sheet && link.sheet.cssRules.length > 1000),
      generated: document.querySelectorAll('style[data-css-hash]').length,
      headerBackground: color('[data-testid="list-table"] thead th'),
      primaryBackground: color('.ant-btn-primary'),
    };
  });
}

// runtime/common/theme.ts: Table.headerBg #f5f7fa and colorPrimary #0e7c66.
const THEMED = { headerBackground: 'rgb(245, 247, 250)', primaryBackground: 'rgb(14, 124, 102)' };

/** Signs in through the form, loads the list anew as a returning visit does, and reads its styling. */
async function returningVisit(opts: OpenPageOptions): Promise<Styling & { errors: string[] }> {
  const { context, page, errors } = await openPage(browser, opts);
  try {
    await signIn(page, baseURL, DEMO.admin, LIST);
    await page.reload();
    await listSettled(page);
    await rows(page).first().waitFor();
    return { ...(await styling(page)), errors };
  } finally {
    await context.close();
  }
}

describe("antd's styles from the build", () => {
  it('a signed-in cold load takes them from the stylesheet and generates almost none', async () => {
    const seen = await returningVisit({ reducedMotion: 'no-preference' });
    expect(seen).toMatchObject({ sheet: true, ...THEMED, errors: [] });
    expect(seen.generated).toBeLessThanOrEqual(3);
  });

  it('with reduced motion (another theme) the sheet is left out and the styles generated look the same', async () => {
    const seen = await returningVisit({ reducedMotion: 'reduce' });
    expect(seen).toMatchObject({ sheet: false, ...THEMED, errors: [] });
    expect(seen.generated).toBeGreaterThan(20);
  });

  it('the sign-in screen does not load it; signing in there styles the list at run time', async () => {
    const { context, page, errors } = await openPage(browser, { reducedMotion: 'no-preference' });
    try {
      await page.goto(`${baseURL}/#/login`);
      await page.getByTestId('login-phone').waitFor();
      expect((await styling(page)).sheet).toBe(false);
      await signIn(page, baseURL, DEMO.admin, LIST);
      await listSettled(page);
      await rows(page).first().waitFor();
      const seen = await styling(page);
      expect(seen).toMatchObject({ sheet: false, ...THEMED });
      expect(seen.generated).toBeGreaterThan(20);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
