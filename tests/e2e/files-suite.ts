// The issue-5 browser flow, run against whichever object store the server under test uses: upload
// every previewable type through a ledger's attachment field, preview each, download, delete, save
// the record, see the files on the detail page, and resume an interrupted multipart upload.
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile, launchBrowser, openPage, type PageSession, screenshot } from './helpers/browser';
import { clickInDialog, DEMO, listSettled, rows, signIn } from './helpers/flows';
import { docx, fixtureDir, paddedMp4, pdf, png, xlsx } from './files-fixtures';

const MODULE = 'facilityOperation';
const LIST = `/accountManagement/${MODULE}`;
const FIELD = 'field-attachments';

/** A short real mp4 (VP9 in MP4) recorded by Chromium itself from a canvas: ffmpeg is not needed. */
async function recordMp4(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const g = canvas.getContext('2d')!;
    const stream = canvas.captureStream(25);
    const type = ['video/mp4;codecs=vp9', 'video/mp4;codecs=avc1', 'video/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
    if (!type) return null;
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((r) => (recorder.onstop = r));
    recorder.start();
    let frame = 0;
    const timer = setInterval(() => {
      g.fillStyle = `hsl(${(frame++ * 12) % 360} 70% 50%)`;
      g.fillRect(0, 0, 160, 120);
    }, 40);
    await new Promise((r) => setTimeout(r, 1500));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  if (!bytes) throw new Error('this Chromium cannot record mp4');
  return Buffer.from(bytes);
}

function item(page: Page, name: string) {
  return page.getByTestId(`${FIELD}-list`).locator(`[data-testid="file-item"][data-name="${name}"]`);
}

/** Spec toasts (上传成功, 上传失败, 请重试, 操作成功, rule texts) not seen; asserted by the last test of the flow. */
const missingToasts: string[] = [];

async function toast(page: Page, text: string, timeout = 5_000) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout });
  } catch {
    missingToasts.push(text);
  }
}

async function upload(page: Page, path: string, name: string) {
  await page.getByTestId(`${FIELD}-input`).setInputFiles(path);
  await item(page, name).waitFor({ timeout: 60_000 });
}

async function openPreview(page: Page, name: string) {
  await item(page, name).getByTestId('file-preview').click();
  await page.getByTestId('preview-body').waitFor();
}

async function closePreview(page: Page) {
  await page.locator('.ec-preview-modal .ant-modal-close').click();
  await page.getByTestId('preview-body').waitFor({ state: 'detached' });
}

/** Part number of a presigned part PUT (local store and S3 both carry `partNumber` in the query). */
function partOf(request: Request): number | null {
  if (request.method() !== 'PUT') return null;
  const n = new URL(request.url()).searchParams.get('partNumber');
  return n ? Number(n) : null;
}

