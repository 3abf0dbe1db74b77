import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * The operator scope (server/plugins/auth/operatorScope.ts, docs/operator-scope.md): a back-office session
 * with the operator_enterprise_id header acts on that enterprise through the enterprise routes, holding the
 * enterprise keys its back-office keys give; reads by the read keys, writes only by the write keys. Every
 * call is recorded. Anything else answers 2010103 without data.
 */

const APP = '/api/enterprise-side-app';
const OM = '/api/operation-manage';
const POINTS = `${APP}/pointManagement/page?pageNum=1&pageSize=50`;
const DEVICES = `${APP}/account/deviceInventory/page?pageNum=1&pageSize=50`;
const RISK = `${APP}/pointManagement/riskSetting`;
const NAMES = { zhejiang: '浙江清泉水务有限公司', group: '绿源环境集团', shanghai: '上海绿源固废处置有限公司' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let owner: string;
let ids: Record<keyof typeof NAMES, number>;
/** Operators holding only the named back-office menus (their keys close upwards). */
const operators: Record<'viewer' | 'editor' | 'none', string> = { viewer: '', editor: '', none: '' };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown): Promise<Json> {
  const res = await t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, ...res.json() };
}
const as = (token: string, enterpriseId: number | string) => ({ authorization: token, operator_enterprise_id: String(enterpriseId) });

async function operatorWith(account: string, phone: string, menus: string[]): Promise<string> {
  const tree: Json[] = (await call('GET', `${OM}/menu/treeList?systemId=3`, { authorization: admin })).data;
  const menuIds = new Map<string, number>();
  const walk = (nodes: Json[]) => nodes.forEach((n) => (menuIds.set(n.code, n.id), walk(n.children ?? [])));
  walk(tree);
  const role = await call('POST', `${OM}/roleManage`, { authorization: admin }, { name: `角色${account}`, code: account, area: 'admin' });
  const granted = await call('PUT', `${OM}/roleManage/grants`, { authorization: admin }, { id: role.data.id, menuIds: menus.map((m) => menuIds.get(m)!), permissions: [] });
  expect(granted.code, JSON.stringify(granted)).toBe(1000000);
  const created = await call('POST', `${OM}/userManage/operator`, { authorization: admin }, { account, phone, name: account, roleId: role.data.id, password: prehashPassword('Oper@2024') });
  expect(created.code, JSON.stringify(created)).toBe(1000000);
  return t.adminLogin(account, 'Oper@2024');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminLogin('admin', 'Admin@2024');
  owner = await t.login('13800000001', 'Demo@2024');
  const entries = await Promise.all(Object.entries(NAMES).map(async ([k, name]) => [k, await t.enterpriseId(name)] as const));
  ids = Object.fromEntries(entries) as typeof ids;
  operators.viewer = await operatorWith('opsviewer', '13900000101', ['admin-pointManagement', 'admin-accountManagement', 'admin-environmentAssessment']);
  operators.editor = await operatorWith('opseditor', '13900000102', ['admin-pointManagement-edit']);
  operators.none = await operatorWith('opsnone', '13900000103', ['admin-enterprises']);
});
afterAll(() => t?.close());

describe('reads in the operator scope', () => {
  it('answer as the enterprise itself answers its own user', async () => {
    for (const url of [POINTS, DEVICES]) {
      const scoped = await call('GET', url, as(operators.viewer, ids.zhejiang));
      const own = await call('GET', url, t.headers(owner, ids.zhejiang));
      expect(scoped.code, url).toBe(1000000);
      expect(scoped.data.total, url).toBeGreaterThan(0);
      expect(scoped.data, url).toEqual(own.data);
    }
  });

  it('open only the areas the operator holds', async () => {
    // The editor holds the points' keys (the edit button closes upwards to the page), not the ledgers.
    expect((await call('GET', POINTS, as(operators.editor, ids.zhejiang))).code).toBe(1000000);
    const ledger = await call('GET', DEVICES, as(operators.editor, ids.zhejiang));
    expect(ledger.code).toBe(2010103);
    expect(ledger.data ?? null).toBeNull();
  });

  it('include the reference data every screen reads (dictionaries, cascades), only with the operator header', async () => {
    for (const url of [`${APP}/dict/all`, `${APP}/administrativeDivision/cascadeList`, `${APP}/industry/cascadeList`]) {
      const scoped = await call('GET', url, as(operators.viewer, ids.zhejiang));
      expect(scoped.code, url).toBe(1000000);
      expect(scoped.data, url).toEqual((await call('GET', url, { authorization: owner })).data);
      expect((await call('GET', url, { authorization: operators.viewer })).status, url).toBe(401);
    }
  });

  it('tell the back office what the operator holds in an enterprise', async () => {
    const viewer = await call('GET', `${OM}/operatorScope/enterprise/${ids.zhejiang}`, { authorization: operators.viewer });
    expect(viewer.data.enterprise).toMatchObject({ id: ids.zhejiang, name: NAMES.zhejiang, type: 0 });
    expect(viewer.data.keys).toEqual({ read: ['account:*:export', 'account:*:view', 'evaluation:export', 'evaluation:view', 'point:view'], write: [] });
    const editor = await call('GET', `${OM}/operatorScope/enterprise/${ids.zhejiang}`, { authorization: operators.editor });
    expect(editor.data.keys).toEqual({ read: ['point:view'], write: ['device:edit', 'point:edit', 'risk:setting'] });
    expect((await call('GET', `${OM}/operatorScope/enterprise/${ids.group}`, { authorization: operators.viewer })).code).toBe(2010103);
    expect((await call('GET', `${OM}/operatorScope/enterprise/${ids.zhejiang}`, { authorization: operators.none })).code).toBe(2010103);
  });
});

