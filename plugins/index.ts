import type { PluginDefinition } from '../runtime/plugins/types';

/*
 * The plugin manifest: every folder with an index.ts is a plugin. Entries are imported lazily (one
 * small chunk each) and must hold only declarations and dynamic imports, so loading the manifest
 * never pulls in a page.
 */
const entries = import.meta.glob<{ default: PluginDefinition }>('./*/index.ts');

export async function loadPlugins(): Promise<PluginDefinition[]> {
  const modules = await Promise.all(Object.values(entries).map((load) => load()));
  return modules.map((m) => m.default);
}
