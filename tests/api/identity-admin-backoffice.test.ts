import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';

/** Back office (运营后台) management API, login log and area scoping. */
const OM = '/api/operation-manage';
let t: TestApp;
let admin: string;

const as = (token: string) => ({ authorization: token });
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `${OM}${url}`, headers: as(token), payload: payload as object });
  return { status: res.statusCode, ...res.json() };
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  admin = await t.adminLogin('admin', 'Admin@2024');
});
afterAll(() => t?.close());

describe('area scoping', () => {
  it('refuses client tokens on back-office APIs and admin tokens on client APIs', async () => {
    const client = await t.login('13800000001', 'Demo@2024');
    for (const url of ['/enterpriseManage/page', '/userManage/page', '/roleManage/list', '/editionManage/list', '/loginLog/page', '/loginLog/exportExcel']) {
      expect((await call('GET', url, client)).status, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `${OM}${url}` })).statusCode, url).toBe(401);
    }
    const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
    const res = await t.app.inject({ method: 'GET', url: `/api/enterprise-side-app/enterprise/archive/${jiangsu}`, headers: t.headers(admin, jiangsu) });
    expect(res.statusCode).toBe(401);
  });
});

describe('enterprises', () => {
  it('lists every state with the archive completeness flag', async () => {
    const body = await call('GET', '/enterpriseManage/page?pageSize=50', admin);
    const byName = new Map(body.data.records.map((r: { name: string }) => [r.name, r]));
    expect(byName.get('安徽绿源新材料有限公司')).toMatchObject({ trial: true, expired: false, complete: true });
    expect(byName.get('山东绿源环保科技有限公司')).toMatchObject({ expired: true });
    expect(byName.get('上海绿源固废处置有限公司')).toMatchObject({ actived: 0 });
    expect(byName.get('河北绿源环境工程有限公司')).toMatchObject({ type: 0, complete: false });
    expect(body.data.total).toBe(body.data.records.length);
    const found = await call('GET', `/enterpriseManage/page?name=${encodeURIComponent('河北')}`, admin);
    expect(found.data.records.map((r: { name: string }) => r.name)).toEqual(['河北绿源环境工程有限公司']);
  });

  it('creates and edits an enterprise (expiry, edition, trial, target, type) and validates the credit code', async () => {
    const bad = await call('POST', '/enterpriseManage', admin, { name: '测试企业', type: 0, actived: 1, trial: false, target: 0, socialCreditCode: '91110000600037341N' });
    expect(bad.code).toBe(2010102);
    const taken = await call('POST', '/enterpriseManage', admin, { name: '测试企业', type: 0, actived: 1, trial: false, target: 0, socialCreditCode: '913205056082348768' });
    expect(taken.code).toBe(2010108);
    // Issue 12: the answer names the field and the enterprise holding the code, not a bare 重复请求.
    expect(taken.data.errors).toEqual([{ field: 'socialCreditCode', message: '该统一社会信用代码已被企业「江苏绿源化工有限公司」使用' }]);
    expect(taken.msg).toBe('重复请求: 该统一社会信用代码已被企业「江苏绿源化工有限公司」使用');
    // A name of spaces only is refused, not stored empty.
    const blank = await call('POST', '/enterpriseManage', admin, { name: '   ', type: 0, actived: 1, trial: false, target: 0 });
    expect(blank.code).toBe(2010102);
    expect(blank.data.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    // Enterprise names are unique too (trimmed, any case), naming the enterprise that has the name.
    const sameName = await call('POST', '/enterpriseManage', admin, { name: ' 江苏绿源化工有限公司 ', type: 0, actived: 1, trial: false, target: 0 });
    expect(sameName.code).toBe(2010108);
    expect(sameName.data.errors).toEqual([{ field: 'name', message: '已有同名企业（统一社会信用代码 913205056082348768），企业名称不能重复' }]);
    const created = await call('POST', '/enterpriseManage', admin, { name: '测试新企业', type: 0, actived: 1, trial: true, target: 1, editionId: 2, expireDate: '2099-12-31', socialCreditCode: '91620100719023721L' });
    expect(created.code).toBe(1000000);
    expect(created.data).toMatchObject({ name: '测试新企业', trial: true, target: 1, editionId: 2, expireDate: '2099-12-31', expired: false });
    const edited = await call('PUT', '/enterpriseManage', admin, { id: created.data.id, name: '测试新企业', type: 1, actived: 1, trial: false, target: 0, editionId: 1, expireDate: '2020-01-01' });
    expect(edited.data).toMatchObject({ type: 1, trial: false, expired: true, expireDate: '2020-01-01' });
  });

  it('disabling an enterprise refuses its enterprise_id at once (2010103), enabling restores it', async () => {
    const zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
    const li = await t.login('13800000002', 'Demo@2024');
    const info = () => t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/user/center/info', headers: t.headers(li, zhejiang) }).then((r) => r.json().code);
    expect(await info()).toBe(1000000);
    expect((await call('PUT', '/enterpriseManage/actived', admin, { id: zhejiang, actived: 0 })).data.actived).toBe(0);
    expect(await info()).toBe(2010103);
    await call('PUT', '/enterpriseManage/actived', admin, { id: zhejiang, actived: 1 });
    expect(await info()).toBe(1000000);
  });
});

describe('users', () => {
  it('creates a user, grants a role in an enterprise, and the user can work there', async () => {
    const created = await call('POST', '/userManage', admin, { phone: '13700000009', name: '孙丽', password: prehashPassword('Test@2024') });
    expect(created.code).toBe(1000000);
    expect(JSON.stringify(created)).not.toMatch(/scrypt|password/i);
    expect((await call('POST', '/userManage', admin, { phone: '13700000009', name: '孙丽', password: prehashPassword('Test@2024') })).code).toBe(2010108);
    const roles = await call('GET', '/roleManage/list?area=client', admin);
    const viewer = roles.data.find((r: { code: string }) => r.code === 'viewer');
    const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
    const granted = await call('PUT', '/userManage/grant', admin, { userId: created.data.id, enterpriseId: jiangsu, roleId: viewer.id });
    expect(granted.data.grants).toEqual([expect.objectContaining({ enterpriseId: jiangsu, roleName: '只读用户' })]);
    const token = await t.login('13700000009', 'Test@2024');
    const info = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/user/center/info', headers: t.headers(token, jiangsu) });
    expect(info.json().data.roleNameList).toEqual(['只读用户']);
    expect((await call('DELETE', `/userManage/grant?userId=${created.data.id}&enterpriseId=${jiangsu}`, admin)).code).toBe(1000000);
    const after = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/user/center/info', headers: t.headers(token, jiangsu) });
    expect(after.json().code).toBe(2010103);
  });

  it('disabling a user makes their live session answer 402 at once', async () => {
    const found = await call('GET', '/userManage/page?keyword=13800000003', admin);
    const wang = found.data.records[0];
    expect(wang).toMatchObject({ name: '王芳', status: 1 });
    const token = await t.login('13800000003', 'Demo@2024');
    const heartbeat = () => t.app.inject({ method: 'GET', url: '/api/enterprise-side-auth/token/heartbeat/connect', headers: { authorization: token } });
    expect((await heartbeat()).statusCode).toBe(200);
    expect((await call('PUT', '/userManage/status', admin, { id: wang.id, status: 0 })).data.status).toBe(0);
    expect((await heartbeat()).statusCode).toBe(402);
    await call('PUT', '/userManage/status', admin, { id: wang.id, status: 1 });
    expect((await heartbeat()).statusCode).toBe(200);
  });

  it('shows the seeded disabled user and refuses their sign-in', async () => {
    const found = await call('GET', '/userManage/page?keyword=13800000004', admin);
    expect(found.data.records[0]).toMatchObject({ name: '赵强', status: 0 });
    const res = await t.app.inject({ method: 'POST', url: '/api/enterprise-side-app/auth/login/phonePassword', payload: { phone: '13800000004', password: prehashPassword('Demo@2024'), clientType: 0 } });
    expect(res.json().code).toBe(2010103);
  });
});

interface TreeNode {
  id: number;
  code: string;
  children?: TreeNode[];
}
async function menuIdsByCode(): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = (nodes: TreeNode[]) => nodes.forEach((n) => (ids.set(n.code, n.id), walk(n.children ?? [])));
  for (const systemId of [1, 2]) walk((await call('GET', `/menu/treeList?systemId=${systemId}`, admin)).data);
  return ids;
}

