// Issue 18: the group dashboard ranks the group's members by their latest assessment score
// (GET environment/evaluation/group/ranking); an enterprise outside the group never appears, and only a
// group's user gets an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { GROUP_RANKING_PATH } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const NAMES = { group: '绿源环境集团', jiangsu: '江苏绿源化工有限公司', zhejiang: '浙江清泉水务有限公司', anhui: '安徽绿源新材料有限公司' };

async function assess(enterprise: number, periodKey: string, month: number, score: number): Promise<void> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO ea_system (owner_enterprise_id, name, period_type, levels) VALUES ($1, '月度评价', 'month', '[]'::jsonb) RETURNING id`,
    [enterprise],
  );
  await t.db.query(
    `INSERT INTO ea_assessment (system_id, enterprise_id, period_key, period_begin, period_end, evaluated_until, total_score, level_name)
     VALUES ($1, $2, $3, make_timestamptz(2024, $4, 1, 0, 0, 0, 'Asia/Shanghai'), make_timestamptz(2024, $4 + 1, 1, 0, 0, 0, 'Asia/Shanghai'),
             make_timestamptz(2024, $4 + 1, 1, 0, 0, 0, 'Asia/Shanghai'), $5, '良好')`,
    [rows[0].id, enterprise, periodKey, month, score],
  );
}

async function ranking(token: string, enterprise: number): Promise<Json> {
  return (await t.app.inject({ method: 'GET', url: `/api${GROUP_RANKING_PATH}`, headers: t.headers(token, enterprise) })).json();
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  for (const [k, name] of Object.entries(NAMES)) ids[k] = await t.enterpriseId(name);
  await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('集团外企业', 0, 1, 1)`);
  ids.outsider = await t.enterpriseId('集团外企业');
  admin = await t.login('13800000001', 'Demo@2024');
});
afterAll(() => t?.close());

describe('group ranking by assessment score', () => {
  it('is empty while no member has a score', async () => {
    const body = await ranking(admin, ids.group);
    expect(body).toMatchObject({ code: 1000000, data: [] });
  });

  it('ranks each member by its latest assessment, ties sharing a rank, and leaves outsiders out', async () => {
    await assess(ids.jiangsu, '2024-05', 5, 95); // older period: replaced by June's
    await assess(ids.jiangsu, '2024-06', 6, 80);
    await assess(ids.zhejiang, '2024-06', 6, 88.5);
    await assess(ids.anhui, '2024-06', 6, 80);
    await assess(ids.outsider, '2024-06', 6, 99);
    const body = await ranking(admin, ids.group);
    expect(body.code).toBe(1000000);
    expect(body.data.map((r: Json) => [r.enterpriseName, r.rank, r.totalScore, r.periodKey])).toEqual([
      [NAMES.zhejiang, 1, 88.5, '2024-06'],
      [NAMES.anhui, 2, 80, '2024-06'],
      [NAMES.jiangsu, 2, 80, '2024-06'],
    ]);
  });

  it('answers 2010103 under an enterprise and to a user without the group', async () => {
    expect((await ranking(admin, ids.jiangsu)).code).toBe(2010103);
    const viewer = await t.login('13800000002', 'Demo@2024');
    const foreign = await ranking(viewer, ids.group);
    expect(foreign.code).toBe(2010103);
    expect(JSON.stringify(foreign)).not.toContain(NAMES.zhejiang);
  });
});
