// Issue 18: a management group reads its member enterprises' risks (spec §2 /managementGroup/riskManagement),
// read-only; nothing of an enterprise outside the group, nothing for a user who is not the group's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/api/helpers/testApp';
import { caller, JIANGSU, PEOPLE, riskApp, ZHEJIANG, type Caller } from './helpers';

const GROUP = '绿源环境集团';

let t: TestApp;
let group: Caller;
let jiangsuRisk: number;
let zhejiangRisk: number;
let outsiderRisk: number;
let ids: { group: number; jiangsu: number; zhejiang: number; outsider: number };

beforeAll(async () => {
  t = await riskApp();
  await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('集团外企业', 0, 1, 1)`);
  ids = {
    group: await t.enterpriseId(GROUP),
    jiangsu: await t.enterpriseId(JIANGSU),
    zhejiang: await t.enterpriseId(ZHEJIANG),
    outsider: await t.enterpriseId('集团外企业'),
  };
  // 张伟 also administers the outsider, so its risk exists for a user who manages the group too.
  await t.db.query(
    `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT u.id, $1, r.id FROM app_user u, role r WHERE u.phone = $2 AND r.code = 'enterprise_admin' AND r.area = 'client'`,
    [ids.outsider, PEOPLE.zhang.phone],
  );
  const raise = async (enterpriseId: number, title: string) => (await (await caller(t, PEOPLE.zhang, enterpriseId))('POST', '/risk/manualProblem', { title, level: 2 })).data.id as number;
  jiangsuRisk = await raise(ids.jiangsu, '江苏成员的问题');
  zhejiangRisk = await raise(ids.zhejiang, '浙江成员的问题');
  outsiderRisk = await raise(ids.outsider, '集团外的问题');
  group = await caller(t, PEOPLE.zhang, ids.group);
});
afterAll(async () => t?.close());

describe('group risks', () => {
  it('lists the members’ risks with their enterprise, never an outsider’s', async () => {
    const page = await group('GET', '/group/risk/page?pageNum=1&pageSize=50');
    expect(page.code).toBe(1000000);
    const byId = new Map(page.data.records.map((r: { id: number; enterpriseName: string }) => [r.id, r.enterpriseName]));
    expect(byId.get(jiangsuRisk)).toBe(JIANGSU);
    expect(byId.get(zhejiangRisk)).toBe(ZHEJIANG);
    expect(byId.has(outsiderRisk)).toBe(false);
  });

  it('filters by one member; another enterprise as the filter is 2010103', async () => {
    const one = await group('GET', `/group/risk/page?pageNum=1&pageSize=50&enterpriseId=${ids.zhejiang}`);
    expect(one.data.records.map((r: { id: number }) => r.id)).toEqual([zhejiangRisk]);
    const foreign = await group('GET', `/group/risk/page?pageNum=1&pageSize=50&enterpriseId=${ids.outsider}`);
    expect(foreign.code).toBe(2010103);
    expect(JSON.stringify(foreign)).not.toContain('集团外的问题');
  });

  it('shows a member’s risk read-only and an outsider’s risk as missing', async () => {
    const detail = await group('GET', `/group/risk/${jiangsuRisk}`);
    expect(detail.code).toBe(1000000);
    expect(detail.data).toMatchObject({ title: '江苏成员的问题', enterpriseName: JIANGSU, actions: { handle: false, ignore: false, decide: false } });
    const outside = await group('GET', `/group/risk/${outsiderRisk}`);
    expect(outside.code).toBe(2010105);
    expect(JSON.stringify(outside)).not.toContain('集团外的问题');
  });

  it('answers 2010103 under a member enterprise and to a user without the group', async () => {
    const underMember = await (await caller(t, PEOPLE.zhang, ids.jiangsu))('GET', '/group/risk/page?pageNum=1&pageSize=10');
    expect(underMember.code).toBe(2010103);
    const viewer = await caller(t, PEOPLE.li, ids.group);
    expect((await viewer('GET', '/group/risk/page?pageNum=1&pageSize=10')).code).toBe(2010103);
    expect((await viewer('GET', `/group/risk/${jiangsuRisk}`)).code).toBe(2010103);
  });
});