describe('custom ledgers in the operator scope', () => {
  it('are read (definitions, records) by the holders of the custom-ledger key, never written', async () => {
    const own = t.headers(owner, ids.zhejiang);
    const defined = await call('POST', `${APP}/customAccount/definition`, own, { name: '运营代查台账', fields: [{ label: '巡检人', type: 'string', required: true, maxLength: 20 }] });
    expect(defined.code, JSON.stringify(defined)).toBe(1000000);
    const api = `${APP}/customAccount/${defined.data.id}`;
    expect((await call('POST', api, own, { f1: '王强' })).code).toBe(1000000);
    const custom = await operatorWith('opscustom', '13900000104', ['admin-customAccount']);
    const definitions = await call('GET', `${APP}/customAccount/definition`, as(custom, ids.zhejiang));
    expect(definitions.data.map((d: Json) => d.name)).toContain('运营代查台账');
    const records = await call('GET', `${api}/page?pageNum=1&pageSize=10`, as(custom, ids.zhejiang));
    expect(records.data).toEqual((await call('GET', `${api}/page?pageNum=1&pageSize=10`, own)).data);
    expect((await call('POST', api, as(custom, ids.zhejiang), { f1: '运营' })).code).toBe(2010103);
    // The standard ledgers are another key's.
    expect((await call('GET', DEVICES, as(custom, ids.zhejiang))).code).toBe(2010103);
    expect((await call('GET', `${api}/page?pageNum=1&pageSize=10`, as(operators.viewer, ids.zhejiang))).code).toBe(2010103);
  });
});

describe('writes in the operator scope', () => {
  it('configure a point’s risk settings with the edit key, as the enterprise sees them afterwards', async () => {
    const point = (await call('GET', POINTS, as(operators.editor, ids.zhejiang))).data.records[0];
    const before = await call('GET', `${RISK}/${point.id}`, as(operators.editor, ids.zhejiang));
    expect(before.code).toBe(1000000);
    const minutes = before.data.offlineMinutes === 45 ? 50 : 45;
    const saved = await call('PUT', RISK, as(operators.editor, ids.zhejiang), { pointId: point.id, offlineMinutes: minutes });
    expect(saved.code, JSON.stringify(saved)).toBe(1000000);
    const seen = await call('GET', `${RISK}/${point.id}`, t.headers(owner, ids.zhejiang));
    expect(seen.data.offlineMinutes).toBe(minutes);
  });

  it('are refused without a write key, and on every route whose key is not one (ledger records)', async () => {
    const point = (await call('GET', POINTS, as(operators.viewer, ids.zhejiang))).data.records[0];
    expect((await call('GET', `${RISK}/${point.id}`, as(operators.viewer, ids.zhejiang))).code).toBe(1000000);
    expect((await call('PUT', RISK, as(operators.viewer, ids.zhejiang), { pointId: point.id, offlineMinutes: 77 })).code).toBe(2010103);
    const record = (await call('GET', DEVICES, as(operators.viewer, ids.zhejiang))).data.records[0];
    const removed = await call('DELETE', `${APP}/account/deviceInventory/${record.id}`, as(operators.viewer, ids.zhejiang));
    expect(removed.code).toBe(2010103);
    expect((await call('GET', `${APP}/account/deviceInventory/${record.id}`, t.headers(owner, ids.zhejiang))).code).toBe(1000000);
    // A key the operator holds for reads only never opens a write (the custom ledger designer's key).
    expect((await call('POST', `${APP}/customAccount/definition`, as(admin, ids.zhejiang), { name: '运营台账', fields: [] })).code).toBe(2010103);
    // A write route guarded by no key is never an operator's, even for one holding every key of the scope.
    expect((await call('PUT', `${APP}/user/notice/read`, as(admin, ids.zhejiang), { ids: [1] })).code).toBe(2010103);
  });

  it('keep the operator’s own column settings', async () => {
    const saved = await call('PUT', `${APP}/columnConfig?key=%2Fadmin%2FaccountManagement`, as(operators.viewer, ids.zhejiang), { columns: [{ field: 'name', visible: true, order: 0 }] });
    expect(saved.code, JSON.stringify(saved)).toBe(1000000);
  });
});

