import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import type { ModuleSchema } from '../../../schemas/types';
import { openDb, type PgliteDb, type ServerDb } from '../../../server/db';
import { prepareDatabase } from '../../../server/db/prepare';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Everything that shapes a prepared database; a change anywhere here invalidates cached snapshots. */
// Everything that can change what a migrated, seeded database holds (migrations, seeds, catalogues).
const SNAPSHOT_INPUTS = ['server', 'schemas', 'plugins', 'data-providers/password.ts'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((d) => filesUnder(join(path, d.name)));
}

/** '<flavour>-<content>': the flavour (seed on/off, which modules) lets stale snapshots of it be pruned. */
function snapshotKey(schemas: ModuleSchema[], seed: boolean): string {
  const flavour = createHash('sha256').update(JSON.stringify({ seed, modules: schemas.map((s) => s.id) })).digest('hex').slice(0, 8);
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ seed, schemas }));
  for (const input of SNAPSHOT_INPUTS) {
    for (const file of filesUnder(join(REPO_ROOT, input)).sort()) {
      hash.update(relative(REPO_ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return `${flavour}-${hash.digest('hex').slice(0, 24)}`;
}

function pruneStaleSnapshots(current: string): void {
  const flavour = current.split('-')[0];
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    if (name.startsWith(`${flavour}-`) && name.endsWith('.tar') && name !== `${current}.tar`) rmSync(join(SNAPSHOT_DIR, name), { force: true });
  }
}

const SNAPSHOT_DIR = join(tmpdir(), 'envcompliance-test-snapshots');

/** Migrates (and seeds) a new in-memory PGlite and stores its data directory as the snapshot `file`. */
async function buildSnapshot(key: string, file: string, schemas: ModuleSchema[], seed: boolean): Promise<PgliteDb> {
  const db = (await openDb({ dataDir: ':memory:' })) as PgliteDb;
  await prepareDatabase(db, { schemas, seed });
  const dump = await db.pglite.dumpDataDir('none');
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic: parallel test files never read half a snapshot
  pruneStaleSnapshots(key);
  return db;
}

/**
 * A prepared PGlite data directory (tarball) for `loadDataDir`. Creating and migrating a database costs
 * seconds, so it is cached per content key and shared by every test file of the run.
 */
export async function pgliteSnapshot(schemas: ModuleSchema[], seed: boolean): Promise<Blob> {
  const key = snapshotKey(schemas, seed);
  const file = join(SNAPSHOT_DIR, `${key}.tar`);
  if (!existsSync(file)) await (await buildSnapshot(key, file, schemas, seed)).close();
  return new Blob([readFileSync(file)]);
}

async function preparedPglite(schemas: ModuleSchema[], seed: boolean): Promise<ServerDb> {
  const key = snapshotKey(schemas, seed);
  const file = join(SNAPSHOT_DIR, `${key}.tar`);
  let snapshot: Blob | undefined;
  try {
    snapshot = new Blob([readFileSync(file)]);
  } catch {
    // Not built yet (or pruned by a parallel file that saw newer sources): build it here.
  }
  if (snapshot) return openDb({ dataDir: ':memory:' }, { loadDataDir: snapshot });
  return buildSnapshot(key, file, schemas, seed);
}

export interface TestDatabase {
  db: ServerDb;
  /** PostgreSQL only: the URL of the throwaway database (for a second app instance). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the server of `adminUrl` (TEST_DATABASE_URL); `drop` removes it. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh throwaway database on the server of TEST_DATABASE_URL, prepared, dropped on close. */
async function throwawayPostgres(adminUrl: string, schemas: ModuleSchema[], seed: boolean): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const db = await openDb({ dataDir: ':memory:', databaseUrl: empty.databaseUrl });
  await prepareDatabase(db, { schemas, seed });
  return {
    db,
    databaseUrl: empty.databaseUrl,
    async drop() {
      await db.close();
      await empty.drop();
    },
  };
}

/** PGlite in memory, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(options: { schemas: ModuleSchema[]; seed: boolean }): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return throwawayPostgres(adminUrl, options.schemas, options.seed);
  const db = await preparedPglite(options.schemas, options.seed);
  return { db, drop: () => db.close() };
}
