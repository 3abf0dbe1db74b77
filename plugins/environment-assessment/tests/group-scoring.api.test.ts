// Issue 16 with issue 18: a management group's evaluation system scores every effective member
// enterprise of the group from the member's own data — on demand (POST group/…/system/score/calculate)
// and by the scheduled job — and never the group itself nor an ineffective member. The group reads each
// result through the member scope and answers the selection items of its systems for a member (only that
// member is scored again); the member sees the result read-only (it neither re-scores nor answers the
// group's system). Crafted series (tests/crafted.ts) on 江苏 show that the group's system judged 江苏's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { CLIENT_BASE, GROUP_RANKING_PATH, GROUP_SCORE_BASE, GROUP_SETTING_BASE } from '../contract';
import { scheduledScoring } from '../server/runs';
import { createCraftedPoints, loadSeries } from './crafted';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
let admin: string;
let viewer: string;
let group: number;
let jiangsu: number;
let hebei: number;
/** The group's effective members as the group's member list names them. */
let effective: number[];
let groupSystem: number;
let ownSystem: number;
const TEMPLATE = '环境行为评估（月度）';

async function call(method: Method, path: string, opts: { token?: string; enterprise?: number; member?: number; body?: unknown } = {}): Promise<Json> {
  const headers = { ...t.headers(opts.token ?? admin, opts.enterprise ?? group), ...(opts.member ? { member_enterprise_id: String(opts.member) } : {}) };
  const res = await t.app.inject({ method, url: `/api${path}`, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
  return res.json();
}
/** A member's assessments read by the group through the member scope. */
const memberPage = (member: number, query: string) => call('GET', `${CLIENT_BASE}/system/score/page?${query}`, { member });

async function copyTemplate(base: string, enterprise: number): Promise<number> {
  const page = await call('GET', `${base}/system/page?withTemplates=true&pageSize=50`, { enterprise });
  const template = page.data.records.find((s: Json) => s.template && s.name === TEMPLATE);
  const copy = await call('POST', `${base}/system/copy/${template.id}`, { enterprise, body: {} });
  expect(copy.code).toBe(1000000);
  return copy.data.id;
}

async function assessmentsOf(systemId: number, periodKey: string) {
  const { rows } = await t.db.query<{ enterprise: number; total: number; computed: string }>(
    `SELECT enterprise_id::float8 AS enterprise, total_score AS total, computed_at::text AS computed FROM ea_assessment WHERE system_id = $1 AND period_key = $2 ORDER BY enterprise_id`,
    [systemId, periodKey],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024'); // 李娜: read-only user of 江苏
  group = await t.enterpriseId('绿源环境集团');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  hebei = await t.enterpriseId('河北绿源环境工程有限公司');
  const members = await call('GET', '/enterprise-side-app/group/memberList');
  effective = members.data.filter((m: Json) => m.effective).map((m: Json) => m.id).sort((a: number, b: number) => a - b);
  // The demo group has ineffective members too (expired, disabled): they must be left out.
  expect(members.data.length).toBeGreaterThan(effective.length);
  const asJiangsu = (method: 'POST', url: string, payload: unknown) => call(method, url, { enterprise: jiangsu, body: payload });
  const { water, gas } = await createCraftedPoints(asJiangsu);
  await loadSeries(t.db, water, gas);
  groupSystem = await copyTemplate(GROUP_SETTING_BASE, group);
});
afterAll(async () => t?.close());

describe('a group’s system scores its members', () => {
  it('scores every effective member from its own data, and nobody else', async () => {
    const run = await call('POST', `${GROUP_SCORE_BASE}/calculate`, { body: { systemId: groupSystem, periodKey: '2024-06' } });
    expect(run.code).toBe(1000000);
    expect(run.data).toMatchObject({ periodKey: '2024-06', enterpriseCount: effective.length });
    expect((await assessmentsOf(groupSystem, '2024-06')).map((a) => a.enterprise)).toEqual(effective);

    for (const member of effective) {
      const page = await memberPage(member, `systemId=${groupSystem}`);
      expect(page.code).toBe(1000000);
      expect(page.data.records.map((r: Json) => [r.enterpriseId, r.systemOwnerId, r.periodKey])).toEqual([[member, group, '2024-06']]);
    }
    // 江苏's crafted defects, judged by the group's system: the two missing-COD gaps and the constant run.
    const assessment = (await memberPage(jiangsu, `systemId=${groupSystem}`)).data.records[0];
    const missing = await call('GET', `${CLIENT_BASE}/system/score/findings?assessmentId=${assessment.id}&ruleKey=missing`, { member: jiangsu });
    expect(missing.data.records.map((f: Json) => [f.pointCode, f.beginTime, f.hours])).toEqual([
      ['DW901', '2024-06-02 16:00:00', 3],
      ['DW901', '2024-06-21 20:00:00', 2],
    ]);
    const constant = await call('GET', `${CLIENT_BASE}/system/score/findings?assessmentId=${assessment.id}&ruleKey=continuousConstant`, { member: jiangsu });
    expect(constant.data.records.map((f: Json) => [f.factorCode, f.beginTime, f.hours])).toEqual([['w21003', '2024-06-05 04:00:00', 6]]);

    const runs = await t.db.query<{ enterprise_count: number; trigger: string; status: string }>(`SELECT enterprise_count, trigger, status FROM ea_run WHERE system_id = $1`, [groupSystem]);
    expect(runs.rows).toEqual([{ enterprise_count: effective.length, trigger: 'manual', status: 'done' }]);
    // The dashboard's ranking compares exactly this run by default.
    const ranking = await call('GET', GROUP_RANKING_PATH);
    expect(ranking.data.choice).toMatchObject({ systemId: groupSystem, periodKey: '2024-06' });
    expect(ranking.data.records.map((r: Json) => r.enterpriseId).sort((a: number, b: number) => a - b)).toEqual(effective);
  });

  it('shows the member its result read-only: no re-scoring, no answers to the group’s system', async () => {
    const page = await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${groupSystem}`, { enterprise: jiangsu });
    expect(page.data.records.map((r: Json) => [r.systemOwnerId, r.enterpriseId])).toEqual([[group, jiangsu]]);
    const systems = await call('GET', `${CLIENT_BASE}/system/score/systems`, { enterprise: jiangsu });
    expect(systems.data).toEqual([expect.objectContaining({ id: groupSystem, ownerEnterpriseId: group, periodType: 'month' })]);
    expect((await call('GET', `${CLIENT_BASE}/system/score/systems`, { token: viewer, enterprise: jiangsu })).data.map((s: Json) => s.id)).toEqual([groupSystem]);
    const assessmentId = page.data.records[0].id;
    const detail = await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`, { enterprise: jiangsu });
    expect(detail.code).toBe(1000000);

    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { enterprise: jiangsu, body: { systemId: groupSystem, periodKey: '2024-06' } })).code).toBe(2010105);
    const permit = detail.data.items.find((i: Json) => i.kind === 'select');
    const answer = await call('PUT', `${CLIENT_BASE}/system/score/answer`, { enterprise: jiangsu, body: { assessmentId, itemId: permit.itemId, optionIndex: 0 } });
    expect(answer.code).toBe(2010105);
    const stored = await t.db.query('SELECT 1 FROM ea_answer WHERE enterprise_id = $1', [jiangsu]);
    expect(stored.rows).toEqual([]);
  });

  it('lets the group answer a member’s selection item: only that member is scored again', async () => {
    const before = await assessmentsOf(groupSystem, '2024-06');
    const assessmentId = (await memberPage(jiangsu, `systemId=${groupSystem}`)).data.records[0].id;
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`, { member: jiangsu })).data;
    const permit = detail.items.find((i: Json) => i.kind === 'select');
    expect(permit).toMatchObject({ score: 0, measureStatus: 'default' });

    const bad = await call('PUT', `${GROUP_SCORE_BASE}/answer`, { body: { assessmentId, itemId: permit.itemId, optionIndex: 5 } });
    expect(bad.code).toBe(2010102);
    expect(JSON.stringify(bad.data)).toContain('optionIndex');
    const answered = await call('PUT', `${GROUP_SCORE_BASE}/answer`, { body: { assessmentId, itemId: permit.itemId, optionIndex: 0 } });
    expect(answered.code).toBe(1000000);
    expect(answered.data.enterpriseCount).toBe(1);

    const after = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`, { member: jiangsu })).data;
    expect(after.answers[permit.itemId]).toBe(0);
    expect(after.items.find((i: Json) => i.itemId === permit.itemId)).toMatchObject({ score: 100, measureStatus: 'answered' });
    expect(after.totalScore).toBeCloseTo(detail.totalScore + permit.weight, 2);
    // The other members' results were not written again.
    const others = (rows: Awaited<ReturnType<typeof assessmentsOf>>) => rows.filter((a) => a.enterprise !== jiangsu);
    expect(others(await assessmentsOf(groupSystem, '2024-06'))).toEqual(others(before));
  });

  it('scores a member’s own system for that member only, and keeps it out of the group’s hands', async () => {
    ownSystem = await copyTemplate(CLIENT_BASE, jiangsu);
    const own = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { enterprise: jiangsu, body: { systemId: ownSystem, periodKey: '2024-06' } });
    expect(own.data.enterpriseCount).toBe(1);
    expect((await assessmentsOf(ownSystem, '2024-06')).map((a) => a.enterprise)).toEqual([jiangsu]);
    // The group neither runs nor answers a member's own system.
    expect((await call('POST', `${GROUP_SCORE_BASE}/calculate`, { body: { systemId: ownSystem, periodKey: '2024-06' } })).code).toBe(2010105);
    const ownAssessment = (await memberPage(jiangsu, `systemId=${ownSystem}`)).data.records[0];
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${ownAssessment.id}`, { member: jiangsu })).data;
    const permit = detail.items.find((i: Json) => i.kind === 'select');
    expect((await call('PUT', `${GROUP_SCORE_BASE}/answer`, { body: { assessmentId: ownAssessment.id, itemId: permit.itemId, optionIndex: 0 } })).code).toBe(2010105);
    // Nor an assessment of an enterprise outside the group, even by one of the group's systems.
    const outsider = await t.db.query<{ id: number }>(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('集团外企业', 0, 1, 1) RETURNING id::float8 AS id`);
    const foreign = await t.db.query<{ id: number }>(
      `INSERT INTO ea_assessment (system_id, enterprise_id, period_key, period_begin, period_end, evaluated_until, total_score)
       VALUES ($1, $2, '2024-06', '2024-06-01 00:00+08', '2024-07-01 00:00+08', '2024-07-01 00:00+08', 50) RETURNING id::float8 AS id`,
      [groupSystem, outsider.rows[0].id],
    );
    expect((await call('PUT', `${GROUP_SCORE_BASE}/answer`, { body: { assessmentId: foreign.rows[0].id, itemId: permit.itemId, optionIndex: 0 } })).code).toBe(2010105);
    await t.db.query('DELETE FROM ea_assessment WHERE id = $1', [foreign.rows[0].id]);
  });

  it('refuses the group routes outside the group scope and bad periods', async () => {
    const body = { systemId: groupSystem, periodKey: '2024-06' };
    // The client route does not run a group's system, not even for the group's own user under the group.
    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { body })).code).toBe(2010103);
    for (const opts of [{ enterprise: jiangsu }, { member: jiangsu }, { token: viewer }, { token: viewer, enterprise: jiangsu }]) {
      const refused = await call('POST', `${GROUP_SCORE_BASE}/calculate`, { ...opts, body });
      expect(refused.code, JSON.stringify(opts)).toBe(2010103);
    }
    const wrongType = await call('POST', `${GROUP_SCORE_BASE}/calculate`, { body: { systemId: groupSystem, periodKey: '2024-Q2' } });
    expect(wrongType.code).toBe(2010102);
    expect(JSON.stringify(wrongType.data)).toContain('periodKey');
    expect((await call('POST', `${GROUP_SCORE_BASE}/calculate`, { body: { systemId: groupSystem, periodKey: '2999-01' } })).code).toBe(2010102);
    await t.db.query(`INSERT INTO ea_run (system_id, period_key, trigger, status) VALUES ($1, '2024-04', 'manual', 'running')`, [groupSystem]);
    expect((await call('POST', `${GROUP_SCORE_BASE}/calculate`, { body: { systemId: groupSystem, periodKey: '2024-04' } })).code).toBe(2010108);
  });

  it('the scheduled job scores the group’s system over the effective members', async () => {
    const silent = { info: () => undefined, error: () => undefined, warn: () => undefined, child: () => silent } as never;
    const now = Date.parse('2024-08-02T04:00:00Z'); // 2024-08-02 12:00 in China: July finished
    await scheduledScoring({ db: t.db, log: silent, signal: new AbortController().signal }, now);
    const runs = await t.db.query<{ enterprise_count: number }>(`SELECT enterprise_count FROM ea_run WHERE system_id = $1 AND period_key = '2024-07' AND trigger = 'job'`, [groupSystem]);
    expect(runs.rows).toEqual([{ enterprise_count: effective.length }]);
    expect((await assessmentsOf(groupSystem, '2024-07')).map((a) => a.enterprise)).toEqual(effective);
    // The member's own system still scores the member alone; 河北, a member without it, is not scored by it.
    expect((await assessmentsOf(ownSystem, '2024-07')).map((a) => a.enterprise)).toEqual([jiangsu]);
    expect(effective).toContain(hebei);
  });
});
