import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 18: operators manage operators — back-office accounts, back-office roles granted through the back
 * office's own menu tree, and the rule that nobody can lock every operator out (docs/decisions.md).
 */
const OM = '/api/operation-manage';
let t: TestApp;
let admin: string;
let adminId: number;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `${OM}${url}`, headers: { authorization: token }, payload: payload as object });
  return { status: res.statusCode, ...res.json() };
}

interface TreeNode {
  id: number;
  code: string;
  perms: string | null;
  children?: TreeNode[];
}
async function adminMenuIds(): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = (nodes: TreeNode[]) => nodes.forEach((n) => (ids.set(n.code, n.id), walk(n.children ?? [])));
  walk((await call('GET', '/menu/treeList?systemId=3', admin)).data);
  return ids;
}

const password = () => prehashPassword('Oper@2024');
async function createRole(code: string, menus: string[]): Promise<number> {
  const ids = await adminMenuIds();
  const role = await call('POST', '/roleManage', admin, { name: `角色${code}`, code, area: 'admin' });
  expect(role.data).toMatchObject({ area: 'admin', system: false, permissions: [] });
  const granted = await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: menus.map((m) => ids.get(m)!), permissions: [] });
  expect(granted.code).toBe(1000000);
  return role.data.id;
}
async function createOperator(account: string, phone: string, roleId: number) {
  const created = await call('POST', '/userManage/operator', admin, { account, phone, name: '钱进', roleId, password: password() });
  expect(created.code, JSON.stringify(created)).toBe(1000000);
  return created.data as { id: number };
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  admin = await t.adminLogin('admin', 'Admin@2024');
  adminId = (await call('GET', '/user/info', admin)).data.id;
});
afterAll(() => t?.close());

describe('back-office roles', () => {
  it('grants a back-office role pages and buttons of the back office’s menu tree, closed upwards', async () => {
    const ids = await adminMenuIds();
    const roleId = await createRole('content_editor', ['admin-content-edit', 'admin-enterprises']);
    const role = (await call('GET', '/roleManage/list?area=admin', admin)).data.find((r: { id: number }) => r.id === roleId);
    // The button brought its page's key: a button never works without its page.
    expect(role.permissions).toEqual(['contentAdmin:edit', 'contentAdmin:view', 'operation:enterprise']);
    const menuIds = (await call('GET', `/roleManage/menuIds/${roleId}`, admin)).data;
    expect(menuIds).toEqual([ids.get('admin-enterprises'), ids.get('admin-content'), ids.get('admin-content-edit')].sort((a, b) => a! - b!));
    // Every back-office key sits on a menu or button, so nothing is left for the checklist.
    expect((await call('GET', '/roleManage/permissionKeys?area=admin', admin)).data).toEqual([]);
  });

  it('refuses menus of another area, keys that are not back-office keys, and the seeded system role', async () => {
    const roleId = await createRole('refusals', ['admin-enterprises']);
    const client = (await call('GET', '/menu/treeList?systemId=1', admin)).data[0].id;
    const wrongArea = await call('PUT', '/roleManage/grants', admin, { id: roleId, menuIds: [client], permissions: [] });
    expect(wrongArea.code).toBe(2010102);
    expect(wrongArea.data.errors[0].field).toBe('menuIds');
    const unknownKey = await call('PUT', '/roleManage/grants', admin, { id: roleId, menuIds: [], permissions: ['enterprise:archive:secret'] });
    expect(unknownKey.code).toBe(2010102);
    expect(unknownKey.data.errors).toEqual([{ field: 'permissions', message: '所选权限不存在' }]);
    // Nothing of the refused calls was stored.
    expect((await call('GET', '/roleManage/list?area=admin', admin)).data.find((r: { id: number }) => r.id === roleId).permissions).toEqual(['operation:enterprise']);
    const system = (await call('GET', '/roleManage/list?area=admin', admin)).data.find((r: { system: boolean }) => r.system);
    expect(system.code).toBe('operations_admin');
    expect((await call('PUT', '/roleManage', admin, { id: system.id, name: '改名' })).code).toBe(2010105);
    expect((await call('PUT', '/roleManage/grants', admin, { id: system.id, menuIds: [], permissions: [] })).code).toBe(2010105);
    // A client role code may be reused in the back office: codes are unique per area.
    expect((await call('POST', '/roleManage', admin, { name: '查看', code: 'viewer', area: 'admin' })).code).toBe(1000000);
    expect((await call('POST', '/roleManage', admin, { name: '查看', code: 'viewer', area: 'admin' })).code).toBe(2010108);
    expect((await call('PUT', '/roleManage', admin, { id: roleId, name: ' 企业查看员 ' })).data.name).toBe('企业查看员');
  });
});

