import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { buildApp } from '../../server/app';
import { DEMO_ENTERPRISES, DEMO_USERS } from '../../server/seed/demoData';
import { openDb, type ServerDb } from '../../server/db';
import { listMigrationFiles } from '../../server/db/migrate';
import { prepareDatabase } from '../../server/db/prepare';
import { discoverPlugins } from '../../server/plugin-host/discover';
import { createEmptyPostgresDatabase, pgliteSnapshot } from './helpers/testDatabase';
import { createTestApp, testConfig } from './helpers/testApp';

const LOGIN = '/api/enterprise-side-app/auth/login/phonePassword';
const HEARTBEAT = '/api/enterprise-side-auth/token/heartbeat/connect';
const LOGOUT = '/api/enterprise-side-app/auth/logout';
const adminUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function start(db: ServerDb, config = testConfig()) {
  await prepareDatabase(db, { schemas: [], seed: true });
  return buildApp({ config, db, schemas: [], logger: false, storage: false });
}

describe('embedded database on disk', () => {
  it('keeps sessions and data across a restart on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'envcompliance-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = testConfig({ dataDir });

    // The first start begins from the prepared snapshot (an initdb on disk alone takes ~10 s here).
    const db1 = await openDb(config, { loadDataDir: await pgliteSnapshot([], true) });
    const app1 = await start(db1, config);
    const login = await app1.inject({ method: 'POST', url: LOGIN, payload: { phone: '13800000001', password: prehashPassword('Demo@2024') } });
    const token = login.json().data.token;
    await app1.close();
    await db1.close();

    // Second start as buildApp alone does it: opens the data directory itself and prepares it.
    const app2 = await buildApp({ config, schemas: [], logger: false, storage: false });
    try {
      const res = await app2.inject({ method: 'GET', url: HEARTBEAT, headers: { authorization: token } });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(1000000);
      // The second start neither re-seeds nor re-applies migrations.
      expect((await app2.db.query('SELECT 1 FROM enterprise')).rowCount).toBe(DEMO_ENTERPRISES.length);
      expect((await app2.db.query('SELECT 1 FROM app_user')).rowCount).toBe(DEMO_USERS.length);
    } finally {
      await app2.close();
    }
  });
});

describe.skipIf(!adminUrl)('several server processes on one PostgreSQL', () => {
  it('see each other’s sessions and sign-outs', async () => {
    const a = await createTestApp({ schemas: [] });
    cleanups.push(() => a.close());
    const dbB = await openDb({ dataDir: ':memory:', databaseUrl: a.databaseUrl });
    const appB = await buildApp({ config: a.config, db: dbB, schemas: [], logger: false, storage: false });
    cleanups.push(async () => {
      await appB.close();
      await dbB.close();
    });

    const token = await a.login('13800000002', 'Demo@2024');
    expect((await appB.inject({ method: 'GET', url: HEARTBEAT, headers: { authorization: token } })).statusCode).toBe(200);
    expect((await appB.inject({ method: 'DELETE', url: LOGOUT, headers: { authorization: token } })).json().code).toBe(1000000);
    expect((await a.app.inject({ method: 'GET', url: HEARTBEAT, headers: { authorization: token } })).statusCode).toBe(401);

    // A sign-in through B supersedes a session created through A.
    const first = await a.login('13800000001', 'Demo@2024');
    const second = await appB.inject({ method: 'POST', url: LOGIN, payload: { phone: '13800000001', password: prehashPassword('Demo@2024') } });
    expect(second.json().code).toBe(1000000);
    expect((await a.app.inject({ method: 'GET', url: HEARTBEAT, headers: { authorization: first } })).statusCode).toBe(403);
  });

  it('migrate and seed once when started together on an empty database', async () => {
    const empty = await createEmptyPostgresDatabase(adminUrl!);
    cleanups.push(() => empty.drop());
    const dbs = await Promise.all([0, 1, 2].map(() => openDb({ dataDir: ':memory:', databaseUrl: empty.databaseUrl })));
    try {
      await Promise.all(dbs.map((db) => prepareDatabase(db, { schemas: [], seed: true })));
      const applied = (await dbs[0].query<{ name: string }>('SELECT name FROM _migrations ORDER BY name')).rows.map((r) => r.name);
      // The core's files, then every enabled plugin's under its namespace, each applied once.
      const plugins = (await discoverPlugins()).enabled;
      const pluginFiles = plugins.flatMap((p) => (p.migrationsDir ? listMigrationFiles(p.migrationsDir).map((f) => `${p.name}/${f}`) : []));
      expect(pluginFiles.length).toBeGreaterThan(0);
      expect(applied).toEqual([...listMigrationFiles(), ...pluginFiles].sort());
      expect((await dbs[1].query('SELECT 1 FROM enterprise')).rowCount).toBe(DEMO_ENTERPRISES.length);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
