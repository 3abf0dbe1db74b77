// Issue 18's headline flow in Chromium: the back office writes a headline whose body carries the 28
// XSS vectors (sent the way a tampered client would: the editor itself never produces such markup),
// publishes it; an enterprise user finds it in the full-screen list, opens it, reads the text and
// nothing of the payload (no element, attribute or URL of it, no alert ran); the back office withdraws
// it and the enterprise user no longer finds it.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../../tests/e2e/helpers/admin';
import { launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, signIn, typeRichText } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { XSS_VECTORS } from '../../../tests/support/xss-vectors';
import { CONTENT_ROUTES as R } from '../contract';

const baseURL = serverURL();
const TITLE = `臭氧污染防治提示-${Date.now().toString(36)}`;
const TEXT = '请各企业按时更换活性炭并做好运行记录';
let browser: Browser;
let ops: PageSession;
let reader: PageSession;
/** Dialogs (alert) opened on either page: a vector that ran would open one. */
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ops = await openPage(browser);
  reader = await openPage(browser);
  for (const { page } of [ops, reader]) {
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  }
  await adminSignIn(ops.page, baseURL, 'content');
  await signIn(reader.page, baseURL, DEMO.viewer, '/moduleHome/page');
});
afterAll(async () => browser?.close());

const articleRow = (page: Page) => page.getByTestId('article-row').filter({ has: page.getByTestId('article-row-title').filter({ hasText: TITLE }) });
const headlineRow = (page: Page) => page.getByTestId('headline-row').filter({ has: page.getByTestId('headline-title').filter({ hasText: TITLE }) });

/** Confirms the dialog an action opens and waits for the list to show the article's new state. */
async function act(page: Page, testId: string, newsStatus: string) {
  await articleRow(page).getByTestId(testId).click();
  await clickInDialog(page, 'confirm-ok');
  await page.waitForFunction(
    ([title, status]) =>
      [...document.querySelectorAll('[data-testid="article-row"]')].some(
        (row) => row.textContent?.includes(title) && row.querySelector('[data-testid="article-news-status"]')?.getAttribute('data-status') === status,
      ),
    [TITLE, newsStatus],
  );
}

/** Searches the enterprise user's headline list for the title (a fresh load, not the kept-alive page). */
async function searchHeadlines(page: Page) {
  await page.goto(`${baseURL}/#${R.page}`);
  await page.reload();
  await page.getByTestId('headlines-page').waitFor();
  const answered = page.waitForResponse((r) => r.url().includes('/contentManagement/page') && r.url().includes('title='));
  await page.getByTestId('headline-search-title').fill(TITLE);
  await page.getByTestId('headline-search-submit').click();
  await answered;
  await page.waitForFunction(() => !document.querySelector('[data-testid="headlines-list"] .ant-spin-spinning'));
}

describe('environmental headlines', () => {
  it('the back office writes a headline; the body it sends carries the 28 vectors', async () => {
    const { page } = ops;
    // A retried attempt starts from the list, not from the dialog the failed one left open.
    await page.reload();
    await page.getByTestId('admin-content-page').waitFor();
    await page.getByTestId('article-add').click();
    await page.getByTestId('article-title').fill(TITLE);
    await page.getByTestId('article-synopsis').fill('高温季节VOCs治理设施运行提示');
    await typeRichText(page, 'article-body', TEXT);
    // The form holds the typed body once the editor reported it (its count shows the text's length).
    await page.getByTestId('article-body-count').filter({ hasText: `正文 ${TEXT.length} / 100000 字` }).waitFor();

    // The request as a tampered client would send it: the editor's HTML followed by every vector.
    await page.route('**/api/operation-manage/contentManagement', async (route, request: Request) => {
      if (request.method() !== 'POST') return route.continue();
      const body = JSON.parse(request.postData() ?? '{}') as { body: string };
      expect(body.body).toContain(TEXT);
      await route.continue({ postData: JSON.stringify({ ...body, body: `${body.body}${XSS_VECTORS.join('')}` }) });
    });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/operation-manage/contentManagement') && r.request().method() === 'POST');
    await clickInDialog(page, 'article-save');
    try {
      expect((await (await saved).json()).code).toBe(1000000);
    } catch (err) {
      await screenshot(page, 'headlines-admin-save');
      throw err;
    }
    await page.unroute('**/api/operation-manage/contentManagement');
    await articleRow(page).waitFor();
    await expect(articleRow(page).getByTestId('article-news-status').getAttribute('data-status')).resolves.toBe('0');
    await screenshot(page, 'headlines-admin');
  });

  it('published, the enterprise user reads it full screen without the payload', async () => {
    await act(ops.page, 'article-publish', '1');
    await act(ops.page, 'article-synopsis-publish', '1');

    const { page } = reader;
    await searchHeadlines(page);
    await expect(headlineRow(page).count()).resolves.toBe(1);
    await expect(headlineRow(page).getByTestId('headline-synopsis').innerText()).resolves.toBe('高温季节VOCs治理设施运行提示');
    // Full screen: no sidebar.
    await expect(page.locator('.ec-side-menu').count()).resolves.toBe(0);
    await screenshot(page, 'headlines-list');

    await headlineRow(page).click();
    await page.waitForURL((url) => url.hash.startsWith(`#${R.detail}/`));
    const body = page.getByTestId('headline-body');
    await body.waitFor();
    await expect(page.getByTestId('headline-detail-title').innerText()).resolves.toBe(TITLE);
    await expect(body.innerText()).resolves.toContain(TEXT);
    try {
      const found = await body.evaluate((root) => ({
        elements: root.querySelectorAll('script, iframe, object, embed, svg, style, form, meta, base, math, input').length,
        handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => /^on|^style$|^srcset$/i.test(n)),
        urls: [...root.querySelectorAll('[href], [src], [poster]')]
          .flatMap((el) => ['href', 'src', 'poster'].map((a) => el.getAttribute(a) ?? ''))
          .filter((u) => /^\s*(javascript|vbscript|data):/i.test(u)),
      }));
      expect(found).toEqual({ elements: 0, handlers: [], urls: [] });
    } catch (err) {
      await screenshot(page, 'headline-detail-payload');
      throw err;
    }
    await expect(page.getByTestId('headline-detail-reads').innerText()).resolves.toMatch(/1/);
    await screenshot(page, 'headline-detail');
    expect(dialogs).toEqual([]);
  });

  it('withdrawn, the enterprise user no longer finds it', async () => {
    const detailUrl = reader.page.url();
    await act(ops.page, 'article-withdraw', '2');
    await expect(articleRow(ops.page).getByTestId('article-synopsis-status').getAttribute('data-status')).resolves.toBe('0');

    const { page } = reader;
    await searchHeadlines(page);
    await expect(headlineRow(page).count()).resolves.toBe(0);
    await page.goto(detailUrl);
    await page.reload();
    await page.getByTestId('headline-missing').waitFor();
    expect(dialogs).toEqual([]);
  });
});
