import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptDb, ServerDb } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary but fixed: every server process of this product contends for the same lock. */
const MIGRATION_LOCK_KEY = 7_302_114_212;
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

export function listMigrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  for (const f of files) if (!FILE_NAME.test(f)) throw new Error(`migration file name must look like 0001_name.sql: ${f}`);
  return files.sort();
}

/** Applies the core SQL files not yet recorded in _migrations, each atomically with its record. */
async function applyCoreMigrations(db: ScriptDb, dir: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS _migrations (
    name varchar(200) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ name: string }>('SELECT name FROM _migrations');
  const applied = new Set(rows.map((r) => r.name));
  const newlyApplied: string[] = [];
  for (const file of listMigrationFiles(dir)) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    // One simple-protocol batch runs as one implicit transaction: the file and its record commit together.
    await db.exec(`${sql}\n;\nINSERT INTO _migrations (name) VALUES ('${file}');`);
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/**
 * Runs core migrations and then `afterCore` (module tables, seed) on one connection that holds a
 * PostgreSQL advisory lock, so processes starting together against one database take turns.
 */
export async function migrate(
  db: ServerDb,
  options: { dir?: string; afterCore?: (db: ScriptDb) => Promise<void> } = {},
): Promise<string[]> {
  return db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await applyCoreMigrations(session, options.dir ?? MIGRATIONS_DIR);
      if (options.afterCore) await options.afterCore(session);
      return applied;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
