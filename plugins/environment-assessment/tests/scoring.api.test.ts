// Crafted series with known defects, scored through the API on PGlite (and PostgreSQL with
// TEST_DATABASE_URL): 5 missing COD hours in two gaps, a 6-hour constant NH3-N run, one COD spike, an
// outlet whose transfer rate is 87 %, plus ledger rows with one expired item, two of four required
// ledgers kept and one hazardous-waste transfer without manifest. The scores, findings and the
// abnormality exports must show exactly those, a re-run must replace them, and the job must pick periods.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { CLIENT_BASE, exportPath, RULE_KEYS, type RuleKey } from '../contract';
import { rankAssessments } from '../server/results';
import { scheduledScoring } from '../server/runs';
import { COD_SPIKE, COD_SPIKE_VALUE, craftedWaterValue, createCraftedPoints, hourOf, loadSeries, NH3_CONSTANT, NH3_CONSTANT_VALUE } from './crafted';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let token: string;
let hebei: number;
let systemId: number;
let assessmentId: number;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = token) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(who, hebei), payload: payload as object });
  return res.json() as Json;
};

async function loadLedgers(): Promise<void> {
  const common = `recorder, record_time, enterprise_id`;
  await t.db.query(
    `INSERT INTO ledger_emergency_supplies (name, category, quantity, unit, location, keeper, status, expiry_date, check_date, ${common}) VALUES
      ('吸附棉', '3', 20, '包', '仓库A', '王芳', '1', '2025-12-31', '2024-06-15', '王芳', '2024-05-10 09:00:00', $1),
      ('防毒面具', '1', 10, '个', '仓库A', '王芳', '1', '2024-06-20', '2024-06-15', '王芳', '2024-05-10 09:00:00', $1)`,
    [hebei],
  );
  await t.db.query(
    `INSERT INTO ledger_material (name, material_type, purchase_date, purchase_qty, ${common}) VALUES ('片碱', '2', '2024-06-03', 5, '王芳', '2024-06-03 10:00:00', $1)`,
    [hebei],
  );
  await t.db.query(
    `INSERT INTO ledger_drug_use_record (use_date, facility_code, chemical_name, purpose, add_time, quantity, unit, operator, ${common})
     VALUES ('2024-06-04', 'TF001', 'PAC', '1', '2024-06-04 08:00:00', 50, 'kg', '王芳', '王芳', '2024-06-04 09:00:00', $1)`,
    [hebei],
  );
  await t.db.query(
    `INSERT INTO ledger_waste_warehouse_send_out (batch_code, send_out_time, waste_name, hw_category, hw_code, quantity, unit, storage_facility_code, handler, transporter,
       disposal_method, manifest_no, ${common}) VALUES
      ('CK-202406-01', '2024-06-10 10:00:00', '废矿物油', 'HW08', '900-249-08', 1.5, 't', 'ZC001', '王芳', '王芳', '2', NULL, '王芳', '2024-06-10 11:00:00', $1),
      ('CK-202406-02', '2024-06-20 10:00:00', '废活性炭', 'HW49', '900-039-49', 0.8, 't', 'ZC001', '王芳', '王芳', '2', 'LD2024062001', '王芳', '2024-06-20 11:00:00', $1)`,
    [hebei],
  );
}

let water: number;
let gas: number;

beforeAll(async () => {
  t = await createTestApp();
  hebei = await t.enterpriseId('河北绿源环境工程有限公司');
  token = await t.login('13800000003', 'Demo@2024');
  ({ water, gas } = await createCraftedPoints(call));
  await loadSeries(t.db, water, gas);
  await loadLedgers();
});
afterAll(async () => t?.close());

const findings = async (rule: RuleKey) => (await call('GET', `${CLIENT_BASE}/system/score/findings?assessmentId=${assessmentId}&ruleKey=${rule}&pageSize=50`)).data;

