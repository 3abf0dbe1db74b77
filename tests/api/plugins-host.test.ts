// The plugin host with a fixture plugin (tests/fixtures/plugins/fixture-notes): discovery, namespaced
// migrations with checksums, routes under the core's guards and envelope, menus of all three areas
// derived from its manifest, demo grants, dictionaries, seed, jobs, and switching it off and on again.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { buildApp } from '../../server/app';
import { openDb, type ServerDb } from '../../server/db';
import { prepareDatabase } from '../../server/db/prepare';
import { discoverPlugins, type PluginSet } from '../../server/plugin-host/discover';
import { startJobs } from '../../server/plugin-host/jobs';
import { testConfig } from './helpers/testApp';
import { createEmptyPostgresDatabase, REPO_ROOT } from './helpers/testDatabase';

const FIXTURES = resolve(REPO_ROOT, 'tests/fixtures/plugins');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function pluginSet(fixtureDir = FIXTURES, disabled: string[] = []): Promise<PluginSet> {
  const real = await discoverPlugins();
  const fixture = await discoverPlugins({ dir: fixtureDir, disabled });
  return { enabled: [...real.enabled, ...fixture.enabled], disabled: fixture.disabled, unknownDisabled: [] };
}

let db: ServerDb;
let dropDatabase: () => Promise<void> = async () => undefined;
let databaseUrl: string | undefined;

async function appWith(plugins: PluginSet) {
  await prepareDatabase(db, { schemas: [], seed: true, plugins });
  const app = await buildApp({ config: testConfig(), db, schemas: [], plugins, logger: false, storage: false, monitoring: false });
  await app.ready();
  const signIn = async (phone: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/enterprise-side-app/auth/login/phonePassword', payload: { phone, password: prehashPassword('Demo@2024'), clientType: 0 } });
    return res.json().data.token as string;
  };
  const enterprise = async (name: string) => (await db.query<{ id: number }>('SELECT id FROM enterprise WHERE name = $1', [name])).rows[0].id;
  const call = async (method: 'GET' | 'POST', url: string, token: string, enterpriseId: number, payload?: object) =>
    (await app.inject({ method, url: `/api/enterprise-side-app${url}`, headers: { authorization: token, enterprise_id: String(enterpriseId) }, payload })).json() as Json;
  return { app, signIn, enterprise, call };
}

function codes(nodes: Json[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    into.add(n.code);
    codes(n.children ?? [], into);
  }
  return into;
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const empty = await createEmptyPostgresDatabase(adminUrl);
    databaseUrl = empty.databaseUrl;
    db = await openDb({ dataDir: ':memory:', databaseUrl });
    dropDatabase = async () => {
      await db.close();
      await empty.drop();
    };
  } else {
    db = await openDb({ dataDir: ':memory:' });
    dropDatabase = () => db.close();
  }
});
afterAll(async () => {
  await dropDatabase();
});

