// Chromium driven by playwright-core. Inside the e2e run a test file connects to its worker's Chromium
// (started once by global-setup.ts) instead of launching one; closing that connection closes the file's
// contexts and leaves the browser to the next file. Outside vitest (benchmarks) it launches its own.
// Every test gets a fresh context unless a file deliberately shares one, so cookies and local storage
// never leak between flows.
import { chromium, type Browser, type BrowserContext, type Download, type Page, type Route } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export { CHROMIUM_ARGS } from './chromium';

/** The worker's browser endpoint when running under the e2e project, else undefined. */
async function workerEndpoint(): Promise<string | undefined> {
  if (!process.env.VITEST_POOL_ID) return undefined;
  try {
    const { inject } = await import('vitest');
    const endpoints = inject('browserEndpoints');
    if (!endpoints?.length) return undefined;
    const { workerIndex } = await import('./server');
    return endpoints[workerIndex(endpoints.length)];
  } catch {
    return undefined; // not the e2e project (no global setup): launch instead
  }
}

/** Browsers this test file holds, so a failed test can photograph every page (failure-capture.ts). */
const liveBrowsers = new Set<Browser>();

export function openBrowsers(): Browser[] {
  return [...liveBrowsers];
}

export async function launchBrowser(): Promise<Browser> {
  const endpoint = await workerEndpoint();
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  liveBrowsers.add(browser);
  browser.on('disconnected', () => liveBrowsers.delete(browser));
  return browser;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (a flow should end with none). */
  errors: string[];
}

/**
 * "Now" for browser flows whose screens depend on the date (date pickers that refuse future days, default
 * ranges): the page's clock starts at this fixed instant and runs on from there, so the flow sees the
 * same calendar whatever day the suite runs. It lies before any real run, so session expiry times from
 * the server stay in the browser's future.
 */
export const E2E_NOW = '2026-01-15T10:00:00+08:00';

export interface OpenPageOptions {
  locale?: 'zh-CN' | 'en-US';
  width?: number;
  height?: number;
  /** Start the page's clock at E2E_NOW (see there). */
  fixedClock?: boolean;
  /**
   * The system's motion preference. Tests run with 'reduce' (the product then shows dialogs and drawers
   * without animation) so that no click lands on a dialog that is still zooming in on a loaded machine;
   * motion.e2e.ts covers both settings.
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

export async function openPage(browser: Browser, opts: OpenPageOptions = {}): Promise<PageSession> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    locale: opts.locale ?? 'zh-CN',
    acceptDownloads: true,
    reducedMotion: opts.reducedMotion ?? 'reduce',
  });
  if (opts.fixedClock) await context.clock.install({ time: E2E_NOW });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  if (opts.locale === 'en-US') await context.addInitScript(() => localStorage.setItem('ec_locale', 'en-US'));
  return { context, page, errors };
}

/**
 * Saves a screenshot under test-results/screenshots for a human to look at. Not in CI (CI=true), where
 * nobody can: a full-page picture costs 0.4–1.3 s of a loaded 2-core machine and the suite takes ~120;
 * E2E_SCREENSHOTS=1 takes them there too. Failures are photographed regardless (failure-capture.ts).
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (process.env.CI === 'true' && process.env.E2E_SCREENSHOTS !== '1') return undefined;
  const dir = resolve(import.meta.dirname, '../../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Resolves after the page has painted two more frames: effects scheduled by the last render have run. */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Holds back the page's requests to `url`, as a slow line or a busy server would: each goes on once
 * `release` settles, or after that many ms. Returns the function that stops holding.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean), release: Promise<unknown> | number): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    await (typeof release === 'number' ? new Promise((resolve) => setTimeout(resolve, release)) : release);
    await route.continue();
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

/**
 * A finished download as a local file. The test files talk to their worker's Chromium over a
 * connection, where Download.path() is not available; saveAs() copies the file over.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const dir = join(tmpdir(), 'ec-e2e-downloads');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${randomBytes(6).toString('hex')}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  return path;
}
