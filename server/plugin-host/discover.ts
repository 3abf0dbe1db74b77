import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manifestProblems, type PluginManifest } from '../../schemas/plugins/manifest';
import type { ServerPluginDefinition } from '../plugin-api/define';
import { loadableFile } from './compiled';

/** Where the plugin folders are; the core never names one of them. */
export const PLUGINS_DIR = fileURLToPath(new URL('../../plugins/', import.meta.url));

export interface LoadedPlugin {
  name: string;
  /** The plugin folder. */
  dir: string;
  manifest: PluginManifest;
  /** The server half, when the plugin has one and is enabled. */
  server?: ServerPluginDefinition;
  /** Folder of its SQL migrations, when it has one. */
  migrationsDir?: string;
}

/** What the server runs with: the enabled plugins, and the names switched off by configuration. */
export interface PluginSet {
  enabled: LoadedPlugin[];
  disabled: string[];
  /** Names in PLUGINS_DISABLED that no plugin folder has (reported at start, not fatal). */
  unknownDisabled: string[];
}

export function parseDisabled(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function importDefault<T>(file: string): Promise<T> {
  const mod = (await import(pathToFileURL(loadableFile(file)).href)) as { default?: T };
  if (mod.default === undefined) throw new Error(`${file} has no default export`);
  return mod.default;
}

/**
 * Finds every plugin folder with a manifest, loads the manifests, and the server halves of the enabled
 * ones. A malformed manifest, or a folder whose name differs from its manifest's, stops the start.
 */
export async function discoverPlugins(options: { dir?: string; disabled?: readonly string[] } = {}): Promise<PluginSet> {
  const dir = options.dir ?? PLUGINS_DIR;
  const disabled = new Set(options.disabled ?? []);
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'manifest.ts')))
        .map((d) => d.name)
        .sort()
    : [];
  const enabled: LoadedPlugin[] = [];
  for (const name of folders) {
    if (disabled.has(name)) continue;
    const pluginDir = join(dir, name);
    const manifest = await importDefault<PluginManifest>(join(pluginDir, 'manifest.ts'));
    const problems = manifestProblems(manifest);
    if (manifest.name !== name) problems.push(`plugin folder "${name}" declares the name "${manifest.name}"`);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const serverEntry = join(pluginDir, 'server', 'index.ts');
    const migrationsDir = join(pluginDir, 'server', 'migrations');
    enabled.push({
      name,
      dir: pluginDir,
      manifest,
      server: existsSync(serverEntry) ? await importDefault<ServerPluginDefinition>(serverEntry) : undefined,
      migrationsDir: existsSync(migrationsDir) ? migrationsDir : undefined,
    });
  }
  return {
    enabled,
    disabled: folders.filter((n) => disabled.has(n)),
    unknownDisabled: [...disabled].filter((n) => !folders.includes(n)),
  };
}

/** The manifests of the enabled plugins (menus, permissions, dictionaries). */
export function manifestsOf(set: PluginSet): PluginManifest[] {
  return set.enabled.map((p) => p.manifest);
}
