import type { ModuleSchema } from '../../schemas/types';
import { migrateModules } from '../modules/migrate';
import { syncMenus } from '../plugins/menus/sync';
import { seedDemoNotices } from '../plugins/notices/seed';
import { seedDemoData } from '../seed';
import { migrate } from './migrate';
import type { ServerDb } from './types';

/**
 * Brings a database to what this build expects: core SQL migrations, module tables, and (when asked)
 * the first-start demo data; all under the migration lock, so concurrent starts take turns.
 */
export async function prepareDatabase(db: ServerDb, options: { schemas: ModuleSchema[]; seed: boolean }): Promise<void> {
  await migrate(db, {
    afterCore: async (session) => {
      await migrateModules(session, options.schemas);
      if (options.seed) await seedDemoData(session, options.schemas);
      await syncMenus(session, options.schemas);
      if (options.seed) await seedDemoNotices(session);
    },
  });
}
