// Issue 18 item 5: seasonal shutdown periods (停运期) in a point's risk settings — saved and shown back,
// unreal month-days refused naming the field, old settings without periods still read — and the detector
// raising nothing for the point while China time is inside a period (one that wraps the new year too),
// and raising again outside it. The clock is fixed by the tests: never today's date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/api/helpers/testApp';
import { runDetection } from '../server/detect';
import { caller, createPoint, JIANGSU, PEOPLE, riskApp, risksOfPoint, sendCod, type Caller, type Json, type TestPoint } from './helpers';

let t: TestApp;
let zhang: Caller;
let jiangsu: number;
let point: TestPoint;
const MIN = 60_000;
const WINTER = { start: '11-15', end: '03-15', note: '采暖季停产' };

/** Fixed instants (in the past, so the ingest accepts readings before them). */
const NEW_YEARS_EVE = Date.parse('2025-12-31T23:30:00+08:00');
const NEW_YEARS_DAY = Date.parse('2026-01-01T10:00:00+08:00');
const LAST_DAY = Date.parse('2026-03-15T23:00:00+08:00');
const AFTER = Date.parse('2026-03-16T12:00:00+08:00');

beforeAll(async () => {
  t = await riskApp();
  jiangsu = await t.enterpriseId(JIANGSU);
  zhang = await caller(t, PEOPLE.zhang, jiangsu);
  point = await createPoint(zhang, 'SD01');
});
afterAll(async () => t?.close());

const detectAt = (now: number) => runDetection(t.db, { now: new Date(now), enterpriseIds: [jiangsu] });
const save = (body: Json) => zhang('PUT', '/pointManagement/riskSetting', { pointId: point.id, ...body });

/** Over-limit COD readings (alarm ≤ 50) in the half hour before `now`, and a logger silent for two hours. */
async function exceedAndFallSilent(now: number): Promise<void> {
  expect(await sendCod(t, point, [[now - 30 * MIN, 80], [now - 29 * MIN, 90]])).toEqual(['stored', 'stored']);
  await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = $2::timestamptz WHERE point_id = $1`, [point.id, new Date(now - 120 * MIN).toISOString()]);
}

describe('shutdown periods in the risk settings', () => {
  it('a point without saved periods has none; saved periods (one wrapping the year end, one on 02-29) are shown back', async () => {
    const before = await zhang('GET', `/pointManagement/riskSetting/${point.id}`);
    expect(before.data.shutdownPeriods).toEqual([]);
    const saved = await save({ shutdownPeriods: [WINTER, { start: '02-29', end: '02-29' }] });
    expect(saved.code).toBe(1000000);
    const after = await zhang('GET', `/pointManagement/riskSetting/${point.id}`);
    expect(after.data.shutdownPeriods).toEqual([WINTER, { start: '02-29', end: '02-29' }]);
  });

  it('settings stored before periods existed still read, with no periods', async () => {
    const other = await createPoint(zhang, 'SD02');
    await t.db.query(`INSERT INTO monitor_risk_setting (point_id, settings) VALUES ($1, '{"offlineMinutes": 15}'::jsonb)`, [other.id]);
    const read = await zhang('GET', `/pointManagement/riskSetting/${other.id}`);
    expect(read.data).toMatchObject({ offlineMinutes: 15, transferRatePercent: 90, shutdownPeriods: [] });
  });

  it('refuses days a month never has, malformed month-days and more than 12 periods with 2010102 naming the field, and keeps what was stored', async () => {
    const unreal = await save({ shutdownPeriods: [{ start: '02-30', end: '03-01' }, { start: '01-01', end: '04-31' }] });
    expect(unreal.code).toBe(2010102);
    expect(unreal.data.errors.map((e: Json) => e.field)).toEqual(['shutdownPeriods.0.start', 'shutdownPeriods.1.end']);
    expect(unreal.data.errors[0].message).toBe('日期不存在');

    const malformed = await save({ shutdownPeriods: [{ start: '2-3', end: '13-01' }] });
    expect(malformed.code).toBe(2010102);
    expect(malformed.data.errors.map((e: Json) => e.field).sort()).toEqual(['shutdownPeriods.0.end', 'shutdownPeriods.0.start']);

    const tooMany = await save({ shutdownPeriods: Array.from({ length: 13 }, () => ({ start: '01-01', end: '01-02' })) });
    expect(tooMany.code).toBe(2010102);
    expect(tooMany.data.errors.map((e: Json) => e.field)).toEqual(['shutdownPeriods']);

    const missingEnd = await save({ shutdownPeriods: [{ start: '01-01' }] });
    expect(missingEnd.code).toBe(2010102);

    const kept = await zhang('GET', `/pointManagement/riskSetting/${point.id}`);
    expect(kept.data.shutdownPeriods).toEqual([WINTER, { start: '02-29', end: '02-29' }]);
  });
});

describe('the detector and shutdown periods', () => {
  it('raises nothing for the point inside a period that wraps the new year, on either side of it and on its last day', async () => {
    for (const now of [NEW_YEARS_EVE, NEW_YEARS_DAY, LAST_DAY]) {
      await exceedAndFallSilent(now);
      const report = await detectAt(now);
      expect(report.inShutdown).toBeGreaterThanOrEqual(2);
      expect(await risksOfPoint(t, point.id)).toEqual([]);
    }
  });

  it('raises the exceedance and the offline logger again once the period is over', async () => {
    await exceedAndFallSilent(AFTER);
    await detectAt(AFTER);
    expect((await risksOfPoint(t, point.id)).map((r) => r.rule).sort()).toEqual(['offline', 'overLimit']);
  });

  it('without the period the same readings raise risks at once (the period, not the data, kept them quiet)', async () => {
    const other = await createPoint(zhang, 'SD03');
    expect(await sendCod(t, other, [[NEW_YEARS_DAY - 30 * MIN, 80]])).toEqual(['stored']);
    await detectAt(NEW_YEARS_DAY);
    expect((await risksOfPoint(t, other.id)).map((r) => r.rule)).toEqual(['overLimit']);
  });
});