describe('roles and editions', () => {
  it('grants a client role menus and buttons through the tree plus keys no menu carries; a member then holds them', async () => {
    const menus = await menuIdsByCode();
    const keys = await call('GET', '/roleManage/permissionKeys', admin);
    // The checklist next to the tree: keys in use that no menu carries (the archive key is a button of the
    // archive page now, so it shows in the tree with its label).
    expect(keys.data).not.toContain('enterprise:archive:edit');
    expect(keys.data).not.toContain('userPermission:user:edit');
    const role = await call('POST', '/roleManage', admin, { name: '环保专员', code: 'env_officer' });
    expect(role.data).toMatchObject({ name: '环保专员', area: 'client', permissions: [] });

    // Checking only the button grants its page and directory too (closed upwards).
    const button = menus.get('user-permission-user-edit')!;
    const archiveEdit = menus.get('enterpriseArchive-edit')!;
    const set = await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: [button, archiveEdit], permissions: [] });
    expect(set.code).toBe(1000000);
    expect(set.data.permissions).toEqual(['enterprise:archive:edit', 'userPermission:user:edit', 'userPermission:user:view']);
    const granted = (await call('GET', `/roleManage/menuIds/${role.data.id}`, admin)).data;
    const expectedMenus = [menus.get('enterpriseArchive'), archiveEdit, menus.get('personal'), menus.get('user-permission-user'), button];
    expect(granted).toEqual(expectedMenus.sort((a, b) => a! - b!));

    // Bad input stores nothing: an unknown menu, a key that comes with a menu.
    const unknown = await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: [99_999_999], permissions: [] });
    expect(unknown.code).toBe(2010102);
    const carried = await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: [], permissions: ['userPermission:user:edit'] });
    expect(carried.code).toBe(2010102);
    expect((await call('GET', `/roleManage/menuIds/${role.data.id}`, admin)).data).toEqual(granted);

    // A member with the role holds exactly these keys in the enterprise.
    const user = await call('POST', '/userManage', admin, { phone: '13700000010', name: '周敏', password: prehashPassword('Test@2024') });
    const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
    await call('PUT', '/userManage/grant', admin, { userId: user.data.id, enterpriseId: jiangsu, roleId: role.data.id });
    const token = await t.login('13700000010', 'Test@2024');
    const info = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/user/center/info', headers: t.headers(token, jiangsu) });
    expect(info.json().data.permissions).toEqual(['enterprise:archive:edit', 'userPermission:user:edit', 'userPermission:user:view']);

    // Unchecking the button keeps the page (half-checked in the tree) and drops the button's key.
    const page = await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: [menus.get('user-permission-user')], permissions: [] });
    expect(page.data.permissions).toEqual(['userPermission:user:view']);

    const ops = (await call('GET', '/roleManage/list?area=admin', admin)).data[0];
    expect((await call('PUT', '/roleManage/grants', admin, { id: ops.id, menuIds: [], permissions: [] })).code).toBe(2010105);
    expect((await call('GET', `/roleManage/menuIds/${ops.id}`, admin)).code).toBe(2010105);
  });

  it('replaces an edition’s menu id list through the tree, closed upwards', async () => {
    const menus = await menuIdsByCode();
    const before = (await call('GET', '/edition/menuIdList/2', admin)).data as number[];
    const button = menus.get('point-edit')!;
    const ledger = 'accountManagement-overview';
    const saved = await call('PUT', '/editionManage/menus', admin, { id: 2, menuIds: [button, menus.get(ledger)] });
    expect(saved.code).toBe(1000000);
    const expected = [menus.get('onlineMonitoring'), menus.get('onlineMonitoring-pointManagement'), button, menus.get('accountManagement'), menus.get(ledger)];
    expect(saved.data.menuIds).toEqual([...expected].sort((a, b) => a! - b!));
    expect((await call('GET', '/edition/menuIdList/2', admin)).data).toEqual(saved.data.menuIds);
    expect((await call('PUT', '/editionManage/menus', admin, { id: 2, menuIds: [99_999_999] })).code).toBe(2010102);
    expect((await call('PUT', '/editionManage/menus', admin, { id: 9999, menuIds: [] })).code).toBe(2010105);
    expect((await call('GET', '/edition/menuIdList/2', admin)).data).toEqual(saved.data.menuIds);
    await call('PUT', '/editionManage/menus', admin, { id: 2, menuIds: before });
    expect((await call('GET', '/edition/menuIdList/2', admin)).data).toEqual(before);
  });

  it('lists the editions in use and renames one', async () => {
    const body = await call('GET', '/editionManage/list', admin);
    expect(body.data.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([1, 2]));
    const first = body.data.find((e: { id: number }) => e.id === 1);
    expect(first.enterpriseCount).toBeGreaterThan(0);
    if (first.editable) {
      expect((await call('PUT', '/editionManage', admin, { id: 1, name: '标准版（测试）' })).data.name).toBe('标准版（测试）');
      expect((await call('GET', '/editionManage/list', admin)).data.find((e: { id: number }) => e.id === 1).name).toBe('标准版（测试）');
    }
  });
});

