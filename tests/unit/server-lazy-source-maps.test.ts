// scripts/lazy-source-maps.mjs: stack traces of a bundle name the TypeScript sources and lines, exactly
// as Node's own source-map support (--enable-source-maps) names them, with the maps read on first use.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let dir: string;

const THROWER = `export interface Reading { value: number }

export class Checker {
  check(reading: Reading): number {
    if (reading.value < 0) {
      throw new RangeError(\`negative reading: \${reading.value}\`);
    }
    return reading.value;
  }
}
`;
const ENTRY = `import { Checker, type Reading } from './thrower';

const readings: Reading[] = [{ value: 1 }, { value: -2 }];
export function run(): number {
  return readings.map((r) => new Checker().check(r)).length;
}
`;

/** Runs the bundle's run() in a fresh Node, either way of mapping, and returns the stack it printed. */
function stackOf(how: 'lazy' | 'node'): string {
  const entry = pathToFileURL(join(dir, 'out/entry.js')).href;
  const hook = pathToFileURL(join(root, 'scripts/lazy-source-maps.mjs')).href;
  const script =
    how === 'lazy'
      ? `const { installLazySourceMaps } = await import(${JSON.stringify(hook)}); installLazySourceMaps();`
      : '';
  const code = `${script} const m = await import(${JSON.stringify(entry)}); try { m.run(); } catch (e) { console.log(e.stack); }`;
  const args = how === 'node' ? ['--enable-source-maps'] : [];
  const r = spawnSync(process.execPath, [...args, '--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ec-lazy-maps-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/thrower.ts'), THROWER);
  writeFileSync(join(dir, 'src/entry.ts'), ENTRY);
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(dir, 'src/entry.ts')],
    outdir: join(dir, 'out'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: 'linked',
    sourcesContent: false,
    banner: { js: '// a banner line shifts every generated line\n' },
    logLevel: 'warning',
  });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lazy source maps', () => {
  it('names the TypeScript file and line of each frame inside the bundle', () => {
    const stack = stackOf('lazy');
    const lines = stack.split('\n');
    expect(lines[0]).toBe('RangeError: negative reading: -2');
    expect(lines[1]).toContain(`Checker.check (${join(dir, 'src/thrower.ts')}:6:13)`);
    expect(stack).toContain(`${join(dir, 'src/entry.ts')}:5:`);
    expect(stack).not.toContain('out/entry.js');
  });

  it('gives the same frames as Node’s own source-map support', () => {
    // Every frame, Node's own (without maps) too, written the same way; the calling script differs.
    const frames = (stack: string) => stack.split('\n').filter((l) => !l.includes('[eval'));
    const lazy = frames(stackOf('lazy'));
    expect(lazy.filter((l) => l.includes(dir)).length).toBeGreaterThan(2);
    expect(lazy).toEqual(frames(stackOf('node')));
  });
});
