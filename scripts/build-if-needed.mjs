// Builds the SPA when dist/ is missing or older than the browser sources, so `npm start` works on a
// fresh clone and after a pull without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newestMtime } from './source-mtime.mjs';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['index.html', 'vite.config.ts', 'scripts/antd-styles.tsx', 'scripts/antd-styles-plugin.mjs', 'runtime', 'plugins', 'data-providers', 'schemas', 'package-lock.json'];

// A plugin's tests/ folder is not part of the web app: editing a test must not rebuild dist/ (and so
// swap the assets under a browser suite that is running against it).
const SPA_FILES = { skipDir: (name) => name === 'tests' || name === 'node_modules' };

export function spaIsStale(distDir = resolve(root, process.env.DIST_DIR || 'dist')) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s), SPA_FILES) > built);
}

export function buildIfNeeded({ force = false, distDir } = {}) {
  if (!force && !spaIsStale(distDir)) return false;
  console.log('[start] building the web app (vite build)…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build, like `npm start` makes: called from a vitest global setup the
    // environment says NODE_ENV=test, which would keep React's and antd's development warnings in.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build failed with exit code ${r.status}`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });
