// Every plugin declares its menus and permissions once, in its manifest; the browser entry and the
// server's menu catalogue both come from that declaration.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllPlugins } from '../../runtime/plugins/discover';
import type { PluginManifest } from '../../schemas/plugins/manifest';
import { menuCatalogue } from '../../server/plugins/menus/catalogue';
import { discoverPlugins, manifestsOf } from '../../server/plugin-host/discover';
import { loadModuleSchemas } from '../../server/modules/load';

const ROOT = resolve(import.meta.dirname, '../..');
const folders = readdirSync(join(ROOT, 'plugins')).filter((n) => statSync(join(ROOT, 'plugins', n)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('plugin manifests', () => {
  it('every plugin folder has a manifest and a browser entry built from it', async () => {
    const entries = await loadAllPlugins();
    for (const name of folders) {
      expect(existsSync(join(ROOT, 'plugins', name, 'manifest.ts')), `${name}/manifest.ts`).toBe(true);
      const manifest = ((await import(`../../plugins/${name}/manifest.ts`)) as { default: PluginManifest }).default;
      const entry = entries.find((p) => p.name === name);
      expect(entry?.manifest, `${name}/index.ts uses its manifest`).toBe(manifest);
    }
  });

  // Imports every plugin's server half (and through it the server's public API): seconds on a loaded machine.
  it('the server catalogue is derived from the same declarations: every declared menu and button is in it', { timeout: 30_000 }, async () => {
    const plugins = await discoverPlugins();
    const manifests = manifestsOf(plugins);
    const catalogue = menuCatalogue(await loadModuleSchemas(join(ROOT, 'schemas/modules')), manifests);
    const codes = new Set(catalogue.map((e) => e.code));
    const parents = new Set(catalogue.map((e) => e.code));
    for (const m of manifests) {
      const walk = (menus: NonNullable<PluginManifest['menus']>) => {
        for (const menu of menus) {
          const parent = (menu as { parent?: string }).parent;
          // An entry under a parent no plugin declares (e.g. videoManagement before video exists) is left out.
          if (parent && !parents.has(parent)) continue;
          expect(codes.has(menu.key), `${m.name}: ${menu.key}`).toBe(true);
          for (const b of menu.buttons ?? []) expect(codes.has(b.key), `${m.name}: ${b.key}`).toBe(true);
          walk(menu.children ?? []);
        }
      };
      walk(m.menus ?? []);
    }
    // Module pages come from the schemas under the directory that binds their group.
    expect(catalogue.find((e) => e.code === 'module-deviceInventory')?.parent).toBe('accountManagement');
  });

  it('every catalogue page is served by a route of an enabled plugin (no menu leads to a 404)', async () => {
    const manifests = manifestsOf(await discoverPlugins());
    const schemas = await loadModuleSchemas(join(ROOT, 'schemas/modules'));
    const catalogue = menuCatalogue(schemas, manifests);
    const entries = await loadAllPlugins();
    const served = new Set([
      ...entries.flatMap((p) => [...(p.routes ?? []), ...(p.adminRoutes ?? [])].map((r) => r.path)),
      ...schemas.map((s) => s.route),
    ]);
    const dead = catalogue.filter((e) => e.path && !served.has(e.path)).map((e) => `${e.code} ${e.path}`);
    expect(dead).toEqual([]);
  });

  it('a permission key is spelled in one source file only (everything else refers to the constant)', async () => {
    const manifests = manifestsOf(await discoverPlugins());
    const keys = manifests.flatMap((m) => (m.permissions ?? []).map((p) => p.key));
    expect(keys.length).toBeGreaterThan(10);
    const files = ['runtime', 'plugins', 'schemas', 'server', 'data-providers'].flatMap((d) => sourceFiles(join(ROOT, d)));
    const texts = files.map((f) => ({ f, text: readFileSync(f, 'utf8') }));
    for (const key of keys) {
      const spelled = texts.filter(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`)).map(({ f }) => f.slice(ROOT.length + 1));
      expect(spelled, key).toHaveLength(1);
    }
  });
});
