import type { ModuleSchema } from '../../schemas/types';
import { readFileSync } from 'node:fs';
import { ensureFactorCatalog, FACTOR_CSV_PATH } from '../monitoring/factors/catalog';
import { migrateModules } from '../modules/migrate';
import { syncMenus } from '../plugins/menus/sync';
import { seedDemoNotices } from '../plugins/notices/seed';
import { discoverPlugins, manifestsOf, type PluginSet } from '../plugin-host/discover';
import { grantDeclaredPermissions, runPluginSeeds } from '../plugin-host/seed';
import { watchSeedInputs } from '../plugin-host/seedWatch';
import { seedDemoData } from '../seed';
import { builtinProcessModels, ensureBuiltinProcesses } from '../workflow/builtin';
import { migrate, MIGRATIONS_DIR, underMigrationLock, type MigrationSet } from './migrate';
import { forgetPrepared, preparedFor, recordPrepared, startFingerprint } from './startFingerprint';
import type { ServerDb } from './types';

export interface PrepareOptions {
  schemas: ModuleSchema[];
  seed: boolean;
  /** The plugins to prepare for; default: every plugin folder (none switched off). */
  plugins?: PluginSet;
  log?: (line: string) => void;
  /**
   * A digest of the server code (the build's, server/core/bundleVersion.ts). With it, a database already
   * prepared by this code for the same inputs is recognised with one statement and left as it is
   * (startFingerprint.ts); without it, every start runs the whole preparation.
   */
  codeVersion?: string;
}

/**
 * Brings a database to what this build expects: core SQL migrations, the enabled plugins' migrations,
 * module tables, the built-in processes and pollution factors, and (when asked) the first-start demo
 * data; then the menu catalogue derived from the plugins' manifests. All under the migration lock, so concurrent starts take turns.
 */
export async function prepareDatabase(db: ServerDb, options: PrepareOptions): Promise<void> {
  const plugins = options.plugins ?? (await discoverPlugins());
  const manifests = manifestsOf(plugins);
  const processModels = plugins.enabled.flatMap((p) => p.server?.processes ?? []);
  const sets: MigrationSet[] = plugins.enabled.flatMap((p) => (p.migrationsDir ? [{ dir: p.migrationsDir, namespace: p.name }] : []));
  const fingerprint =
    options.codeVersion === undefined
      ? undefined
      : startFingerprint({
          codeVersion: options.codeVersion,
          migrationSets: [{ dir: MIGRATIONS_DIR }, ...sets],
          schemas: options.schemas,
          manifests,
          dataFiles: [...builtinProcessModels(), ...processModels, readFileSync(FACTOR_CSV_PATH, 'utf8')],
          seed: options.seed,
        });
  const state = fingerprint === undefined ? undefined : await preparedFor(db, fingerprint);
  if (state?.prepared) {
    // Nothing this code would change; the plugins' demo seeds look at the data again only when a table
    // they decide from changed since they last ran (a deleted demo record comes back on restart).
    if (options.seed && state.seedsStale) await runSeedsOnly(db, plugins, options.log);
    return;
  }
  await migrate(db, {
    sets,
    afterCore: async (session) => {
      await forgetPrepared(session);
      await migrateModules(session, options.schemas);
      await ensureBuiltinProcesses(session, processModels);
      await ensureFactorCatalog(session);
      if (options.seed) {
        await seedDemoData(session, options.schemas);
        await watchSeedInputs(session, plugins.enabled);
        await runPluginSeeds(session, plugins.enabled, options.log ?? (() => undefined));
      }
      await grantDeclaredPermissions(session, manifests);
      await syncMenus(session, options.schemas, manifests);
      if (options.seed) await seedDemoNotices(session);
      if (fingerprint !== undefined) await recordPrepared(session, fingerprint, options.schemas.map((s) => s.id));
    },
  });
}

/** The plugins' demo seeds alone, under the migration lock like a full preparation. */
async function runSeedsOnly(db: ServerDb, plugins: PluginSet, log: PrepareOptions['log']): Promise<void> {
  if (!plugins.enabled.some((p) => p.server?.seed)) return;
  await underMigrationLock(db, (session) => runPluginSeeds(session, plugins.enabled, log ?? (() => undefined)));
}
