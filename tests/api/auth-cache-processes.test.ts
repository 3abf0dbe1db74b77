/**
 * The per-token session + grant cache across two real server processes on one PostgreSQL database
 * (docs/server.md "Session cache"). Both processes cache for 30 s, far longer than any of these steps, so
 * when the second process changes its answer after the first one signed a user out or changed a grant,
 * only the auth_version notification can explain it. The second process learns the change when
 * PostgreSQL delivers the notification (milliseconds after the commit), so its answer is polled for —
 * within half the cache lifetime, never long enough for the entry to expire on its own. A control step
 * shows that the second process does answer from its cache while the version stays put.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { prehashPassword } from '../../data-providers/password';
import { startServer, stopServer, type ServerProcess } from '../support/server-process';
import { createEmptyPostgresDatabase } from './helpers/testDatabase';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const ZHANG = '13800000001';
const LI = '13800000002';
const PASSWORD = 'Demo@2024';
const JIANGSU = '江苏绿源化工有限公司';
const LIST = '/api/enterprise-side-app/account/deviceInventory/page?pageNum=1&pageSize=10';

let database: { databaseUrl: string; drop(): Promise<void> } | undefined;
let sql: pg.Client;
let a: ServerProcess;
let b: ServerProcess;
let jiangsu: number;

async function call(server: ServerProcess, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: token, enterprise_id: String(jiangsu), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

async function signIn(server: ServerProcess, phone: string): Promise<string> {
  const res = await fetch(`${server.url}/api/enterprise-side-app/auth/login/phonePassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: prehashPassword(PASSWORD), clientType: 0 }),
  });
  const json = (await res.json()) as { code: number; data: { token: string } };
  if (json.code !== 1000000) throw new Error(`sign-in of ${phone} failed: ${JSON.stringify(json)}`);
  return json.data.token;
}

/**
 * The answer of `server` once a change committed elsewhere has reached it: asked again every 20 ms
 * until it is `expected`, for at most 15 s (half the 30 s cache lifetime, so the entry cannot simply
 * have expired). Returns the last answer, which the caller asserts.
 */
async function answerOnceHeard(server: ServerProcess, path: string, token: string, expected: (a: { status: number; code: number }) => boolean) {
  const until = Date.now() + 15_000;
  for (;;) {
    const res = await call(server, path, token);
    const answer = { status: res.status, code: res.body.code };
    if (expected(answer) || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const version = async () => Number((await sql.query('SELECT version FROM auth_version')).rows[0].version);

describe.skipIf(!ADMIN_URL)('session cache across two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(ADMIN_URL!);
    const env = { DATABASE_URL: database.databaseUrl, AUTH_CACHE_SECONDS: '30', HJ212_ENABLED: '0' };
    // The first start migrates and seeds; the second finds the database ready.
    a = await startServer(env);
    b = await startServer(env);
    sql = new pg.Client({ connectionString: database.databaseUrl });
    await sql.connect();
    jiangsu = Number((await sql.query('SELECT id FROM enterprise WHERE name = $1', [JIANGSU])).rows[0].id);
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a, b].filter(Boolean).map((s) => stopServer(s)));
    await database?.drop();
  });

  it('answers from its cache while the version stays put (control)', async () => {
    const token = await signIn(a, LI);
    expect((await call(b, LIST, token)).body.code).toBe(1000000);
    // Revoke the session behind the cache's back: triggers off, so the version does not move.
    await sql.query('ALTER TABLE session DISABLE TRIGGER auth_version_session_revoke');
    try {
      const before = await version();
      await sql.query(`UPDATE session SET revoked_at = now(), revoke_reason = 'logout' WHERE revoked_at IS NULL AND user_id = (SELECT id FROM app_user WHERE phone = $1)`, [LI]);
      expect(await version()).toBe(before);
      expect((await call(b, LIST, token)).body.code).toBe(1000000);
    } finally {
      await sql.query('ALTER TABLE session ENABLE TRIGGER auth_version_session_revoke');
    }
    // Any committed change moves the version; the stale entry is then dropped.
    await sql.query('UPDATE auth_version SET version = version + 1');
    expect((await answerOnceHeard(b, LIST, token, (a) => a.status === 401)).status).toBe(401);
  });

  it('refuses a signed-out token in the process that signed it out at once, and in the other as soon as the notification arrives', async () => {
    const token = await signIn(a, ZHANG);
    expect((await call(b, LIST, token)).body.code).toBe(1000000);
    expect((await call(b, LIST, token)).body.code).toBe(1000000); // now from B's cache
    expect((await call(a, '/api/enterprise-side-app/auth/logout', token, { method: 'DELETE' })).body.code).toBe(1000000);
    const after = await answerOnceHeard(b, LIST, token, (a) => a.status === 401);
    expect(after.status).toBe(401);
    expect(after.code).toBe(401);
    // …and in the process that signed it out, on the very next request.
    expect((await call(a, LIST, token)).status).toBe(401);
  });

  it('applies a grant change made through one process there at once and in the other when notified, both ways', async () => {
    const admin = await signIn(a, ZHANG);
    const viewer = await signIn(a, LI);
    expect((await call(b, LIST, viewer)).body.code).toBe(1000000);
    const liId = Number((await sql.query('SELECT id FROM app_user WHERE phone = $1', [LI])).rows[0].id);
    const viewerRole = Number((await sql.query(`SELECT role_id FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2`, [liId, jiangsu])).rows[0].role_id);

    // The enterprise admin removes 李娜 from the enterprise through A: B refuses her at once.
    expect((await call(a, `/api/enterprise-side-app/user/${liId}`, admin, { method: 'DELETE' })).body.code).toBe(1000000);
    expect((await call(a, LIST, viewer)).body.code).toBe(2010103); // at once in A
    expect((await answerOnceHeard(b, LIST, viewer, (a) => a.code === 2010103)).code).toBe(2010103);
    expect((await call(b, LIST, viewer)).body.code).toBe(2010103); // the refusal is cached too…

    // …and is dropped when she is added back through A.
    expect((await call(a, '/api/enterprise-side-app/user', admin, { method: 'POST', body: { phone: LI, roleId: viewerRole } })).body.code).toBe(1000000);
    expect((await call(a, LIST, viewer)).body.code).toBe(1000000);
    expect((await answerOnceHeard(b, LIST, viewer, (a) => a.code === 1000000)).code).toBe(1000000);
  });
});
