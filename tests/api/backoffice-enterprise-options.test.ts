import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 18: the back office's enterprise pickers (a group to belong to, an enterprise to grant) search the
 * server by name, so every enterprise can be chosen, not only the first page of the list.
 */
const OM = '/api/operation-manage';
let t: TestApp;
let admin: string;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `${OM}${url}`, headers: { authorization: token }, payload: payload as object });
  return { status: res.statusCode, ...res.json() };
}
const options = (query: string, token = admin) => call('GET', `/enterpriseManage/options?${query}`, token);

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  admin = await t.adminLogin('admin', 'Admin@2024');
  // More enterprises than any first page: 60 plain ones and a group named last.
  await t.db.query(`INSERT INTO enterprise (name, type) SELECT '批量企业' || lpad(n::text, 3, '0'), 0 FROM generate_series(1, 60) AS n`);
  await t.db.query(`INSERT INTO enterprise (name, type) VALUES ('批量集团之末', 1), ('华东批量企业联合体', 0)`);
});
afterAll(() => t?.close());

describe('enterprise options', () => {
  it('finds an enterprise beyond the first 50 by part of its name', async () => {
    const found = await options(`name=${encodeURIComponent('企业060')}`);
    expect(found.data).toEqual([expect.objectContaining({ name: '批量企业060', type: 0, actived: 1 })]);
    // Without a search, at most `size` (default 20), never the whole table.
    expect((await options('')).data).toHaveLength(20);
    expect((await options('size=50')).data).toHaveLength(50);
    expect((await options('size=500')).code).toBe(2010102);
  });

  it('puts names that start with the text first, and offers only groups when asked', async () => {
    const found = (await options(`name=${encodeURIComponent('批量')}&size=50`)).data.map((e: { name: string }) => e.name);
    expect(found[0]).toBe('批量企业001');
    expect(found).toHaveLength(50);
    expect(found.indexOf('华东批量企业联合体')).toBe(-1); // the prefix matches fill the page first
    expect((await options(`name=${encodeURIComponent('企业联合')}`)).data.map((e: { name: string }) => e.name)).toEqual(['华东批量企业联合体']);
    const groups = (await options(`type=1&name=${encodeURIComponent('集团')}`)).data;
    expect(groups.map((e: { name: string }) => e.name).sort()).toEqual(['批量集团之末', '绿源环境集团'].sort());
    expect(groups.every((e: { type: number }) => e.type === 1)).toBe(true);
    // LIKE wildcards in the text are plain characters.
    expect((await options(`name=${encodeURIComponent('%')}`)).data).toEqual([]);
  });

  it('serves operators who manage enterprises or users, read the logs, or act on enterprises; nobody else', async () => {
    const roles = new Map<string, number>();
    for (const [code, menu] of [['only_users', 'admin-users'], ['only_log', 'admin-login-log'], ['only_points', 'admin-pointManagement'], ['only_editions', 'admin-editions']] as const) {
      const role = await call('POST', '/roleManage', admin, { name: code, code, area: 'admin' });
      const tree = (await call('GET', '/menu/treeList?systemId=3', admin)).data as { id: number; code: string }[];
      await call('PUT', '/roleManage/grants', admin, { id: role.data.id, menuIds: [tree.find((m) => m.code === menu)!.id], permissions: [] });
      roles.set(code, role.data.id);
    }
    const make = async (account: string, phone: string, roleId: number) => {
      await call('POST', '/userManage/operator', admin, { account, phone, name: '周敏', roleId, password: prehashPassword('Oper@2024') });
      return t.adminLogin(account, 'Oper@2024');
    };
    const users = await make('users_desk', '13900000051', roles.get('only_users')!);
    const log = await make('log_desk', '13900000052', roles.get('only_log')!);
    const points = await make('points_desk', '13900000053', roles.get('only_points')!);
    const editions = await make('editions_desk', '13900000054', roles.get('only_editions')!);
    for (const token of [users, log, points]) expect((await options(`name=${encodeURIComponent('企业060')}`, token)).data).toHaveLength(1);
    expect((await options('', editions)).code).toBe(2010103);
    const client = await t.login('13800000001', 'Demo@2024');
    expect((await options('', client)).status).toBe(401);
  });
});