describe('a plugin with a server half', () => {
  it('gets its migrations applied under its namespace, its seed run and its routes guarded like the core', async () => {
    const { app, signIn, enterprise, call } = await appWith(await pluginSet());
    const applied = (await db.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM _migrations WHERE name LIKE 'fixture-notes/%'`)).rows;
    expect(applied.map((r) => r.name)).toEqual(['fixture-notes/0001_notes.sql']);
    expect(applied[0].checksum).toMatch(/^[0-9a-f]{64}$/);

    const jiangsu = await enterprise('江苏绿源化工有限公司');
    const admin = await signIn('13800000001');
    const viewer = await signIn('13800000002');
    // The seed's note, through the route, in the envelope.
    expect(await call('GET', '/fixtureNotes/page', admin, jiangsu)).toEqual({ code: 1000000, msg: expect.any(String), data: { records: [{ text: '演示便签' }], total: 1 } });
    // The read-only demo role holds the key marked readOnly, not the edit key.
    expect((await call('GET', '/fixtureNotes/page', viewer, jiangsu)).code).toBe(1000000);
    expect((await call('POST', '/fixtureNotes', viewer, jiangsu, { text: 'x' })).code).toBe(2010103);
    // Validation after the guards, naming the field.
    const bad = await call('POST', '/fixtureNotes', admin, jiangsu, { text: '' });
    expect(bad.code).toBe(2010102);
    expect(JSON.stringify(bad.data)).toContain('text');
    expect((await call('POST', '/fixtureNotes', admin, jiangsu, { text: '第二条' })).code).toBe(1000000);
    // Another enterprise sees none of it.
    const zhejiang = await enterprise('浙江清泉水务有限公司');
    expect((await call('GET', '/fixtureNotes/page', admin, zhejiang)).data.total).toBe(0);
    // Without a session: refused before anything else.
    const anonymous = await app.inject({ method: 'GET', url: '/api/enterprise-side-app/fixtureNotes/page' });
    expect(anonymous.statusCode).toBe(401);

    // Documented in the OpenAPI document like every route; listed for the browser.
    const openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).toContain('/api/enterprise-side-app/fixtureNotes/page');
    expect((await app.inject({ method: 'GET', url: '/api/plugins' })).json().data.enabled).toContain('fixture-notes');
    // Its dictionary joins dict/all.
    const dict = await app.inject({ method: 'GET', url: '/api/enterprise-side-app/dict/all', headers: { authorization: admin } });
    expect(dict.json().data.find((d: Json) => d.type === 'fixture_note_kind')?.children).toEqual([{ value: '1', label: '普通' }]);
    await app.close();
  });

  it('declares its menus once: the catalogue has its client page with the button, its group and back-office pages, not the orphan', async () => {
    const { app, signIn, enterprise, call } = await appWith(await pluginSet());
    const admin = await signIn('13800000001');
    const jiangsu = await enterprise('江苏绿源化工有限公司');
    const client = await call('GET', '/menu/routerList', admin, jiangsu);
    expect(codes(client.data).has('fixtureNotes')).toBe(true);
    expect(codes(client.data).has('fixtureNotes-add')).toBe(true);
    expect(codes(client.data).has('fixtureNotes-orphan')).toBe(false);
    // A management group works in the group system: the group page, never the client one.
    const group = await call('GET', '/menu/routerList', admin, await enterprise('绿源环境集团'));
    expect(codes(group.data).has('groupFixtureNotes')).toBe(true);
    expect(codes(group.data).has('fixtureNotes')).toBe(false);
    const names = (await db.query<{ name: string; system_id: number }>(`SELECT name, system_id FROM menu WHERE code LIKE '%ixtureNotes%' AND active ORDER BY code`)).rows;
    expect(names).toEqual([
      { name: '便签管理', system_id: 3 },
      { name: '测试便签', system_id: 1 },
      { name: '新增便签', system_id: 1 },
      { name: '集团便签', system_id: 2 },
    ]);
    // The operations admin role holds the back-office key.
    const ops = await db.query(`SELECT 1 FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE r.area = 'admin' AND rp.perm = 'fixtureNotes:admin'`);
    expect(ops.rows).toHaveLength(1);
    await app.close();
  });

  it('switched off: routes and menus go, tables and data stay; switched on again: everything is back with its grants', async () => {
    const off = await appWith(await pluginSet(FIXTURES, ['fixture-notes']));
    const admin = await off.signIn('13800000001');
    const jiangsu = await off.enterprise('江苏绿源化工有限公司');
    const gone = await off.app.inject({ method: 'GET', url: '/api/enterprise-side-app/fixtureNotes/page', headers: { authorization: admin, enterprise_id: String(jiangsu) } });
    expect(gone.statusCode).toBe(404);
    expect(codes((await off.call('GET', '/menu/routerList', admin, jiangsu)).data).has('fixtureNotes')).toBe(false);
    expect((await off.app.inject({ method: 'GET', url: '/api/plugins' })).json().data.enabled).not.toContain('fixture-notes');
    expect((await db.query('SELECT text FROM fixture_note ORDER BY id')).rows).toHaveLength(2);
    await off.app.close();

    const on = await appWith(await pluginSet());
    const token = await on.signIn('13800000001');
    expect(codes((await on.call('GET', '/menu/routerList', token, jiangsu)).data).has('fixtureNotes-add')).toBe(true);
    expect((await on.call('GET', '/fixtureNotes/page', token, jiangsu)).data.total).toBe(2);
    await on.app.close();
  });

  it('refuses to start when an applied migration was edited afterwards', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'fixture-plugins-'));
    try {
      cpSync(FIXTURES, copy, { recursive: true });
      // The copy imports the server API by a path relative to its folder: keep it resolvable.
      const serverEntry = join(copy, 'fixture-notes/server/index.ts');
      writeFileSync(serverEntry, (await import('node:fs')).readFileSync(serverEntry, 'utf8').replaceAll('../../../../../server/', `${REPO_ROOT}/server/`));
      const manifest = join(copy, 'fixture-notes/manifest.ts');
      writeFileSync(manifest, (await import('node:fs')).readFileSync(manifest, 'utf8').replaceAll('../../../../schemas/', `${REPO_ROOT}/schemas/`));
      writeFileSync(join(copy, 'fixture-notes/server/migrations/0001_notes.sql'), 'CREATE TABLE fixture_note_edited (id int);\n');
      await expect(prepareDatabase(db, { schemas: [], seed: false, plugins: await pluginSet(copy) })).rejects.toThrow(
        /fixture-notes\/0001_notes\.sql was edited after it was applied/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('runs a job once per interval even when two schedulers look at the same moment', async () => {
    const plugins = await pluginSet();
    await prepareDatabase(db, { schemas: [], seed: false, plugins });
    // On PostgreSQL the second scheduler is another connection pool, as a second server process would have.
    const other = databaseUrl ? await openDb({ dataDir: ':memory:', databaseUrl }) : db;
    const silent = { child: () => silent, error: () => undefined, info: () => undefined, warn: () => undefined } as never;
    const a = startJobs(db, plugins.enabled, silent);
    const b = startJobs(other, plugins.enabled, silent);
    for (let i = 0; i < 100; i++) {
      const { rows } = await db.query<{ runs: number }>(`SELECT runs FROM job_schedule WHERE name = 'fixture-notes:tick'`);
      if (Number(rows[0]?.runs) >= 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all([a.stop(), b.stop()]);
    if (other !== db) await other.close();
    expect((await db.query('SELECT id FROM fixture_job_run')).rows).toHaveLength(1);
    expect((await db.query<{ runs: string }>(`SELECT runs FROM job_schedule WHERE name = 'fixture-notes:tick'`)).rows[0].runs).toBe(1);
  });

  it('leaves the schedule alone until the start delay has passed, and stops cleanly within it', async () => {
    const plugins = await pluginSet();
    await prepareDatabase(db, { schemas: [], seed: false, plugins });
    await db.query(`DELETE FROM job_schedule WHERE name = 'fixture-notes:tick'`);
    const silent = { child: () => silent, error: () => undefined, info: () => undefined, warn: () => undefined } as never;
    const jobs = startJobs(db, plugins.enabled, silent, [], { startDelayMs: 600_000 });
    await new Promise((r) => setTimeout(r, 200));
    await jobs.stop();
    expect((await db.query(`SELECT 1 FROM job_schedule WHERE name = 'fixture-notes:tick'`)).rows).toHaveLength(0);
  });
});
