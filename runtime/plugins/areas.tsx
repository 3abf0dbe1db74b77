import type { ComponentType } from 'react';
import { createRegistry, type Registry } from './registry';

/** What an application area (a plugin's `areas` entry, e.g. the back office) is handed. */
export interface AreaProps {
  /** Every enabled plugin's declarations: an area renders the pages other plugins contribute to it. */
  registry: Registry;
}

function NoArea() {
  return null;
}

/**
 * Loads the component of area `name` from the plugin that provides it (React.lazy input): the root
 * router mounts areas by name and so never imports a plugin. No provider (plugin switched off): nothing.
 */
export async function loadArea(name: string): Promise<{ default: ComponentType }> {
  const { loadPlugins } = await import('./discover');
  const registry = createRegistry(await loadPlugins());
  const load = registry.area(name);
  if (!load) return { default: NoArea };
  const { default: Area } = (await load()) as { default: ComponentType<AreaProps> };
  return { default: () => <Area registry={registry} /> };
}
