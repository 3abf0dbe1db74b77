/** POST /api/ingest/hj212: per-packet authentication and results, the same pipeline as TCP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataPacket, buildDataPackets } from '../../server/hj212/index';
import { IngestService, registerSimulatedLoggers } from '../../server/monitoring/index';
import { sharedLines } from '../support/shared-data';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, monitoringApp } from './monitoring-helpers';

const URL = '/api/ingest/hj212';
const LOGGER = { mn: 'C0FFEE00C0FFEE00C0FFEE00', pw: 'gw-2024' };
const samples = sharedLines('hj212_samples.txt');
/** The 2011 packet of logger 88888880000001 whose trailer is the byte-swapped CRC-16/MODBUS. */
const modbusSample = sharedLines('hj212_samples_invalid.txt')
  .map((l) => l.split('\t')[1])
  .find((p) => p.includes('CN=2011;PW=123456;MN=88888880000001;'))!;

let t: TestApp;

const packet = (dataTime: string, value: number, opts: { pw?: string; needsAck?: boolean } = {}) =>
  buildDataPacket({ cn: '2011', st: '32', pw: opts.pw ?? LOGGER.pw, mn: LOGGER.mn, needsAck: opts.needsAck, dataTime, factors: { w01018: { Rtd: value, Flag: 'N' } } });

async function stored(dataTime: string) {
  const { rows } = await t.db.query<{ value: number }>(
    `SELECT v.value FROM monitor_value v JOIN monitor_point p ON p.id = v.point_id WHERE p.mn = $1 AND v.data_time = $2::timestamptz`,
    [LOGGER.mn, `${dataTime}+08`],
  );
  return rows.map((r) => r.value);
}

beforeAll(async () => {
  t = await monitoringApp();
  const enterpriseId = await t.enterpriseId(ENTERPRISES.zhejiang);
  await registerSimulatedLoggers(t.db, enterpriseId, [
    { ...LOGGER, st: '32', factors: [] },
    { mn: '88888880000001', pw: '123456', st: '31', factors: [] },
  ]);
});
afterAll(() => t?.close());

describe('POST /api/ingest/hj212', () => {
  it('takes text/plain, one packet per line, and answers one result per packet in order', async () => {
    const body = [packet('2025-01-01 10:00:00', 11, { needsAck: true }), packet('2025-01-01 10:01:00', 12, { pw: 'wrong!' }), 'not a packet', ''].join('\n');
    const res = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain' }, payload: body });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(1000000);
    expect(data.results.map((r: { index: number; status: string; error?: string }) => [r.index, r.status, r.error])).toEqual([
      [0, 'stored', undefined],
      [1, 'refused', 'BAD_PASSWORD'],
      [2, 'invalid', 'BAD_FRAME'],
    ]);
    expect(data.results[0].rows).toBe(1);
    expect(data.results[0].reply).toMatch(/^##\d{4}QN=\d{17};ST=91;CN=9014;PW=gw-2024;MN=C0FFEE00C0FFEE00C0FFEE00;Flag=4;CP=&&&&[0-9A-F]{4}\r\n$/);
    expect(data.results[1].reply).toContain('CN=9011');
    expect(data.results[1].reply).toContain('QnRtn=3');
    expect({ stored: data.stored, refused: data.refused, invalid: data.invalid }).toEqual({ stored: 1, refused: 1, invalid: 1 });
    expect(await stored('2025-01-01 10:00:00')).toEqual([11]);
    expect(await stored('2025-01-01 10:01:00')).toEqual([]);
  });

  it('takes JSON {packets}, and reports unknown loggers as refused with QnRtn=4', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { packets: [packet('2025-01-01 11:00:00', 13), samples[1]] } });
    const { data } = res.json();
    expect(data.results.map((r: { status: string; error?: string; mn?: string }) => [r.status, r.error, r.mn])).toEqual([
      ['stored', undefined, LOGGER.mn],
      ['refused', 'UNKNOWN_MN', 'Y80110010000010'],
    ]);
    expect(data.results[1].reply).toContain('QnRtn=4');
  });

  it('joins split parts sent in one request; a lone part stays pending and stores nothing', async () => {
    const factors = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`w0${1001 + i}`, { Rtd: i, Flag: 'N' }]));
    const parts = buildDataPackets({ cn: '2011', st: '32', pw: LOGGER.pw, mn: LOGGER.mn, qn: '20250101120000000', dataTime: '2025-01-01 12:00:00', factors }, { maxDataLength: 200 });
    const whole = await t.app.inject({ method: 'POST', url: URL, payload: { packets: parts } });
    expect(whole.json().data.results.map((r: { status: string }) => r.status)).toEqual(parts.map(() => 'stored'));
    expect(await stored('2025-01-01 12:00:00')).toHaveLength(10);

    const other = buildDataPackets({ cn: '2011', st: '32', pw: LOGGER.pw, mn: LOGGER.mn, qn: '20250101130000000', dataTime: '2025-01-01 13:00:00', factors }, { maxDataLength: 200 });
    const lone = await t.app.inject({ method: 'POST', url: URL, payload: { packets: [other[0]] } });
    expect(lone.json().data.results).toEqual([{ index: 0, status: 'pending', mn: LOGGER.mn, qn: '20250101130000000', cn: '2011' }]);
    expect(await stored('2025-01-01 13:00:00')).toEqual([]);
    // The remaining parts in a later request complete the upload.
    const rest = await t.app.inject({ method: 'POST', url: URL, payload: { packets: other.slice(1) } });
    expect(rest.json().data.stored).toBe(other.length - 1);
    expect(await stored('2025-01-01 13:00:00')).toHaveLength(10);
  });

  it('refuses an empty body or more than 1000 packets with 2010102', async () => {
    const empty = await t.app.inject({ method: 'POST', url: URL, payload: { packets: [] } });
    expect(empty.json()).toMatchObject({ code: 2010102, data: { errors: [{ field: 'packets' }] } });
    const many = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain' }, payload: Array(1001).fill('x').join('\n') });
    expect(many.json()).toMatchObject({ code: 2010102, data: { errors: [{ field: 'packets' }] } });
  });
});

describe('lenient CRC (HJ212_LENIENT_CRC=1)', () => {
  it('rejects the byte-swapped Modbus CRC by default and stores it when lenient', async () => {
    const strict = await t.app.inject({ method: 'POST', url: URL, payload: { packets: [modbusSample] } });
    expect(strict.json().data.results[0]).toMatchObject({ status: 'invalid', error: 'BAD_CRC' });

    const lenient = new IngestService({ db: t.db, lenientCrc: true });
    try {
      const admitted = await lenient.admit(modbusSample);
      expect(await admitted.outcome).toMatchObject({ status: 'stored', mn: '88888880000001', cn: '2011' });
    } finally {
      await lenient.close();
    }
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM monitor_value v JOIN monitor_point p ON p.id = v.point_id
        WHERE p.mn = '88888880000001' AND v.data_time = '2020-09-23 11:35:57+08'`,
    );
    expect(rows[0].n).toBeGreaterThan(10);
  });
});
