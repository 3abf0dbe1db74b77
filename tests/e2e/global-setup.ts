// Starts what the e2e workers share, once per run: one real built server per worker (embedded PGlite in a
// temp data dir, seeded with the demo data, on a free loopback port) and one Chromium per worker (a
// playwright browser server the test files connect to instead of launching their own). A test file runs
// against the server and browser of its worker (helpers/server.ts, helpers/browser.ts), so files of
// different workers never share seeded data.
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { rmSync } from 'node:fs';
import { prepareSeededDataDir, startServer, stopServer, type ServerProcess } from '../support/server-process';
import { CHROMIUM_ARGS, chromiumPath } from './helpers/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of each worker's server, by VITEST_POOL_ID - 1. */
    baseURLs: string[];
    /** WebSocket endpoint of each worker's Chromium, by VITEST_POOL_ID - 1. */
    browserEndpoints: string[];
    /** A stopped, migrated and seeded data dir for files that start a server of their own. */
    seededDataDir: string;
  }
}

/** Workers of the e2e project (vite.config.ts reads the same variable). */
export const e2eWorkers = (): number => Math.max(1, Number(process.env.E2E_WORKERS || 2));

export default async function setup(project: TestProject) {
  // The servers start with SKIP_BUILD=1 (two builds at once would race on dist/): build once, here, so
  // `npx vitest run --project e2e <files>` never tests a stale SPA.
  buildIfNeeded();
  const n = e2eWorkers();
  const servers: ServerProcess[] = [];
  const browsers: BrowserServer[] = [];
  let seeded = '';
  const stop = async () => {
    await Promise.allSettled([...servers.map((s) => stopServer(s)), ...browsers.map((b) => b.close())]);
    if (seeded) rmSync(seeded, { recursive: true, force: true });
  };
  try {
    // One fresh start migrates and seeds; the workers' servers, and those the files start for themselves
    // with the same plugins, start from a copy of what it stored: seconds instead of ~20 s each.
    seeded = await prepareSeededDataDir();
    // One after another: two cold starts at once on two cores take as long and compete with nothing else.
    for (let i = 0; i < n; i++) servers.push(await startServer({}, { seededFrom: seeded }));
    for (let i = 0; i < n; i++) browsers.push(await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }));
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide('baseURLs', servers.map((s) => s.url));
  project.provide('browserEndpoints', browsers.map((b) => b.wsEndpoint()));
  project.provide('seededDataDir', seeded);
  return stop;
}
