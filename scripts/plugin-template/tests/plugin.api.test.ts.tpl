// __NAME__ through the whole server: the envelope, the permission keys of its manifest, the enterprise scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

let t: TestApp;
let admin: string;
let viewer: string;
let jiangsu: number;
let zhejiang: number;

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, token: string, enterpriseId: number, payload?: object) =>
  (await t.app.inject({ method, url: `/api/enterprise-side-app/__CAMEL__${url}`, headers: t.headers(token, enterpriseId), payload })).json();

describe('__NAME__', () => {
  it('lists the demo entry in the envelope and adds one for a holder of the edit key', async () => {
    const before = await call('GET', '/page', admin, jiangsu);
    expect(before).toMatchObject({ code: 1000000, data: { total: 1, records: [{ title: '__TITLE_ZH__示例' }] } });
    expect((await call('POST', '', admin, jiangsu, { title: '  第二条  ' })).code).toBe(1000000);
    const after = await call('GET', '/page?pageNum=1&pageSize=10', admin, jiangsu);
    expect(after.data.total).toBe(2);
    expect(after.data.records[0].title).toBe('第二条');
  });

  it('refuses the add without the edit key and a bad title, naming the field', async () => {
    expect((await call('GET', '/page', viewer, jiangsu)).code).toBe(1000000);
    expect((await call('POST', '', viewer, jiangsu, { title: 'x' })).code).toBe(2010103);
    const bad = await call('POST', '', admin, jiangsu, { title: '   ' });
    expect(bad.code).toBe(2010102);
    expect(JSON.stringify(bad.data)).toContain('title');
  });

  it("never shows one enterprise's entries to another", async () => {
    expect((await call('GET', '/page', admin, zhejiang)).data.total).toBe(0);
  });
});
