/**
 * What the browser pays for three screens, each beside a floor built and measured in the same run:
 *   - the login route (floor: bench/floors/login.tsx, React + the same antd parts, nothing else);
 *   - the first signed-in screen (module home) and a ledger list (floor: bench/floors/table.tsx, a bare
 *     antd layout + menu + Table that fetches the same list page from the same server);
 *   - rendering a 50 × 30 ledger page (the largest page size the spec allows: 10/20/30/50) in the
 *     product's list vs the same records in the bare antd Table (both virtual, by the product's rule).
 * Figures: JS downloaded (raw and gzip -9), requests until the screen is ready, and the time from
 * navigation start to the first table row (module home: the first entry card), measured in Chromium
 * with the performance clock; the render figure runs from the list answer's responseEnd to the first
 * painted frame with rows, the list opened from the signed-in module home. Each time is the median of
 * RUNS fresh contexts (empty cache).
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { build } from 'vite';
import { prehashPassword } from '../data-providers/password';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { routeWideList } from '../tests/e2e/helpers/wideList';
import { startServer, stopServer } from '../tests/support/server-process';
import { median } from './machine';

const root = resolve(import.meta.dirname, '..');
const RUNS = 5;
const ENTERPRISE = '江苏绿源化工有限公司';
const LIST_MODULE = { id: 'deviceInventory', route: '/accountManagement/deviceInventory', api: 'account/deviceInventory' };
const WIDE_MODULE = { id: 'manualNoise', route: '/accountManagement/manualNoise', api: 'account/manualNoise' };
const WIDE_ROWS = 50;
const WIDE_EXTRA_COLUMNS = 20; // manualNoise lists 10 columns: 30 in all

export interface PageFigures {
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
  requests: number;
  /** Median ms from navigation start to the ready element. */
  readyMs: number;
  runsMs: number[];
}

export interface BrowserPagesResult {
  login: { product: PageFigures; floor: PageFigures };
  moduleHome: { product: PageFigures; floor: PageFigures };
  ledgerList: { product: PageFigures; floor: PageFigures };
  /** ms from the list answer to the first painted frame with rows, median of RUNS. */
  wideRender: { rows: number; columns: number; productMs: number; floorMs: number; productRuns: number[]; floorRuns: number[] };
}

/** Builds the floor pages with the product's Vite + React plugin into a temp dir. */
async function buildFloors(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'ec-bench-floors-'));
  await build({
    configFile: false,
    root: join(root, 'bench/floors'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: { login: join(root, 'bench/floors/login.html'), table: join(root, 'bench/floors/table.html') } },
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves the built floors and passes /api/* through to the product server (same data, same token). */
async function floorServer(dir: string, apiBase: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (url.pathname.startsWith('/api/')) {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => ['authorization', 'enterprise_id', 'content-type'].includes(k))) as Record<string, string>;
      void fetch(`${apiBase}${url.pathname}${url.search}`, { headers }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      return;
    }
    const file = join(dir, url.pathname === '/' ? 'login.html' : url.pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

async function api<T>(base: string, path: string, init: { method?: string; body?: unknown; token?: string; enterprise?: number } = {}): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: init.token } : {}),
      ...(init.enterprise ? { enterprise_id: String(init.enterprise) } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 1000000) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * In the page: records `performance.now()` when `selector` first matches (checked on every DOM change).
 * Page scripts are text: functions of this file would carry the TypeScript loader's helpers along.
 */
const readyProbe = (selector: string): string => `(() => {
  const check = () => { if (window.__ready === undefined && document.querySelector(${JSON.stringify(selector)})) window.__ready = performance.now(); };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  check();
})();`;

interface Visit {
  context: (browser: Browser) => Promise<BrowserContext>;
  url: string;
  ready: string;
}

/** One cold visit: JS bytes, requests until ready, ms from navigation start to ready. */
async function visit(browser: Browser, v: Visit): Promise<{ js: { raw: number; gzip: number }[]; requests: number; readyMs: number }> {
  const context = await v.context(browser);
  try {
    await context.addInitScript({ content: readyProbe(v.ready) });
    const page = await context.newPage();
    const js: Promise<{ raw: number; gzip: number } | null>[] = [];
    let requests = 0;
    let ready = false;
    page.on('request', () => {
      if (!ready) requests += 1;
    });
    page.on('response', (res) => {
      // A script still arriving when the context closes has no body to read: left out, not a crash.
      if (res.request().resourceType() === 'script') {
        js.push(res.body().then((b) => ({ raw: b.length, gzip: gzipSync(b, { level: 9 }).length }), () => null));
      }
    });
    await page.goto(v.url);
    await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, { timeout: 60_000 });
    ready = true;
    const readyMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
    return { js: (await Promise.all(js)).filter((f) => f !== null), requests, readyMs };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, v: Visit): Promise<PageFigures> {
  const runs: Awaited<ReturnType<typeof visit>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, v));
  const first = runs[0];
  return {
    jsRaw: first.js.reduce((s, f) => s + f.raw, 0),
    jsGzip: first.js.reduce((s, f) => s + f.gzip, 0),
    jsFiles: first.js.length,
    requests: median(runs.map((r) => r.requests)),
    readyMs: median(runs.map((r) => r.readyMs)),
    runsMs: runs.map((r) => r.readyMs),
  };
}

