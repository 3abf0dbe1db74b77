// A headline's cover and attachment in Chromium: the back office writes a headline, uploads a cover image
// and a PDF through its own (platform) upload, publishes it; an enterprise user sees the cover in the
// list and the reader, and downloads the attachment with its name and bytes.
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../../tests/e2e/helpers/admin';
import { downloadedFile, launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { clickInDialog, DEMO, signIn, typeRichText } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';
import { CONTENT_ROUTES as R } from '../contract';

const baseURL = serverURL();
const TITLE = `危废贮存规范-${Date.now().toString(36)}`;
// A real (decodable) 2×2 PNG, so the browser can show it.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqzgBRAwQCgAjrgV5XtGN4QAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% 危废贮存附件\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]);
const PDF_NAME = '危废贮存规范.pdf';

let browser: Browser;
let ops: PageSession;
let reader: PageSession;

beforeAll(async () => {
  browser = await launchBrowser();
  ops = await openPage(browser);
  reader = await openPage(browser);
  await adminSignIn(ops.page, baseURL, 'content');
  await signIn(reader.page, baseURL, DEMO.viewer, '/moduleHome/page');
});
afterAll(async () => browser?.close());

const articleRow = (page: Page) => page.getByTestId('article-row').filter({ has: page.getByTestId('article-row-title').filter({ hasText: TITLE }) });
const headlineRow = (page: Page) => page.getByTestId('headline-row').filter({ has: page.getByTestId('headline-title').filter({ hasText: TITLE }) });

/** The image has arrived and decoded (a broken or refused URL leaves naturalWidth at 0). */
async function imageShown(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor();
  await page.waitForFunction((id) => {
    const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
    return !!img && img.complete && img.naturalWidth === 2;
  }, testId);
}

/** Uploads one file through an upload control and waits for it to be listed (the upload completed). */
async function upload(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const completed = page.waitForResponse((r) => r.url().endsWith('/api/operation-manage/file/upload/complete'));
  await page.getByTestId(`${testId}-input`).setInputFiles(file);
  expect((await (await completed).json()).code).toBe(1000000);
  await page.getByTestId(`${testId}-list`).locator(`[data-testid="file-item"][data-name="${file.name}"]`).waitFor();
}

describe('headline cover and attachments', () => {
  it('the back office writes a headline with a cover and an attachment and publishes it', async () => {
    const { page } = ops;
    await page.getByTestId('admin-content-page').waitFor();
    await page.getByTestId('article-add').click();
    await page.getByTestId('article-title').fill(TITLE);
    await typeRichText(page, 'article-body', '危险废物贮存场所须设置标识');
    await page.getByTestId('article-body-count').filter({ hasText: '正文 13 / 100000 字' }).waitFor();

    await upload(page, 'article-cover', { name: '封面.png', mimeType: 'image/png', buffer: COVER });
    await upload(page, 'article-attachments', { name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/operation-manage/contentManagement') && r.request().method() === 'POST');
    await clickInDialog(page, 'article-save');
    const answer = await (await saved).json();
    if (answer.code !== 1000000) await screenshot(page, 'headline-files-save');
    expect(answer.code).toBe(1000000);
    await articleRow(page).waitFor();

    await articleRow(page).getByTestId('article-publish').click();
    await clickInDialog(page, 'confirm-ok');
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('[data-testid="article-row"]')].some(
          (row) => row.textContent?.includes(title) && row.querySelector('[data-testid="article-news-status"]')?.getAttribute('data-status') === '1',
        ),
      TITLE,
    );
  });

  it('the enterprise user sees the cover in the list and the reader, and downloads the attachment', async () => {
    const { page } = reader;
    await page.goto(`${baseURL}/#${R.page}`);
    await page.reload();
    await page.getByTestId('headlines-page').waitFor();
    await page.getByTestId('headline-search-title').fill(TITLE);
    await page.getByTestId('headline-search-submit').click();
    await headlineRow(page).waitFor();
    await imageShown(page, 'headline-cover');
    await screenshot(page, 'headline-files-list');

    await headlineRow(page).click();
    await page.waitForURL((url) => url.hash.startsWith(`#${R.detail}/`));
    await imageShown(page, 'headline-detail-cover');
    const item = page.getByTestId('headline-attachments').locator(`[data-testid="file-item"][data-name="${PDF_NAME}"]`);
    await item.waitFor();
    await screenshot(page, 'headline-files-detail');

    const signed = page.waitForResponse((r) => r.url().includes('/contentManagement/') && r.url().includes('/fileUrl?'));
    const download = page.waitForEvent('download');
    await item.getByTestId('file-download').click();
    expect(new URL((await signed).url()).searchParams.get('attachment')).toBe('true');
    const file = await download;
    expect(file.suggestedFilename()).toBe(PDF_NAME);
    expect(readFileSync(await downloadedFile(file)).equals(PDF)).toBe(true);
  });
});
