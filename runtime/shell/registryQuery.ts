import { addLocaleBundles, LOCALES } from '../i18n';
import { loadPlugins } from '../plugins/discover';
import { createRegistry, type Registry } from '../plugins/registry';

async function loadRegistry(): Promise<Registry> {
  const registry = createRegistry(await loadPlugins());
  for (const locale of LOCALES) addLocaleBundles(locale, registry.localeBundles(locale));
  return registry;
}

/** Every enabled plugin's declarations with their texts, loaded once per cache (the signed-in shells). */
export const pluginRegistryQuery = { queryKey: ['plugins'], queryFn: loadRegistry, staleTime: Infinity, gcTime: Infinity } as const;
