import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleSchema } from '../../schemas/types';
import { seedDemoData } from '../../server/seed';
import { DEMO_USERS } from '../../server/seed/demoData';
import { allModulePermissions, viewPermissions } from '../../server/seed/permissions';
import { createTestApp, DEMO_LOGINS, type TestApp } from './helpers/testApp';

/** GB 32100-2015 check character, written from the standard's description for an independent check. */
function usccCheckCharacter(code17: string): string {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...code17].reduce((acc, ch, i) => acc + charset.indexOf(ch) * weights[i], 0);
  return charset[(31 - (sum % 31)) % 31];
}

// Two invented modules: enough to see how the seed hands out their permission keys.
const schemas = [
  { id: 'alpha', permissions: { view: 'alpha:view', add: 'alpha:add', edit: 'alpha:edit', delete: 'alpha:delete', export: 'alpha:export' } },
  { id: 'beta', permissions: { view: 'beta:view', import: 'beta:import' } },
] as unknown as ModuleSchema[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
});
afterAll(() => t?.close());

describe('demo seed', () => {
  it('creates the group and its enterprises with valid social credit codes', async () => {
    const { rows } = await t.db.query<{ name: string; type: number; social_credit_code: string; parent: string | null }>(
      `SELECT e.name, e.type, e.social_credit_code, p.name AS parent FROM enterprise e LEFT JOIN enterprise p ON p.id = e.parent_id ORDER BY e.id`,
    );
    expect(rows[0]).toMatchObject({ name: '绿源环境集团', type: 1, parent: null });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const e of rows.slice(1)) expect(e.parent).toBe('绿源环境集团');
    for (const e of rows) {
      expect(e.social_credit_code).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
      expect(e.social_credit_code[17]).toBe(usccCheckCharacter(e.social_credit_code.slice(0, 17)));
    }
  });

  it('gives 江苏绿源化工 a complete archive', async () => {
    const { rows } = await t.db.query(`SELECT * FROM enterprise WHERE name = '江苏绿源化工有限公司'`);
    const e = rows[0] as Record<string, unknown>;
    for (const col of ['legal_person_name', 'legal_person_id_card', 'administrative_division_id', 'manage_address', 'longitude', 'latitude']) {
      expect(e[col]).not.toBeNull();
    }
    expect((e.industry_id_list as string[]).length).toBeGreaterThan(0);
  });

  it('lets every demo login sign in', async () => {
    for (const l of DEMO_LOGINS) {
      const token = l.area === 'client' ? await t.login(l.login, l.password) : await t.adminLogin(l.login, l.password);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('runs once, and on later starts grants the demo roles the permissions of newly loaded modules', async () => {
    const perms = async (code: string) =>
      (await t.db.query<{ perm: string }>(`SELECT rp.perm FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE r.code = $1 ORDER BY perm`, [code])).rows.map((r) => r.perm);
    // Built-in features (monitoring, archive, user permission, back office...) grant their own keys at the
    // first start; the invented modules were not loaded then, so none of their keys may be granted yet.
    const adminBefore = await perms('enterprise_admin');
    const viewerBefore = await perms('viewer');
    const moduleKeys = allModulePermissions(schemas);
    expect(moduleKeys).toHaveLength(7);
    expect(viewPermissions(schemas)).toEqual(['alpha:view', 'beta:view']);
    for (const key of moduleKeys) {
      expect(adminBefore).not.toContain(key);
      expect(viewerBefore).not.toContain(key);
    }

    expect(await seedDemoData(t.db, schemas)).toBe(false);
    expect((await t.db.query('SELECT 1 FROM app_user')).rowCount).toBe(DEMO_USERS.length);
    // The admin gets every key of the new modules, the viewer only their view keys; earlier grants stay.
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();
    const adminAfter = await perms('enterprise_admin');
    const viewerAfter = await perms('viewer');
    expect(adminAfter).toEqual(expect.arrayContaining(moduleKeys));
    expect(adminAfter).toEqual(union(adminBefore, moduleKeys));
    expect(viewerAfter).toEqual(union(viewerBefore, ['alpha:view', 'beta:view']));
    for (const key of ['alpha:add', 'alpha:edit', 'alpha:delete', 'alpha:export', 'beta:import']) expect(viewerAfter).not.toContain(key);

    // The viewer's user centre lists exactly the viewer role's keys, the new view keys included.
    const li = await t.login('13800000002', 'Demo@2024');
    const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
    const info = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/user/center/info', headers: t.headers(li, jiangsu) });
    const shown = info.json().data.permissions as string[];
    expect(shown).toEqual(expect.arrayContaining(['alpha:view', 'beta:view']));
    expect([...shown].sort()).toEqual(viewerAfter);
  });
});
