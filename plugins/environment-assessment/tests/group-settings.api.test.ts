// Issue 18: a management group keeps its own indicators and evaluation systems under
// /managementGroup (customIndicator, selectIndicator, evaluationSystem), copying the back office's
// templates. The group's records are its own: a member enterprise does not see them, a member's records
// are not the group's, and only the group's user under the group reaches the group routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { CLIENT_BASE, GROUP_SETTING_BASE } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let group: number;
let jiangsu: number;
const TEMPLATE = '环境行为评估（月度）';

async function call(token: string, enterprise: number, method: string, path: string, body?: object, extra: Record<string, string> = {}): Promise<Json> {
  const res = await t.app.inject({ method: method as 'GET', url: `/api${path}`, headers: { ...t.headers(token, enterprise), ...extra }, ...(body ? { payload: body } : {}) });
  return res.json();
}
const asGroup = (method: string, path: string, body?: object) => call(admin, group, method, `${GROUP_SETTING_BASE}${path}`, body);

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
  group = await t.enterpriseId('绿源环境集团');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
});
afterAll(() => t?.close());

describe('a group’s own evaluation settings', () => {
  let systemId: number;

  it('lists the templates, copies one into the group and changes a weight', async () => {
    const page = await asGroup('GET', '/system/page?withTemplates=true&pageSize=50');
    expect(page.code).toBe(1000000);
    const template = page.data.records.find((s: Json) => s.template && s.name === TEMPLATE);
    expect(template).toBeDefined();
    const copy = await asGroup('POST', `/system/copy/${template.id}`, {});
    expect(copy.code).toBe(1000000);
    systemId = copy.data.id;

    const own = await asGroup('GET', `/system/${systemId}`);
    expect(own.data).toMatchObject({ template: false, name: TEMPLATE });
    const items = own.data.items as Json[];
    // 15 → 10 on the first item, 10 → 15 on the second: the total stays 100.
    const body = {
      name: own.data.name,
      periodType: own.data.periodType,
      levels: own.data.levels,
      items: items.map((i, n) => ({ id: i.id, weight: n === 0 ? i.weight - 5 : n === 1 ? i.weight + 5 : i.weight })),
    };
    expect((await asGroup('PUT', `/system/${systemId}`, body)).code).toBe(1000000);
    const edited = await asGroup('GET', `/system/${systemId}`);
    expect(edited.data.items.map((i: Json) => i.weight).slice(0, 2)).toEqual([items[0].weight - 5, items[1].weight + 5]);

    const mine = await asGroup('GET', '/system/page?pageSize=50');
    expect(mine.data.records.map((s: Json) => [s.id, s.template])).toEqual([[systemId, false]]);
  });

  it('adds, edits and deletes its own selection indicators', async () => {
    const body = { name: '集团应急演练', category: '风险防控', options: [{ label: '是', score: 100 }, { label: '否', score: 0 }] };
    const added = await asGroup('POST', '/indicator/select', body);
    expect(added.code).toBe(1000000);
    expect((await asGroup('PUT', `/indicator/select/${added.data.id}`, { ...body, description: '每季度一次' })).code).toBe(1000000);
    const page = await asGroup('GET', '/indicator/select/page');
    expect(page.data.records.map((r: Json) => [r.name, r.description])).toEqual([['集团应急演练', '每季度一次']]);
    expect((await asGroup('POST', '/indicator/select', body)).code).toBe(2010108);
    expect((await asGroup('DELETE', `/indicator/select/${added.data.id}`)).code).toBe(1000000);
    expect((await asGroup('GET', '/indicator/select/page')).data.total).toBe(0);
  });

  it('keeps the group’s records and a member’s apart', async () => {
    // The member's own settings do not list the group's system, nor may it open it.
    const memberPage = await call(admin, jiangsu, 'GET', `${CLIENT_BASE}/system/page?pageSize=50`);
    expect(memberPage.code).toBe(1000000);
    expect(memberPage.data.records.map((s: Json) => s.id)).not.toContain(systemId);
    expect((await call(admin, jiangsu, 'GET', `${CLIENT_BASE}/system/${systemId}`)).code).toBe(2010105);
    // A member's own system is not the group's.
    const memberCopy = await call(admin, jiangsu, 'POST', `${CLIENT_BASE}/system/copy/${systemId}`, {});
    expect(memberCopy.code).toBe(2010105);
  });

  it('answers 2010103 under a member enterprise, through a member scope, and to a member’s own user', async () => {
    for (const [token, enterprise, extra] of [
      [admin, jiangsu, {}],
      [admin, group, { member_enterprise_id: String(jiangsu) }],
      [viewer, jiangsu, {}],
      [viewer, group, {}],
    ] as const) {
      const read = await call(token, enterprise, 'GET', `${GROUP_SETTING_BASE}/system/${systemId}`, undefined, extra);
      expect(read.code).toBe(2010103);
      expect(JSON.stringify(read)).not.toContain(TEMPLATE);
      const write = await call(token, enterprise, 'POST', `${GROUP_SETTING_BASE}/system/copy/${systemId}`, {}, extra);
      expect(write.code).toBe(2010103);
    }
    expect((await asGroup('GET', '/system/page?pageSize=50')).data.total).toBe(1);
  });
});
