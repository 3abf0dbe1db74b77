// Findings to risks (issue 16 item 6), on PGlite and PostgreSQL (TEST_DATABASE_URL): the crafted June
// 2024 defects (tests/crafted.ts) raise no risk at the default thresholds; with a system's thresholds
// lowered, each data-quality finding over them becomes one risk of the risk module — with the finding's
// evidence and a link to the assessment — and its handlers are notified, once: re-runs and a second
// system scoring the same data at the same time raise nothing new.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPES } from '../../../server/plugin-api';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { openDb } from '../../../server/db';
import { CLIENT_BASE, parsePeriod, RISK_FEED_RULES } from '../contract';
import { runScoring } from '../server/runs';
import { getSystem } from '../server/store';
import { createCraftedPoints, loadSeries } from './crafted';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let token: string;
let hebei: number;
let systemId: number;
let assessmentId: number;

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(token, hebei), payload: payload as object });
  return res.json() as Json;
};
const score = async (id: number) => {
  const run = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId: id, periodKey: '2024-06' });
  expect(run.code, JSON.stringify(run)).toBe(1000000);
};
const qualityRisks = async (): Promise<Json[]> => (await call('GET', '/enterprise-side-app/risk/page?source=quality&pageSize=50')).data.records;
const riskNotices = async (): Promise<number> =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notice WHERE type = $2 AND enterprise_id = $1`, [hebei, NOTICE_TYPES.risk])).rows[0].n;
const setFeed = async (id: number, riskFeed: Json) => {
  const system = (await call('GET', `${CLIENT_BASE}/system/${id}`)).data;
  const body = {
    name: system.name,
    periodType: system.periodType,
    levels: system.levels,
    items: system.items.map((i: Json) => ({ id: i.id, weight: i.weight, params: i.params })),
    riskFeed,
  };
  return call('PUT', `${CLIENT_BASE}/system/${id}`, body);
};
/** Thresholds the crafted defects cross: 87 % < 90 %, the 3-hour gap (not the 2-hour one), the 6-hour run, the ~110 % spike. */
const LOWERED = { thresholds: { dataTransfer: 90, missing: 3, continuousConstant: 6, mutation: 100 } };

beforeAll(async () => {
  t = await createTestApp();
  hebei = await t.enterpriseId('河北绿源环境工程有限公司');
  token = await t.login('13800000003', 'Demo@2024');
  const { water, gas } = await createCraftedPoints(call);
  await loadSeries(t.db, water, gas);
  const templates = await call('GET', `${CLIENT_BASE}/system/page?withTemplates=true&pageSize=50`);
  const template = templates.data.records.find((s: Json) => s.template && s.name === '环境行为评估（月度）');
  systemId = (await call('POST', `${CLIENT_BASE}/system/copy/${template.id}`, {})).data.id;
});
afterAll(async () => t?.close());

describe('data-quality findings raise risks', () => {
  it('raises nothing at the default thresholds (README), though the findings are there', async () => {
    expect((await call('GET', `${CLIENT_BASE}/system/${systemId}`)).data.riskFeed).toEqual({});
    await score(systemId);
    assessmentId = (await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${systemId}`)).data.records[0].id;
    const transfer = (await call('GET', `${CLIENT_BASE}/system/score/findings?assessmentId=${assessmentId}&ruleKey=dataTransfer`)).data.records;
    expect(transfer.map((f: Json) => f.measure)).toEqual([87]);
    expect(RISK_FEED_RULES.dataTransfer.default).toBeLessThan(87);
    expect(await qualityRisks()).toEqual([]);
  });

  it('refuses a threshold outside its rule’s bounds, naming the field', async () => {
    const answer = await setFeed(systemId, { thresholds: { dataTransfer: 101 } });
    expect(answer.code).toBe(2010102);
    expect(JSON.stringify(answer)).toContain('dataTransfer');
    expect((await setFeed(systemId, { thresholds: { nonsense: 1 } })).code).toBe(2010102);
  });

  it('with the system’s thresholds lowered, raises one risk per finding over them, with its evidence and a link', async () => {
    const saved = await setFeed(systemId, LOWERED);
    expect(saved.code).toBe(1000000);
    expect((await call('GET', `${CLIENT_BASE}/system/${systemId}`)).data.riskFeed).toEqual(LOWERED);
    const noticesBefore = await riskNotices();
    await score(systemId);
    const risks = await qualityRisks();
    expect(risks.map((r: Json) => [r.rule, r.pointName, r.factorCode, r.beginTime, r.level, r.status]).sort()).toEqual(
      [
        ['continuousConstant', '评估废水排口', 'w21003', '2024-06-05 04:00:00', 1, 0],
        ['dataTransfer', '评估废气排口', null, '2024-06-01 20:00:00', 1, 0],
        ['missing', '评估废水排口', 'w01018', '2024-06-02 16:00:00', 1, 0],
        ['mutation', '评估废水排口', 'w01018', '2024-06-13 12:00:00', 1, 0],
      ].sort(),
    );
    const transfer = risks.find((r: Json) => r.rule === 'dataTransfer')!;
    expect(transfer.title).toBe('评估废气排口 数据传输率低');
    const detail = (await call('GET', `/enterprise-side-app/risk/${transfer.id}`)).data;
    expect(detail.description).toContain('数据传输率 87%，低于风险阈值 90%');
    expect(detail.evidence).toMatchObject({ measure: 87, threshold: 90, riskThreshold: 90, period: '2024-06', hours: 91 });
    expect(detail.evidence.finding).toMatchObject({ expectedHours: 700, receivedHours: 609, gapCount: 3 });
    expect(detail.evidence.link).toEqual({ path: `/environmentAssessment/detail?id=${assessmentId}`, title: expect.stringContaining('2024-06') });
    const constant = (await call('GET', `/enterprise-side-app/risk/${risks.find((r: Json) => r.rule === 'continuousConstant')!.id}`)).data;
    expect(constant.evidence.values.map((v: Json) => v.value)).toEqual([1.234, 1.234, 1.234, 1.234, 1.234, 1.234]);
    // The evidence chart of the risk detail reads the point's series around the run.
    expect(constant.series.points.length).toBeGreaterThan(6);
    // Notified as risks are: every holder of the handle key, once per risk.
    const holders = (await t.db.query<{ n: number }>(`SELECT count(DISTINCT user_id)::int AS n FROM notice WHERE type = $2 AND enterprise_id = $1 AND biz_id = $3`, [hebei, NOTICE_TYPES.risk, String(transfer.id)])).rows[0].n;
    expect(holders).toBeGreaterThan(0);
    expect((await riskNotices()) - noticesBefore).toBe(4 * holders);
  });

  it('re-running, and a second system scoring the same data at the same time from another process, raise nothing new', async () => {
    const before = (await qualityRisks()).map((r: Json) => r.id).sort();
    const notices = await riskNotices();
    const copy = (await call('POST', `${CLIENT_BASE}/system/copy/${systemId}`, { name: '评估体系副本' })).data.id;
    expect((await call('GET', `${CLIENT_BASE}/system/${copy}`)).data.riskFeed).toEqual(LOWERED);
    // On PostgreSQL the copy is scored through a connection pool of its own, as another server process would.
    const other = t.databaseUrl ? await openDb({ dataDir: ':memory:', databaseUrl: t.databaseUrl }) : t.db;
    try {
      const copySystem = (await getSystem(other, hebei, copy))!;
      await Promise.all([score(systemId), runScoring(other, copySystem, parsePeriod('2024-06')!, { trigger: 'manual' })]);
    } finally {
      if (other !== t.db) await other.close();
    }
    await score(systemId);
    expect((await qualityRisks()).map((r: Json) => r.id).sort()).toEqual(before);
    expect(await riskNotices()).toBe(notices);
  });

  it('a rule switched off (null) or the whole feed off raises nothing more', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM risk WHERE enterprise_id = $1 AND source = 'quality'`, [hebei]);
    await t.db.query('DELETE FROM risk WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
    expect((await setFeed(systemId, { thresholds: { ...LOWERED.thresholds, dataTransfer: null } })).code).toBe(1000000);
    await score(systemId);
    expect((await qualityRisks()).map((r: Json) => r.rule).sort()).toEqual(['continuousConstant', 'missing', 'mutation']);
    await t.db.query(`DELETE FROM risk WHERE enterprise_id = $1 AND source = 'quality'`, [hebei]);
    expect((await setFeed(systemId, { ...LOWERED, enabled: false })).code).toBe(1000000);
    await score(systemId);
    expect(await qualityRisks()).toEqual([]);
  });
});
