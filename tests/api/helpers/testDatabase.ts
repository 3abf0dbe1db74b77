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

let sourcesDigest: string | undefined;

/** The hash of every snapshot input, read once per process: sources do not change during a test run. */
function snapshotSources(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash('sha256');
  for (const input of SNAPSHOT_INPUTS) {
    for (const file of filesUnder(join(REPO_ROOT, input)).sort()) {
      hash.update(relative(REPO_ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return (sourcesDigest = hash.digest('hex'));
}

/** '<flavour>-<content>': the flavour (seed on/off, which modules) lets stale snapshots of it be pruned. */
function snapshotKey(schemas: ModuleSchema[], seed: boolean): string {
  const flavour = createHash('sha256').update(JSON.stringify({ seed, modules: schemas.map((s) => s.id) })).digest('hex').slice(0, 8);
  const content = createHash('sha256').update(JSON.stringify({ seed, schemas })).update(snapshotSources()).digest('hex');
  return `${flavour}-${content.slice(0, 24)}`;
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
  // Without a checkpoint every open of the snapshot replays the seed's WAL first (a quarter of its cost).
  await db.pglite.exec('CHECKPOINT');
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

/**
 * An empty database on the server of `adminUrl` (TEST_DATABASE_URL), or a copy of `template`; `drop`
 * removes it.
 */
export async function createEmptyPostgresDatabase(adminUrl: string, template?: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    databaseUrl: databaseUrlOf(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a prepared template database on the server of `adminUrl`, built on first use. Migrating
 * and seeding costs seconds per database, a copy of a template a tenth of that; like the PGlite
 * snapshots, a template is keyed by the content that shapes it, so a stale one is never copied.
 */
async function postgresTemplate(adminUrl: string, schemas: ModuleSchema[], seed: boolean): Promise<string> {
  const key = snapshotKey(schemas, seed);
  const name = `tpl_${key.replace('-', '_')}`;
  const flavour = `tpl_${key.split('-')[0]}_`;
  return withAdminClient(adminUrl, async (c) => {
    // Serialises the workers: the first builds the template, the others wait for it and copy.
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [flavour]);
    try {
      const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      const stale = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'", [flavour]);
      for (const { datname } of stale.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      const building = `${name}_building`;
      await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${building}`);
      const db = await openDb({ dataDir: ':memory:', databaseUrl: databaseUrlOf(adminUrl, building) });
      try {
        await prepareDatabase(db, { schemas, seed });
      } finally {
        await db.close(); // a template with a session open cannot be copied
      }
      // Renamed only once complete, so a run stopped halfway never leaves a half-built template behind.
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [flavour]);
    }
  });
}

/** A fresh throwaway database on the server of TEST_DATABASE_URL, prepared, dropped on close. */
async function throwawayPostgres(adminUrl: string, schemas: ModuleSchema[], seed: boolean): Promise<TestDatabase> {
  const template = await postgresTemplate(adminUrl, schemas, seed);
  const copy = await createEmptyPostgresDatabase(adminUrl, template);
  const db = await openDb({ dataDir: ':memory:', databaseUrl: copy.databaseUrl });
  return {
    db,
    databaseUrl: copy.databaseUrl,
    async drop() {
      await db.close();
      await copy.drop();
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
