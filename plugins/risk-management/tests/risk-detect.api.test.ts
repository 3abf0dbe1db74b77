// Issue 15: risks raised from monitoring data — an exceedance episode becomes one risk with its evidence
// and a notice; replaying the same data, running the detector again, a late reading or the episode
// growing never raises a second one; a silent logger becomes one offline risk that ends when it speaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/api/helpers/testApp';
import { openDb } from '../../../server/db';
import { runDetection } from '../server/detect';
import { caller, createPoint, JIANGSU, noticesAbout, PEOPLE, riskApp, risksOfPoint, sendCod, type Caller, type TestPoint } from './helpers';

let t: TestApp;
let zhang: Caller;
let jiangsu: number;
let point: TestPoint;
const MIN = 60_000;
// Whole minutes, well inside the 24 h look-back and clear of any seeded hour.
const t0 = Math.floor(Date.now() / MIN) * MIN - 30 * MIN;

beforeAll(async () => {
  t = await riskApp();
  jiangsu = await t.enterpriseId(JIANGSU);
  zhang = await caller(t, PEOPLE.zhang, jiangsu);
  point = await createPoint(zhang, 'RT01');
});
afterAll(async () => t?.close());

const detect = () => runDetection(t.db, { enterpriseIds: [jiangsu] });

describe('exceedance episodes', () => {
  const episode: Array<[number, number]> = [
    [t0, 30],
    [t0 + MIN, 60],
    [t0 + 2 * MIN, 70],
    [t0 + 3 * MIN, 40],
  ];

  it('turns a run of readings above the alarm limit into one risk with its evidence, and notifies the handlers', async () => {
    expect(await sendCod(t, point, episode)).toEqual(['stored', 'stored', 'stored', 'stored']);
    const report = await detect();
    expect(report.raised).toBeGreaterThanOrEqual(1);
    const [risk, ...more] = await risksOfPoint(t, point.id);
    expect(more).toEqual([]);
    expect(risk).toMatchObject({ status: 0, rule: 'overLimit', level: 1 });
    expect(risk.evidence).toMatchObject({ level: 0, direction: 'high', peak: 70, count: 2, alarmMax: 50 });
    expect(risk.evidence.values.map((v: { value: number }) => v.value)).toEqual([60, 70]);

    const detail = await zhang('GET', `/risk/${risk.id}`);
    expect(detail.code).toBe(1000000);
    expect(detail.data).toMatchObject({ title: '测试排口RT01 化学需氧量超标', source: 'overLimit', status: 0, pointId: point.id, factorCode: 'w01018' });
    expect(detail.data.series.points.length).toBeGreaterThanOrEqual(4);
    expect(detail.data.history.map((h: { action: string }) => h.action)).toEqual(['raise']);

    // 张伟 holds the handle key in 江苏 (enterprise admin); 李娜 and 王芳 are read-only there.
    expect(await noticesAbout(t, risk.id)).toEqual([{ userId: zhang.userId, title: '风险预警：测试排口RT01 化学需氧量超标' }]);
  });

  it('raises nothing new when the same readings are replayed and the detector runs again', async () => {
    const before = await risksOfPoint(t, point.id);
    expect(await sendCod(t, point, episode)).toEqual(['stored', 'stored', 'stored', 'stored']);
    await detect();
    await detect();
    expect(await risksOfPoint(t, point.id)).toEqual(before);
    expect(await noticesAbout(t, before[0].id)).toHaveLength(1);
  });

  it('a later, worse run within the episode gap extends the open risk (end, level, evidence) instead of raising another', async () => {
    const [before] = await risksOfPoint(t, point.id);
    await sendCod(t, point, [[t0 + 4 * MIN, 120]]);
    const report = await detect();
    expect(report.raised).toBe(0);
    const after = await risksOfPoint(t, point.id);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    expect(after[0].level).toBe(3); // 120 against 50: more than double the limit
    expect(after[0].end_time! > before.end_time!).toBe(true);
    expect(await noticesAbout(t, before.id)).toHaveLength(1);
  });

  it('a reading that arrives late, before the episode start, joins the same risk', async () => {
    await sendCod(t, point, [[t0 - MIN, 55]]);
    await detect();
    const risks = await risksOfPoint(t, point.id);
    expect(risks).toHaveLength(1);
  });

  it('readings flagged as not normal are not judged', async () => {
    const other = await createPoint(zhang, 'RT02');
    const { buildDataPacket } = await import('../../../server/hj212/index');
    const { chinaText } = await import('./helpers');
    const packets = [0, 1, 2].map((i) => buildDataPacket({ cn: '2011', st: '32', mn: other.mn, pw: other.pw, dataTime: chinaText(t0 + i * MIN), factors: { w01018: { Rtd: 99, Flag: 'M' } } }));
    await t.app.inject({ method: 'POST', url: '/api/ingest/hj212', payload: { packets } });
    await t.app.monitoring.ingest.writer.settleDerived();
    await detect();
    expect(await risksOfPoint(t, other.id)).toEqual([]);
  });

  it('a closed (handled) risk is not raised again by the same episode', async () => {
    const [risk] = await risksOfPoint(t, point.id);
    await t.db.query('UPDATE risk SET status = 2, ignore_reason = $2 WHERE id = $1', [risk.id, 'test']);
    await sendCod(t, point, [[t0 + 5 * MIN, 80]]);
    await detect();
    expect((await risksOfPoint(t, point.id)).map((r) => r.id)).toEqual([risk.id]);
  });

  it('a new exceedance long after the last one is a new risk', async () => {
    await sendCod(t, point, [
      [t0 + 20 * MIN - 4 * 60 * MIN, 30], // far before: its own episode
    ]);
    const far = Math.floor(Date.now() / MIN) * MIN - 6 * 60 * MIN;
    await sendCod(t, point, [
      [far, 65],
      [far + MIN, 30],
    ]);
    const report = await detect();
    expect(report.raised).toBe(1);
    const risks = await risksOfPoint(t, point.id);
    expect(risks).toHaveLength(2);
    expect(risks[1].evidence.peak).toBe(65);
  });
});

