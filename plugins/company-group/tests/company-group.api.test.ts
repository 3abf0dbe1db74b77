// Issue 18: the group dashboard's overview (GET group/screen/overview) covers the group's members only,
// counts monitoring of the effective ones, and answers 2010103 outside a group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { beijingDayStart } from '../server/routes';

const URL = '/api/enterprise-side-app/group/screen/overview';
const GROUP = '绿源环境集团';
const JIANGSU = '江苏绿源化工有限公司';
const SHANGHAI = '上海绿源固废处置有限公司';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
});
afterAll(() => t?.close());

async function overview(token: string, enterprise: string): Promise<Json> {
  return (await t.app.inject({ method: 'GET', url: URL, headers: t.headers(token, await t.enterpriseId(enterprise)) })).json();
}

describe('group overview', () => {
  it('lists every member with its monitoring counts, the totals over the effective ones', async () => {
    const body = await overview(admin, GROUP);
    expect(body.code).toBe(1000000);
    const members = body.data.members as Json[];
    const byName = new Map(members.map((m) => [m.name, m]));
    const jiangsuPoints = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_point WHERE enterprise_id = $1', [await t.enterpriseId(JIANGSU)]);
    expect(byName.get(JIANGSU)).toMatchObject({ effective: true, points: jiangsuPoints.rows[0].n, longitude: 120.553912, latitude: 31.299034 });
    expect(jiangsuPoints.rows[0].n).toBeGreaterThan(0);
    // A disabled member is listed but read nothing of.
    expect(byName.get(SHANGHAI)).toMatchObject({ effective: false, points: 0, onlinePoints: 0, alarmsToday: 0 });
    expect(body.data.totals.members).toBe(members.length);
    expect(body.data.totals.effectiveMembers).toBe(members.filter((m) => m.effective).length);
    expect(body.data.totals.points).toBe(members.reduce((n, m) => n + m.points, 0));
  });

  it('counts today’s values outside the alarm limits of a member', async () => {
    const jiangsu = await t.enterpriseId(JIANGSU);
    const { rows } = await t.db.query<{ point_id: number; factor_code: string; alarm_max: number }>(
      `SELECT pf.point_id::float8 AS point_id, pf.factor_code, pf.alarm_max FROM monitor_point_factor pf JOIN monitor_point p ON p.id = pf.point_id
        WHERE p.enterprise_id = $1 AND pf.alarm_max IS NOT NULL LIMIT 1`,
      [jiangsu],
    );
    expect(rows.length).toBe(1);
    const before = (await overview(admin, GROUP)).data.members.find((m: Json) => m.name === JIANGSU).alarmsToday;
    await t.db.query(
      `INSERT INTO monitor_value (point_id, factor_code, level, data_time, value) VALUES ($1, $2, 0, now(), $3)
       ON CONFLICT DO NOTHING`,
      [rows[0].point_id, rows[0].factor_code, Number(rows[0].alarm_max) + 100],
    );
    const after = (await overview(admin, GROUP)).data.members.find((m: Json) => m.name === JIANGSU).alarmsToday;
    expect(after).toBe(before + 1);
  });

  it('answers 2010103 under an enterprise and to a user without the group', async () => {
    expect((await overview(admin, JIANGSU)).code).toBe(2010103);
    const foreign = await overview(viewer, GROUP);
    expect(foreign.code).toBe(2010103);
    expect(JSON.stringify(foreign)).not.toContain(JIANGSU);
  });

  it('starts the day at 00:00 Beijing time', () => {
    // 2024-01-01 15:30 UTC is 23:30 in Beijing: the day began at 16:00 UTC the day before.
    expect(beijingDayStart(Date.UTC(2024, 0, 1, 15, 30)).toISOString()).toBe('2023-12-31T16:00:00.000Z');
    // 16:30 UTC is 00:30 the next Beijing day.
    expect(beijingDayStart(Date.UTC(2024, 0, 1, 16, 30)).toISOString()).toBe('2024-01-01T16:00:00.000Z');
  });
});
