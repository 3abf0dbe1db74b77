import { http } from '../services/http';
import { apiPaths } from '../services/api';
import type { PluginDefinition } from './types';

/*
 * Plugin discovery: every folder of plugins/ with an index.ts is a plugin. Entries are imported lazily
 * (one small chunk each) and hold only declarations and dynamic imports, so loading them never pulls in
 * a page. The core names no plugin: the glob is the only place that knows the folder.
 */
const entries = import.meta.glob<{ default: PluginDefinition }>('../../plugins/*/index.ts');

/** Every plugin of this build, whatever the server's configuration. */
export async function loadAllPlugins(): Promise<PluginDefinition[]> {
  const modules = await Promise.all(Object.values(entries).map((load) => load()));
  return modules.map((m) => m.default);
}

/**
 * The plugins the server runs (PLUGINS_DISABLED switches some off: their pages and menus go from the
 * browser too). Without an answer every plugin is kept: the server still refuses what it does not serve.
 */
export async function loadPlugins(): Promise<PluginDefinition[]> {
  const [all, enabled] = await Promise.all([loadAllPlugins(), http.get<{ enabled: string[] }>(apiPaths.plugins).catch(() => null)]);
  if (!enabled) return all;
  const names = new Set(enabled.enabled);
  return all.filter((p) => names.has(p.name));
}
