/**
 * auth_version (migration 0530), the number every process checks before trusting its session cache:
 * it moves with every change a cached session + grant check could depend on, once per transaction, and
 * stays put when a session merely slides its expiry (which happens every 30 s of use).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../schemas/plugins/manifest';
import { grantDeclaredPermissions } from '../../server/plugin-host/seed';
import { extendSession, revokeSession } from '../../server/plugins/auth/sessions';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const version = async () => Number((await t.db.query<{ version: number }>('SELECT version FROM auth_version')).rows[0].version);
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
});
afterAll(async () => {
  await t?.close();
});

describe('auth_version', () => {
  it('stays put when a session slides its expiry, moves when it is revoked or shortened', async () => {
    const token = await t.login('13800000002', 'Demo@2024');
    const v0 = await version();
    await extendSession(t.db, sessionId(token), 7200);
    expect(await version()).toBe(v0);
    await t.db.query(`UPDATE session SET expires_at = now() + interval '1 minute' WHERE id = $1`, [sessionId(token)]);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await revokeSession(t.db, sessionId(token), 'logout');
    expect(await version()).toBeGreaterThan(v1);
  });

  it('moves with user status, grants, role keys, enterprise state and editions, once per transaction', async () => {
    const steps: [string, string][] = [
      ['a re-enabled user', `UPDATE app_user SET status = 1 - status WHERE phone = '13800000004'`],
      ['a removed grant', `DELETE FROM user_enterprise WHERE user_id = (SELECT id FROM app_user WHERE phone = '13800000003') AND role_id IN (SELECT id FROM role WHERE code = 'viewer')`],
      ['a role key', `INSERT INTO role_permission (role_id, perm) SELECT id, 'test:auth-version' FROM role WHERE code = 'viewer'`],
      ['a disabled enterprise', `UPDATE enterprise SET actived = 0 WHERE name = '安徽绿源新材料有限公司'`],
      ['an edition menu', `DELETE FROM edition_menu WHERE edition_id = (SELECT min(edition_id) FROM edition_menu) AND menu_id = (SELECT max(menu_id) FROM edition_menu)`],
    ];
    for (const [what, sql] of steps) {
      const before = await version();
      await t.db.query(sql);
      expect(await version(), what).toBe(before + 1);
    }
    // Many rows in one transaction: one step.
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO role_permission (role_id, perm) SELECT id, 'test:' || g FROM role, generate_series(1, 20) g WHERE code = 'viewer'`);
      await tx.query(`UPDATE enterprise SET target = 1 - target`);
    });
    expect(await version()).toBe(before + 1);
    // Changes no check reads leave it alone.
    await t.db.query(`UPDATE enterprise SET manage_address = 'x' WHERE name = '安徽绿源新材料有限公司'`);
    await t.db.query(`UPDATE app_user SET name = '李娜' WHERE phone = '13800000002'`);
    expect(await version()).toBe(before + 1);
  });

  it('moves when a start grants a newly declared plugin key to the seeded roles, not when it re-grants held keys', async () => {
    // What every start does (server/plugin-host/seed.ts): a plugin added to an existing database brings keys.
    const manifest: PluginManifest = {
      name: 'auth-version-fixture',
      locales: { 'zh-CN': {}, 'en-US': {} },
      permissions: [
        { key: 'authVersionFixture:query', title: 'query', readOnly: true },
        { key: 'authVersionFixture:review', title: 'review', system: 'admin' },
      ],
    };
    const before = await version();
    await grantDeclaredPermissions(t.db, [manifest]);
    expect(await version()).toBeGreaterThan(before);
    const { rows } = await t.db.query<{ code: string }>(
      `SELECT r.code FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE rp.perm LIKE 'authVersionFixture:%' ORDER BY r.code`,
    );
    expect(rows.length).toBe(3);
    const after = await version();
    await grantDeclaredPermissions(t.db, [manifest]);
    expect(await version()).toBe(after);
  });
});
