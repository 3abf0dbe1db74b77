// Upload throughput through the real browser path: Chromium, the upload plugin on a ledger's edit
// form, XHR PUTs of 5 MiB parts to presigned URLs, complete — timed from picking the file to the file
// appearing in the list. Loopback, local store (or S3 when the S3_* variables are set). Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { DEMO, listSettled, rows, signIn } from '../tests/e2e/helpers/flows';
import { startServer, stopServer } from '../tests/support/server-process';

const MiB = 1024 * 1024;
const LIST = '/accountManagement/facilityOperation';

export interface BrowserUploadResult {
  sizeMB: number;
  parallel: number;
  seconds: number;
  mbPerSecond: number;
}

/** An mp4-typed file of sizeMB written in 8 MiB blocks (ftyp magic, then incompressible-looking bytes). */
async function writeVideo(path: string, sizeMB: number): Promise<void> {
  const file = await open(path, 'w');
  const block = Buffer.alloc(8 * MiB);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(block, 0);
  let left = sizeMB * MiB;
  while (left > 0) {
    const n = Math.min(left, block.length);
    await file.write(block, 0, n);
    // Only the first block starts with the header.
    block.fill(7, 0, 24);
    left -= n;
  }
  await file.close();
}

/**
 * Uploads one sizeMB video (default 500, the spec's video limit) through the browser once per
 * `parallel` value and returns MB/s (MiB per second) for each.
 */
export async function uploadBrowserThroughput(opts: { sizeMB?: number; parallel?: number[] } = {}): Promise<BrowserUploadResult[]> {
  const sizeMB = opts.sizeMB ?? 500;
  const dir = mkdtempSync(join(tmpdir(), 'ec-bench-upload-'));
  const server = await startServer(process.env.S3_ENDPOINT ? {} : { STORAGE: 'local' });
  const browser = await launchBrowser();
  try {
    const video = join(dir, 'bench-video.mp4');
    await writeVideo(video, sizeMB);
    const results: BrowserUploadResult[] = [];
    for (const parallel of opts.parallel ?? [4, 1]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      await context.addInitScript((n) => localStorage.setItem('ec_upload_parallel', String(n)), parallel);
      const page = await context.newPage();
      await signIn(page, server.url, DEMO.admin, LIST);
      await listSettled(page);
      const id = await rows(page).first().getAttribute('data-row-key');
      await page.goto(`${server.url}/#${LIST}/edit/${id}`);
      await page.getByTestId('field-attachments').waitFor();
      const started = performance.now();
      await page.getByTestId('field-attachments-input').setInputFiles(video);
      await page.locator('[data-testid="file-item"][data-name="bench-video.mp4"]').waitFor({ timeout: 30 * 60_000 });
      const seconds = (performance.now() - started) / 1000;
      results.push({ sizeMB, parallel, seconds, mbPerSecond: sizeMB / seconds });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printBrowserUpload(results: BrowserUploadResult[]): void {
  console.log(`\n## Browser upload of a ${results[0]?.sizeMB ?? '?'} MB video (Chromium, presigned 5 MiB parts, loopback)`);
  for (const r of results) console.log(`  ${r.parallel} part(s) in flight: ${r.mbPerSecond.toFixed(1)} MB/s (${r.seconds.toFixed(1)} s)`);
}

// `npx tsx bench/upload-browser.ts [sizeMB]` runs it alone (needs a build in DIST_DIR or dist).
if (import.meta.url === `file://${process.argv[1]}`) {
  const size = Number(process.argv[2]) || 500;
  printBrowserUpload(await uploadBrowserThroughput({ sizeMB: size }));
}