describe('refusals', () => {
  it('an operator without a key of the scope, a client session with the header, a forged or malformed enterprise', async () => {
    const refusals: [string, Record<string, string>][] = [
      ['operator without the keys', as(operators.none, ids.zhejiang)],
      ['client token with the operator header', as(owner, ids.zhejiang)],
      ['client token with both headers', { ...t.headers(owner, ids.zhejiang), operator_enterprise_id: String(ids.zhejiang) }],
      ['a management group', as(operators.viewer, ids.group)],
      ['an unknown enterprise', as(operators.viewer, 987654321)],
      ['a malformed id', as(operators.viewer, '1 OR 1=1')],
      ['enterprise_id beside it', { ...as(operators.viewer, ids.zhejiang), enterprise_id: String(ids.zhejiang) }],
      ['member_enterprise_id beside it', { ...as(operators.viewer, ids.group), member_enterprise_id: String(ids.zhejiang) }],
    ];
    for (const [what, headers] of refusals) {
      const body = await call('GET', DEVICES, headers);
      expect(body.code, what).toBe(2010103);
      expect(body.data ?? null, what).toBeNull();
    }
    // Group-wide routes are never an operator's.
    expect((await call('GET', `${APP}/group/memberList`, as(operators.viewer, ids.zhejiang))).code).toBe(2010103);
  });

  it('keeps the session answers first: no token 401, an expired operator session 401', async () => {
    expect((await call('GET', DEVICES, { operator_enterprise_id: String(ids.zhejiang) })).status).toBe(401);
    expect((await call('GET', DEVICES, { authorization: 'nonsense', operator_enterprise_id: String(ids.zhejiang) })).status).toBe(401);
  });

  it('opens a disabled enterprise too (operations look into it)', async () => {
    expect((await call('GET', POINTS, as(operators.viewer, ids.shanghai))).code).toBe(1000000);
  });
});

describe('the record of operator calls', () => {
  it('names who acted in which enterprise, on which route, with the answer; searchable by enterprise and writes', async () => {
    const page = await call('GET', `${OM}/operatorScope/action/page?enterpriseId=${ids.zhejiang}&kind=write&pageSize=50`, { authorization: admin });
    expect(page.code).toBe(1000000);
    const rows = page.data.records as Json[];
    expect(rows.every((r) => r.enterpriseId === ids.zhejiang && r.method !== 'GET')).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operatorName: 'opseditor', enterpriseName: NAMES.zhejiang, method: 'PUT', route: RISK, code: 1000000 }),
        expect.objectContaining({ operatorName: 'opsviewer', method: 'PUT', route: RISK, code: 2010103 }),
        expect.objectContaining({ operatorName: 'opsviewer', method: 'DELETE', route: `${APP}/account/deviceInventory/:ids`, code: 2010103 }),
      ]),
    );
    // Reads are recorded too, with the path called.
    const all = await call('GET', `${OM}/operatorScope/action/page?operator=opsviewer&pageSize=50`, { authorization: admin });
    expect(all.data.records).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', path: `${APP}/account/deviceInventory/page`, code: 1000000 })]));
    // A client session's attempt is not an operator's call: nothing recorded for the enterprise's owner.
    expect((all.data.records as Json[]).some((r) => r.operatorId === undefined)).toBe(false);
  });

  it('is for the holders of the login-log key', async () => {
    expect((await call('GET', `${OM}/operatorScope/action/page`, { authorization: operators.viewer })).code).toBe(2010103);
  });
});
