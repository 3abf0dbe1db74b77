import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/** The custom-ledger entries of the menu catalogue (designer, records, record buttons) per role and edition. */

const APP = '/api/enterprise-side-app';
const NAMES = { jiangsu: '江苏绿源化工有限公司', anhui: '安徽绿源新材料有限公司' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let jiangsu: number;
let anhui: number;

const flatten = (nodes: Json[]): Json[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function get(url: string, token: string, enterpriseId: number): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: `${APP}${url}`, headers: t.headers(token, enterpriseId) });
  return res.json();
}

async function menus(token: string, enterpriseId: number): Promise<Json[]> {
  const body = await get('/menu/routerList', token, enterpriseId);
  expect(body.code).toBe(1000000);
  return flatten(body.data);
}

beforeAll(async () => {
  t = await createTestApp();
  [jiangsu, anhui] = await Promise.all([t.enterpriseId(NAMES.jiangsu), t.enterpriseId(NAMES.anhui)]);
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
});
afterAll(() => t?.close());

describe('custom ledger menus', () => {
  it('gives the enterprise admin the designer and the records page with every record button, under the ledgers', async () => {
    const all = await menus(admin, jiangsu);
    const design = all.find((n) => n.code === 'accountManagement-customAccount');
    const records = all.find((n) => n.code === 'customAccount');
    expect(design).toMatchObject({ path: '/accountManagement/customAccount/page', type: 1, perms: 'account:custom:manage' });
    expect(records).toMatchObject({ path: '/customAccount/page', type: 1, perms: 'customAccount:view' });
    const ledgers = all.find((n) => n.code === 'accountManagement')!;
    expect(ledgers.children.map((c: Json) => c.code)).toEqual(expect.arrayContaining(['accountManagement-customAccount', 'customAccount']));
    expect(records!.meta.buttonAuth).toEqual(['customAccount:add', 'customAccount:edit', 'customAccount:delete', 'customAccount:export', 'customAccount:import']);
    const permissions = (await get('/user/center/info', admin, jiangsu)).data.permissions as string[];
    expect(permissions).toEqual(expect.arrayContaining(['account:custom:manage', 'customAccount:view', 'customAccount:export']));
  });

  it('gives the viewer the records page only: no designer, no buttons', async () => {
    const all = await menus(viewer, jiangsu);
    expect(all.find((n) => n.code === 'customAccount')?.meta.buttonAuth).toEqual([]);
    expect(all.some((n) => n.code === 'accountManagement-customAccount')).toBe(false);
    expect((await get('/customAccount/definition', viewer, jiangsu)).code).toBe(2010103);
  });

  it('keeps export and import of custom ledgers out of the trial edition', async () => {
    const all = await menus(admin, anhui);
    expect(all.find((n) => n.code === 'customAccount')?.meta.buttonAuth).toEqual(['customAccount:add', 'customAccount:edit', 'customAccount:delete']);
    const permissions = (await get('/user/center/info', admin, anhui)).data.permissions as string[];
    expect(permissions).toContain('customAccount:add');
    expect(permissions).not.toContain('customAccount:export');
  });
});
