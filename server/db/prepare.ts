import type { ModuleSchema } from '../../schemas/types';
import { migrateModules } from '../modules/migrate';
import { syncMenus } from '../plugins/menus/sync';
import { seedDemoNotices } from '../plugins/notices/seed';
import { discoverPlugins, manifestsOf, type PluginSet } from '../plugin-host/discover';
import { grantDeclaredPermissions, runPluginSeeds } from '../plugin-host/seed';
import { seedDemoData } from '../seed';
import { ensureBuiltinProcesses } from '../workflow/builtin';
import { migrate } from './migrate';
import type { ServerDb } from './types';

export interface PrepareOptions {
  schemas: ModuleSchema[];
  seed: boolean;
  /** The plugins to prepare for; default: every plugin folder (none switched off). */
  plugins?: PluginSet;
  log?: (line: string) => void;
}

/**
 * Brings a database to what this build expects: core SQL migrations, the enabled plugins' migrations,
 * module tables, and (when asked) the first-start demo data; then the menu catalogue derived from the
 * plugins' manifests. All under the migration lock, so concurrent starts take turns.
 */
export async function prepareDatabase(db: ServerDb, options: PrepareOptions): Promise<void> {
  const plugins = options.plugins ?? (await discoverPlugins());
  const manifests = manifestsOf(plugins);
  await migrate(db, {
    sets: plugins.enabled.flatMap((p) => (p.migrationsDir ? [{ dir: p.migrationsDir, namespace: p.name }] : [])),
    afterCore: async (session) => {
      await migrateModules(session, options.schemas);
      await ensureBuiltinProcesses(session);
      if (options.seed) {
        await seedDemoData(session, options.schemas);
        await runPluginSeeds(session, plugins.enabled, options.log ?? (() => undefined));
      }
      await grantDeclaredPermissions(session, manifests);
      await syncMenus(session, options.schemas, manifests);
      if (options.seed) await seedDemoNotices(session);
    },
  });
}
