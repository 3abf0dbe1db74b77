// What the login route costs a first-time visitor: every JS file Chromium downloads for /#/login,
// each measured raw and gzip -9 (what a compressing proxy would send). Goal: ≤ 250 kB gzip.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { startServer, stopServer } from '../tests/support/server-process';

export async function loginBundle(): Promise<{ files: { url: string; raw: number; gzip: number }[]; raw: number; gzip: number }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const files: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => {
          files.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="login-submit"]', { timeout: 30_000 });
    await Promise.all(pending);
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
    await stopServer(server);
  }
}
