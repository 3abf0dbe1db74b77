/**
 * Which restarts run the plugins' demo seeds (issue 19, cold start). A seed looks at a few tables to
 * decide whether its demo records are missing (a deleted demo camera comes back at restart); running
 * those checks at every start cost ~150 ms of CPU (each table touched for the first time in PGlite's
 * process). Instead, every table a seed decides from carries a statement trigger
 * (demo_seed_inputs_changed, migration 0850) that marks the seeds stale in app_meta on any insert,
 * delete, truncate or update of the columns the decision reads; a restart that finds no mark skips the
 * seeds, one that finds it runs them all.
 *
 * The mark is cleared in the same transaction as the seeds run in, before they look at anything: a
 * write to a watched table by another process while they run waits for that transaction (the mark's
 * row is locked) and marks again after it, and a start that fails or stops half-way rolls the clearing
 * back. The seeds' own writes do not mark (`ec.seeding` is set for their transaction).
 */
import type { Db } from '../core/contracts';
import { txAsDb } from '../db/txDb';
import type { LoadedPlugin } from './discover';

/** app_meta key of the mark (written by the trigger function of migration 0850). */
export const SEEDS_STALE_KEY = 'seed.stale';

/**
 * What every seed decides from besides its own tables: `demoEnterpriseId` finds a demo enterprise by
 * name, so an enterprise added or renamed may give a seed its enterprise.
 */
const CORE_SEED_INPUTS: Readonly<Record<string, readonly string[]>> = { enterprise: ['name'] };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The watched tables of the enabled plugins with a seed, each with the union of its declared columns. */
export function seedInputs(plugins: readonly LoadedPlugin[]): Map<string, string[]> {
  const tables = new Map<string, Set<string>>();
  const add = (inputs: Readonly<Record<string, readonly string[]>>) => {
    for (const [table, columns] of Object.entries(inputs)) {
      const set = tables.get(table) ?? new Set<string>();
      for (const c of columns) set.add(c);
      tables.set(table, set);
    }
  };
  const seeded = plugins.filter((p) => p.server?.seed);
  if (seeded.length === 0) return new Map();
  add(CORE_SEED_INPUTS);
  for (const p of seeded) add(p.server?.seedInputs ?? {});
  return new Map([...tables].map(([t, cols]) => [t, [...cols].sort()]));
}

/** The trigger statement for one watched table (replaces the one a previous build put there). */
export function watchStatement(table: string, columns: readonly string[]): string {
  for (const name of [table, ...columns]) if (!IDENTIFIER.test(name)) throw new Error(`seed input "${name}" is not a plain SQL name`);
  const update = columns.length > 0 ? ` OR UPDATE OF ${columns.join(', ')}` : '';
  return `CREATE OR REPLACE TRIGGER demo_seed_inputs AFTER INSERT OR DELETE OR TRUNCATE${update} ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION demo_seed_inputs_changed()`;
}

/** Puts the trigger on every watched table (full preparation; before the seeds run). */
export async function watchSeedInputs(db: Pick<Db, 'query'>, plugins: readonly LoadedPlugin[]): Promise<void> {
  for (const [table, columns] of seedInputs(plugins)) await db.query(watchStatement(table, columns));
}

type SeedDb = Pick<Db, 'query' | 'dialect' | 'transaction'>;

/**
 * `run` (the seeds) in one transaction that first clears the stale mark and keeps the seeds' own writes
 * from setting it again. Nested transactions of the seeds run inline in it.
 */
export function inSeedTransaction(db: SeedDb, run: (db: SeedDb) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM app_meta WHERE key = $1', [SEEDS_STALE_KEY]);
    await tx.query(`SELECT set_config('ec.seeding', 'on', true)`);
    await run(txAsDb(tx));
  });
}
