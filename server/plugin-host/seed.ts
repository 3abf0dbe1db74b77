import type { PluginManifest } from '../../schemas/plugins/manifest';
import type { Db } from '../core/contracts';
import type { ScriptDb } from '../db/types';
import type { DemoEnterpriseKey } from '../plugin-api/define';
import { DEMO_ENTERPRISES, ROLE_ENTERPRISE_ADMIN, ROLE_OPERATIONS_ADMIN, ROLE_VIEWER } from '../seed/demoData';
import { grantRoleKeys } from '../seed/grants';
import type { LoadedPlugin } from './discover';
import { inSeedTransaction } from './seedWatch';

/**
 * The seeded system roles hold what the enabled plugins declare: the enterprise admin every client key,
 * the read-only role the keys marked readOnly, the operations admin every back-office key. Run by every
 * full preparation (a plugin added later changes the start fingerprint), so it reaches databases seeded
 * before it.
 */
export async function grantDeclaredPermissions(db: Pick<ScriptDb, 'query'>, manifests: readonly PluginManifest[]): Promise<void> {
  const declared = manifests.flatMap((m) => m.permissions ?? []);
  const client = declared.filter((p) => (p.system ?? 'client') === 'client');
  await grantRoleKeys(db, ROLE_ENTERPRISE_ADMIN.code, 'client', client.map((p) => p.key));
  await grantRoleKeys(db, ROLE_VIEWER.code, 'client', client.filter((p) => p.readOnly).map((p) => p.key));
  await grantRoleKeys(db, ROLE_OPERATIONS_ADMIN.code, 'admin', declared.filter((p) => p.system === 'admin').map((p) => p.key));
}

type SeedDb = Pick<Db, 'query' | 'dialect' | 'transaction'>;

/**
 * Each enabled plugin's demo seed, in name order, after the core's demo data: in one transaction that
 * clears the seeds' stale mark (seedWatch.ts).
 */
export async function runPluginSeeds(db: SeedDb, plugins: readonly LoadedPlugin[], log: (line: string) => void): Promise<void> {
  await inSeedTransaction(db, async (tx) => {
    const demoEnterpriseId = async (key: DemoEnterpriseKey) => {
      const name = DEMO_ENTERPRISES.find((e) => e.key === key)?.name;
      if (!name) return undefined;
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM enterprise WHERE name = $1 ORDER BY id LIMIT 1', [name]);
      return rows[0]?.id;
    };
    for (const plugin of plugins) {
      if (!plugin.server?.seed) continue;
      await plugin.server.seed({ db: tx, log: (line) => log(`[${plugin.name}] ${line}`), demoEnterpriseId });
    }
  });
}