async function exportRows(rule: RuleKey) {
  const res = await t.app.inject({ method: 'GET', url: `/api${exportPath(rule)}?assessmentId=${assessmentId}`, headers: t.headers(token, hebei) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  book.worksheets[0].eachRow((r) => values.push((r.values as unknown[]).slice(1)));
  return { disposition: decodeURIComponent(String(res.headers['content-disposition'])), header: values[0], rows: values.slice(1) };
}

describe('scoring crafted series', () => {
  it('copies the monthly template into the enterprise and scores June 2024', async () => {
    const templates = await call('GET', `${CLIENT_BASE}/system/page?withTemplates=true&pageSize=50`);
    const template = templates.data.records.find((s: Json) => s.template && s.name === '环境行为评估（月度）');
    expect(template).toBeDefined();
    const copy = await call('POST', `${CLIENT_BASE}/system/copy/${template.id}`, {});
    expect(copy.code).toBe(1000000);
    systemId = copy.data.id;
    const own = await call('GET', `${CLIENT_BASE}/system/${systemId}`);
    expect(own.data.template).toBe(false);
    expect(own.data.items).toHaveLength(15);

    const run = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-06' });
    expect(run.code).toBe(1000000);
    expect(run.data).toMatchObject({ periodKey: '2024-06', enterpriseCount: 1, evaluatedUntil: '2024-07-01 00:00:00' });
    const page = await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${systemId}`);
    expect(page.data.total).toBe(1);
    assessmentId = page.data.records[0].id;
  });

  it('finds exactly the crafted defects, with their evidence', async () => {
    const missing = await findings('missing');
    expect(missing.records.map((f: Json) => [f.pointCode, f.factorCode, f.beginTime, f.endTime, f.hours])).toEqual([
      ['DW901', 'w01018', '2024-06-02 16:00:00', '2024-06-02 19:00:00', 3],
      ['DW901', 'w01018', '2024-06-21 20:00:00', '2024-06-21 22:00:00', 2],
    ]);
    // The constant run: its series, span and every value of it (the crafted hours at 1.234).
    const constant = await findings('continuousConstant');
    expect(constant.records.map((f: Json) => [f.pointCode, f.factorCode, f.beginTime, f.endTime, f.hours, f.measure])).toEqual([
      ['DW901', 'w21003', hourOf(NH3_CONSTANT[0]), hourOf(NH3_CONSTANT[5] + 1), 6, NH3_CONSTANT_VALUE],
    ]);
    expect(constant.records[0].evidence.values).toEqual(NH3_CONSTANT.map((h) => [hourOf(h), NH3_CONSTANT_VALUE]));
    // The spike: its hour, and the values before, at and after it as the crafted series holds them.
    const [before, after] = [craftedWaterValue('w01018', COD_SPIKE - 1), craftedWaterValue('w01018', COD_SPIKE + 1)];
    const spikes = await findings('mutation');
    expect(spikes.records.map((f: Json) => [f.pointCode, f.factorCode, f.beginTime, f.endTime, f.hours, f.measure])).toEqual([
      ['DW901', 'w01018', hourOf(COD_SPIKE), hourOf(COD_SPIKE + 1), 1, COD_SPIKE_VALUE],
    ]);
    expect(spikes.records[0].evidence).toMatchObject({
      previous: before,
      value: COD_SPIKE_VALUE,
      next: after,
      values: [[hourOf(COD_SPIKE - 1), before], [hourOf(COD_SPIKE), COD_SPIKE_VALUE], [hourOf(COD_SPIKE + 1), after]],
    });
    const transfer = await findings('dataTransfer');
    expect(transfer.records).toHaveLength(1);
    expect(transfer.records[0]).toMatchObject({ pointCode: 'DA901', hours: 91, measure: 87 });
    expect(transfer.records[0].evidence).toMatchObject({ expectedHours: 700, receivedHours: 609, gapCount: 3 });
    expect(transfer.records[0].evidence.gaps[0]).toEqual({ begin: '2024-06-07 06:00:00', end: '2024-06-08 12:00:00', hours: 30 });
    for (const clean of ['concentration', 'compliance', 'low', 'high', 'emissionsMutation', 'riskEventDisposalRate'] as const) {
      expect((await findings(clean)).total, clean).toBe(0);
    }
    const supplies = await findings('emergencySuppliesComplianceRate');
    expect(supplies.records.map((f: Json) => [f.evidence.name, f.evidence.reasons])).toEqual([['防毒面具', ['expired']]]);
    const material = await findings('environmentalMaterial');
    expect(material.records.map((f: Json) => f.evidence.module).sort()).toEqual(['facilityOperation', 'onlineDeviceMaintenance']);
    const manifests = await findings('hazardousWasteTransferSheetMissing');
    expect(manifests.records.map((f: Json) => f.evidence.batchCode)).toEqual(['CK-202406-01']);
  });

  it('scores each indicator from those findings with the template’s deductions and weights', async () => {
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    const byRule = Object.fromEntries(detail.items.filter((i: Json) => i.ruleKey).map((i: Json) => [i.ruleKey, i]));
    // measure → deduction (README "Templates") → score out of 100 → weighted by the item's weight.
    const expected: Record<RuleKey, [number | null, number, number]> = {
      concentration: [0, 100, 15],
      compliance: [100, 100, 10],
      dataTransfer: [93.59, 80, 8], // (720 + 609) / (720 + 700) hours → step 90–95 % deducts 20
      missing: [5, 90, 5.4], // 5 h × 2
      continuousConstant: [1, 80, 4.8], // 1 run × 20
      low: [0, 100, 4],
      high: [0, 100, 4],
      mutation: [1, 90, 4.5], // 1 spike × 10
      emissionsMutation: [0, 100, 5],
      emergencySuppliesComplianceRate: [50, 50, 4], // 1 of 2 items in order, proportional
      environmentalMaterial: [50, 50, 4], // 2 of 4 ledgers kept
      hazardousWasteTransferSheetMissing: [1, 75, 6], // 1 × 25
      riskEventDisposalRate: [100, 100, 5], // no risk began in June (the quality risks of the risk feed are not counted): full score
    };
    for (const rule of RULE_KEYS) {
      expect([byRule[rule].measure, byRule[rule].score, byRule[rule].weightedScore], rule).toEqual(expected[rule]);
    }
    expect(byRule.riskEventDisposalRate).toMatchObject({ measureStatus: 'ok', summary: { numerator: 0, denominator: 0 } });
    const selects = detail.items.filter((i: Json) => i.kind === 'select');
    expect(selects.map((i: Json) => [i.score, i.measureStatus])).toEqual([[0, 'default'], [0, 'default']]);
    expect(detail.totalScore).toBe(79.7);
    expect(detail.levelName).toBe('中');
    expect(detail.findingCount).toBe(2 + 1 + 1 + 1 + 1 + 2 + 1);
  });

  it('exports each abnormality list as xlsx named by content-disposition, one row per finding', async () => {
    const missing = await exportRows('missing');
    expect(missing.disposition).toContain('数据缺失_河北绿源环境工程有限公司_2024-06');
    expect(missing.disposition).toContain('.xlsx');
    expect(missing.header).toContain('开始时间');
    expect(missing.rows.map((r) => [r[3], r[4], r[6], r[8]])).toEqual([
      ['DW901', 'w01018', '2024-06-02 16:00:00', 3],
      ['DW901', 'w01018', '2024-06-21 20:00:00', 2],
    ]);
    // Constant run and spike rows: series, span, values, and the explanation that names them.
    const constant = await exportRows('continuousConstant');
    expect(constant.rows).toEqual([
      ['河北绿源环境工程有限公司', '2024-06', '评估废水排口', 'DW901', 'w21003', '氨氮', hourOf(NH3_CONSTANT[0]), hourOf(NH3_CONSTANT[5] + 1), 6, NH3_CONSTANT_VALUE, 6, undefined /* no ledger record */, `连续 6 小时恒为 ${NH3_CONSTANT_VALUE}`],
    ]);
    const [before, after] = [craftedWaterValue('w01018', COD_SPIKE - 1), craftedWaterValue('w01018', COD_SPIKE + 1)];
    const spike = await exportRows('mutation');
    expect(spike.rows).toHaveLength(1);
    expect(spike.rows[0].slice(0, 10)).toEqual(['河北绿源环境工程有限公司', '2024-06', '评估废水排口', 'DW901', 'w01018', '化学需氧量', hourOf(COD_SPIKE), hourOf(COD_SPIKE + 1), 1, COD_SPIKE_VALUE]);
    // The threshold the spike crossed: previous + 100 % × max(previous, 10 % of the 50 mg/L limit) (README "mutation").
    expect(spike.rows[0][10]).toBeCloseTo(before + Math.max(before, 5), 3);
    expect(spike.rows[0][12]).toBe(`前值 ${before}，当前 ${COD_SPIKE_VALUE}，后值 ${after}`);
    const transfer = await exportRows('dataTransfer');
    expect(transfer.rows).toHaveLength(1);
    expect(transfer.rows[0][9]).toBe(87);
    expect(String(transfer.rows[0][12])).toContain('应收 700 小时，实收 609 小时');
    const counts: Partial<Record<RuleKey, number>> = { missing: 2, continuousConstant: 1, mutation: 1, dataTransfer: 1, emergencySuppliesComplianceRate: 1, environmentalMaterial: 2, hazardousWasteTransferSheetMissing: 1 };
    for (const rule of RULE_KEYS) expect((await exportRows(rule)).rows.length, rule).toBe(counts[rule] ?? 0);
  });

  it('re-runs idempotently, and a data correction changes the score', async () => {
    const again = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-06' });
    expect(again.code).toBe(1000000);
    const page = await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${systemId}`);
    expect(page.data.records.map((r: Json) => [r.id, r.totalScore, r.findingCount])).toEqual([[assessmentId, 79.7, 9]]);
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ea_finding WHERE assessment_id = $1', [assessmentId]);
    expect(stored.rows[0].n).toBe(9);

    await loadSeries(t.db, water, gas, true); // the late COD values arrive
    await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-06' });
    expect((await findings('missing')).total).toBe(0);
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    expect(detail.totalScore).toBe(80.3); // missing 0 h: 6 instead of 5.4
    expect(detail.levelName).toBe('良');
  });

  it('answers a selection indicator: the answer is kept and the total follows', async () => {
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    const permit = detail.items.find((i: Json) => i.name === '持有有效排污许可证');
    const answered = await call('PUT', `${CLIENT_BASE}/system/score/answer`, { assessmentId, itemId: permit.itemId, optionIndex: 0 });
    expect(answered.code).toBe(1000000);
    const after = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    expect(after.totalScore).toBe(83.3);
    expect(after.answers[permit.itemId]).toBe(0);
    expect(after.items.find((i: Json) => i.itemId === permit.itemId)).toMatchObject({ score: 100, measureStatus: 'answered' });
    const bad = await call('PUT', `${CLIENT_BASE}/system/score/answer`, { assessmentId, itemId: permit.itemId, optionIndex: 5 });
    expect(bad.code).toBe(2010102);
    expect(JSON.stringify(bad.data)).toContain('optionIndex');
  });

  it('ranks a set of enterprises and shows the trend', async () => {
    expect(await rankAssessments(t.db, systemId, '2024-06', [hebei])).toEqual([expect.objectContaining({ rank: 1, enterpriseId: hebei, totalScore: 83.3 })]);
    expect(await rankAssessments(t.db, systemId, '2024-06', [])).toEqual([]);
    await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-05' });
    const detail = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    expect(detail.trend.map((p: Json) => p.periodKey)).toEqual(['2024-05', '2024-06']);
  });

  it('refuses bad input, a second run of the same period, other enterprises and missing keys', async () => {
    const wrongType = await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-Q2' });
    expect(wrongType.code).toBe(2010102);
    expect(JSON.stringify(wrongType.data)).toContain('periodKey');
    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2999-01' })).code).toBe(2010102);
    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: 'June' })).code).toBe(2010102);

    await t.db.query(`INSERT INTO ea_run (system_id, period_key, trigger, status) VALUES ($1, '2024-04', 'manual', 'running')`, [systemId]);
    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-04' })).code).toBe(2010108);

    const system = (await call('GET', `${CLIENT_BASE}/system/${systemId}`)).data;
    const items = system.items.map((i: Json) => ({ id: i.id, weight: i.weight }));
    items[0].weight += 1;
    const unbalanced = await call('PUT', `${CLIENT_BASE}/system/${systemId}`, { name: system.name, periodType: 'month', levels: system.levels, items });
    expect(unbalanced.code).toBe(2010102);
    expect(JSON.stringify(unbalanced.data)).toContain('items');

    // 张伟 works for other enterprises: this assessment does not exist for him.
    const other = await t.login('13800000001', 'Demo@2024');
    const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
    const foreign = await t.app.inject({ method: 'GET', url: `/api${CLIENT_BASE}/system/score/${assessmentId}`, headers: t.headers(other, jiangsu) });
    expect(foreign.json().code).toBe(2010105);
    const foreignExport = await t.app.inject({ method: 'GET', url: `/api${exportPath('missing')}?assessmentId=${assessmentId}`, headers: t.headers(other, jiangsu) });
    expect(foreignExport.json().code).toBe(2010105);
    // The read-only role sees results but may not score.
    const viewer = await t.login('13800000002', 'Demo@2024');
    const viewed = await t.app.inject({ method: 'GET', url: `/api${CLIENT_BASE}/system/score/page`, headers: t.headers(viewer, jiangsu) });
    expect(viewed.json().code).toBe(1000000);
    const refused = await t.app.inject({ method: 'POST', url: `/api${CLIENT_BASE}/system/score/calculate`, headers: t.headers(viewer, jiangsu), payload: { systemId, periodKey: '2024-06' } });
    expect(refused.json().code).toBe(2010103);
  });

  it('the scheduled job scores the last finished period once and refreshes the running one', async () => {
    const silent = { info: () => undefined, error: () => undefined, warn: () => undefined, child: () => silent } as never;
    const ctx = { db: t.db, log: silent, signal: new AbortController().signal };
    const now = Date.parse('2024-08-02T04:00:00Z'); // 2024-08-02 12:00 in China: July finished, August running
    await scheduledScoring(ctx, now);
    await scheduledScoring(ctx, now);
    const runs = await t.db.query<{ period_key: string; trigger: string; n: number }>(
      `SELECT period_key, trigger, count(*)::int AS n FROM ea_run WHERE system_id = $1 AND trigger = 'job' GROUP BY period_key, trigger ORDER BY period_key`,
      [systemId],
    );
    expect(runs.rows).toEqual([
      { period_key: '2024-07', trigger: 'job', n: 1 },
      { period_key: '2024-08', trigger: 'job', n: 1 },
    ]);
    const august = await call('GET', `${CLIENT_BASE}/system/score/page?systemId=${systemId}&periodKey=2024-08`);
    expect(august.data.records[0].evaluatedUntil).toBe('2024-08-02 12:00:00');
  });

  it('the system’s own thresholds decide the findings and the score', async () => {
    const before = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    const item = (rule: RuleKey, detail: Json = before) => detail.items.find((i: Json) => i.ruleKey === rule);
    expect([item('continuousConstant').findingCount, item('mutation').findingCount, item('dataTransfer').findingCount]).toEqual([1, 1, 1]);
    // Longer constant runs only (7 h), spikes only above 200 % and transfer below 85 %: the 6-hour run, the
    // spike (≈ +110 %) and the 87 % outlet are no longer defects under this system.
    const system = (await call('GET', `${CLIENT_BASE}/system/${systemId}`)).data;
    const changed: Partial<Record<RuleKey, Record<string, number>>> = {
      continuousConstant: { waterHours: 7 },
      mutation: { changePercent: 200 },
      dataTransfer: { thresholdPercent: 85 },
    };
    const items = system.items.map((i: Json) => ({ id: i.id, weight: i.weight, ...(i.ruleKey ? { params: { ...i.params, ...(changed[i.ruleKey as RuleKey] ?? {}) } } : {}) }));
    const saved = await call('PUT', `${CLIENT_BASE}/system/${systemId}`, { name: system.name, periodType: system.periodType, levels: system.levels, riskFeed: system.riskFeed, items });
    expect(saved.code).toBe(1000000);
    expect((await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-06' })).code).toBe(1000000);

    for (const rule of ['continuousConstant', 'mutation', 'dataTransfer'] as const) {
      expect((await findings(rule)).total, rule).toBe(0);
      expect((await exportRows(rule)).rows, rule).toEqual([]);
    }
    const after = (await call('GET', `${CLIENT_BASE}/system/score/${assessmentId}`)).data;
    // Count rules score full marks now; the transfer item's deduction follows its measure (93.59 %), not the finding threshold.
    expect([item('continuousConstant', after).score, item('mutation', after).score]).toEqual([100, 100]);
    expect(item('dataTransfer', after)).toMatchObject({ measure: item('dataTransfer').measure, score: item('dataTransfer').score });
    const gained = ['continuousConstant', 'mutation'].reduce((n, rule) => n + ((100 - item(rule as RuleKey).score) / 100) * item(rule as RuleKey).weight, 0);
    expect(after.totalScore).toBeCloseTo(before.totalScore + gained, 2);
    expect(after.findingCount).toBe(before.findingCount - 3);

    // Stricter than the default: transfer below 95 % flags the 87 % outlet again, with 95 as its threshold.
    const stricter = items.map((i: Json) => {
      const rule = system.items.find((s: Json) => s.id === i.id).ruleKey;
      return rule === 'dataTransfer' ? { ...i, params: { ...i.params, thresholdPercent: 95 } } : i;
    });
    expect((await call('PUT', `${CLIENT_BASE}/system/${systemId}`, { name: system.name, periodType: system.periodType, levels: system.levels, riskFeed: system.riskFeed, items: stricter })).code).toBe(1000000);
    await call('POST', `${CLIENT_BASE}/system/score/calculate`, { systemId, periodKey: '2024-06' });
    const transfer = await findings('dataTransfer');
    expect(transfer.records.map((f: Json) => [f.pointCode, f.measure, f.threshold])).toEqual([['DA901', 87, 95]]);
  });
});
