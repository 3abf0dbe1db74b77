// The server's build-time bundle: every TypeScript module of the core and of each plugin's server half
// compiled by esbuild into ESM chunks, so `npm start` transforms no TypeScript. The core and the plugins
// found at build time are entry points of ONE build with code splitting: a module both import lands in a
// shared chunk, so a plugin loaded at run time (server/plugin-host/discover.ts) gets the same core
// instances (one db registry, one error class) as the server that loads it.
//
// Builds are written to .build/server/<id>/ and published by rewriting .build/server/current atomically,
// so servers starting at the same moment (the e2e workers, the multi-process API tests) never read a
// half-written bundle, whichever of them builds.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve } from 'node:path';
import { builtinModules, createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { newestMtime } from './source-mtime.mjs';

const root = resolve(import.meta.dirname, '..');
const BUNDLES = join(root, '.build/server');
const CURRENT = join(BUNDLES, 'current');
/** What the server is made of; a newer file in any of them makes the bundle stale. */
const SOURCES = ['server', 'plugins', 'schemas', 'data-providers', 'package-lock.json', 'scripts/server-bundle.mjs'];
/** Builds older than this and not current are removed (a server started from one has loaded it by then). */
const KEEP_OLD_MS = 10 * 60_000;

/** The server's own files: TypeScript and the data files it reads; its tests and packages do not count. */
const SERVER_FILES = { counts: (file) => /\.(ts|tsx|mts|json|sql|xml|csv|mjs)$/.test(file), skipDir: (name) => name === 'node_modules' || name === 'tests' };

/** The folder of the current bundle, or undefined when there is none. */
export function currentBundleDir() {
  if (!existsSync(CURRENT)) return undefined;
  const dir = join(BUNDLES, readFileSync(CURRENT, 'utf8').trim());
  return existsSync(join(dir, 'server/index.js')) ? dir : undefined;
}

export function serverBundleIsStale() {
  const dir = currentBundleDir();
  if (!dir) return true;
  const built = statSync(join(dir, 'server/index.js')).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s), SERVER_FILES) > built);
}

/** The entry points: the server, and each plugin's manifest and server half present at build time. */
function entryPoints() {
  const entries = [join(root, 'server/index.ts')];
  const pluginsDir = join(root, 'plugins');
  for (const name of readdirSync(pluginsDir).sort()) {
    for (const file of ['manifest.ts', 'server/index.ts']) {
      if (existsSync(join(pluginsDir, name, file))) entries.push(join(pluginsDir, name, file));
    }
  }
  return entries;
}

/**
 * Modules find their data files (migrations, BPMN, CSV) next to their source through import.meta.url;
 * in a bundle that would name the chunk. Each module keeps its source file's location instead.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.m?ts$/ }, async (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * The packages every start loads (Fastify and what it requires, the validators) are bundled: one file
 * instead of ~450 resolved, read and compiled one by one was a fifth of a cold start (issue 19).
 * Everything a package of this set requires is bundled with it.
 */
const BUNDLED_PACKAGES = new Set([
  'fastify', 'fastify-plugin', '@fastify/static', '@fastify/multipart', '@fastify/fast-json-stringify-compiler',
  '@fastify/swagger', 'ajv', 'ajv-formats', '@noble/hashes',
]);
const BUILTINS = new Set(builtinModules);

/**
 * Other npm packages stay outside the bundle and load from node_modules (PGlite reads its WebAssembly
 * next to its own files; the storage clients, the spreadsheet writer and the BPMN engine load on first
 * use), written so that Node's ESM loader finds them: a deep import into a package without an exports
 * map (ajv/dist/2020) gets the file name CommonJS resolution gives it, and a package's JSON file is
 * bundled (Node's ESM wants an import attribute for JSON).
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || BUILTINS.has(args.path.split('/')[0])) return { path: args.path, external: true };
      if (args.path.endsWith('.json')) return undefined;
      const parts = args.path.split('/');
      const nameLength = args.path.startsWith('@') ? 2 : 1;
      const name = parts.slice(0, nameLength).join('/');
      if (BUNDLED_PACKAGES.has(name) || args.importer.includes(`${'/'}node_modules${'/'}`)) return undefined;
      if (parts.length === nameLength) return { path: args.path, external: true };
      const require = createRequire(args.importer);
      let manifest;
      try {
        manifest = require.resolve(`${name}/package.json`);
      } catch {
        return { path: args.path, external: true }; // an exports map hides package.json: Node resolves it
      }
      if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return { path: args.path, external: true };
      const file = require.resolve(args.path);
      return { path: `${name}/${file.slice(dirname(manifest).length + 1)}`, external: true };
    });
  },
};

/**
 * Bundled CommonJS packages require Node's built-in modules; in an ESM chunk that needs a `require`,
 * which each chunk gets from its own location.
 */
const REQUIRE_BANNER = "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);";

function removeOldBuilds(keep) {
  for (const name of readdirSync(BUNDLES)) {
    const dir = join(BUNDLES, name);
    if (name === keep || name === 'current' || name.startsWith('current.')) continue;
    if (Date.now() - statSync(dir).mtimeMs > KEEP_OLD_MS) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A digest of the built code (every output file but the source maps), which the server stores with a
 * prepared database so a restart of the same code skips the preparation (server/db/startFingerprint.ts).
 * Two builds of the same sources give the same digest.
 */
export const CODE_VERSION_FILE = 'code-version';

function writeCodeVersion(outdir, metafile) {
  const hash = createHash('sha256');
  // metafile paths are relative to the working directory; the digest names files within the bundle.
  const files = Object.keys(metafile.outputs).filter((f) => !f.endsWith('.map')).map((f) => resolve(f));
  for (const file of files.sort()) hash.update(`${relative(outdir, file)}\0`).update(readFileSync(file)).update('\0');
  writeFileSync(join(outdir, CODE_VERSION_FILE), hash.digest('hex'));
}

/**
 * Builds a new bundle and makes it current; returns its folder and esbuild's metafile. `into` builds
 * into that folder without publishing it (the bundle's own tests).
 */
export async function buildServerBundle({ into } = {}) {
  const { build } = await import('esbuild');
  const id = `${Date.now().toString(36)}-${process.pid}`;
  const outdir = into ?? join(BUNDLES, id);
  mkdirSync(outdir, { recursive: true });
  const { metafile } = await build({
    entryPoints: entryPoints(),
    outdir,
    outbase: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need the mappings only; the sources are on disk (and parsing them was ~25 ms per start).
    sourcesContent: false,
    plugins: [externalPackages, sourceLocation],
    banner: { js: REQUIRE_BANNER },
    metafile: true,
    logLevel: 'warning',
  });
  writeCodeVersion(outdir, metafile);
  if (into) return { dir: outdir, metafile };
  const temp = `${CURRENT}.${process.pid}`;
  writeFileSync(temp, id);
  renameSync(temp, CURRENT);
  removeOldBuilds(id);
  return { dir: outdir, metafile };
}

/** The current bundle, built first when missing or older than the sources. */
export async function ensureServerBundle() {
  if (!serverBundleIsStale()) return currentBundleDir();
  const started = Date.now();
  const { dir } = await buildServerBundle();
  console.log(`[start] server bundle built in ${Date.now() - started} ms`);
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerBundle();
