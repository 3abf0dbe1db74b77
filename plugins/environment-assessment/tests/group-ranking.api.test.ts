// Issues 16 and 18: the group dashboard ranks the group's members under ONE of the group's systems and ONE
// period (GET environment/evaluation/group/ranking?systemId&periodKey), by default the group's most
// recently scored one; GET …/ranking/choices lists what can be compared. Scores of another system (the
// group's second one, a member's own), of another period, and of enterprises outside the group never
// enter a ranking, and only a group's user gets an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { GROUP_RANKING_PATH } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const systems: Record<string, number> = {};
const NAMES = { group: '绿源环境集团', jiangsu: '江苏绿源化工有限公司', zhejiang: '浙江清泉水务有限公司', anhui: '安徽绿源新材料有限公司' };

async function system(owner: number, name: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO ea_system (owner_enterprise_id, name, period_type, levels) VALUES ($1, $2, 'month', '[]'::jsonb) RETURNING id::float8 AS id`,
    [owner, name],
  );
  return rows[0].id;
}

/** An assessment of `enterprise` by `systemId` for June/May 2024, written `minutesAgo` minutes ago. */
async function assess(systemId: number, enterprise: number, periodKey: '2024-05' | '2024-06', score: number, minutesAgo: number): Promise<void> {
  const month = Number(periodKey.slice(5));
  await t.db.query(
    `INSERT INTO ea_assessment (system_id, enterprise_id, period_key, period_begin, period_end, evaluated_until, total_score, level_name, computed_at)
     VALUES ($1, $2, $3, make_timestamptz(2024, $4, 1, 0, 0, 0, 'Asia/Shanghai'), make_timestamptz(2024, $4 + 1, 1, 0, 0, 0, 'Asia/Shanghai'),
             make_timestamptz(2024, $4 + 1, 1, 0, 0, 0, 'Asia/Shanghai'), $5, '良', now() - make_interval(mins => $6))`,
    [systemId, enterprise, periodKey, month, score, minutesAgo],
  );
}

async function get(path: string, token = admin, enterprise = ids.group): Promise<Json> {
  return (await t.app.inject({ method: 'GET', url: `/api${path}`, headers: t.headers(token, enterprise) })).json();
}
const ranking = (query = '') => get(`${GROUP_RANKING_PATH}${query}`);
const rows = (body: Json) => body.data.records.map((r: Json) => [r.enterpriseName, r.rank, r.totalScore]);

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  for (const [k, name] of Object.entries(NAMES)) ids[k] = await t.enterpriseId(name);
  await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('集团外企业', 0, 1, 1)`);
  ids.outsider = await t.enterpriseId('集团外企业');
  admin = await t.login('13800000001', 'Demo@2024');
  systems.a = await system(ids.group, '集团月度评价A');
  systems.b = await system(ids.group, '集团月度评价B');
  systems.own = await system(ids.jiangsu, '江苏自评');
});
afterAll(() => t?.close());

describe('group ranking of one system and one period', () => {
  it('is empty while no group system has scored a member', async () => {
    await assess(systems.own, ids.jiangsu, '2024-06', 100, 1); // the member's own system: not the group's
    expect(await ranking()).toMatchObject({ code: 1000000, data: { choice: null, records: [] } });
    expect(await get(`${GROUP_RANKING_PATH}/choices`)).toMatchObject({ code: 1000000, data: [] });
  });

  it('ranks only the chosen system and period; by default the most recently scored', async () => {
    // System A, June (scored 30 minutes ago) and May (an hour ago); system B, June (10 minutes ago).
    await assess(systems.a, ids.zhejiang, '2024-05', 99, 60);
    await assess(systems.a, ids.jiangsu, '2024-06', 95, 30);
    await assess(systems.a, ids.zhejiang, '2024-06', 70, 30);
    await assess(systems.a, ids.anhui, '2024-06', 80, 30);
    await assess(systems.a, ids.outsider, '2024-06', 99, 30); // not a member: never ranked
    await assess(systems.b, ids.jiangsu, '2024-06', 60, 10);
    await assess(systems.b, ids.zhejiang, '2024-06', 90, 10);
    await assess(systems.b, ids.anhui, '2024-06', 90, 10);

    const choices = await get(`${GROUP_RANKING_PATH}/choices`);
    expect(choices.data.map((c: Json) => [c.systemName, c.periodKey])).toEqual([
      ['集团月度评价B', '2024-06'],
      ['集团月度评价A', '2024-06'],
      ['集团月度评价A', '2024-05'],
    ]);

    const byDefault = await ranking();
    expect(byDefault.data.choice).toMatchObject({ systemId: systems.b, systemName: '集团月度评价B', periodKey: '2024-06', periodType: 'month' });
    expect(rows(byDefault)).toEqual([
      [NAMES.anhui, 1, 90],
      [NAMES.zhejiang, 1, 90],
      [NAMES.jiangsu, 3, 60],
    ]);

    // System A, June: B's scores, A's May (浙江 99), the member's own system (江苏 100) and the outsider are left out.
    const june = await ranking(`?systemId=${systems.a}&periodKey=2024-06`);
    expect(june.data.choice).toMatchObject({ systemId: systems.a, periodKey: '2024-06' });
    expect(rows(june)).toEqual([
      [NAMES.jiangsu, 1, 95],
      [NAMES.anhui, 2, 80],
      [NAMES.zhejiang, 3, 70],
    ]);
    expect(june.data.records.every((r: Json) => typeof r.assessmentId === 'number' && r.findingCount === 0)).toBe(true);

    const may = await ranking(`?systemId=${systems.a}&periodKey=2024-05`);
    expect(rows(may)).toEqual([[NAMES.zhejiang, 1, 99]]);
    // A system alone: its most recently scored period.
    expect((await ranking(`?systemId=${systems.a}`)).data.choice.periodKey).toBe('2024-06');
    // A period the system did not score: nothing to rank.
    expect((await ranking(`?systemId=${systems.a}&periodKey=2024-04`)).data).toEqual({ choice: null, records: [] });
  });

  it('refuses a system that is not the group’s, a period without a system and bad input', async () => {
    expect((await ranking(`?systemId=${systems.own}&periodKey=2024-06`)).code).toBe(2010105);
    const noSystem = await ranking('?periodKey=2024-06');
    expect(noSystem.code).toBe(2010102);
    expect(JSON.stringify(noSystem.data)).toContain('systemId');
    expect((await ranking(`?systemId=${systems.a}&periodKey=June`)).code).toBe(2010102);
  });

  it('answers 2010103 under an enterprise, through a member scope and to a user without the group', async () => {
    expect((await get(GROUP_RANKING_PATH, admin, ids.jiangsu)).code).toBe(2010103);
    const scoped = await t.app.inject({ method: 'GET', url: `/api${GROUP_RANKING_PATH}`, headers: { ...t.headers(admin, ids.group), member_enterprise_id: String(ids.jiangsu) } });
    expect(scoped.json().code).toBe(2010103);
    const viewer = await t.login('13800000002', 'Demo@2024');
    for (const path of [GROUP_RANKING_PATH, `${GROUP_RANKING_PATH}/choices`]) {
      const foreign = await get(path, viewer, ids.group);
      expect(foreign.code).toBe(2010103);
      expect(JSON.stringify(foreign)).not.toContain(NAMES.zhejiang);
    }
  });
});
