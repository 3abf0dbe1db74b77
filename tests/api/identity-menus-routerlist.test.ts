import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/** menu/routerList, menu/treeList, edition/menuIdList and the edition limit in the guards (issue 3, docs/identity-menus.md). */

const APP = '/api/enterprise-side-app';
const ADMIN = { phone: '13800000001', password: 'Demo@2024' };
const VIEWER = { phone: '13800000002', password: 'Demo@2024' };
const NAMES = { jiangsu: '江苏绿源化工有限公司', anhui: '安徽绿源新材料有限公司', group: '绿源环境集团' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let jiangsu: number;
let anhui: number;
let group: number;

async function get(url: string, token: string, enterpriseId?: number): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: `${APP}${url}`, headers: t.headers(token, enterpriseId) });
  return res.json();
}

function flatten(nodes: Json[]): Json[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

const codes = (nodes: Json[]) => new Set(flatten(nodes).map((n) => n.code as string));

beforeAll(async () => {
  t = await createTestApp();
  [jiangsu, anhui, group] = await Promise.all([t.enterpriseId(NAMES.jiangsu), t.enterpriseId(NAMES.anhui), t.enterpriseId(NAMES.group)]);
  admin = await t.login(ADMIN.phone, ADMIN.password);
  viewer = await t.login(VIEWER.phone, VIEWER.password);
});

afterAll(() => t?.close());

describe('menu/routerList', () => {
  it('gives the enterprise admin every client menu with the module buttons as type-2 children and buttonAuth', async () => {
    const body = await get('/menu/routerList', admin, jiangsu);
    expect(body.code).toBe(1000000);
    const all = flatten(body.data);
    const device = all.find((n) => n.code === 'module-deviceInventory')!;
    expect(device).toMatchObject({ path: '/accountManagement/deviceInventory', type: 1, perms: 'account:deviceInventory:view' });
    const buttons = device.children.filter((c: Json) => c.type === 2).map((c: Json) => c.perms);
    expect(buttons).toEqual(expect.arrayContaining(['account:deviceInventory:add', 'account:deviceInventory:export']));
    expect(device.meta.buttonAuth).toEqual(buttons);
    expect(all.every((n) => n.systemId === 1)).toBe(true);
    expect(codes(body.data).has('user-permission-role')).toBe(true);
  });

  it('gives the viewer only the view menus: no buttons, no user management', async () => {
    const body = await get('/menu/routerList', viewer, jiangsu);
    const all = flatten(body.data);
    expect(all.find((n) => n.code === 'module-deviceInventory')?.children.filter((c: Json) => c.type === 2)).toEqual([]);
    expect(all.some((n) => n.type === 2)).toBe(false);
    expect(codes(body.data).has('user-permission-user')).toBe(false);
    expect(codes(body.data).has('onlineMonitoring-page')).toBe(true);
  });

  it('limits the trial edition: no export/import buttons, no role management, even for the admin', async () => {
    const body = await get('/menu/routerList', admin, anhui);
    const all = flatten(body.data);
    const perms = new Set(all.map((n) => n.perms));
    expect(perms.has('account:deviceInventory:add')).toBe(true);
    expect(perms.has('account:deviceInventory:export')).toBe(false);
    expect(perms.has('account:deviceInventory:import')).toBe(false);
    expect(codes(body.data).has('user-permission-role')).toBe(false);
  });

  it('serves the group system to a management group, never the enterprise menus', async () => {
    // No plugin declares group pages yet (tests/api/plugins-host.test.ts serves one from a fixture plugin).
    const body = await get('/menu/routerList', admin, group);
    expect(body.code).toBe(1000000);
    const all = flatten(body.data);
    expect(all.every((n) => n.systemId === 2)).toBe(true);
    expect(codes(body.data).has('onlineMonitoring-page')).toBe(false);
  });

  it('answers 2010103 for an enterprise the user holds no grant for', async () => {
    expect((await get('/menu/routerList', viewer, anhui)).code).toBe(2010103);
  });
});

describe('edition limits in the guards', () => {
  it('refuses a key outside the edition with 2010103 while the standard edition allows it', async () => {
    const url = '/account/deviceInventory/exportExcel';
    const inTrial = await t.app.inject({ method: 'GET', url: `${APP}${url}`, headers: t.headers(admin, anhui) });
    expect(inTrial.json().code).toBe(2010103);
    const inStandard = await t.app.inject({ method: 'GET', url: `${APP}${url}`, headers: t.headers(admin, jiangsu) });
    expect(inStandard.statusCode).toBe(200);
    expect(inStandard.headers['content-type']).toContain('spreadsheet');
  });

  it('leaves the edition keys out of user/center/info permissions', async () => {
    const trial = (await get('/user/center/info', admin, anhui)).data.permissions as string[];
    const standard = (await get('/user/center/info', admin, jiangsu)).data.permissions as string[];
    expect(standard).toContain('account:deviceInventory:export');
    expect(trial).not.toContain('account:deviceInventory:export');
    expect(trial).toContain('account:deviceInventory:view');
  });
});

describe('menu/treeList and edition/menuIdList', () => {
  it('lists the full client tree including menus the user is not granted', async () => {
    const body = await get('/menu/treeList', viewer, jiangsu);
    expect(body.code).toBe(1000000);
    const all = codes(body.data);
    expect(all.has('module-deviceInventory-delete')).toBe(true);
    expect(all.has('user-permission-role')).toBe(true);
  });

  it('limits the tree to the own edition and refuses another edition', async () => {
    const enterprises = (await get('/userEnterprise/authorizationEnterpriseList', admin)).data as Json[];
    const trialEdition = enterprises.find((e) => e.id === anhui)!.editionId;
    const standardEdition = enterprises.find((e) => e.id === jiangsu)!.editionId;
    const limited = await get(`/menu/treeList?editionId=${trialEdition}`, admin, anhui);
    expect(codes(limited.data).has('module-deviceInventory-export')).toBe(false);
    expect(codes(limited.data).has('module-deviceInventory-add')).toBe(true);
    expect((await get(`/menu/treeList?editionId=${standardEdition}`, admin, anhui)).code).toBe(2010103);
    expect((await get('/menu/treeList?systemId=3', admin, anhui)).code).toBe(2010103);

    const ids = await get(`/edition/menuIdList/${trialEdition}`, admin, anhui);
    expect(ids.code).toBe(1000000);
    // The edition spans the client and group systems; the tree shows the client part of it.
    const editionIds = new Set(ids.data as number[]);
    const treeIds = flatten(limited.data).map((n) => n.id as number);
    expect(treeIds.every((id) => editionIds.has(id))).toBe(true);
    const fullTree = flatten((await get('/menu/treeList', admin, anhui)).data);
    const exportButton = fullTree.find((n) => n.code === 'module-deviceInventory-export')!;
    expect(editionIds.has(exportButton.id)).toBe(false);
    expect((await get(`/edition/menuIdList/${standardEdition}`, admin, anhui)).code).toBe(2010103);
  });

  it('serves the back-office variants to operations users only', async () => {
    const ops = await t.adminLogin('admin', 'Admin@2024');
    const res = await t.app.inject({ method: 'GET', url: '/api/operation-manage/edition/menuIdList/2', headers: { authorization: ops } });
    expect(res.json().code).toBe(1000000);
    expect(res.json().data.length).toBeGreaterThan(0);
    const tree = await t.app.inject({ method: 'GET', url: '/api/operation-manage/menu/treeList?systemId=1', headers: { authorization: ops } });
    expect(codes(tree.json().data).has('module-deviceInventory')).toBe(true);
    const asClient = await t.app.inject({ method: 'GET', url: '/api/operation-manage/menu/treeList', headers: { authorization: admin } });
    expect(asClient.statusCode).toBe(401);
  });
});
