// Issue 18 / spec §2: customIndicator and selectIndicator have a copy, like evaluationSystem, in the
// enterprise, group and back-office areas: an indicator of the caller's own or a template becomes a new
// own indicator with the same rule, parameters, deductions or options; names stay unique per owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { ADMIN_BASE, CLIENT_BASE, GROUP_SETTING_BASE } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let client: string;
let viewer: string;
let operator: string;
let group: number;
let jiangsu: number;
let zhejiang: number;

async function call(token: string, enterprise: number | null, method: string, path: string, body?: object): Promise<Json> {
  const headers = enterprise === null ? { authorization: token } : t.headers(token, enterprise);
  const res = await t.app.inject({ method: method as 'GET', url: `/api${path}`, headers, ...(body ? { payload: body } : {}) });
  return res.json();
}
/** The first template of a kind, read through the client area (templates are offered to copy). */
async function template(kind: 'custom' | 'select'): Promise<Json> {
  const page = await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/${kind}/page?withTemplates=true&pageSize=50`);
  const found = page.data.records.find((r: Json) => r.template);
  expect(found, `a ${kind} template`).toBeDefined();
  return found;
}
const definition = (r: Json) => ({ kind: r.kind, category: r.category, fullScore: r.fullScore, ruleKey: r.ruleKey, params: r.params, deduction: r.deduction, options: r.options, description: r.description });

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  client = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
  operator = await t.adminLogin('admin', 'Admin@2024');
  group = await t.enterpriseId('绿源环境集团');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
});
afterAll(() => t?.close());

describe('copying indicators', () => {
  it('copies a template scoring indicator into the enterprise with its rule, parameters and deductions, numbering repeated copies', async () => {
    const source = await template('custom');
    const first = await call(client, jiangsu, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${source.id}`, {});
    expect(first.code).toBe(1000000);
    const copy = (await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/${first.data.id}`)).data;
    expect(copy).toMatchObject({ template: false, name: source.name });
    expect(definition(copy)).toEqual(definition(source));
    // The same source again: the name is taken in the enterprise, so the copy is numbered.
    const second = await call(client, jiangsu, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${source.id}`, null as unknown as object);
    expect((await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/${second.data.id}`)).data.name).toBe(`${source.name}(2)`);
    // A name asked for must be free; an own indicator can be copied too.
    const taken = await call(client, jiangsu, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${first.data.id}`, { name: source.name });
    expect(taken.code).toBe(2010108);
    const named = await call(client, jiangsu, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${first.data.id}`, { name: ' 废水达标（本厂） ' });
    expect((await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/${named.data.id}`)).data.name).toBe('废水达标（本厂）');
    const own = await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/page?pageSize=50`);
    expect(own.data.total).toBe(3);
  });

  it('refuses another kind’s id, another enterprise’s indicator and a caller without the edit key', async () => {
    const select = await template('select');
    expect((await call(client, jiangsu, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${select.id}`, {})).code).toBe(2010105);
    const mine = (await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/page?pageSize=10`)).data.records[0];
    expect((await call(client, zhejiang, 'POST', `${CLIENT_BASE}/indicator/custom/copy/${mine.id}`, {})).code).toBe(2010105);
    expect((await call(viewer, jiangsu, 'POST', `${CLIENT_BASE}/indicator/select/copy/${select.id}`, {})).code).toBe(2010103);
    // Nothing was stored by the refusals.
    expect((await call(client, zhejiang, 'GET', `${CLIENT_BASE}/indicator/custom/page?pageSize=50`)).data.total).toBe(0);
    expect((await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/select/page?pageSize=50`)).data.total).toBe(0);
  });

  it('copies a template selection indicator into a group, which its members do not see', async () => {
    const source = await template('select');
    const copied = await call(client, group, 'POST', `${GROUP_SETTING_BASE}/indicator/select/copy/${source.id}`, {});
    expect(copied.code).toBe(1000000);
    const own = (await call(client, group, 'GET', `${GROUP_SETTING_BASE}/indicator/select/page`)).data.records;
    expect(own.map((r: Json) => [r.id, r.template, r.name])).toEqual([[copied.data.id, false, source.name]]);
    expect(definition(own[0])).toEqual(definition(source));
    expect((await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/select/${copied.data.id}`)).code).toBe(2010105);
    // The group route under a member enterprise is refused.
    expect((await call(client, jiangsu, 'POST', `${GROUP_SETTING_BASE}/indicator/select/copy/${source.id}`, {})).code).toBe(2010103);
  });

  it('copies a template into a new template in the back office', async () => {
    const source = await template('custom');
    const copied = await call(operator, null, 'POST', `${ADMIN_BASE}/indicator/custom/copy/${source.id}`, {});
    expect(copied.code).toBe(1000000);
    const read = (await call(operator, null, 'GET', `${ADMIN_BASE}/indicator/custom/${copied.data.id}`)).data;
    expect(read).toMatchObject({ template: true, name: `${source.name}(2)` });
    expect(definition(read)).toEqual(definition(source));
    // Enterprise users read it as one more template.
    const offered = await call(client, jiangsu, 'GET', `${CLIENT_BASE}/indicator/custom/page?withTemplates=true&pageSize=50`);
    expect(offered.data.records.some((r: Json) => r.id === copied.data.id && r.template)).toBe(true);
  });
});