describe('offline loggers', () => {
  it('a logger silent longer than its threshold raises one offline risk, which ends when it speaks again', async () => {
    const p = await createPoint(zhang, 'RT03');
    await sendCod(t, p, [[Date.now() - MIN, 20]]);
    await detect();
    expect((await risksOfPoint(t, p.id)).filter((r) => r.rule === 'offline')).toEqual([]);

    // Ten minutes of silence against three 60 s intervals.
    await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = now() - interval '10 minutes' WHERE point_id = $1`, [p.id]);
    const report = await detect();
    expect(report.offline).toBe(1);
    await detect();
    const offline = (await risksOfPoint(t, p.id)).filter((r) => r.rule === 'offline');
    expect(offline).toHaveLength(1);
    expect(offline[0]).toMatchObject({ level: 2, end_time: null });
    expect(await noticesAbout(t, offline[0].id)).toHaveLength(1);

    await sendCod(t, p, [[Date.now(), 21]]);
    await detect();
    const [ended] = (await risksOfPoint(t, p.id)).filter((r) => r.rule === 'offline');
    expect(ended.end_time).not.toBeNull();
  });

  it('the saved offline threshold of the point applies', async () => {
    const p = await createPoint(zhang, 'RT04');
    await sendCod(t, p, [[Date.now(), 20]]);
    const saved = await zhang('PUT', '/pointManagement/riskSetting', { pointId: p.id, offlineMinutes: 30 });
    expect(saved.code).toBe(1000000);
    await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = now() - interval '10 minutes' WHERE point_id = $1`, [p.id]);
    await detect();
    expect((await risksOfPoint(t, p.id)).filter((r) => r.rule === 'offline')).toEqual([]);
    await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = now() - interval '31 minutes' WHERE point_id = $1`, [p.id]);
    await detect();
    expect((await risksOfPoint(t, p.id)).filter((r) => r.rule === 'offline')).toHaveLength(1);
  });

  it('two detectors at once (two server processes on one database) raise an episode once', async () => {
    const p = await createPoint(zhang, 'RT05');
    await sendCod(t, p, [
      [t0 + 10 * MIN, 80],
      [t0 + 11 * MIN, 90],
    ]);
    // On PostgreSQL the second detector has a connection pool of its own, as another process would.
    const other = t.databaseUrl ? await openDb({ dataDir: ':memory:', databaseUrl: t.databaseUrl }) : t.db;
    try {
      await Promise.all([runDetection(t.db, { enterpriseIds: [jiangsu] }), runDetection(other, { enterpriseIds: [jiangsu] })]);
    } finally {
      if (other !== t.db) await other.close();
    }
    const raised = (await risksOfPoint(t, p.id)).filter((r) => r.rule !== 'offline');
    expect(raised).toHaveLength(1);
    expect(await noticesAbout(t, raised[0].id)).not.toHaveLength(0);
  });
});
