// The plugin's menus, grants and routes on the server, and the same product with PLUGINS_DISABLED=boao:
// no /boao menu in any routerList, every /boao route a 404, the rest untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../../data-providers/password';
import { buildApp } from '../../../server/app';
import type { ServerDb } from '../../../server/db';
import { prepareDatabase } from '../../../server/db/prepare';
import { discoverPlugins } from '../../../server/plugin-host/discover';
import { testConfig } from '../../../tests/api/helpers/testApp';
import { createTestDatabase } from '../../../tests/api/helpers/testDatabase';
import { API } from '../contract';
import type { Json } from './helpers';

/** The data centre's GET routes (the command route only takes POST). */
const GET_PATHS = Object.values(API).filter((path) => path !== API.command);

let db: ServerDb;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase({ schemas: [], seed: true });
  db = database.db;
  drop = database.drop;
});
afterAll(() => drop?.());

async function appWith(disabled: string[]) {
  const plugins = await discoverPlugins({ disabled });
  await prepareDatabase(db, { schemas: [], seed: true, plugins });
  const app = await buildApp({ config: testConfig(), db, schemas: [], plugins, logger: false, storage: false });
  await app.ready();
  const token = async (phone: string) =>
    (await app.inject({ method: 'POST', url: '/api/enterprise-side-app/auth/login/phonePassword', payload: { phone, password: prehashPassword('Demo@2024'), clientType: 0 } })).json().data.token as string;
  const enterprise = async (name: string) => (await db.query<{ id: number }>('SELECT id FROM enterprise WHERE name = $1', [name])).rows[0].id;
  const get = async (url: string, auth: string, enterpriseId: number) =>
    app.inject({ method: 'GET', url: `/api/enterprise-side-app${url}`, headers: { authorization: auth, enterprise_id: String(enterpriseId) } });
  const codes = async (auth: string, enterpriseId: number) => {
    const out: string[] = [];
    const walk = (nodes: Json[]) => nodes.forEach((n) => (out.push(n.code), walk(n.children ?? [])));
    walk((await get('/menu/routerList', auth, enterpriseId)).json().data);
    return out;
  };
  return { app, token, enterprise, get, codes };
}

describe('with the plugin', () => {
  it('puts the data centre in the sidebar of its users, with the buttons their role holds', async () => {
    const on = await appWith([]);
    const zhejiang = await on.enterprise('浙江清泉水务有限公司');
    const admin = await on.codes(await on.token('13800000001'), zhejiang);
    expect(admin).toEqual(expect.arrayContaining(['boao', 'boao-data', 'boao-history', 'boao-consume', 'boao-reach', 'boao-technology', 'boao-monthlyEmission', 'boao-cloudControl', 'boao-intelligentTechnology', 'boao-videoMonitoring']));
    expect(admin).toEqual(expect.arrayContaining(['boao-cloudControl-command', 'boao-technology-export', 'boao-consume-edit']));
    // The read-only role sees every page, none of the command, entry or export buttons.
    const viewer = await on.codes(await on.token('13800000002'), zhejiang);
    expect(viewer).toEqual(expect.arrayContaining(['boao-data', 'boao-cloudControl', 'boao-technology']));
    expect(viewer.filter((c) => /-(command|export|edit|apply)$/.test(c) && c.startsWith('boao'))).toEqual([]);
    const { rows } = await db.query<{ name: string }>(`SELECT name FROM menu WHERE code = 'boao' AND active`);
    expect(rows).toEqual([{ name: '水厂数据中心' }]);
    // A customer module: not part of the trial edition.
    const trial = await db.query(`SELECT 1 FROM edition_menu em JOIN menu m ON m.id = em.menu_id WHERE em.edition_id = 2 AND m.code LIKE 'boao%'`);
    expect(trial.rows).toEqual([]);
    // Every route answers (here with the envelope's parameter error: the query lacks its fields).
    const token = await on.token('13800000001');
    for (const path of GET_PATHS) expect((await on.get(`${path}?plantId=1`, token, zhejiang)).statusCode, path).toBe(200);
    await on.app.close();
  });
});

describe('PLUGINS_DISABLED=boao', () => {
  it('leaves no /boao menu and no /boao route, and the rest of the product as it was', async () => {
    const off = await appWith(['boao']);
    const token = await off.token('13800000001');
    const zhejiang = await off.enterprise('浙江清泉水务有限公司');
    const codes = await off.codes(token, zhejiang);
    expect(codes.filter((c) => c.startsWith('boao'))).toEqual([]);
    expect(codes).toContain('onlineMonitoring-page');
    for (const path of GET_PATHS) {
      const res = await off.get(`${path}?plantId=1`, token, zhejiang);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await off.app.inject({ method: 'GET', url: '/api/plugins' })).json().data.enabled).not.toContain('boao');
    const openapi = (await off.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths).filter((path) => path.includes('/boao/'))).toEqual([]);
    // Its tables and data stay for when it comes back.
    expect((await db.query('SELECT id FROM boao_plant')).rows).toHaveLength(1);
    expect((await off.get('/onlineMonitoring/page', token, zhejiang)).json().code).toBe(1000000);
    await off.app.close();

    const back = await appWith([]);
    const again = await back.codes(await back.token('13800000001'), zhejiang);
    expect(again).toContain('boao-cloudControl-command');
    expect((await back.get(`${API.plants}`, await back.token('13800000001'), zhejiang)).json().data).toHaveLength(1);
    await back.app.close();
  });
});