describe('login log', () => {
  it('records successes and failures with masked logins, IP and location, and exports them', async () => {
    await t.app.inject({ method: 'POST', url: '/api/enterprise-side-app/auth/login/phonePassword', payload: { phone: '13800000002', password: prehashPassword('Wrong@2024'), clientType: 0 } });
    const page = await call('GET', '/loginLog/page?pageSize=10', admin);
    expect(page.code).toBe(1000000);
    const failure = page.data.records.find((r: { success: boolean }) => !r.success);
    expect(failure).toMatchObject({ loginMasked: '138****0002', area: 'client', reason: 'wrongPassword', reasonText: '账号或密码错误', ip: '127.0.0.1', locationName: '内网' });
    expect(JSON.stringify(page.data)).not.toContain('13800000002');
    const failuresOnly = await call('GET', '/loginLog/page?success=0', admin);
    expect(failuresOnly.data.records.every((r: { success: boolean }) => !r.success)).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `${OM}/loginLog/exportExcel`, headers: as(admin) });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(res.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toMatch(/^登录日志\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('登录日志');
    expect(sheet.getRow(1).values).toEqual([undefined, '登录时间', '系统', '账号', '结果', '说明', 'IP地址', '登录地点', '浏览器']);
    expect(sheet.rowCount - 1).toBe((await call('GET', '/loginLog/page?pageSize=50', admin)).data.total);
    const cells = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => r.values as unknown[]);
    expect(cells.some((v) => v[3] === '138****0002' && v[4] === '失败')).toBe(true);
  });
});
