/**
 * The per-token session + grant cache inside one server process (server/plugins/auth/sessionCache.ts,
 * versionWatch.ts), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Every call below is an
 * enterprise-scoped ledger list, which the cache answers once it has seen the token. A change made in
 * this process — through the API or by SQL on the app's own connection — must hold from the very next
 * request: signing out, removing a member, changing a grant, switching enterprise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { hashPassword } from '../../server/core/passwords';
import { createTestApp, type TestApp } from './helpers/testApp';

const LIST = '/api/enterprise-side-app/account/deviceInventory/page?pageNum=1&pageSize=10';
const LOGOUT = '/api/enterprise-side-app/auth/logout';
const PASSWORD = 'Cache@2024';

let t: TestApp;
let jiangsu: number;
let zhejiang: number;

beforeAll(async () => {
  t = await createTestApp();
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
}, 120_000);
afterAll(() => t?.close());

/** A user of its own per test, enterprise admin in each of `enterprises`. */
async function createUser(phone: string, enterprises: number[]): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO app_user (phone, name, password_hash) VALUES ($1, '缓存测试', $2) RETURNING id::float8 AS id`, [
    phone,
    await hashPassword(prehashPassword(PASSWORD)),
  ]);
  for (const enterpriseId of enterprises) await grant(rows[0].id, enterpriseId);
  return rows[0].id;
}

const grant = (userId: number, enterpriseId: number) =>
  t.db.query(`INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT $1, $2, id FROM role WHERE code = 'enterprise_admin'`, [userId, enterpriseId]);

async function list(token: string, enterpriseId: number): Promise<{ status: number; code: number }> {
  const res = await t.app.inject({ method: 'GET', url: LIST, headers: t.headers(token, enterpriseId) });
  return { status: res.statusCode, code: res.json().code };
}

describe('session cache in one process', () => {
  it('is on in these tests (else nothing below would go through it)', () => {
    expect(t.config.authCacheSeconds).toBeGreaterThan(0);
  });

  it('answers from the cache while nothing that counts changed (control)', async () => {
    await createUser('13711110001', [jiangsu]);
    const token = await t.login('13711110001', PASSWORD);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    // Revoke the session while the version trigger is off: the version stays put, so the cached check
    // still answers — which shows the calls below are served by the cache, not by a fresh lookup.
    await t.db.query('ALTER TABLE session DISABLE TRIGGER auth_version_session_revoke');
    try {
      await t.db.query(`UPDATE session SET revoked_at = now(), revoke_reason = 'logout' WHERE user_id = (SELECT id FROM app_user WHERE phone = $1)`, [
        '13711110001',
      ]);
      expect((await list(token, jiangsu)).code).toBe(1000000);
    } finally {
      await t.db.query('ALTER TABLE session ENABLE TRIGGER auth_version_session_revoke');
    }
    // Any committed bump of the version ends the entry.
    await t.db.query('UPDATE auth_version SET version = version + 1');
    expect((await list(token, jiangsu)).status).toBe(401);
  });

  it('refuses a signed-out token on the very next request', async () => {
    await createUser('13711110002', [jiangsu]);
    const token = await t.login('13711110002', PASSWORD);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    expect((await list(token, jiangsu)).code).toBe(1000000); // cached now
    const out = await t.app.inject({ method: 'DELETE', url: LOGOUT, headers: t.headers(token) });
    expect(out.json().code).toBe(1000000);
    const after = await list(token, jiangsu);
    expect(after.status).toBe(401);
    expect(after.code).toBe(401);
  });

  it('refuses the old token once the user signs in again elsewhere (403, signed in elsewhere)', async () => {
    await createUser('13711110003', [jiangsu]);
    const first = await t.login('13711110003', PASSWORD);
    expect((await list(first, jiangsu)).code).toBe(1000000);
    await t.login('13711110003', PASSWORD);
    expect((await list(first, jiangsu)).status).toBe(403);
  });

  it('applies a member removed and added back through the API at once', async () => {
    const userId = await createUser('13711110004', [jiangsu]);
    const admin = await t.login('13800000001', 'Demo@2024');
    const token = await t.login('13711110004', PASSWORD);
    expect((await list(token, jiangsu)).code).toBe(1000000);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/enterprise-side-app/user/${userId}`, headers: t.headers(admin, jiangsu) });
    expect(removed.json().code).toBe(1000000);
    expect((await list(token, jiangsu)).code).toBe(2010103);
    expect((await list(token, jiangsu)).code).toBe(2010103); // the refusal is cached too…

    const roleId = (await t.db.query<{ id: number }>(`SELECT id::float8 AS id FROM role WHERE code = 'enterprise_admin'`)).rows[0].id;
    const added = await t.app.inject({ method: 'POST', url: '/api/enterprise-side-app/user', headers: t.headers(admin, jiangsu), payload: { phone: '13711110004', roleId } });
    expect(added.json().code).toBe(1000000);
    expect((await list(token, jiangsu)).code).toBe(1000000); // …and dropped when she is back
  });

  it('applies a grant changed by SQL on the same database at once (no request of its own)', async () => {
    const userId = await createUser('13711110005', [jiangsu]);
    const token = await t.login('13711110005', PASSWORD);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    // The membership goes by SQL on the app's own database: refused with 2010103 on the next call.
    await t.db.query(`DELETE FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2`, [userId, jiangsu]);
    expect((await list(token, jiangsu)).code).toBe(2010103);
    await grant(userId, jiangsu);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    // A disabled account is refused at once too (402).
    await t.db.query(`UPDATE app_user SET status = 0 WHERE id = $1`, [userId]);
    expect((await list(token, jiangsu)).status).toBe(402);
  });

  it('keeps each enterprise of a token apart when the user switches between them', async () => {
    const userId = await createUser('13711110006', [jiangsu, zhejiang]);
    const token = await t.login('13711110006', PASSWORD);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    expect((await list(token, zhejiang)).code).toBe(1000000);
    // Both grants are cached now; losing one enterprise leaves the other working.
    await t.db.query(`DELETE FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2`, [userId, zhejiang]);
    expect((await list(token, zhejiang)).code).toBe(2010103);
    expect((await list(token, jiangsu)).code).toBe(1000000);
    // An enterprise the user never had is refused, cached or not.
    const other = await t.enterpriseId('安徽绿源新材料有限公司');
    expect((await list(token, other)).code).toBe(2010103);
    expect((await list(token, other)).code).toBe(2010103);
    // Switching back to the enterprise she regains works at once.
    await grant(userId, zhejiang);
    expect((await list(token, zhejiang)).code).toBe(1000000);
  });
});
