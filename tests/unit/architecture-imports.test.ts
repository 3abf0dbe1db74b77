// The layering of docs/plugins.md, checked on the real import graph: the core never imports a plugin,
// the server never imports the browser runtime, and a plugin reaches the core only through its public
// API and another plugin never at all.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['runtime', 'plugins', 'schemas', 'data-providers', 'server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:^|[\s;{}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Edge {
  from: string;
  to: string;
}

/** Every relative import of the source tree, as repository-relative paths (posix separators). */
export function importGraph(): Edge[] {
  const edges: Edge[] = [];
  for (const file of SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const from = relative(ROOT, file).split(sep).join('/');
      const to = relative(ROOT, resolve(dirname(file), spec)).split(sep).join('/');
      edges.push({ from, to });
    }
  }
  return edges;
}

const edges = importGraph();
const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
const pluginOf = (path: string) => (under(path, 'plugins') ? path.split('/')[1] : undefined);
const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}`);

describe('import graph', () => {
  it('finds the imports it checks (a parser that sees nothing would pass everything)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'server/app.ts', to: 'server/plugin-host/routes' });
    expect(edges.some((e) => e.from.startsWith('plugins/') && e.to.startsWith('runtime/'))).toBe(true);
  });

  it('the core (runtime, server, schemas, data-providers) never imports a plugin', () => {
    const core = ['runtime', 'server', 'schemas', 'data-providers'];
    expect(show(edges.filter((e) => core.some((d) => under(e.from, d)) && under(e.to, 'plugins')))).toEqual([]);
  });

  it('the server never imports the browser runtime; shared layers import neither', () => {
    expect(show(edges.filter((e) => under(e.from, 'server') && under(e.to, 'runtime')))).toEqual([]);
    const shared = edges.filter((e) => (under(e.from, 'schemas') || under(e.from, 'data-providers')) && (under(e.to, 'runtime') || under(e.to, 'server')));
    expect(show(shared)).toEqual([]);
  });

  it('a plugin never imports another plugin', () => {
    expect(show(edges.filter((e) => pluginOf(e.from) && pluginOf(e.to) && pluginOf(e.from) !== pluginOf(e.to)))).toEqual([]);
  });

  it("a plugin's server half uses only the server's public API (server/plugin-api) and the shared schemas", () => {
    const bad = edges.filter((e) => {
      const plugin = pluginOf(e.from);
      if (!plugin || !e.from.startsWith(`plugins/${plugin}/server/`)) return false;
      return !(under(e.to, `plugins/${plugin}`) || under(e.to, 'server/plugin-api') || under(e.to, 'schemas'));
    });
    expect(show(bad)).toEqual([]);
  });

  it("a plugin's browser half and its manifest never import the server", () => {
    const bad = edges.filter((e) => {
      const plugin = pluginOf(e.from);
      return plugin && !e.from.startsWith(`plugins/${plugin}/server/`) && !e.from.startsWith(`plugins/${plugin}/tests/`) && under(e.to, 'server');
    });
    expect(show(bad)).toEqual([]);
  });

  it('manifests are pure data: they import only the shared schemas and their own folder', () => {
    const bad = edges.filter((e) => /^plugins\/[^/]+\/manifest\.ts$/.test(e.from) && !(under(e.to, 'schemas') || under(e.to, `plugins/${pluginOf(e.from)}`)));
    expect(show(bad)).toEqual([]);
  });
});
