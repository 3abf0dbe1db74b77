// 风险事件处置率 (issue 16 item 3) on PGlite and PostgreSQL (TEST_DATABASE_URL): risks in known states
// in July 2024, read through the core's risk reader, give exactly the rate, the proportional deduction
// and one finding per undisposed risk (its id, title, state and times) in the findings list and the
// abnormality export. Disposing of a risk and re-running raises the rate; a month without risks scores
// full. Without a risk keeper the rule says "no data": risk-disposal.test.ts.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { CLIENT_BASE, exportPath } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let token: string;
let hebei: number;
let systemId: number;
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(token, hebei), payload: payload as object });
  return res.json() as Json;
};

/** Risks of the fixture: [key, enterprise, source, status, begin time (China)]. */
type Fixture = [string, 'own' | 'other', string, number, string];
const FIXTURES: Fixture[] = [
  ['handled', 'own', 'overLimit', 1, '2024-07-02 08:00:00'],
  ['ignored', 'own', 'offline', 2, '2024-07-05 12:00:00'],
  ['notReleased', 'own', 'manual', 0, '2024-07-10 09:30:00'],
  ['approving', 'own', 'overLimit', 3, '2024-07-20 15:00:00'],
  ['rejected', 'own', 'manual', 4, '2024-07-31 23:59:59'],
  // Not counted: outside [2024-07-01, 2024-08-01) China time, the assessment's own quality risks, another enterprise.
  ['before', 'own', 'overLimit', 0, '2024-06-30 23:59:59'],
  ['after', 'own', 'overLimit', 0, '2024-08-01 00:00:00'],
  ['quality', 'own', 'quality', 0, '2024-07-15 00:00:00'],
  ['otherEnterprise', 'other', 'overLimit', 0, '2024-07-15 00:00:00'],
];
const ids: Record<string, number> = {};

async function insertRisks(other: number): Promise<void> {
  for (const [key, owner, source, status, begin] of FIXTURES) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO risk (enterprise_id, source, rule, level, title, begin_time, status, closed_at, created_at)
       VALUES ($1, $2, $2, 2, $3, $4::timestamptz, $5::smallint, CASE WHEN $5::smallint IN (1, 2) THEN $4::timestamptz + interval '1 day' END, $4::timestamptz + interval '1 minute') RETURNING id::float8 AS id`,
      [owner === 'own' ? hebei : other, source, `处置率测试 ${key}`, `${begin}+08`, status],
    );
    ids[key] = rows[0].id;
  }
}

const score = async (periodKey: string): Promise<number> => {
  const run = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey });
  expect(run.code, JSON.stringify(run)).toBe(1000000);
  const page = await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${systemId}&pageSize=50`);
  return page.data.records.find((a: Json) => a.periodKey === periodKey).id;
};
const riskItem = async (assessmentId: number) =>
  (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data.items.find((i: Json) => i.ruleKey === 'riskEventDisposalRate');
const findings = async (assessmentId: number) =>
  (await call('GET', `${CLIENT_BASE}/system/score/findings?assessmentId=${assessmentId}&ruleKey=riskEventDisposalRate&pageSize=50`)).data.records as Json[];
const iso = (china: string) => new Date(`${china.replace(' ', 'T')}+08:00`).toISOString();
const evidenceOf = (key: string, source: string, status: number, begin: string) => ({
  riskId: ids[key],
  title: `处置率测试 ${key}`,
  source,
  rule: source,
  level: 2,
  status,
  beginTime: iso(begin),
  createdAt: new Date(Date.parse(iso(begin)) + 60_000).toISOString(),
});

beforeAll(async () => {
  t = await createTestApp();
  hebei = await t.enterpriseId('河北绿源环境工程有限公司');
  const { rows } = await t.db.query<{ id: number }>('SELECT id::float8 AS id FROM enterprise WHERE id <> $1 ORDER BY id LIMIT 1', [hebei]);
  token = await t.login('13800000003', 'Demo@2024');
  const templates = await call('GET', `${CLIENT_BASE}/system/page?withTemplates=true&pageSize=50`);
  const template = templates.data.records.find((s: Json) => s.template && s.name === '环境行为评估（月度）');
  systemId = (await call('POST', `${CLIENT_BASE}/system/copy/${template.id}`, {})).data.id;
  await insertRisks(rows[0].id);
});
afterAll(async () => t?.close());

describe('risk event disposal rate', () => {
  it('rates the period’s risks: handled and ignored are disposed, 2 of 5 = 40 %, deducting 60 of 100', async () => {
    const assessmentId = await score('2024-07');
    const item = await riskItem(assessmentId);
    expect(item).toMatchObject({ measure: 40, measureStatus: 'ok', fullScore: 100, deduction: 60, score: 40, weight: 5, weightedScore: 2, findingCount: 3 });
    expect(item.summary).toEqual({ numerator: 2, denominator: 5 });
    const found = await findings(assessmentId);
    expect(found.map((f) => [f.recordId, f.beginTime, f.measure, f.threshold])).toEqual([
      [ids.notReleased, '2024-07-10 09:30:00', null, 100],
      [ids.approving, '2024-07-20 15:00:00', null, 100],
      [ids.rejected, '2024-07-31 23:59:59', null, 100],
    ]);
    expect(found.map((f) => f.evidence)).toEqual([
      evidenceOf('notReleased', 'manual', 0, '2024-07-10 09:30:00'),
      evidenceOf('approving', 'overLimit', 3, '2024-07-20 15:00:00'),
      evidenceOf('rejected', 'manual', 4, '2024-07-31 23:59:59'),
    ]);
  });

  it('lists the undisposed risks in the abnormality export, one row each with its id, time and state', async () => {
    const assessmentId = await score('2024-07');
    const res = await t.app.inject({ method: 'GET', url: `/api${exportPath('riskEventDisposalRate')}?assessmentId=${assessmentId}`, headers: t.headers(token, hebei) });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('风险事件处置率_河北绿源环境工程有限公司_2024-07');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    const col = (name: string) => header.indexOf(name);
    expect(rows.slice(1).map((r) => [r[col('记录编号')], r[col('开始时间')], r[header.length - 1]])).toEqual([
      [ids.notReleased, '2024-07-10 09:30:00', `风险 #${ids.notReleased}「处置率测试 notReleased」未下发`],
      [ids.approving, '2024-07-20 15:00:00', `风险 #${ids.approving}「处置率测试 approving」审批中`],
      [ids.rejected, '2024-07-31 23:59:59', `风险 #${ids.rejected}「处置率测试 rejected」已驳回`],
    ]);
  });

  it('after a risk is ignored with a reason, a re-run rates 3 of 5 = 60 % and no longer lists it', async () => {
    const ignored = await call('POST', `/enterprise-side-app/risk/${ids.notReleased}/ignore`, { reason: '误报，已核实' });
    expect(ignored.code, JSON.stringify(ignored)).toBe(1000000);
    const assessmentId = await score('2024-07');
    expect(await riskItem(assessmentId)).toMatchObject({ measure: 60, deduction: 40, score: 60, weightedScore: 3, findingCount: 2, summary: { numerator: 3, denominator: 5 } });
    expect((await findings(assessmentId)).map((f) => f.recordId)).toEqual([ids.approving, ids.rejected]);
  });

  it('scores a period without risks in full, with no findings', async () => {
    const assessmentId = await score('2024-09');
    expect(await riskItem(assessmentId)).toMatchObject({ measure: 100, measureStatus: 'ok', deduction: 0, score: 100, weightedScore: 5, findingCount: 0, summary: { numerator: 0, denominator: 0 } });
  });
});
