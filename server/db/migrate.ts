import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptDb, ServerDb } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary but fixed: every server process of this product contends for the same lock. */
const MIGRATION_LOCK_KEY = 7_302_114_212;
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/** An ordered folder of SQL files; `namespace` prefixes the recorded names (a plugin's files: `<plugin>/0001_x.sql`). */
export interface MigrationSet {
  dir: string;
  namespace?: string;
}

export function listMigrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  for (const f of files) if (!FILE_NAME.test(f)) throw new Error(`migration file name must look like 0001_name.sql: ${f}`);
  return files.sort();
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

async function ensureLedger(db: ScriptDb): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS _migrations (
    name varchar(200) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE _migrations ADD COLUMN IF NOT EXISTS checksum varchar(64)`);
}

/**
 * Applies the files of a set not yet recorded in _migrations, each atomically with its record. An applied
 * file whose content changed stops the start: migrations are never edited once applied (add a new one).
 */
async function applySet(db: ScriptDb, set: MigrationSet): Promise<string[]> {
  const prefix = set.namespace ? `${set.namespace}/` : '';
  const { rows } = await db.query<{ name: string; checksum: string | null }>(
    'SELECT name, checksum FROM _migrations WHERE name LIKE $1',
    [`${prefix.replace(/[%_\\]/g, '\\$&')}%`],
  );
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  const newlyApplied: string[] = [];
  for (const file of listMigrationFiles(set.dir)) {
    const name = `${prefix}${file}`;
    const sql = readFileSync(join(set.dir, file), 'utf8');
    const sum = checksum(sql);
    if (applied.has(name)) {
      const recorded = applied.get(name);
      // Recorded before checksums existed: the file as it is now is what was applied.
      if (recorded === null) await db.query('UPDATE _migrations SET checksum = $2 WHERE name = $1', [name, sum]);
      else if (recorded !== sum) throw new Error(`migration ${name} was edited after it was applied; add a new migration instead`);
      continue;
    }
    // One simple-protocol batch runs as one implicit transaction: the file and its record commit together.
    await db.exec(`${sql}\n;\nINSERT INTO _migrations (name, checksum) VALUES ('${name.replace(/'/g, "''")}', '${sum}');`);
    newlyApplied.push(name);
  }
  return newlyApplied;
}

/**
 * Runs the core migrations, then each extra set (the enabled plugins', in name order), then `afterCore`
 * (module tables, seed, menus) on one connection that holds a PostgreSQL advisory lock, so processes
 * starting together against one database take turns.
 */
export async function migrate(
  db: ServerDb,
  options: { dir?: string; sets?: readonly MigrationSet[]; afterCore?: (db: ScriptDb) => Promise<void> } = {},
): Promise<string[]> {
  return underMigrationLock(db, async (session) => {
    await ensureLedger(session);
    const applied = await applySet(session, { dir: options.dir ?? MIGRATIONS_DIR });
    for (const set of options.sets ?? []) applied.push(...(await applySet(session, set)));
    if (options.afterCore) await options.afterCore(session);
    return applied;
  });
}

/** `fn` on one connection holding the migration lock (what migrate() holds while it works). */
export async function underMigrationLock<T>(db: ServerDb, fn: (session: ScriptDb) => Promise<T>): Promise<T> {
  return db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await fn(session);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
