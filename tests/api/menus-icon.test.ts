import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverPlugins, manifestsOf } from '../../server/plugin-host/discover';
import { syncMenus } from '../../server/plugins/menus/sync';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 18 item 5: an operator sets a menu's icon in the back office (PUT operation-manage/menu/icon);
 * routerList and treeList answer it over the plugin's icon, a reset brings the plugin's back, and a
 * catalogue re-sync (what every start runs) keeps the choice. Bad names, unknown menus and non-operators
 * are refused.
 */
const APP = '/api/enterprise-side-app';
const OM = '/api/operation-manage';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let operator: string;
let client: string;
let jiangsu: number;

const flatten = (nodes: Json[]): Json[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function call(method: 'GET' | 'PUT', url: string, token: string, payload?: object, enterpriseId?: number): Promise<Json> {
  const res = await t.app.inject({ method, url, headers: t.headers(token, enterpriseId), payload });
  return { status: res.statusCode, ...res.json() };
}

const setIcon = (id: number, icon: string | null, token = operator) => call('PUT', `${OM}/menu/icon`, token, { id, icon });
const adminTree = async (systemId: number) => flatten((await call('GET', `${OM}/menu/treeList?systemId=${systemId}`, operator)).data);
const sidebar = async () => flatten((await call('GET', `${APP}/menu/routerList`, client, undefined, jiangsu)).data);

/** A page of the enterprise system that has a plugin icon and that the demo enterprise admin sees. */
let menu: Json;

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  operator = await t.adminLogin('admin', 'Admin@2024');
  client = await t.login('13800000001', 'Demo@2024');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  const seen = new Set((await sidebar()).map((n) => n.code));
  menu = (await adminTree(1)).find((n) => n.type !== 2 && n.defaultIcon && n.defaultIcon !== 'chart' && seen.has(n.code))!;
  expect(menu).toBeDefined();
});
afterAll(() => t?.close());

describe('menu icons in the back office', () => {
  it('the back-office tree lists both systems with name, path, order, the plugin icon and no operator icon yet', async () => {
    expect(menu).toMatchObject({ customIcon: null, meta: { icon: menu.defaultIcon } });
    expect(typeof menu.orderNum).toBe('number');
    const group = await adminTree(2);
    expect(group.length).toBeGreaterThan(0);
    expect(group.every((n) => 'defaultIcon' in n && 'customIcon' in n)).toBe(true);
  });

  it("sets a menu's icon; the enterprise user's routerList and the trees answer it", async () => {
    const saved = await setIcon(menu.id, 'chart');
    expect(saved).toMatchObject({ code: 1000000, data: { id: menu.id, code: menu.code, customIcon: 'chart', defaultIcon: menu.defaultIcon, icon: 'chart' } });
    expect((await sidebar()).find((n) => n.code === menu.code)!.meta.icon).toBe('chart');
    expect((await adminTree(1)).find((n) => n.id === menu.id)).toMatchObject({ customIcon: 'chart', meta: { icon: 'chart' } });
    const clientTree = flatten((await call('GET', `${APP}/menu/treeList`, client, undefined, jiangsu)).data);
    expect(clientTree.find((n) => n.code === menu.code)!.meta.icon).toBe('chart');
  });

  it('keeps the choice when the catalogue is synced again from the manifests (every start does)', async () => {
    // The sync rewrites meta: spoil it first so a sync that did not run would show.
    await t.db.query(`UPDATE menu SET meta = meta - 'icon' WHERE id = $1`, [menu.id]);
    await t.db.query(`DELETE FROM app_meta WHERE key = 'menus.synced'`);
    await syncMenus(t.db, [], manifestsOf(await discoverPlugins()));
    expect((await adminTree(1)).find((n) => n.id === menu.id)).toMatchObject({ customIcon: 'chart', defaultIcon: menu.defaultIcon, meta: { icon: 'chart' } });
    expect((await sidebar()).find((n) => n.code === menu.code)!.meta.icon).toBe('chart');
  });

  it("a reset brings the plugin's icon back", async () => {
    const reset = await setIcon(menu.id, null);
    expect(reset.data).toMatchObject({ customIcon: null, icon: menu.defaultIcon });
    expect((await sidebar()).find((n) => n.code === menu.code)!.meta.icon).toBe(menu.defaultIcon);
  });

  it('refuses a name outside the icon set (2010102 naming icon), an unknown menu or a button (2010105), and keeps the stored icon', async () => {
    await setIcon(menu.id, 'team');
    const unknownIcon = await setIcon(menu.id, 'rocket');
    expect(unknownIcon.code).toBe(2010102);
    expect(unknownIcon.data.errors.map((e: Json) => e.field)).toEqual(['icon']);
    expect((await call('PUT', `${OM}/menu/icon`, operator, { id: menu.id })).code).toBe(2010102);
    expect((await setIcon(99_999_999, 'chart')).code).toBe(2010105);
    const button = (await adminTree(1)).find((n) => n.type === 2)!;
    expect((await setIcon(button.id, 'chart')).code).toBe(2010105);
    expect((await adminTree(1)).find((n) => n.id === menu.id)!.customIcon).toBe('team');
  });

  it('refuses a client (non-operator) token and no token like the other back-office routes', async () => {
    expect((await setIcon(menu.id, 'chart', client)).status).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `${OM}/menu/icon`, payload: { id: menu.id, icon: 'chart' } })).statusCode).toBe(401);
    expect((await adminTree(1)).find((n) => n.id === menu.id)!.customIcon).toBe('team');
  });
});