describe('operator accounts', () => {
  it('creates an operator who signs in by account and holds exactly the keys of their role', async () => {
    const roleId = await createRole('enterprise_desk', ['admin-enterprises']);
    const op = await createOperator('desk01', '13900000011', roleId);
    const listed = await call('GET', '/userManage/page?area=admin&keyword=desk01', admin);
    expect(listed.data.records).toEqual([expect.objectContaining({ id: op.id, account: 'desk01', isAdminArea: true, adminRoleId: roleId, adminRoleName: '角色enterprise_desk', status: 1 })]);
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|password/i);
    expect((await call('GET', '/userManage/page?area=client&keyword=desk01', admin)).data.records).toEqual([]);

    const token = await t.adminLogin('desk01', 'Oper@2024');
    expect((await call('GET', '/user/info', token)).data).toMatchObject({ name: '钱进', roleNameList: ['角色enterprise_desk'], permissions: ['operation:enterprise'] });
    expect((await call('GET', '/enterpriseManage/page', token)).code).toBe(1000000);
    expect((await call('GET', '/userManage/page', token)).code).toBe(2010103);
    expect((await call('GET', '/roleManage/list', token)).code).toBe(2010103);
    // A new role for the operator applies to their live session at once.
    const wider = await createRole('user_desk', ['admin-enterprises', 'admin-users']);
    const edited = await call('PUT', '/userManage/operator', admin, { id: op.id, account: 'desk01', phone: '13900000011', name: '钱进', roleId: wider });
    expect(edited.data).toMatchObject({ adminRoleId: wider, adminRoleName: '角色user_desk' });
    expect((await call('GET', '/userManage/page', token)).code).toBe(1000000);
  });

  it('validates accounts, phones, names and roles, and stores nothing refused', async () => {
    const roleId = await createRole('validation', ['admin-enterprises']);
    const clientRole = (await call('GET', '/roleManage/list?area=client', admin)).data[0].id;
    const base = { account: 'ops_valid', phone: '13900000021', name: '孙丽', roleId, password: password() };
    const bad = async (body: object) => (await call('POST', '/userManage/operator', admin, { ...base, ...body }));
    expect((await bad({ account: '9lives' })).code).toBe(2010102);
    expect((await bad({ account: 'ab' })).code).toBe(2010102);
    expect((await bad({ phone: '12345' })).code).toBe(2010102);
    const name = await bad({ name: '孙丽1' });
    expect(name.code).toBe(2010102);
    expect(name.data.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    const role = await bad({ roleId: clientRole });
    expect(role.data.errors).toEqual([{ field: 'roleId', message: '所选角色不存在' }]);
    const taken = await bad({ account: 'ADMIN', phone: '13800000001' });
    expect(taken.code).toBe(2010108);
    expect(taken.data.errors).toEqual([{ field: 'account', message: '该账号已被使用' }, { field: 'phone', message: '该手机号已被使用' }]);
    expect((await call('GET', '/userManage/page?keyword=ops_valid', admin)).data.total).toBe(0);
    // Only back-office accounts are edited here.
    const client = (await call('GET', '/userManage/page?keyword=13800000002', admin)).data.records[0];
    expect((await call('PUT', '/userManage/operator', admin, { id: client.id, account: 'li_na', phone: '13800000002', name: '李娜', roleId })).code).toBe(2010105);
  });
});

