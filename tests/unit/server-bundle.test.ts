// The server's build-time bundle (scripts/server-bundle.mjs): one copy of every core module however many
// plugins import it, each plugin's server half compiled beside the core, and the plugin host importing
// the compiled copies when the server runs from the bundle.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { buildServerBundle } from '../../scripts/server-bundle.mjs';
import { bundleCodeVersion } from '../../server/core/bundleVersion';
import { loadableFile } from '../../server/plugin-host/compiled';

const root = resolve(import.meta.dirname, '../..');
let dir: string;
let metafile: Metafile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ec-bundle-'));
  ({ metafile } = await buildServerBundle({ into: dir }));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pluginsWithServer = readdirSync(join(root, 'plugins')).filter((name) => existsSync(join(root, 'plugins', name, 'server/index.ts')));

describe('server bundle', () => {
  it('holds each core module once, shared by the server and every plugin entry', () => {
    const copies = new Map<string, number>();
    for (const output of Object.values(metafile.outputs)) {
      for (const input of Object.keys(output.inputs)) copies.set(input, (copies.get(input) ?? 0) + 1);
    }
    const core = [...copies].filter(([input]) => input.startsWith('server/'));
    expect(core.length).toBeGreaterThan(100);
    expect(core.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('compiles every plugin manifest and server half found at build time', () => {
    expect(pluginsWithServer.length).toBeGreaterThan(3);
    for (const name of pluginsWithServer) {
      expect(existsSync(join(dir, 'plugins', name, 'server/index.js')), name).toBe(true);
      expect(existsSync(join(dir, 'plugins', name, 'manifest.js')), name).toBe(true);
    }
  });

  it('bundles the packages every start loads, keeps the others outside and the TypeScript sources out of the output', () => {
    const inputs = Object.keys(metafile.inputs);
    for (const bundled of ['fastify', 'ajv', 'find-my-way', 'pino']) {
      expect(inputs.some((i) => i.includes(`node_modules/${bundled}/`)), bundled).toBe(true);
    }
    for (const outside of ['@electric-sql/pglite', 'pg', 'exceljs', 'minio', 'ali-oss', 'bpmn-engine', 'sanitize-html']) {
      expect(inputs.some((i) => i.includes(`node_modules/${outside}/`)), outside).toBe(false);
    }
    expect(Object.keys(metafile.outputs).some((o) => o.endsWith('.ts'))).toBe(false);
  });

  it('points the plugin host at the compiled copy when the server runs from the bundle', () => {
    const source = join(root, 'plugins', pluginsWithServer[0], 'server/index.ts');
    expect(loadableFile(source, undefined)).toBe(source);
    expect(loadableFile(source, dir)).toBe(join(dir, 'plugins', pluginsWithServer[0], 'server/index.js'));
    expect(() => loadableFile(join(root, 'plugins/not-built/server/index.ts'), dir)).toThrow(/not in the server bundle/);
  });

  it('names its code with a digest that another build of the same sources repeats', async () => {
    const digest = bundleCodeVersion(dir);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const again = mkdtempSync(join(tmpdir(), 'ec-bundle-'));
    try {
      await buildServerBundle({ into: again });
      expect(bundleCodeVersion(again)).toBe(digest);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
    expect(bundleCodeVersion(undefined)).toBeUndefined();
    expect(bundleCodeVersion(join(dir, 'missing'))).toBeUndefined();
  }, 120_000);
});