export function filesFlow(label: string, server: () => { baseURL: string; expectStore: string }) {
  describe(`files: upload, preview, download, delete (${label})`, () => {
    let browser: Browser;
    let session: PageSession;
    let page: Page;
    let recordId: string;
    const fx = fixtureDir();
    const files = {
      image: fx.write('现场照片.png', png(37, 21)),
      pdf: fx.write('监测报告.pdf', pdf(['Page one of the report', 'Page two'])),
      docx: fx.write('整改说明.docx', Buffer.alloc(0)),
      xlsx: fx.write('监测数据.xlsx', Buffer.alloc(0)),
      video: '',
    };

    beforeAll(async () => {
      fx.write('整改说明.docx', await docx('设施运行正常，整改已完成'));
      fx.write('监测数据.xlsx', await xlsx([['因子', '浓度'], ['COD', 23.5], ['氨氮', 1.2]]));
      browser = await launchBrowser();
      session = await openPage(browser);
      page = session.page;
      const { baseURL } = server();
      await signIn(page, baseURL, DEMO.admin, LIST);
      await listSettled(page);
      recordId = (await rows(page).first().getAttribute('data-row-key'))!;
      files.video = fx.write('巡检视频.mp4', await recordMp4(page));
      await page.goto(`${baseURL}/#${LIST}/edit/${recordId}`);
      await page.getByTestId(FIELD).waitFor();
    });
    afterAll(async () => browser?.close());

    it('uses the expected object store', async () => {
      // The signed URL of an upload tells which store answered (site-relative = local store).
      const init = page.waitForResponse((r) => r.url().endsWith('/api/file/upload/init'));
      await upload(page, files.image, '现场照片.png');
      const answer = (await (await init).json()) as { data: { url?: string; parts?: { url: string }[] } };
      const url = answer.data.url ?? answer.data.parts![0].url;
      expect(url.startsWith('/api/file/local/') ? 'local' : 's3').toBe(server().expectStore);
      await toast(page, '上传成功');
    });

    it('refuses a name with whitespace and a wrong format in the browser (spec §5 texts)', async () => {
      let inits = 0;
      const count = (r: Request) => void (r.url().endsWith('/upload/init') && inits++);
      page.on('request', count);
      await page.getByTestId(`${FIELD}-input`).setInputFiles({ name: 'a b.pdf', mimeType: 'application/pdf', buffer: pdf(['x']) });
      await toast(page, '文件名称不能包含空格');
      await page.getByTestId(`${FIELD}-input`).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await toast(page, '文件格式不正确，请上传mp4、avi、png、jpg、jpeg、xls、xlsx、pdf、doc、docx、rar、zip、webp格式的文件');
      page.off('request', count);
      expect(inits).toBe(0);
      expect(await page.getByTestId('file-item').count()).toBe(1);
    });

    it('uploads pdf, docx, xlsx and mp4 with their sizes shown', async () => {
      await upload(page, files.pdf, '监测报告.pdf');
      await upload(page, files.docx, '整改说明.docx');
      await upload(page, files.xlsx, '监测数据.xlsx');
      await upload(page, files.video, '巡检视频.mp4');
      expect(await page.getByTestId('file-item').count()).toBe(5);
      const size = readFileSync(files.image).length;
      expect(await item(page, '现场照片.png').getByTestId('file-size').innerText()).toBe(`${(size / 1024).toFixed(2)} KB`);
      await screenshot(page, `files-${label}-form`);
    });

    it('previews an image at its natural size', async () => {
      await openPreview(page, '现场照片.png');
      const img = page.getByTestId('preview-image');
      await page.waitForFunction(() => (document.querySelector('[data-testid="preview-image"]') as HTMLImageElement | null)?.complete);
      expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([37, 21]);
      await closePreview(page);
    });

    it('previews a pdf with page controls', async () => {
      await openPreview(page, '监测报告.pdf');
      const info = page.getByTestId('pdf-page-info');
      await info.waitFor({ timeout: 30_000 });
      expect(await info.getAttribute('data-pages')).toBe('2');
      await page.locator('[data-testid="pdf-canvas"][data-rendered-page="1"]').waitFor();
      expect(await page.getByTestId('pdf-canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
      await expect(page.getByTestId('pdf-prev').isDisabled()).resolves.toBe(true);
      await page.getByTestId('pdf-next').click();
      await page.locator('[data-testid="pdf-canvas"][data-rendered-page="2"]').waitFor();
      expect(await info.innerText()).toBe('第 2 / 2 页');
      await expect(page.getByTestId('pdf-next').isDisabled()).resolves.toBe(true);
      await screenshot(page, `files-${label}-pdf`);
      await closePreview(page);
    });

    it('previews a docx as text', async () => {
      await openPreview(page, '整改说明.docx');
      await page.locator('[data-testid="preview-docx"][data-rendered="true"]').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('preview-docx').innerText()).toContain('设施运行正常，整改已完成');
      await closePreview(page);
    });

    it('previews the first sheet of an xlsx as a table', async () => {
      await openPreview(page, '监测数据.xlsx');
      const table = page.getByTestId('preview-excel');
      await table.waitFor({ timeout: 30_000 });
      const text = await table.innerText();
      expect(text).toContain('监测数据');
      expect(text).toContain('COD');
      expect(text).toContain('23.5');
      await screenshot(page, `files-${label}-xlsx`);
      await closePreview(page);
    });

    it('plays the video (metadata loaded, duration known)', async () => {
      await openPreview(page, '巡检视频.mp4');
      await page.waitForFunction(() => ((document.querySelector('[data-testid="preview-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, undefined, { timeout: 30_000 });
      const duration = await page.getByTestId('preview-video').evaluate((v: HTMLVideoElement) => v.duration);
      expect(duration).toBeGreaterThan(0.5);
      await closePreview(page);
    });

    it('downloads a file with its name and bytes', async () => {
      const download = page.waitForEvent('download');
      await item(page, '监测报告.pdf').getByTestId('file-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('监测报告.pdf');
      const saved = readFileSync(await downloadedFile(file));
      expect(saved.equals(readFileSync(files.pdf))).toBe(true);
    });

    it('deletes an attachment after the confirm (确认删除该附件吗？ → 操作成功)', async () => {
      await item(page, '监测数据.xlsx').getByTestId('file-delete').click();
      await page.locator('.ant-modal-confirm').filter({ hasText: '确认删除该附件吗？' }).waitFor();
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/file\/\d+$/.test(r.url()));
      await clickInDialog(page, 'confirm-ok');
      expect((await deleted).ok()).toBe(true);
      await toast(page, '操作成功');
      await item(page, '监测数据.xlsx').waitFor({ state: 'detached' });
      expect(await page.getByTestId('file-item').count()).toBe(4);
    });

    it('saves the record with its files and lists them on the detail page', async () => {
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/${MODULE}`));
      await page.getByTestId('form-submit').click();
      const body = (await (await saved).json()) as { code: number };
      expect(body.code).toBe(1000000);
      // The form goes back to the list once the save settles; opening the detail before that would race it.
      await page.waitForURL((url) => !url.hash.includes('/edit/'));
      await page.goto(`${server().baseURL}/#${LIST}/detail/${recordId}`);
      const list = page.getByTestId('detail-attachments');
      await list.waitFor();
      const names = await list.locator('[data-testid="file-item"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
      expect(names).toEqual(['现场照片.png', '监测报告.pdf', '整改说明.docx', '巡检视频.mp4']);
      expect(await list.getByTestId('file-delete').count()).toBe(0);
      await list.locator('[data-name="现场照片.png"]').getByTestId('file-preview').click();
      await page.waitForFunction(() => ((document.querySelector('[data-testid="preview-image"]') as HTMLImageElement | null)?.naturalWidth ?? 0) === 37);
      await screenshot(page, `files-${label}-detail-preview`);
      await closePreview(page);
    });

    it('opens the online preview route with an encoded file URL', async () => {
      // The detail's file entries carry keys: the route signs a key itself, and shows a signed URL as is.
      const geturl = page.waitForResponse((r) => r.url().includes('/api/file/geturl'));
      await page.getByTestId('detail-attachments').locator('[data-name="监测报告.pdf"]').getByTestId('file-preview').click();
      const url = ((await (await geturl).json()) as { data: string }).data;
      await closePreview(page);
      await page.goto(`${server().baseURL}/#/filePreview?url=${encodeURIComponent(url)}&name=${encodeURIComponent('监测报告.pdf')}`);
      await page.locator('[data-testid="pdf-canvas"][data-rendered-page="1"]').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('pdf-page-info').getAttribute('data-pages')).toBe('2');
      await screenshot(page, `files-${label}-online-preview`);
    });

    it('resumes an interrupted multipart upload after a reload, sending only the missing parts', async () => {
      const big = fx.write('大视频.mp4', paddedMp4(12 * 1024 * 1024)); // 3 parts: 5 + 5 + 2 MiB
      await page.goto(`${server().baseURL}/#${LIST}/edit/${recordId}`);
      await page.getByTestId(FIELD).waitFor();
      const failPart2 = async (route: import('playwright-core').Route) => {
        if (partOf(route.request()) === 2) await route.abort('connectionreset');
        else await route.continue();
      };
      const partUrls = (url: URL) => url.searchParams.has('partNumber');
      await page.route(partUrls, failPart2);
      const firstRun: number[] = [];
      const onFirst = (r: Request) => void (partOf(r) && r.failure() === null && firstRun.push(partOf(r)!));
      page.on('requestfinished', onFirst);
      await page.getByTestId(`${FIELD}-input`).setInputFiles(big);
      // Shown after the part's retries (1 s + 2 s) have failed.
      await toast(page, '上传失败, 请重试', 30_000);
      await page.getByTestId('upload-task').waitFor({ state: 'detached' });
      expect(await item(page, '大视频.mp4').count()).toBe(0);
      page.off('requestfinished', onFirst);
      await page.unroute(partUrls, failPart2);
      expect(firstRun.sort()).toEqual([1, 3]);

      await page.reload();
      await page.getByTestId(FIELD).waitFor();
      const secondRun: number[] = [];
      const onSecond = (r: Request) => void (partOf(r) && secondRun.push(partOf(r)!));
      page.on('request', onSecond);
      const inits: string[] = [];
      page.on('request', (r) => void (r.url().endsWith('/upload/init') && inits.push(r.url())));
      await upload(page, big, '大视频.mp4');
      page.off('request', onSecond);
      expect(secondRun).toEqual([2]);
      expect(inits).toEqual([]);
      await toast(page, '上传成功');
      expect(await item(page, '大视频.mp4').getByTestId('file-size').innerText()).toBe('12.00 MB');
      expect(session.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(e))).toEqual([]);
    });

    it('showed every spec toast on the way (upload, failure, rule texts, delete)', () => {
      expect(missingToasts).toEqual([]);
    });
  });
}
