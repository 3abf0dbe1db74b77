/**
 * The form renderer's cost (issue 14): a form of 200 fields (10 tabs × 20 inputs) drawn by the platform's
 * renderer and by a plain antd Form with the same tabs, labels and rules (bench/floors/form.tsx), both
 * built with the product's Vite + React plugin and measured in the same Chromium in the same run:
 *   - render: ms from just before React renders until the first frame showing the visible pane's 20
 *     controls has been painted (performance clock);
 *   - typing: per keystroke, ms from keydown to the next frame, 20 characters typed into one field;
 *   - every pane: the ms to activate panes 2…10 by clicking their tabs, each until its fields are painted
 *     (the renderer draws a pane on its first activation, the antd floor has drawn them all up front), so
 *     render + this = the time until all 200 fields have been drawn and shown.
 * Beside each wall-clock figure, the page's main-thread CPU time, which the machine's load hardly changes:
 * CPU until the visible pane's fields are painted (the same bundle is loaded and evaluated for both
 * sides) — the thread time of the main thread's tasks in a Chrome trace up to the page's
 * `ec-fields-painted` mark — and, as before, Chrome's ThreadTime metric read once the page says it has
 * painted (which also counts work queued right after that frame), and CPU spent clicking panes 2…10 open.
 * Goals: render ≤ 300 ms, typing < 16 ms per keystroke; the ratio to the floor is the renderer's cost.
 * Each figure is the median over RUNS fresh pages (typing: median and worst of all keystrokes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, CDPSession } from 'playwright-core';
import { build, preview } from 'vite';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { median } from './machine';

const root = resolve(import.meta.dirname, '..');
const RUNS = 5;
const TYPED = 'abcdefghijklmnopqrst';

export interface FormSide {
  renderMs: number;
  renderRuns: number[];
  /** To the frame after React's first commit (lazy widgets may still show their placeholder). */
  commitMs: number;
  keyMedianMs: number;
  keyWorstMs: number;
  /** Clicking through panes 2…10 until each is painted. */
  openAllMs: number;
  /** render + openAll per page: every pane drawn. */
  allPanesMs: number;
  /** Main-thread CPU ms until the visible pane's fields are painted (trace), and for clicking panes 2…10 open. */
  renderCpuMs: number;
  /** Chrome's ThreadTime once the page reports the paint (includes work queued right after the frame). */
  renderCpuReadMs: number;
  openAllCpuMs: number;
}

/** The page's main-thread CPU time so far, in ms (Chrome's Performance.getMetrics ThreadTime). */
async function threadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
}

/**
 * Main-thread CPU ms until the `ec-fields-painted` mark, from a Chrome trace: the thread time of every
 * top-level task of the page's main thread (the thread that made the mark) that ended before it.
 */
function cpuUntilMark(traceJson: Buffer): number {
  type Event = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };
  const events = (JSON.parse(traceJson.toString('utf8')) as { traceEvents: Event[] }).traceEvents;
  const mark = events.find((e) => e.name === 'ec-fields-painted');
  if (!mark) return Number.NaN;
  return (
    events
      .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.ts + (e.dur ?? 0) <= mark.ts)
      .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000
  );
}

export interface FormsResult {
  renderer: FormSide;
  floor: FormSide;
}

async function measure(browser: Browser, url: string): Promise<FormSide> {
  const renders: number[] = [];
  const commits: number[] = [];
  const keys: number[] = [];
  const openAll: number[] = [];
  const allPanes: number[] = [];
  const renderCpu: number[] = [];
  const renderCpuRead: number[] = [];
  const openAllCpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      // Top-level tasks and user-timing marks only: a light trace, for CPU up to the paint.
      await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      await page.goto(url);
      await page.waitForFunction('window.__rendered !== undefined');
      renderCpuRead.push(await threadMs(cdp));
      renderCpu.push(cpuUntilMark(await browser.stopTracing()));
      renders.push(await page.evaluate('window.__rendered'));
      commits.push(await page.evaluate('window.__committed'));
      await page.getByTestId('field-f0_0').click();
      await page.keyboard.type(TYPED, { delay: 30 });
      await page.waitForFunction(`window.__keys.length >= ${TYPED.length}`);
      keys.push(...(await page.evaluate<number[]>('window.__keys')));
      const cpuBefore = await threadMs(cdp);
      const opened = await page.evaluate<number>('window.__openAll()');
      openAllCpu.push((await threadMs(cdp)) - cpuBefore);
      openAll.push(opened);
      allPanes.push(renders[renders.length - 1] + opened);
    } finally {
      await context.close();
    }
  }
  return { renderMs: median(renders), renderRuns: renders, commitMs: median(commits), keyMedianMs: median(keys), keyWorstMs: Math.max(...keys), openAllMs: median(openAll), allPanesMs: median(allPanes), renderCpuMs: median(renderCpu), renderCpuReadMs: median(renderCpuRead), openAllCpuMs: median(openAllCpu) };
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
    `  main-thread CPU until the fields are painted (trace): renderer ${ms(r.renderer.renderCpuMs)}, antd Form ${ms(r.floor.renderCpuMs)}, ratio ${(r.renderer.renderCpuMs / r.floor.renderCpuMs).toFixed(2)}`,
    `  main-thread CPU when the page reports the paint (ThreadTime, counts work queued right after the frame): renderer ${ms(r.renderer.renderCpuReadMs)}, antd Form ${ms(r.floor.renderCpuReadMs)}`,
    `  first commit, next frame (placeholders allowed): renderer ${ms(r.renderer.commitMs)}, antd Form ${ms(r.floor.commitMs)}`,
    `  keystroke to next frame: renderer median ${ms(r.renderer.keyMedianMs)}, worst ${ms(r.renderer.keyWorstMs)}; antd Form median ${ms(r.floor.keyMedianMs)}, worst ${ms(r.floor.keyWorstMs)}`,
    `  panes 2…10 clicked open until painted: renderer ${ms(r.renderer.openAllMs)}, antd Form ${ms(r.floor.openAllMs)}`,
    `  every pane drawn (render + clicking through): renderer ${ms(r.renderer.allPanesMs)}, antd Form ${ms(r.floor.allPanesMs)}, ratio ${(r.renderer.allPanesMs / r.floor.allPanesMs).toFixed(2)}`,
    `  main-thread CPU clicking panes 2…10 open: renderer ${ms(r.renderer.openAllCpuMs)}, antd Form ${ms(r.floor.openAllCpuMs)}; every pane drawn, CPU: renderer ${ms(r.renderer.renderCpuMs + r.renderer.openAllCpuMs)}, antd Form ${ms(r.floor.renderCpuMs + r.floor.openAllCpuMs)}`,
  ].join('\n');
}
