// The dashboard's board theme per user: group/screen/boardTheme and changeBoardTheme (spec §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

const BASE = '/api/enterprise-side-app/group/screen';
let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
});
afterAll(async () => t?.close());

const get = async (token: string) => (await t.app.inject({ method: 'GET', url: `${BASE}/boardTheme`, headers: t.headers(token) })).json();
const change = async (token: string, body: unknown) =>
  (await t.app.inject({ method: 'POST', url: `${BASE}/changeBoardTheme`, headers: { ...t.headers(token), 'content-type': 'application/json' }, payload: JSON.stringify(body) })).json();

describe('board theme', () => {
  it('is light (0) until chosen, then kept per user', async () => {
    expect(await get(admin)).toMatchObject({ code: 1000000, data: 0 });
    expect(await change(admin, { style: 1 })).toMatchObject({ code: 1000000, data: 1 });
    expect(await get(admin)).toMatchObject({ code: 1000000, data: 1 });
    expect(await get(viewer)).toMatchObject({ code: 1000000, data: 0 });
    expect(await change(admin, { style: 0 })).toMatchObject({ code: 1000000, data: 0 });
    expect(await get(admin)).toMatchObject({ data: 0 });
  });

  it('refuses other styles and anonymous callers', async () => {
    expect(await change(admin, { style: 2 })).toMatchObject({ code: 2010102 });
    expect(await change(admin, {})).toMatchObject({ code: 2010102 });
    expect(await change(admin, { style: 1, extra: true })).toMatchObject({ code: 2010102 });
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/boardTheme` });
    expect(anonymous.statusCode).toBe(401);
  });
});
