// `npm start`: build what is missing, then run the server in THIS process (one Node process serves
// the SPA and /api). The server runs from its build-time bundle (scripts/server-bundle.mjs), rebuilt
// here when a source is newer, so no TypeScript is transformed at start. SERVER_BUNDLE=0 runs the
// sources through tsx's loader instead (a debugging aid).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureServerBundle } from './server-bundle.mjs';
import { installLazySourceMaps } from './lazy-source-maps.mjs';

if (process.env.SKIP_BUILD !== '1') buildIfNeeded();
if (process.env.SERVER_BUNDLE === '0') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/index.ts');
} else {
  const dir = await ensureServerBundle();
  process.env.SERVER_BUNDLE_DIR = dir;
  // Stack traces name the TypeScript sources (the bundle ships linked source maps), each map read when
  // a stack through its file is first formatted, not at load.
  installLazySourceMaps();
  await import(pathToFileURL(join(dir, 'server/index.js')).href);
}