/** A context signed in as the user of `token` in `enterpriseId` (cookie + local storage, as after sign-in). */
function signedIn(base: string, token: string, enterpriseId: number) {
  return async (browser: Browser) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'ec_client_token', value: token, url: base }]);
    await context.addInitScript({ content: `localStorage.setItem('ec_enterprise_id', ${JSON.stringify(String(enterpriseId))}); localStorage.setItem('ec_is_enterprise', '1');` });
    return context;
  };
}

const plain = async (browser: Browser) => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

/** The wide page's records: the module's own list fields plus the extra ones, every cell filled. */
function wideRecords(fields: string[], count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: 90_000 + i, ...Object.fromEntries(fields.map((f) => [f, `${f.slice(0, 6)}-${i + 1}`])) }));
}

/**
 * In the page: ms from the list answer's responseEnd to the first animation frame with rows in the DOM
 * (the frame that paints them). The list answer is the last resource whose URL contains `marker`.
 */
const renderProbe = (marker: string): string => `(() => {
  let waiting = false;
  new MutationObserver(() => {
    if (window.__render !== undefined || waiting || !document.querySelector('[data-testid="list-row"]')) return;
    waiting = true;
    requestAnimationFrame((frame) => {
      const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes(${JSON.stringify(marker)})).at(-1);
      window.__render = answer ? frame - answer.responseEnd : -1;
    });
  }).observe(document, { childList: true, subtree: true });
})();`;

async function wideRender(browser: Browser, base: string, floorUrl: string, token: string, enterpriseId: number) {
  const schema = await api<{ fields: { name: string }[]; list: { columns: { field: string; hidden?: boolean }[] } }>(base, `/enterprise-side-app/module/schema/${WIDE_MODULE.id}`, {
    token,
    enterprise: enterpriseId,
  });
  const extra = Array.from({ length: WIDE_EXTRA_COLUMNS }, (_, i) => `extraColumn${i + 1}`);
  const listed = [...schema.list.columns.filter((c) => !c.hidden).map((c) => c.field), ...extra];
  const records = wideRecords(listed, WIDE_ROWS);
  const pageBody = { code: 1000000, msg: 'success', data: { records, total: records.length } };

  const product: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await signedIn(base, token, enterpriseId)(browser);
    try {
      await routeWideList(context, WIDE_MODULE, extra, records, 120);
      await context.addInitScript({ content: renderProbe(`${WIDE_MODULE.api}/page?`) });
      const page = await context.newPage();
      // Opened from the signed-in shell, not by a cold load of its URL: a cold load reads the list ahead
      // while the shell loads (runtime/shell/routeWarmup.ts), and the answer would then precede the list
      // by the shell's own render, which is not the render of the page this figure is about.
      await page.goto(`${base}/#/moduleHome/page`);
      await page.locator('[data-testid^="home-entry-"]').first().waitFor();
      await page.evaluate((hash) => (window.location.hash = hash), `${WIDE_MODULE.route}?pageSize=${WIDE_ROWS}`);
      await page.waitForFunction(() => (window as unknown as { __render?: number }).__render !== undefined, undefined, { timeout: 60_000 });
      product.push(await page.evaluate(() => (window as unknown as { __render: number }).__render));
    } finally {
      await context.close();
    }

    const bare = await plain(browser);
    try {
      await bare.route('**/api/wide-page*', (route: Route) => route.fulfill({ json: pageBody }));
      await bare.addInitScript({ content: renderProbe('/api/wide-page') });
      const page = await bare.newPage();
      await page.goto(`${floorUrl}/table.html?api=${encodeURIComponent('/api/wide-page')}&token=x&enterprise=0`);
      await page.waitForFunction(() => (window as unknown as { __render?: number }).__render !== undefined, undefined, { timeout: 60_000 });
      floor.push(await page.evaluate(() => (window as unknown as { __render: number }).__render));
    } finally {
      await bare.close();
    }
  }
  return { rows: WIDE_ROWS, columns: listed.length, productMs: median(product), floorMs: median(floor), productRuns: product, floorRuns: floor };
}

export async function browserPages(): Promise<BrowserPagesResult> {
  const floorsDir = await buildFloors();
  const server = await startServer();
  const floors = await floorServer(floorsDir, server.url);
  const browser = await launchBrowser();
  try {
    const token = (await api<{ token: string }>(server.url, '/enterprise-side-app/auth/login/phonePassword', {
      method: 'POST',
      body: { phone: '13800000001', password: prehashPassword('Demo@2024'), clientType: 0 },
    })).token;
    const enterprises = await api<{ id: number; name: string }[]>(server.url, '/enterprise-side-app/userEnterprise/authorizationEnterpriseList', { token });
    const enterpriseId = Number(enterprises.find((e) => e.name === ENTERPRISE)!.id);
    const ctx = signedIn(server.url, token, enterpriseId);
    const listApi = `/api/enterprise-side-app/${LIST_MODULE.api}/page?pageNum=1&pageSize=20`;
    const tableFloor = `${floors.url}/table.html?api=${encodeURIComponent(listApi)}&token=${encodeURIComponent(token)}&enterprise=${enterpriseId}`;

    const login = {
      product: await measure(browser, { context: plain, url: `${server.url}/#/login`, ready: '[data-testid="login-submit"]' }),
      floor: await measure(browser, { context: plain, url: `${floors.url}/login.html`, ready: '[data-testid="login-submit"]' }),
    };
    const tableFloorFigures = await measure(browser, { context: plain, url: tableFloor, ready: '[data-testid="list-row"]' });
    const moduleHome = {
      product: await measure(browser, { context: ctx, url: `${server.url}/#/moduleHome/page`, ready: '[data-testid^="home-entry-"]' }),
      floor: tableFloorFigures,
    };
    const ledgerList = {
      product: await measure(browser, { context: ctx, url: `${server.url}/#${LIST_MODULE.route}`, ready: '[data-testid="list-row"]' }),
      floor: tableFloorFigures,
    };
    const wide = await wideRender(browser, server.url, floors.url, token, enterpriseId);
    return { login, moduleHome, ledgerList, wideRender: wide };
  } finally {
    await browser.close();
    floors.server.close();
    await stopServer(server);
    rmSync(floorsDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export function formatBrowserPages(r: BrowserPagesResult): string {
  const row = (name: string, f: PageFigures) =>
    `  ${name.padEnd(34)} JS ${kb(f.jsGzip).padStart(9)} gzip (${kb(f.jsRaw)} raw, ${f.jsFiles} files)   ${String(f.requests).padStart(3)} requests   ready ${f.readyMs.toFixed(0).padStart(5)} ms (runs ${f.runsMs.map((x) => x.toFixed(0)).join(', ')})`;
  const ratio = (p: PageFigures, f: PageFigures) => `  product / floor: JS gzip ${(p.jsGzip / f.jsGzip).toFixed(2)}, time ${(p.readyMs / f.readyMs).toFixed(2)}`;
  const w = r.wideRender;
  return [
    `## Browser: JS, requests and time to the screen (Chromium, cold cache, median of ${RUNS})`,
    `login route (goal ≤ 220 kB gzip)`,
    row('product /#/login', r.login.product),
    row('floor: bare antd login form', r.login.floor),
    ratio(r.login.product, r.login.floor),
    `module home, first signed-in screen (goal ≤ 600 kB gzip, ≤ 1.5 s to the first entry)`,
    row('product /#/moduleHome/page', r.moduleHome.product),
    row('floor: bare antd page + table', r.moduleHome.floor),
    ratio(r.moduleHome.product, r.moduleHome.floor),
    `ledger list (goal ≤ 600 kB gzip, ≤ 1.5 s to the first row)`,
    row(`product ${LIST_MODULE.route}`, r.ledgerList.product),
    row('floor: bare antd page + table', r.ledgerList.floor),
    ratio(r.ledgerList.product, r.ledgerList.floor),
    `render of a ${w.rows} × ${w.columns} ledger page, list answer → first painted frame with rows (goal ≤ 100 ms)`,
    `  product list page ${w.productMs.toFixed(1)} ms (runs ${w.productRuns.map((x) => x.toFixed(0)).join(', ')}); bare antd Table ${w.floorMs.toFixed(1)} ms (runs ${w.floorRuns.map((x) => x.toFixed(0)).join(', ')}); ratio ${(w.productMs / w.floorMs).toFixed(2)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatBrowserPages(await browserPages()));
}
