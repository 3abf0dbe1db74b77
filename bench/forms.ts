/**
 * The form renderer's cost (issue 14): a form of 200 fields (10 tabs × 20 inputs) drawn by the platform's
 * renderer and by a plain antd Form with the same tabs, labels and rules (bench/floors/form.tsx), both
 * built with the product's Vite + React plugin and measured in the same Chromium in the same run:
 *   - render: ms from just before React renders to the first painted frame (performance clock);
 *   - typing: per keystroke, ms from keydown to the next frame, 20 characters typed into one field.
 * Goals: render ≤ 300 ms, typing < 16 ms per keystroke; the ratio to the floor is the renderer's cost.
 * Each figure is the median over RUNS fresh pages (typing: median and worst of all keystrokes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { median } from './machine';

const root = resolve(import.meta.dirname, '..');
const RUNS = 5;
const TYPED = 'abcdefghijklmnopqrst';

export interface FormSide {
  renderMs: number;
  renderRuns: number[];
  keyMedianMs: number;
  keyWorstMs: number;
}

export interface FormsResult {
  renderer: FormSide;
  floor: FormSide;
}

async function measure(browser: Browser, url: string): Promise<FormSide> {
  const renders: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction('window.__rendered !== undefined');
      renders.push(await page.evaluate('window.__rendered'));
      await page.getByTestId('field-f0_0').click();
      await page.keyboard.type(TYPED, { delay: 30 });
      await page.waitForFunction(`window.__keys.length >= ${TYPED.length}`);
      keys.push(...(await page.evaluate<number[]>('window.__keys')));
    } finally {
      await context.close();
    }
  }
  return { renderMs: median(renders), renderRuns: renders, keyMedianMs: median(keys), keyWorstMs: Math.max(...keys) };
}

export async function benchForms(): Promise<FormsResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'ec-bench-form-'));
  const floors = join(root, 'bench/floors');
  const browser = await launchBrowser();
  try {
    await build({
      configFile: false,
      root: floors,
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rollupOptions: { input: { form: join(floors, 'form.html') } } },
    });
    const server = await preview({ configFile: false, root: floors, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
    try {
      const base = `${server.resolvedUrls!.local[0]}form.html`;
      // Floor first, then the renderer: both pages warm the same browser process the same way.
      const floor = await measure(browser, `${base}?kind=floor`);
      const renderer = await measure(browser, `${base}?kind=renderer`);
      return { renderer, floor };
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function formatForms(r: FormsResult): string {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const runs = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  return [
    '## Form renderer: 200 fields (10 tabs × 20 inputs) vs plain antd Form (goals: render ≤ 300 ms, typing < 16 ms)',
    `  render to first frame: renderer ${ms(r.renderer.renderMs)} (runs ${runs(r.renderer.renderRuns)}), antd Form ${ms(r.floor.renderMs)} (runs ${runs(r.floor.renderRuns)}), ratio ${(r.renderer.renderMs / r.floor.renderMs).toFixed(2)}`,
    `  keystroke to next frame: renderer median ${ms(r.renderer.keyMedianMs)}, worst ${ms(r.renderer.keyWorstMs)}; antd Form median ${ms(r.floor.keyMedianMs)}, worst ${ms(r.floor.keyWorstMs)}`,
  ].join('\n');
}
