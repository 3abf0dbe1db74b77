/**
 * Point management, devices, risk settings, online queries and the back-office factor list over HTTP,
 * on the seeded demo data: what a signed-in user sees, and what another enterprise's user cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataPacket } from '../../server/hj212/index';
import { demoLoggers, PartitionManager, seedMonitoring, writeJobs, type WriteRow } from '../../server/monitoring/index';
import type { TestApp } from './helpers/testApp';
import { ADMIN, ENTERPRISES, monitoringApp, VIEWER } from './monitoring-helpers';

const API = '/api/enterprise-side-app';
let t: TestApp;
let adminToken: string;
let viewerToken: string;
let jiangsu: number;
let zhejiang: number;
let anhui: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; enterprise?: number; body?: unknown } = {}): Promise<Json> {
  const headers = opts.token ? t.headers(opts.token, opts.enterprise) : {};
  const res = await t.app.inject({ method, url, headers, payload: opts.body as object | undefined });
  return { status: res.statusCode, ...res.json() };
}
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, enterprise = jiangsu) => call(method, `${API}${url}`, { token: adminToken, enterprise, body });

async function pointIdByCode(enterpriseId: number, code: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM monitor_point WHERE enterprise_id = $1 AND code = $2', [enterpriseId, code]);
  return Number(rows[0].id);
}

async function ingest(packets: string[]): Promise<Json> {
  const res = await t.app.inject({ method: 'POST', url: '/api/ingest/hj212', payload: { packets } });
  // On PostgreSQL latest values and logger state follow the commit within a second; apply them now.
  await t.app.monitoring.ingest.writer.settleDerived();
  return res.json().data;
}

async function writeHistory(pointId: number, rows: WriteRow[]) {
  await writeJobs(t.db, new PartitionManager(t.db), [{ pointId, rows }]);
}

beforeAll(async () => {
  t = await monitoringApp();
  [jiangsu, zhejiang, anhui] = await Promise.all([t.enterpriseId(ENTERPRISES.jiangsu), t.enterpriseId(ENTERPRISES.zhejiang), t.enterpriseId(ENTERPRISES.anhui)]);
  await seedMonitoring(t.db, { enterpriseIds: [jiangsu, zhejiang, anhui] });
  adminToken = await t.login(ADMIN.phone, ADMIN.password);
  viewerToken = await t.login(VIEWER.phone, VIEWER.password);
});
afterAll(() => t?.close());

describe('seeded demo data', () => {
  it('gives each demo enterprise its points, limits and a week of hourly history', async () => {
    const page = await asAdmin('GET', '/pointManagement/page');
    expect(page.code).toBe(1000000);
    expect(page.data.records.map((p: Json) => [p.code, p.name, p.type])).toEqual([
      ['DW001', '废水总排口', 'wastewater'],
      ['DA001', '1#锅炉烟囱', 'gas'],
      ['DA002', '2#工艺废气排口', 'vocs'],
    ]);
    expect(page.data.records[0].mn).toMatch(/^[0-9A-F]{24}$/);
    expect(JSON.stringify(page)).not.toMatch(/pw_?hash|password|scrypt/i);
    const dw = await asAdmin('GET', `/pointManagement/${page.data.records[0].id}`);
    expect(dw.data.factors.find((f: Json) => f.factorCode === 'w01018')).toMatchObject({ factorName: '化学需氧量', alarmMax: 50, warnMax: 40 });
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM monitor_value WHERE point_id = $1 AND level = 2`, [page.data.records[0].id]);
    expect(rows[0].n).toBe(7 * 24 * 6);
  });

  it('is seeded only once', async () => {
    expect(await seedMonitoring(t.db, { enterpriseIds: [jiangsu] })).toBe(false);
  });
});

describe('points', () => {
  const body = {
    name: '3#废水排口',
    code: 'DW003',
    type: 'wastewater',
    mn: '0123456789ABCDEF01234567',
    password: 'Abc123',
    rtdInterval: 30,
    factors: [
      { factorCode: 'w01018', alarmMax: 50, warnMax: 40 },
      { factorCode: 'w01001', alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 },
    ],
  };
  const packet = (pw: string, time: string) =>
    buildDataPacket({ cn: '2011', st: '32', pw, mn: body.mn, dataTime: time, factors: { w01018: { Rtd: 20 } } });

  it('creates a point whose logger can then send data with its password, and only with it', async () => {
    const created = await asAdmin('POST', '/pointManagement', body);
    expect(created.code).toBe(1000000);
    expect(created.data).toMatchObject({ name: '3#废水排口', code: 'DW003', mn: body.mn, rtdInterval: 30, enabled: true, online: false, factorCount: 2 });
    expect(created.data.factors.map((f: Json) => [f.factorCode, f.alarmMin, f.alarmMax])).toEqual([['w01018', null, 50], ['w01001', 6, 9]]);
    expect(JSON.stringify(created)).not.toContain('Abc123');

    const results = await ingest([packet('Abc123', '2025-01-01 08:00:00'), packet('abc123', '2025-01-01 08:01:00')]);
    expect(results.results.map((r: Json) => r.status)).toEqual(['stored', 'refused']);
  });

  it('changing the password takes effect at once for the receiver', async () => {
    const id = await pointIdByCode(jiangsu, 'DW003');
    const updated = await asAdmin('PUT', '/pointManagement', { id, password: 'New#456', name: '3#废水排口(新)' });
    expect(updated.data).toMatchObject({ name: '3#废水排口(新)', factorCount: 2 });
    const results = await ingest([packet('Abc123', '2025-01-01 09:00:00'), packet('New#456', '2025-01-01 09:01:00')]);
    expect(results.results.map((r: Json) => r.status)).toEqual(['refused', 'stored']);
  });

  it('replaces the factor list when given, and keeps it when not', async () => {
    const id = await pointIdByCode(jiangsu, 'DW003');
    await asAdmin('PUT', '/pointManagement', { id, remark: '备注' });
    expect((await asAdmin('GET', `/pointManagement/${id}`)).data.factors).toHaveLength(2);
    await asAdmin('PUT', '/pointManagement', { id, factors: [{ factorCode: 'w21003', alarmMax: 5 }] });
    const point = (await asAdmin('GET', `/pointManagement/${id}`)).data;
    expect(point.factors.map((f: Json) => f.factorCode)).toEqual(['w21003']);
    expect(point.remark).toBe('备注');
  });

  it('answers 2010102 naming each invalid field', async () => {
    const res = await asAdmin('POST', '/pointManagement', { name: '', type: 'lake', mn: 'bad mn;', password: '123', rtdInterval: 5 });
    expect(res.code).toBe(2010102);
    expect(res.data.errors.map((e: Json) => e.field).sort()).toEqual(['code', 'mn', 'name', 'password', 'rtdInterval', 'type']);

    const limits = await asAdmin('POST', '/pointManagement', {
      ...body,
      mn: 'FEDCBA9876543210FEDCBA98',
      code: 'DW009',
      factors: [
        { factorCode: 'w01018', alarmMax: 50, warnMax: 60 },
        { factorCode: 'w01018' },
        { factorCode: 'zz999' },
        { factorCode: 'w21003', alarmMin: 5, alarmMax: 1 },
      ],
    });
    expect(limits.code).toBe(2010102);
    expect(limits.data.errors.map((e: Json) => e.field)).toEqual(['factors.0.warnMax', 'factors.1.factorCode', 'factors.2.factorCode', 'factors.3.alarmMin']);
  });

  it('refuses an MN another point (of any enterprise) uses, and a repeated code, with 2010108', async () => {
    const zhejiangMn = demoLoggers(2).find((l) => l.enterpriseIndex === 1)!.mn;
    const taken = await asAdmin('POST', '/pointManagement', { ...body, code: 'DW010', mn: zhejiangMn });
    expect(taken).toMatchObject({ code: 2010108, msg: '数采仪MN号已被其他监测点使用', data: { field: 'mn' } });
    const code = await asAdmin('POST', '/pointManagement', { ...body, mn: 'AAAABBBBCCCCDDDDEEEEFFFF' , code: 'DW001' });
    expect(code).toMatchObject({ code: 2010108, data: { field: 'code' } });
  });

  it('deletes a point with its stored data', async () => {
    const id = await pointIdByCode(jiangsu, 'DW003');
    expect((await asAdmin('DELETE', `/pointManagement/${id}`)).data).toEqual({ deleted: 1 });
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_value WHERE point_id = $1', [id]);
    expect(rows[0].n).toBe(0);
    expect((await asAdmin('GET', `/pointManagement/${id}`)).code).toBe(2010105);
  });
});

describe('enterprise scoping and permissions', () => {
  it("answers 2010105 for another enterprise's point, for every kind of call", async () => {
    const foreign = await pointIdByCode(zhejiang, 'DW001');
    expect((await asAdmin('GET', `/pointManagement/${foreign}`)).code).toBe(2010105);
    expect((await asAdmin('PUT', '/pointManagement', { id: foreign, name: 'x' })).code).toBe(2010105);
    expect((await asAdmin('DELETE', `/pointManagement/${foreign}`)).code).toBe(2010105);
    expect((await asAdmin('GET', `/onlineMonitoring/latest/${foreign}`)).code).toBe(2010105);
    expect((await asAdmin('GET', `/onlineMonitoring/history?pointId=${foreign}&factorCodes=w01018&beginTime=2025-01-01 00:00:00&endTime=2025-01-02 00:00:00`)).code).toBe(2010105);
    expect((await asAdmin('GET', `/onlineMonitoring/exceedance/page?pointId=${foreign}&beginTime=2025-01-01 00:00:00&endTime=2025-01-02 00:00:00`)).code).toBe(2010105);
    expect((await asAdmin('GET', `/pointManagement/riskSetting/${foreign}`)).code).toBe(2010105);
    expect((await asAdmin('POST', '/pointManagement/device', { pointId: foreign, name: '分析仪', kind: 'analyzer' })).code).toBe(2010105);
    // The same ids are fine with the right enterprise header.
    expect((await asAdmin('GET', `/pointManagement/${foreign}`, undefined, zhejiang)).code).toBe(1000000);
  });

  it('a deletion listing a foreign id deletes nothing', async () => {
    const own = await pointIdByCode(jiangsu, 'DA002');
    const foreign = await pointIdByCode(zhejiang, 'YS001');
    expect((await asAdmin('DELETE', `/pointManagement/${own},${foreign}`)).code).toBe(2010105);
    expect((await asAdmin('GET', `/pointManagement/${own}`)).code).toBe(1000000);
  });

  it('the viewer may look but not edit (2010103), and not at enterprises without a grant', async () => {
    const own = await pointIdByCode(jiangsu, 'DW001');
    const view = (url: string, enterprise = jiangsu) => call('GET', `${API}${url}`, { token: viewerToken, enterprise });
    expect((await view('/pointManagement/page')).code).toBe(1000000);
    expect((await view('/onlineMonitoring/page')).code).toBe(1000000);
    expect((await call('PUT', `${API}/pointManagement`, { token: viewerToken, enterprise: jiangsu, body: { id: own, name: 'x' } })).code).toBe(2010103);
    expect((await call('PUT', `${API}/pointManagement/riskSetting`, { token: viewerToken, enterprise: jiangsu, body: { pointId: own } })).code).toBe(2010103);
    expect((await call('POST', `${API}/pointManagement/device`, { token: viewerToken, enterprise: jiangsu, body: { pointId: own, name: 'x', kind: 'other' } })).code).toBe(2010103);
    expect((await view('/pointManagement/page', anhui)).code).toBe(2010103);
  });

  it('needs a session (401) and an enterprise header (2010103)', async () => {
    expect((await call('GET', `${API}/onlineMonitoring/page`)).status).toBe(401);
    expect((await call('GET', `${API}/onlineMonitoring/page`, { token: adminToken })).code).toBe(2010103);
  });
});

describe('online monitoring', () => {
  it('lists points with their latest values, coloured by the limits, and online once data arrives', async () => {
    const logger = demoLoggers(1).find((l) => l.point.code === 'DW001')!;
    const now = new Date();
    const result = await ingest([
      buildDataPacket({ cn: '2011', st: '32', pw: logger.pw, mn: logger.mn, dataTime: now, factors: { w01018: { Rtd: 57.3, Flag: 'N' }, w21003: { Rtd: 4.4, Flag: 'N' }, w21011: { Rtd: 0.2, Flag: 'T' }, w01001: { Rtd: 7.1 } } }),
    ]);
    expect(result.stored).toBe(1);

    const page = await asAdmin('GET', '/onlineMonitoring/page?pageSize=10');
    const dw = page.data.records.find((p: Json) => p.code === 'DW001');
    const da = page.data.records.find((p: Json) => p.code === 'DA001');
    expect(dw).toMatchObject({ online: true, state: 'alarm' });
    expect(da.online).toBe(false);
    const factor = (code: string) => dw.factors.find((f: Json) => f.factorCode === code);
    expect(factor('w01018')).toMatchObject({ value: 57.3, state: 'alarm', level: 'realtime', frequency: 0, alarmMax: 50, configured: true });
    expect(factor('w21003')).toMatchObject({ value: 4.4, state: 'warning' });
    expect(factor('w21011')).toMatchObject({ value: 0.2, flag: 'T', status: 3, state: 'alarm' });
    expect(factor('w01001')).toMatchObject({ value: 7.1, state: 'normal' });
    // Factors not sent now still show their last hourly value from the seed.
    expect(factor('w21001')).toMatchObject({ level: 'hour', frequency: 2 });

    const online = await asAdmin('GET', '/onlineMonitoring/page?online=1');
    expect(online.data.records.map((p: Json) => p.code)).toEqual(['DW001']);
    const offline = await asAdmin('GET', '/onlineMonitoring/page?online=0');
    expect(offline.data).toMatchObject({ total: 2 });

    const latest = await asAdmin('GET', `/onlineMonitoring/latest/${dw.id}`);
    expect(latest.data).toMatchObject({ id: dw.id, state: 'alarm', online: true });
  });

  it('a logger silent for more than 3 intervals is offline', async () => {
    const id = await pointIdByCode(jiangsu, 'DW001');
    await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = now() - interval '179 seconds' WHERE point_id = $1`, [id]);
    expect((await asAdmin('GET', `/onlineMonitoring/latest/${id}`)).data.online).toBe(true);
    await t.db.query(`UPDATE monitor_logger_state SET last_seen_at = now() - interval '181 seconds' WHERE point_id = $1`, [id]);
    expect((await asAdmin('GET', `/onlineMonitoring/latest/${id}`)).data.online).toBe(false);
    await t.db.query(`UPDATE monitor_point SET rtd_interval = 120 WHERE id = $1`, [id]);
    expect((await asAdmin('GET', `/onlineMonitoring/latest/${id}`)).data.online).toBe(true);
  });
});

describe('history', () => {
  let pointId: number;
  // Two days of 30-second real-time COD: 5,760 values with one spike and one dip.
  const begin = Date.parse('2025-03-01T00:00:00+08:00');
  const china = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const rows: WriteRow[] = Array.from({ length: 5760 }, (_, i) => ({
    factorCode: 'w01018',
    level: 0,
    dataTime: china(begin + i * 30_000),
    value: i === 1234 ? 99.5 : i === 4321 ? 0.5 : 20 + 10 * Math.sin(i / 100),
    min: null,
    max: null,
    cou: null,
    zs: null,
    flag: 'N',
  }));

  beforeAll(async () => {
    pointId = await pointIdByCode(jiangsu, 'DA002');
    await writeHistory(pointId, rows);
  });

  const query = (params: string) => asAdmin('GET', `/onlineMonitoring/history?pointId=${pointId}&factorCodes=w01018&level=realtime&${params}`);

  it('downsamples to at most maxPoints buckets that keep the extremes and account for every row', async () => {
    for (const maxPoints of [10, 100, 999, 5000]) {
      const res = await query(`beginTime=2025-03-01 00:00:00&endTime=2025-03-02 23:59:59&maxPoints=${maxPoints}`);
      const [series] = res.data.series;
      expect(series.total).toBe(5760);
      expect(series.downsampled).toBe(true);
      expect(series.points.length).toBeLessThanOrEqual(maxPoints);
      expect(series.points.length).toBeGreaterThan(maxPoints * 0.9);
      expect(series.points.reduce((n: number, p: Json) => n + p.count, 0)).toBe(5760);
      expect(Math.max(...series.points.map((p: Json) => p.max))).toBe(99.5);
      expect(Math.min(...series.points.map((p: Json) => p.min))).toBe(0.5);
      for (const p of series.points) expect(p.min <= p.value && p.value <= p.max).toBe(true);
      const times = series.points.map((p: Json) => p.time);
      expect([...times].sort()).toEqual(times);
      expect(series.bucketSeconds).toBe(Math.ceil(172800 / maxPoints));
    }
  });

  it('returns raw values when the range holds no more than maxPoints', async () => {
    const res = await query('beginTime=2025-03-01 00:00:00&endTime=2025-03-01 00:59:59&maxPoints=1000');
    const [series] = res.data.series;
    expect(series).toMatchObject({ total: 120, downsampled: false, bucketSeconds: null });
    expect(series.points).toHaveLength(120);
    expect(series.points[1]).toMatchObject({ time: '2025-03-01 00:00:30', count: 1, flag: 'N' });
  });

  it('checks the range', async () => {
    const reversed = await query('beginTime=2025-03-02 00:00:00&endTime=2025-03-01 00:00:00');
    expect(reversed).toMatchObject({ code: 2010102, data: { errors: [{ field: 'endTime' }] } });
    const long = await query('beginTime=2024-01-01 00:00:00&endTime=2025-03-01 00:00:00');
    expect(long).toMatchObject({ code: 2010102, data: { errors: [{ field: 'endTime' }] } });
    const bad = await query('beginTime=yesterday&endTime=2025-03-01 00:00:00&maxPoints=1');
    expect(bad.data.errors.map((e: Json) => e.field).sort()).toEqual(['beginTime', 'maxPoints']);
  });
});

describe('exceedances', () => {
  it('lists hourly values outside the alarm limits, newest first, paged and scoped', async () => {
    const pointId = await pointIdByCode(jiangsu, 'DW001');
    const hour = (h: number) => `2025-02-10 ${String(h).padStart(2, '0')}:00:00`;
    const row = (factorCode: string, h: number, value: number): WriteRow => ({ factorCode, level: 2, dataTime: hour(h), value, min: null, max: null, cou: null, zs: null, flag: 'N' });
    await writeHistory(pointId, [row('w01018', 1, 60), row('w01018', 2, 45), row('w01018', 3, 50), row('w01018', 4, 55.5), row('w01001', 5, 5.5), row('w00000', 6, 1e6)]);

    const range = 'beginTime=2025-02-10 00:00:00&endTime=2025-02-10 23:59:59';
    const page = await asAdmin('GET', `/onlineMonitoring/exceedance/page?${range}`);
    expect(page.data.total).toBe(3);
    expect(page.data.records.map((r: Json) => [r.pointCode, r.factorCode, r.dataTime, r.value, r.direction])).toEqual([
      ['DW001', 'w01001', '2025-02-10 05:00:00', 5.5, 'low'],
      ['DW001', 'w01018', '2025-02-10 04:00:00', 55.5, 'high'],
      ['DW001', 'w01018', '2025-02-10 01:00:00', 60, 'high'],
    ]);
    expect(page.data.records[1]).toMatchObject({ factorName: '化学需氧量', alarmMax: 50, level: 'hour', frequency: 2 });

    const second = await asAdmin('GET', `/onlineMonitoring/exceedance/page?${range}&pageSize=10&pageNum=2`);
    expect(second.data).toEqual({ records: [], total: 3 });
    const cod = await asAdmin('GET', `/onlineMonitoring/exceedance/page?${range}&factorCode=w01018&pointId=${pointId}`);
    expect(cod.data.total).toBe(2);
    const other = await asAdmin('GET', `/onlineMonitoring/exceedance/page?${range}`, undefined, zhejiang);
    expect(other.data.total).toBe(0);
  });
});

describe('devices and channels', () => {
  it('creates, lists, edits and deletes devices and their channels', async () => {
    const pointId = await pointIdByCode(jiangsu, 'DW001');
    const created = await asAdmin('POST', '/pointManagement/device', { pointId, name: 'COD分析仪', kind: 'analyzer', model: 'CODmax III', installDate: '2023-05-06', status: '1' });
    expect(created.data).toMatchObject({ pointId, pointName: '废水总排口', name: 'COD分析仪', installDate: '2023-05-06', status: '1', channelCount: 0 });
    const deviceId = created.data.id;

    const channel = await asAdmin('POST', '/pointManagement/device/channel', { deviceId, channelNo: 1, name: 'COD', factorCode: 'w01018', rangeMin: 0, rangeMax: 500 });
    expect(channel.data).toMatchObject({ deviceId, channelNo: 1, factorCode: 'w01018', factorName: '化学需氧量' });
    expect((await asAdmin('POST', '/pointManagement/device/channel', { deviceId, channelNo: 1, name: 'again' })).code).toBe(2010108);
    const badRange = await asAdmin('POST', '/pointManagement/device/channel', { deviceId, channelNo: 2, name: 'x', rangeMin: 5, rangeMax: 1, factorCode: 'nope' });
    expect(badRange.data.errors.map((e: Json) => e.field)).toEqual(['rangeMin', 'factorCode']);

    const list = await asAdmin('GET', `/pointManagement/device/channel/list?deviceId=${deviceId}`);
    expect(list.data.map((c: Json) => c.name)).toEqual(['COD']);
    const page = await asAdmin('GET', `/pointManagement/device/page?pointId=${pointId}`);
    expect(page.data.records).toEqual([expect.objectContaining({ id: deviceId, channelCount: 1 })]);

    const edited = await asAdmin('PUT', '/pointManagement/device', { id: deviceId, status: '2', installDate: null });
    expect(edited.data).toMatchObject({ status: '2', installDate: null, name: 'COD分析仪' });
    expect((await asAdmin('PUT', '/pointManagement/device/channel', { id: channel.data.id, name: 'CODcr' })).data.name).toBe('CODcr');

    // Not visible from another enterprise.
    expect((await asAdmin('GET', `/pointManagement/device/${deviceId}`, undefined, zhejiang)).code).toBe(2010105);
    expect((await asAdmin('GET', `/pointManagement/device/channel/list?deviceId=${deviceId}`, undefined, zhejiang)).code).toBe(2010105);
    expect((await asAdmin('DELETE', `/pointManagement/device/channel/${channel.data.id}`, undefined, zhejiang)).code).toBe(2010105);

    expect((await asAdmin('DELETE', `/pointManagement/device/${deviceId}`)).data).toEqual({ deleted: 1 });
    expect((await asAdmin('GET', `/pointManagement/device/${deviceId}`)).code).toBe(2010105);
  });
});

describe('risk settings', () => {
  it('shows defaults per monitored factor, saves changes and shows them back', async () => {
    const pointId = await pointIdByCode(jiangsu, 'DA001');
    const defaults = await asAdmin('GET', `/pointManagement/riskSetting/${pointId}`);
    expect(defaults.data).toMatchObject({ pointId, offlineMinutes: null, transferRatePercent: 90, updatedAt: null });
    expect(defaults.data.factors.map((f: Json) => f.factorCode)).toEqual(['a21026', 'a21002', 'a34013', 'a19001', 'a01012', 'a00000']);
    expect(defaults.data.factors[0]).toEqual({ factorCode: 'a21026', constantCount: 30, nearLimitPercent: 90, nearLimitHours: 24, suddenChangePercent: 100, zeroNegativeCount: 3 });

    const saved = await asAdmin('PUT', '/pointManagement/riskSetting', { pointId, offlineMinutes: 10, factors: [{ factorCode: 'a21026', constantCount: 12, nearLimitPercent: 80 }] });
    expect(saved.data).toMatchObject({ offlineMinutes: 10, transferRatePercent: 90 });
    expect(saved.data.factors[0]).toMatchObject({ factorCode: 'a21026', constantCount: 12, nearLimitPercent: 80, nearLimitHours: 24 });
    expect(saved.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const invalid = await asAdmin('PUT', '/pointManagement/riskSetting', { pointId, transferRatePercent: 120, factors: [{ factorCode: 'a21026', nearLimitPercent: 10 }] });
    expect(invalid.data.errors.map((e: Json) => e.field).sort()).toEqual(['factors.0.nearLimitPercent', 'transferRatePercent']);
  });
});

describe('pollution factors', () => {
  it('back office lists the HJ 212-2017 catalog and adds and edits factors', async () => {
    const adminArea = await t.adminLogin('admin', 'Admin@2024');
    const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(method, `/api/operation-manage/pollutionFactor${url}`, { token: adminArea, body });
    const all = await admin('GET', '/page?pageSize=10');
    expect(all.data.total).toBeGreaterThanOrEqual(184);
    const cod = await admin('GET', '/page?code=w01018');
    expect(cod.data.records).toEqual([expect.objectContaining({ code: 'w01018', name: '化学需氧量', code2005: '011', medium: 'water', unit: '毫克/升', builtin: true, enabled: true })]);

    const added = await admin('POST', '', { code: 'x90001', name: '厂界异味', medium: 'other', unit: '无量纲' });
    expect(added.data).toMatchObject({ code: 'x90001', builtin: false, enabled: true });
    expect((await admin('POST', '', { code: 'x90001', name: '重复', medium: 'other' })).code).toBe(2010108);
    const edited = await admin('PUT', '', { id: added.data.id, name: '厂界臭气浓度', enabled: false, code: 'changed' });
    expect(edited.code).toBe(2010102); // the code is fixed
    const renamed = await admin('PUT', '', { id: added.data.id, name: '厂界臭气浓度', enabled: false });
    expect(renamed.data).toMatchObject({ code: 'x90001', name: '厂界臭气浓度', enabled: false });

    // A disabled factor is not offered to the client.
    const list = await asAdmin('GET', '/pointManagement/factor/list?medium=other');
    expect(list.data.map((f: Json) => f.code)).not.toContain('x90001');
    const water = await asAdmin('GET', '/pointManagement/factor/list?medium=water');
    expect(water.data.length).toBe(63);

    // Client sessions are not back-office sessions.
    expect((await call('GET', '/api/operation-manage/pollutionFactor/page', { token: adminToken })).status).toBe(401);
  });
});
