// The assessment in Chromium against the built server: copy the monthly template into the enterprise,
// change a weight and a risk threshold, score the current month from the demo monitoring data, open the report (no sidebar,
// no navbar), download its PDF (A4 pages; page 1 rendered by pdftoppm shows the title and the score as
// the screen does) and one abnormality export (xlsx whose rows are the findings behind the score).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
const slow = { timeout: 30_000 };
const name = `E2E评估体系${Date.now() % 100000}`;
let browser: Browser;
let session: PageSession;
let page: Page;
let work: string;
let detailTotal = '';

const visible = (testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ea-e2e-'));
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await signIn(page, baseURL, DEMO.admin, '/evaluationSetting/evaluationSystem/page');
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('environmental behaviour assessment', () => {
  it('copies the monthly template and changes a weight', async () => {
    await visible('system-list').waitFor(slow);
    const template = page.locator('[data-testid="system-list"]:visible tbody tr[data-row-key]').filter({ hasText: '环境行为评估（月度）' }).first();
    await template.getByTestId('row-copy').click();
    await visible('system-copy').waitFor(slow);
    await expect.poll(() => visible('field-name').inputValue(), slow).toContain('环境行为评估（月度）');
    await visible('field-name').fill(name);
    await visible('form-submit').click();
    // On to the copy's edit page: 15 indicators of the template, weights adding up to 100.
    await page.waitForURL(/evaluationSystem\/edit\/\d+/, slow);
    await expect.poll(() => visible('weight-total').innerText(), slow).toContain('100');
    expect(await visible('item-weight-0').inputValue()).toBe('15');
    await visible('item-weight-0').fill('14');
    await expect.poll(() => visible('weight-total').innerText()).toContain('99');
    expect(await visible('form-submit').isDisabled()).toBe(true);
    await visible('item-weight-1').fill('11');
    await expect.poll(() => visible('weight-total').innerText()).toContain('100');
    // Findings to risks: this system's transfer-rate risks from 80 % (the form's field; empty = default).
    await visible('risk-feed-dataTransfer').fill('80');
    const saved = page.waitForResponse((r) => /\/system\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
    await visible('form-submit').click();
    const put = await saved;
    expect((await put.json()).code).toBe(1000000);
    expect(put.request().postDataJSON().riskFeed).toEqual({ thresholds: { dataTransfer: 80 } });
    await page.locator('[data-testid="system-list"]:visible tbody tr[data-row-key]').filter({ hasText: name }).waitFor(slow);
    await screenshot(page, 'assessment-system-list');
  });

  it('scores the current month and shows the weighted result with its evidence', async () => {
    await page.goto(`${baseURL}/#/environmentAssessment/page`);
    await visible('assessment-list').waitFor(slow);
    await visible('assessment-calculate').click();
    await page.getByTestId('run-system').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
    const ran = page.waitForResponse((r) => r.url().endsWith('/system/score/calculate') && r.request().method() === 'POST');
    await page.getByTestId('run-confirm').click();
    const answer = await (await ran).json();
    expect(answer.code).toBe(1000000);
    expect(answer.data.enterpriseCount).toBe(1);
    const row = page.locator('[data-testid="assessment-list"]:visible tbody tr[data-row-key]').filter({ hasText: name }).first();
    await row.waitFor(slow);
    await row.getByTestId('row-detail').click();
    await visible('assessment-detail').waitFor(slow);
    detailTotal = (await visible('detail-total').locator('.ant-statistic-content-value').innerText()).trim();
    expect(Number(detailTotal)).toBeGreaterThan(0);
    // The changed weight is the one scored.
    expect(await visible('item-concentration').innerText()).toContain('14');
    await screenshot(page, 'assessment-detail');
  });

  it('downloads one abnormality export: one row per finding of that indicator', async () => {
    // The indicator with the most findings (demo ledgers have no records this month, so some are there).
    const rules = ['environmentalMaterial', 'emergencySuppliesComplianceRate', 'dataTransfer', 'missing', 'mutation'];
    let chosen = '';
    let findings = 0;
    for (const rule of rules) {
      const cells = await visible(`item-${rule}`).locator('td').allInnerTexts();
      const count = Number(cells[cells.length - 2]);
      if (count > findings) {
        chosen = rule;
        findings = count;
      }
    }
    expect(findings).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await visible(`export-${chosen}`).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(work, 'export.xlsx');
    await file.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    expect(book.worksheets[0].rowCount).toBe(findings + 1);
  });

  it('opens the report without sidebar or navbar and exports it as an A4 PDF whose first page shows title and score', async () => {
    await visible('detail-report').click();
    await visible('assessment-report').waitFor(slow);
    expect(await page.getByTestId('navbar').isVisible()).toBe(false);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect((await visible('report-score').innerText()).trim()).toBe(Number(detailTotal).toFixed(2));
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid^="report-chart"]')].every((c) => c.getAttribute('data-ready') === '1'));
    await screenshot(page, 'assessment-report');

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await visible('report-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^环境行为评估报告_.+\.pdf$/);
    const pdf = join(work, 'report.pdf');
    await file.saveAs(pdf);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+3/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '96', '-png', pdf, join(work, 'page')]);
    const png = readFileSync(join(work, 'page-1.png')).toString('base64');

    // Where the title and the score sit on the first page, and how the screen draws them.
    const box = async (testId: string) =>
      page.evaluate((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
        const sheet = document.querySelector('[data-report-page="1"]')!.getBoundingClientRect();
        return { x: el.left - sheet.left, y: el.top - sheet.top, width: el.width, height: el.height, sheetWidth: sheet.width };
      }, testId);
    const compare = async (testId: string) => {
      const shot = (await visible(testId).screenshot()).toString('base64');
      return page.evaluate(
        async ({ png, shot, b }) => {
          const load = (src: string) => new Promise<HTMLImageElement>((ok) => {
            const img = new Image();
            img.onload = () => ok(img);
            img.src = src;
          });
          const [pdfImg, shotImg] = await Promise.all([load(`data:image/png;base64,${png}`), load(`data:image/png;base64,${shot}`)]);
          const w = shotImg.width;
          const h = shotImg.height;
          const scale = pdfImg.width / b.sheetWidth;
          const pixels = (draw: (ctx: CanvasRenderingContext2D) => void) => {
            const canvas = document.createElement('canvas');
            canvas.width = w;
            canvas.height = h;
            const ctx = canvas.getContext('2d')!;
            ctx.fillStyle = '#fff';
            ctx.fillRect(0, 0, w, h);
            draw(ctx);
            return ctx.getImageData(0, 0, w, h).data;
          };
          const fromPdf = pixels((ctx) => ctx.drawImage(pdfImg, b.x * scale, b.y * scale, b.width * scale, b.height * scale, 0, 0, w, h));
          const fromScreen = pixels((ctx) => ctx.drawImage(shotImg, 0, 0));
          let diff = 0;
          let ink = 0;
          for (let i = 0; i < fromPdf.length; i += 4) {
            for (let c = 0; c < 3; c++) {
              diff += Math.abs(fromPdf[i + c] - fromScreen[i + c]);
              ink += 255 - fromPdf[i + c];
            }
          }
          const n = (fromPdf.length / 4) * 3;
          return { diff: diff / n, ink: ink / n, pdfWidth: pdfImg.width };
        },
        { png, shot, b: await box(testId) },
      );
    };
    for (const testId of ['report-title', 'report-score']) {
      const { diff, ink, pdfWidth } = await compare(testId);
      expect(pdfWidth).toBeGreaterThan(780);
      // The PDF region has ink (not a blank page) and matches the screen far closer than a blank region would.
      expect(ink, testId).toBeGreaterThan(8);
      expect(diff, testId).toBeLessThan(ink / 3);
    }
  });
});
