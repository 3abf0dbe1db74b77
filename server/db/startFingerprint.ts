/**
 * One fingerprint of everything that decides what preparing a database does (issue 19: cold start).
 * A restart of the same build on the same database finds it stored and answers "nothing to do" with one
 * statement instead of ~40 (checking migrations, module tables, grants and the menu catalogue, each
 * touching its tables for the first time in the process).
 *
 * What it covers: the server code (a digest of the build, passed in as `codeVersion`), every migration
 * file of the core and the enabled plugins, the module schemas, the enabled plugins' manifests, the
 * built-in process models and factor table, and the seed switch. Beside it, the one input that can change
 * without a code change is read in the same statement: the system roles' keys (operators may re-grant a
 * system role; the full preparation then grants the declared keys again and re-syncs the menus, as on
 * every start before).
 *
 * The full preparation forgets the stored value before its work and records it only after all of it,
 * so a start that stopped half-way runs everything again. It records nothing while a module's business
 * key could not be enforced, so that check runs again on the next start.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginManifest } from '../../schemas/plugins/manifest';
import type { ModuleSchema } from '../../schemas/types';
import type { Db } from '../core/contracts';
import { SEEDS_STALE_KEY } from '../plugin-host/seedWatch';
import { listMigrationFiles, type MigrationSet } from './migrate';

type Query = Pick<Db, 'query'>;

const KEY = 'start.fingerprint';

/** The system roles' keys, digested in SQL (empty when there are none). */
const SYSTEM_ROLE_KEYS_SQL = `COALESCE((SELECT md5(string_agg(rp.role_id || ':' || rp.perm, ',' ORDER BY rp.role_id, rp.perm))
   FROM role_permission rp JOIN role r ON r.id = rp.role_id AND r.enterprise_id IS NULL), '')`;

export interface FingerprintInputs {
  codeVersion: string;
  migrationSets: readonly MigrationSet[];
  schemas: readonly ModuleSchema[];
  manifests: readonly PluginManifest[];
  /** Contents of the data files the preparation reads (built-in process models, the factor table). */
  dataFiles: readonly string[];
  seed: boolean;
}

export function startFingerprint(inputs: FingerprintInputs): string {
  const hash = createHash('sha256');
  hash.update(`code\0${inputs.codeVersion}\0seed\0${inputs.seed}\0`);
  for (const set of inputs.migrationSets) {
    hash.update(`set\0${set.namespace ?? ''}\0`);
    for (const file of listMigrationFiles(set.dir)) hash.update(`${file}\0`).update(readFileSync(join(set.dir, file))).update('\0');
  }
  hash.update(JSON.stringify(inputs.schemas)).update('\0');
  hash.update(JSON.stringify(inputs.manifests)).update('\0');
  for (const text of inputs.dataFiles) hash.update(text).update('\0');
  return hash.digest('hex');
}

/** What the one statement of a restart finds. */
export interface PreparedState {
  /** Fully prepared for this fingerprint, with the system roles' keys as that preparation left them. */
  prepared: boolean;
  /** A table the demo seeds decide from changed since they last ran (server/plugin-host/seedWatch.ts). */
  seedsStale: boolean;
}

/**
 * Whether the database was fully prepared for this fingerprint and the system roles' keys are as that
 * preparation left them, and whether the demo seeds must look at the data again. A database without the
 * tables (a new one) is not prepared.
 */
export async function preparedFor(db: Query, fingerprint: string): Promise<PreparedState> {
  try {
    const { rows } = await db.query<{ stored: string | null; roles: string; stale: boolean }>(
      `SELECT (SELECT value FROM app_meta WHERE key = $1) AS stored, ${SYSTEM_ROLE_KEYS_SQL} AS roles,
              EXISTS (SELECT 1 FROM app_meta WHERE key = $2) AS stale`,
      [KEY, SEEDS_STALE_KEY],
    );
    return { prepared: rows[0]?.stored === `${fingerprint}:${rows[0].roles}`, seedsStale: rows[0]?.stale !== false };
  } catch {
    return { prepared: false, seedsStale: true }; // no app_meta or role table yet: a new database
  }
}

/** First step of a full preparation: a start that stops before recordPrepared runs everything again. */
export async function forgetPrepared(db: Query): Promise<void> {
  await db.query('DELETE FROM app_meta WHERE key = $1', [KEY]);
}

/**
 * Last step of a full preparation: the fingerprint with the system roles' keys as they are now, unless
 * a loaded module's business key is still unenforced (its fingerprint in _module_schema is empty).
 */
export async function recordPrepared(db: Query, fingerprint: string, moduleIds: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO app_meta (key, value)
     SELECT $1, $2 || ':' || ${SYSTEM_ROLE_KEYS_SQL}
      WHERE NOT EXISTS (SELECT 1 FROM "_module_schema" WHERE fingerprint IS NULL AND module_id = ANY($3::text[]))
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [KEY, fingerprint, moduleIds],
  );
}
