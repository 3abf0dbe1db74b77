import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { hashPassword } from '../../server/core/passwords';
import { createTestApp, type TestApp } from './helpers/testApp';

/** /user-permission/user and /user-permission/role calls: CRUD, edition limits, tenant scoping. */

const APP = '/api/enterprise-side-app';
const NAMES = { jiangsu: '江苏绿源化工有限公司', zhejiang: '浙江清泉水务有限公司', anhui: '安徽绿源新材料有限公司' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let viewerId: number;
let jiangsu: number;
let zhejiang: number;
let anhui: number;

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, enterpriseId?: number, payload?: object): Promise<Json> {
  const res = await t.app.inject({ method, url: `${APP}${url}`, headers: t.headers(token, enterpriseId), payload });
  return res.json();
}

function flatten(nodes: Json[]): Json[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

beforeAll(async () => {
  t = await createTestApp();
  [jiangsu, zhejiang, anhui] = await Promise.all([t.enterpriseId(NAMES.jiangsu), t.enterpriseId(NAMES.zhejiang), t.enterpriseId(NAMES.anhui)]);
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
  viewerId = (await call('GET', '/user/center/info', viewer, jiangsu)).data.id;
});

afterAll(() => t?.close());

describe('roles', () => {
  let roleId: number;

  it('lists the shared system roles for the admin and refuses the viewer', async () => {
    const roles = await call('GET', '/role/list', admin, jiangsu);
    expect(roles.code).toBe(1000000);
    expect(roles.data.filter((r: Json) => r.system).map((r: Json) => r.code)).toEqual(expect.arrayContaining(['enterprise_admin', 'viewer']));
    expect((await call('GET', '/role/list', viewer, jiangsu)).code).toBe(2010103);
  });

  it('creates a role from a button grant (its menu and directory follow) and gives the viewer exactly that', async () => {
    const tree = flatten((await call('GET', '/menu/treeList', admin, jiangsu)).data);
    const add = tree.find((n) => n.code === 'module-deviceInventory-add')!;
    const created = await call('POST', '/role', admin, jiangsu, { name: '台账录入员', menuIds: [add.id] });
    expect(created.code).toBe(1000000);
    roleId = created.data.id;
    const granted = (await call('GET', `/role/menuIds/${roleId}`, admin, jiangsu)).data as number[];
    const byCode = (code: string) => tree.find((n) => n.code === code)!.id;
    expect(new Set(granted)).toEqual(new Set([add.id, byCode('module-deviceInventory'), byCode('accountManagement')]));

    expect((await call('PUT', '/user/role', admin, jiangsu, { userId: viewerId, roleId })).code).toBe(1000000);
    const info = await call('GET', '/user/center/info', viewer, jiangsu);
    expect(info.data.permissions).toEqual(['account:deviceInventory:add', 'account:deviceInventory:view']);
    const menus = flatten((await call('GET', '/menu/routerList', viewer, jiangsu)).data).map((n) => n.code);
    expect(menus).toEqual(['accountManagement', 'module-deviceInventory', 'module-deviceInventory-add']);
    // Other enterprises keep the viewer's own role there.
    expect((await call('GET', '/user/center/info', viewer, zhejiang)).data.permissions).toContain('monitoring:view');
  });

  it('renames and regrants; names are unique; system roles are read-only', async () => {
    const tree = flatten((await call('GET', '/menu/treeList', admin, jiangsu)).data);
    const monitoring = tree.find((n) => n.code === 'onlineMonitoring-page')!;
    expect((await call('PUT', '/role', admin, jiangsu, { id: roleId, name: '监测查看员', menuIds: [monitoring.id] })).code).toBe(1000000);
    expect((await call('GET', '/user/center/info', viewer, jiangsu)).data.permissions).toEqual(['monitoring:view']);
    expect((await call('POST', '/role', admin, jiangsu, { name: '监测查看员', menuIds: [] })).code).toBe(2010108);
    const system = (await call('GET', '/role/list', admin, jiangsu)).data.find((r: Json) => r.code === 'viewer');
    expect((await call('PUT', '/role', admin, jiangsu, { id: system.id, name: 'x', menuIds: [] })).code).toBe(2010103);
    expect((await call('DELETE', `/role/${system.id}`, admin, jiangsu)).code).toBe(2010103);
  });

  it('keeps roles inside their enterprise (another tenant sees no such role)', async () => {
    expect((await call('GET', '/role/list', admin, zhejiang)).data.some((r: Json) => r.id === roleId)).toBe(false);
    expect((await call('PUT', '/role', admin, zhejiang, { id: roleId, name: 'y', menuIds: [] })).code).toBe(2010105);
    expect((await call('GET', `/role/menuIds/${roleId}`, admin, zhejiang)).code).toBe(2010105);
    expect((await call('PUT', '/user/role', admin, zhejiang, { userId: viewerId, roleId })).code).toBe(2010105);
    expect((await call('DELETE', `/role/${roleId}`, admin, zhejiang)).code).toBe(2010105);
  });

  it('refuses menus outside the edition', async () => {
    const tree = flatten((await call('GET', '/menu/treeList', admin, anhui)).data);
    const exportButton = tree.find((n) => n.code === 'module-deviceInventory-export')!;
    expect((await call('POST', '/role', admin, anhui, { name: '导出员', menuIds: [exportButton.id] })).code).toBe(2010103);
  });

  it('deletes a role only when nobody holds it', async () => {
    expect((await call('DELETE', `/role/${roleId}`, admin, jiangsu)).code).toBe(2010102);
    const viewerRole = (await call('GET', '/role/list', admin, jiangsu)).data.find((r: Json) => r.code === 'viewer');
    expect((await call('PUT', '/user/role', admin, jiangsu, { userId: viewerId, roleId: viewerRole.id })).code).toBe(1000000);
    expect((await call('DELETE', `/role/${roleId}`, admin, jiangsu)).code).toBe(1000000);
    expect((await call('GET', '/role/list', admin, jiangsu)).data.some((r: Json) => r.id === roleId)).toBe(false);
  });
});

describe('users', () => {
  it('lists the enterprise members only, with search', async () => {
    const page = await call('GET', '/user/page?pageNum=1&pageSize=10', admin, jiangsu);
    expect(page.code).toBe(1000000);
    const members = await t.db.query<{ phone: string }>(
      'SELECT u.phone FROM user_enterprise ue JOIN app_user u ON u.id = ue.user_id WHERE ue.enterprise_id = $1 ORDER BY u.phone',
      [jiangsu],
    );
    expect(page.data.total).toBe(members.rows.length);
    expect(page.data.records.map((r: Json) => r.phone).sort()).toEqual(members.rows.map((r) => r.phone));
    expect(page.data.records.map((r: Json) => r.phone)).toContain('13800000002');
    const search = await call('GET', `/user/page?keyword=${encodeURIComponent('李')}`, admin, jiangsu);
    expect(search.data.records.map((r: Json) => r.phone)).toEqual(['13800000002']);
    expect((await call('GET', '/user/page', viewer, jiangsu)).code).toBe(2010103);
    // The viewer forging an enterprise it has no grant for gets nothing.
    expect((await call('GET', '/user/page', viewer, anhui)).code).toBe(2010103);
  });

  it('suggests registered non-members by phone prefix with masked names, then adds one', async () => {
    const suggestions = await call('GET', '/user/autoComplete/1380000', admin, anhui);
    expect(suggestions.data).toContainEqual({ id: viewerId, phone: '13800000002', name: '李*' });
    // Members of the enterprise are not suggested.
    expect(suggestions.data.some((s: Json) => s.phone === '13800000001')).toBe(false);
    expect((await call('GET', '/user/autoComplete/13', admin, anhui)).data).toEqual([]);
    const viewerRole = (await call('GET', '/role/list', admin, anhui)).data.find((r: Json) => r.code === 'viewer');
    expect((await call('POST', '/user', admin, anhui, { phone: '13800000002', roleId: viewerRole.id })).code).toBe(1000000);
    expect((await call('POST', '/user', admin, anhui, { phone: '13800000002', roleId: viewerRole.id })).code).toBe(2010108);
    expect((await call('POST', '/user', admin, anhui, { phone: '13899999999', roleId: viewerRole.id })).code).toBe(2010105);
    expect((await call('GET', '/user/center/info', viewer, anhui)).code).toBe(1000000);
  });

  it('never changes or removes the caller themself', async () => {
    const me = (await call('GET', '/user/center/info', admin, anhui)).data.id;
    expect((await call('DELETE', `/user/${me}`, admin, anhui)).code).toBe(2010103);
    const viewerRole = (await call('GET', '/role/list', admin, anhui)).data.find((r: Json) => r.code === 'viewer');
    expect((await call('PUT', '/user/role', admin, anhui, { userId: me, roleId: viewerRole.id })).code).toBe(2010103);
  });

  it('removes a member; their next call in that enterprise is refused', async () => {
    expect((await call('DELETE', `/user/${viewerId}`, admin, anhui)).code).toBe(1000000);
    expect((await call('GET', '/user/center/info', viewer, anhui)).code).toBe(2010103);
    expect((await call('DELETE', `/user/${viewerId}`, admin, anhui)).code).toBe(2010105);
  });

  it('resets a member password and ends their sessions; not for accounts another tenant relies on', async () => {
    const password = prehashPassword('Reset@2024');
    expect((await call('PUT', '/user/password/reset', admin, jiangsu, { userId: viewerId, password })).code).toBe(1000000);
    const old = await t.app.inject({ method: 'GET', url: `${APP}/user/center/info`, headers: t.headers(viewer, jiangsu) });
    expect(old.statusCode).toBe(401);
    viewer = await t.login('13800000002', 'Reset@2024');

    // A user who also belongs to an enterprise the caller does not manage.
    const hash = await hashPassword(prehashPassword('Other@2024'));
    const other = await t.db.query<{ id: number }>(`INSERT INTO app_user (phone, name, password_hash) VALUES ('13700000009', '赵六', $1) RETURNING id`, [hash]);
    const foreign = await t.db.query<{ id: number }>(`INSERT INTO enterprise (name, type) VALUES ('外部企业', 0) RETURNING id`);
    await t.db.query(`INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT $1, $2, id FROM role WHERE code = 'enterprise_admin'`, [other.rows[0].id, foreign.rows[0].id]);
    const viewerRole = (await call('GET', '/role/list', admin, jiangsu)).data.find((r: Json) => r.code === 'viewer');
    expect((await call('POST', '/user', admin, jiangsu, { phone: '13700000009', roleId: viewerRole.id })).code).toBe(1000000);
    expect((await call('PUT', '/user/password/reset', admin, jiangsu, { userId: other.rows[0].id, password })).code).toBe(2010103);
    expect((await call('PUT', '/user/password/reset', admin, jiangsu, { userId: other.rows[0].id, password: 'plain' })).code).toBe(2010102);
  });
});