describe('nobody locks the back office out', () => {
  it('refuses disabling yourself and changing your own role', async () => {
    const self = await call('PUT', '/userManage/status', admin, { id: adminId, status: 0 });
    expect(self.code).toBe(2010103);
    expect(self.msg).toBe('不能停用自己的账号');
    const roleId = await createRole('self_role', ['admin-enterprises']);
    const own = (await call('GET', `/userManage/page?area=admin&keyword=admin`, admin)).data.records.find((r: { id: number }) => r.id === adminId);
    const changed = await call('PUT', '/userManage/operator', admin, { id: adminId, account: own.account, phone: own.phone, name: own.name, roleId });
    expect(changed.code).toBe(2010103);
    expect(changed.msg).toBe('不能更改自己的角色');
    // The name of your own account may change.
    expect((await call('PUT', '/userManage/operator', admin, { id: adminId, account: own.account, phone: own.phone, name: '运营管理员', roleId: own.adminRoleId })).code).toBe(1000000);
  });

  it('keeps one enabled account holding user and role management, whatever the order of changes', async () => {
    // A second administrator with a role of their own holding both keys.
    const fullRole = await createRole('administrators', ['admin-users', 'admin-roles']);
    const second = await createOperator('second_admin', '13900000031', fullRole);
    const secondToken = await t.adminLogin('second_admin', 'Oper@2024');
    // While the seeded admin holds both keys too, the second one may lose them …
    const narrow = await createRole('narrow', ['admin-enterprises']);
    const ids = await adminMenuIds();
    expect((await call('PUT', '/roleManage/grants', admin, { id: fullRole, menuIds: [ids.get('admin-users')], permissions: [] })).code).toBe(1000000);
    expect((await call('PUT', '/roleManage/grants', admin, { id: fullRole, menuIds: [ids.get('admin-users'), ids.get('admin-roles')], permissions: [] })).code).toBe(1000000);

    // … and the second administrator may disable the seeded one, who is then no longer counted.
    expect((await call('PUT', '/userManage/status', secondToken, { id: adminId, status: 0 })).data.status).toBe(0);
    // Now the second is the last: their role cannot lose a key, they cannot get a narrower role or be disabled.
    const strip = await call('PUT', '/roleManage/grants', secondToken, { id: fullRole, menuIds: [ids.get('admin-roles')], permissions: [] });
    expect(strip.code).toBe(2010103);
    expect(strip.msg).toBe('至少需要保留一个启用的运营账号同时拥有用户管理和角色管理权限，本次操作未执行');
    expect((await call('GET', '/roleManage/list?area=admin', secondToken)).data.find((r: { id: number }) => r.id === fullRole).permissions).toEqual(['operation:role', 'operation:user']);
    const third = await createOperatorAs(secondToken, 'third_admin', '13900000041', narrow);
    const thirdToken = await t.adminLogin('third_admin', 'Oper@2024');
    expect((await call('PUT', '/userManage/status', thirdToken, { id: second.id, status: 0 })).code).toBe(2010103);
    // Raising the third to administrator lets the second step down.
    expect((await call('PUT', '/userManage/operator', secondToken, { id: third.id, account: 'third_admin', phone: '13900000041', name: '钱进', roleId: fullRole })).code).toBe(1000000);
    const stepDown = await call('PUT', '/userManage/operator', thirdToken, { id: second.id, account: 'second_admin', phone: '13900000031', name: '钱进', roleId: narrow });
    expect(stepDown.code).toBe(1000000);
    // The third, now the last administrator, brings the seeded admin back.
    expect((await call('PUT', '/userManage/status', thirdToken, { id: adminId, status: 1 })).data.status).toBe(1);
    expect((await call('GET', '/user/info', admin)).code).toBe(1000000);
  });
});

async function createOperatorAs(token: string, account: string, phone: string, roleId: number) {
  const created = await call('POST', '/userManage/operator', token, { account, phone, name: '钱进', roleId, password: password() });
  expect(created.code, JSON.stringify(created)).toBe(1000000);
  return created.data as { id: number };
}
