// Chromium from Debian driven by playwright-core (no browser download). One browser per test file;
// every test gets a fresh context so cookies and local storage never leak between flows.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (a flow should end with none). */
  errors: string[];
}

export async function openPage(browser: Browser, opts: { locale?: 'zh-CN' | 'en-US'; width?: number; height?: number } = {}): Promise<PageSession> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    locale: opts.locale ?? 'zh-CN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  if (opts.locale === 'en-US') await context.addInitScript(() => localStorage.setItem('ec_locale', 'en-US'));
  return { context, page, errors };
}

/** Saves a screenshot under test-results/screenshots for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = resolve(import.meta.dirname, '../../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
