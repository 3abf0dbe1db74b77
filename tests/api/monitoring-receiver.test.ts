/**
 * The HJ 212 TCP receiver against a real database: real sample packets stored for registered loggers,
 * refusals, ack-after-commit, split uploads, torn frames, duplicates, latest values and logger state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataPacket, buildDataPackets, parsePacket } from '../../server/hj212/index';
import { registerSimulatedLoggers, startHj212Receiver, type Hj212Receiver, type IngestService } from '../../server/monitoring/index';
import { sharedLines } from '../support/shared-data';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, LoggerClient, monitoringApp, RECEIVER_DEFAULTS, sleep, startTunedReceiver } from './monitoring-helpers';

const samples = sharedLines('hj212_samples.txt');
const invalidSamples = sharedLines('hj212_samples_invalid.txt').map((l) => l.split('\t')[1]);

/** The commit of every batch waits for this gate while it is closed (ack-after-commit test). */
let gate: Promise<void> | null = null;

let t: TestApp;
let receiver: Hj212Receiver;
let ingest: IngestService;
let enterpriseId: number;

const LOGGER = { mn: 'A1B2C3D4E5F60718293A4B5C', pw: 'Pw#2024' };
/** A logger of its own for the latest-value test, so other tests' times do not interfere. */
const LATE = { mn: 'B1B2C3D4E5F60718293A4B5C', pw: '654321' };
const SAMPLE_PW = new Map<string, string>();

async function register(loggers: { mn: string; pw: string; st?: string }[]) {
  await registerSimulatedLoggers(t.db, enterpriseId, loggers.map((l) => ({ mn: l.mn, pw: l.pw, st: l.st ?? '32', factors: [] })));
}

async function pointIdOf(mn: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM monitor_point WHERE mn = $1', [mn]);
  return Number(rows[0].id);
}

async function values(mn: string, where = 'true', params: unknown[] = []) {
  const { rows } = await t.db.query<{ factor_code: string; level: number; data_time: string; value: number | null; min_value: number | null; max_value: number | null; cou: number | null; flag: string | null }>(
    `SELECT v.factor_code, v.level, v.data_time, v.value, v.min_value, v.max_value, v.cou, v.flag
       FROM monitor_value v JOIN monitor_point p ON p.id = v.point_id WHERE p.mn = $1 AND ${where} ORDER BY v.data_time, v.factor_code`,
    [mn, ...params],
  );
  return rows;
}

const realtime = (dataTime: string, factors: Record<string, Record<string, number | string>>, opts: { needsAck?: boolean; qn?: string; logger?: { mn: string; pw: string } } = {}) =>
  buildDataPacket({ cn: '2011', st: '32', pw: (opts.logger ?? LOGGER).pw, mn: (opts.logger ?? LOGGER).mn, qn: opts.qn, needsAck: opts.needsAck ?? true, dataTime, factors });

beforeAll(async () => {
  t = await monitoringApp();
  enterpriseId = await t.enterpriseId(ENTERPRISES.jiangsu);
  for (const line of samples) {
    const p = parsePacket(line);
    if (p.ok && p.packet.pw && !SAMPLE_PW.has(p.packet.mn)) SAMPLE_PW.set(p.packet.mn, p.packet.pw);
  }
  // Line 21 is the standard's example sent with PW=100000; the same logger's later packets use 123456.
  SAMPLE_PW.set('010000A8900016F000169DC0', '123456');
  await register([LOGGER, LATE, ...[...SAMPLE_PW].map(([mn, pw]) => ({ mn, pw }))]);
  ({ ingest, receiver } = await startTunedReceiver(t.db, {
    writer: { beforeCommit: async () => void (await gate) },
    reassembly: { timeoutMs: 500 },
  }));
});
afterAll(async () => {
  gate = null;
  await ingest?.close();
  await t?.close();
});

describe('real sample packets from registered loggers', () => {
  it('stores every data sample and acknowledges those asking for it, once committed', async () => {
    const accepted = samples.filter((_, i) => i !== 20); // all but line 21 (wrong PW: see the refusal test)
    const client = await LoggerClient.connect(receiver.port);
    for (const line of accepted) client.send(`${line}\r\n`);
    // Flag=5 on lines 1, 11, 18, 23, 24; the replies are their 9014 acks, in order.
    const replies = await client.waitForReplies(5);
    expect(replies.map((r) => `${r.cn}:${r.mn}:${r.qn}`)).toEqual([
      '9014:Z13401000010301:20190925181031464',
      '9014:000101:20240123123205877',
      '9014:88888880000001:20200623122504356',
      '9014:010000A8900016F000169DC0:20231008130452757',
      '9014:010000A8900016F000169DC0:20231008123340461',
    ]);
    expect(client.isClosed).toBe(false);
    await client.end();
    // Packets without ack were queued before the last acked one: FIFO commits mean they are in too.

    expect(await values('Y80110010000010')).toContainEqual(
      expect.objectContaining({ factor_code: 'a21002', level: 0, data_time: '2019-10-12 13:37:10', value: 49.2, flag: 'N' }),
    );
    expect((await values('Y80110010000010')).length).toBe(7);
    expect(await values('81733553216103', 'v.level = 2')).toContainEqual(
      expect.objectContaining({ factor_code: 'a00000', data_time: '2024-01-22 17:00:00', value: 5.331, min_value: 5.051, max_value: 5.617, cou: 19191.973 }),
    );
    // HJ/T 212-2005 codes arrive as 2017 codes.
    const old = await values('81733553216204');
    expect(old.map((r) => r.factor_code).sort()).toEqual(['w00000', 'w01001', 'w01018', 'w21001', 'w21003', 'w21011']);
    expect(old.find((r) => r.factor_code === 'w01018')?.value).toBe(32.439);
    // Split upload (lines 16 + 17): all eight factors under one time.
    const split = await values('DM000001', `v.data_time = '2019-12-25 15:52:00+08'`);
    expect(split.map((r) => r.factor_code).sort()).toEqual(['w01001', 'w01003', 'w01006', 'w01010', 'w01014', 'w01019', 'w21003', 'w21011']);
    expect(await values('NJGDKYYC202101q0001w0001')).toEqual([
      expect.objectContaining({ factor_code: 'ele01', value: 1 }),
      expect.objectContaining({ factor_code: 'ele02', value: 0 }),
    ]);
    // A daily-looking hourly packet of 2005 style without QN/Flag (line 20) is stored at level 2.
    expect((await values('chang000003', 'v.level = 2')).length).toBeGreaterThan(0);
  });

  it('records the boot time of 2081 packets and last-seen times of every accepted logger', async () => {
    // On PostgreSQL logger state is applied from the derived journal within a second; settle it now.
    await ingest.writer.settleDerived();
    const { rows } = await t.db.query<{ mn: string; last_restart_at: string | null; packets: number }>(
      `SELECT p.mn, s.last_restart_at, s.packets FROM monitor_logger_state s JOIN monitor_point p ON p.id = s.point_id WHERE p.mn = ANY($1::text[])`,
      [['88888880000001', '000201', '010000A8900016F000169DC0']],
    );
    const byMn = new Map(rows.map((r) => [r.mn, r]));
    expect(byMn.get('88888880000001')?.last_restart_at).toBe('2020-06-23 12:23:42');
    expect(byMn.get('000201')?.packets).toBe(1); // CN 9021: nothing to store, but the logger was heard
    expect(byMn.get('010000A8900016F000169DC0')?.packets).toBe(3);
  });
});

describe('refusals', () => {
  it('answers an unknown MN with 9011 QnRtn=4, closes the connection and stores nothing', async () => {
    const client = await LoggerClient.connect(receiver.port);
    const stranger = { mn: 'FFFFFFFFFFFFFFFFFFFFFFFF', pw: '123456' };
    client.send(realtime('2025-01-01 10:00:00', { w01018: { Rtd: 10 } }, { logger: stranger }));
    client.send(realtime('2025-01-01 10:01:00', { w01018: { Rtd: 11 } }, { logger: LOGGER }));
    await client.closed;
    expect(client.replies.map((r) => [r.cn, r.cpData.fields.QnRtn])).toEqual([['9011', '4']]);
    // The valid packet behind the refused one was not read either.
    expect(await values(LOGGER.mn, `v.data_time >= '2025-01-01 10:00:00+08' AND v.data_time < '2025-01-01 11:00:00+08'`)).toEqual([]);
  });

  it('answers a wrong password with 9011 QnRtn=3 (sample line 21, the standard example, sent with PW=100000)', async () => {
    const client = await LoggerClient.connect(receiver.port);
    client.send(`${samples[20]}\r\n`);
    await client.closed;
    expect(client.replies.map((r) => [r.cn, r.mn, r.cpData.fields.QnRtn])).toEqual([['9011', '010000A8900016F000169DC0', '3']]);
  });

  it('refuses a wrong password on a connection that already proved the right one, and stores nothing of it', async () => {
    const client = await LoggerClient.connect(receiver.port);
    client.send(realtime('2025-01-03 09:00:00', { w01018: { Rtd: 1 } }, { qn: '20250103090000001' }));
    await client.waitForReplies(1);
    client.send(realtime('2025-01-03 09:01:00', { w01018: { Rtd: 2 } }, { qn: '20250103090100001', logger: { mn: LOGGER.mn, pw: `${LOGGER.pw}x` } }));
    await client.closed;
    expect(client.replies.map((r) => [r.cn, r.qn, r.cpData.fields.QnRtn])).toEqual([
      ['9014', '20250103090000001', undefined],
      ['9011', '20250103090100001', '3'],
    ]);
    expect((await values(LOGGER.mn, `v.data_time >= '2025-01-03 00:00:00+08' AND v.data_time < '2025-01-04 00:00:00+08'`)).map((r) => r.value)).toEqual([1]);
  });

  it('drops frames with a bad CRC without answering and keeps the connection', async () => {
    const client = await LoggerClient.connect(receiver.port);
    for (const bad of invalidSamples) client.send(`${bad}\r\n`);
    client.send(realtime('2025-01-02 08:00:00', { w01018: { Rtd: 12.5 } }, { qn: '20250102080000001' }));
    const replies = await client.waitForReplies(1);
    expect(replies.map((r) => `${r.cn}:${r.qn}`)).toEqual(['9014:20250102080000001']);
    await client.end();
    // The Modbus-CRC samples of logger 88888880000001 (2020-09-23/24) were not stored in strict mode.
    expect(await values('88888880000001', `v.data_time >= '2020-09-23 00:00:00+08'`)).toEqual([]);
  });
});

describe('acknowledgement after commit', () => {
  it('sends no ack while the transaction is held open, and the ack once it commits', async () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    const client = await LoggerClient.connect(receiver.port);
    client.send(realtime('2025-02-03 04:05:06', { w01018: { Rtd: 21.5 }, w21003: { Rtd: 1.2 } }, { qn: '20250203040506000' }));
    await sleep(400);
    expect(client.replies).toEqual([]);
    gate = null;
    release();
    const replies = await client.waitForReplies(1);
    expect(replies.map((r) => `${r.cn}:${r.qn}:${r.mn}:${r.pw}`)).toEqual([`9014:20250203040506000:${LOGGER.mn}:${LOGGER.pw}`]);
    expect(await values(LOGGER.mn, `v.data_time = '2025-02-03 04:05:06+08'`)).toHaveLength(2);
    await client.end();
  });
});

describe('split uploads (PNUM/PNO)', () => {
  const factors = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`w0${1001 + i}`, { Rtd: i + 0.5, Flag: 'N' }]));

  it('stores the data once every part has arrived and then acks each part', async () => {
    const parts = buildDataPackets(
      { cn: '2011', st: '32', pw: LOGGER.pw, mn: LOGGER.mn, qn: '20250304050607000', needsAck: true, dataTime: '2025-03-04 05:06:07', factors },
      { maxDataLength: 200 },
    );
    expect(parts.length).toBeGreaterThan(2);
    const client = await LoggerClient.connect(receiver.port);
    // Out of order, with the first part last.
    for (const part of [...parts.slice(1), parts[0]]) client.send(part);
    const replies = await client.waitForReplies(parts.length);
    expect(replies.map((r) => r.cn)).toEqual(parts.map(() => '9014'));
    const rows = await values(LOGGER.mn, `v.data_time = '2025-03-04 05:06:07+08'`);
    expect(rows.map((r) => r.factor_code).sort()).toEqual(Object.keys(factors).sort());
    await client.end();
  });

  it('stores nothing and acks nothing when a part never comes', async () => {
    const parts = buildDataPackets(
      { cn: '2011', st: '32', pw: LOGGER.pw, mn: LOGGER.mn, qn: '20250304050608000', needsAck: true, dataTime: '2025-03-04 05:06:08', factors },
      { maxDataLength: 200 },
    );
    const client = await LoggerClient.connect(receiver.port);
    for (const part of parts.slice(0, -1)) client.send(part);
    await sleep(1_500); // well past the 500 ms reassembly timeout
    expect(client.replies).toEqual([]);
    expect(await values(LOGGER.mn, `v.data_time = '2025-03-04 05:06:08+08'`)).toEqual([]);
    expect(ingest.stats().pendingSplits).toBe(0);
    await client.end();
  });
});

describe('broken connections and repeated data', () => {
  it('a logger that disconnects mid-packet leaves nothing behind', async () => {
    const packet = realtime('2025-04-05 06:07:08', { w01018: { Rtd: 30 }, w21003: { Rtd: 3 } });
    const client = await LoggerClient.connect(receiver.port);
    client.send(packet.slice(0, Math.floor(packet.length / 2)));
    await sleep(50);
    client.destroy();
    await client.closed;
    await sleep(100);
    expect(await values(LOGGER.mn, `v.data_time = '2025-04-05 06:07:08+08'`)).toEqual([]);
    // The same packet whole, on a new connection, is stored.
    const again = await LoggerClient.connect(receiver.port);
    again.send(packet);
    await again.waitForReplies(1);
    expect(await values(LOGGER.mn, `v.data_time = '2025-04-05 06:07:08+08'`)).toHaveLength(2);
    await again.end();
  });

  it('a repeated packet does not duplicate rows; the later copy wins, also in the latest values', async () => {
    const client = await LoggerClient.connect(receiver.port);
    client.send(realtime('2024-06-01 00:00:00', { w01018: { Rtd: 40 } }));
    client.send(realtime('2024-06-01 00:00:00', { w01018: { Rtd: 41 } }));
    await client.waitForReplies(2);
    await client.end();
    expect(await values(LOGGER.mn, `v.data_time = '2024-06-01 00:00:00+08'`)).toEqual([expect.objectContaining({ value: 41 })]);
  });

  it('a late packet with an older time does not replace the latest value', async () => {
    const client = await LoggerClient.connect(receiver.port);
    client.send(realtime('2024-06-01 00:01:00', { w01018: { Rtd: 42 } }, { logger: LATE }));
    client.send(realtime('2024-05-31 23:59:00', { w01018: { Rtd: 7 } }, { logger: LATE }));
    await client.waitForReplies(2);
    await client.end();
    await ingest.writer.settleDerived();
    const { rows } = await t.db.query<{ value: number; data_time: string }>(
      `SELECT value, data_time FROM monitor_latest WHERE point_id = $1 AND factor_code = 'w01018'`,
      [await pointIdOf(LATE.mn)],
    );
    expect(rows).toEqual([{ value: 42, data_time: '2024-06-01 00:01:00' }]);
    // Both values are kept in the series.
    expect((await values(LATE.mn)).map((r) => r.value)).toEqual([7, 42]);
  });

  it('refuses data dated more than a day ahead (no ack, nothing stored), while still recording the logger as seen', async () => {
    const client = await LoggerClient.connect(receiver.port);
    client.send(realtime('2099-01-01 00:00:00', { w01018: { Rtd: 1 } }, { qn: '20990101000000000' }));
    client.send(realtime('2025-05-05 05:05:05', { w01018: { Rtd: 2 } }, { qn: '20250505050505000' }));
    const replies = await client.waitForReplies(1);
    expect(replies.map((r) => r.qn)).toEqual(['20250505050505000']);
    await client.end();
    expect(await values(LOGGER.mn, `v.data_time > '2090-01-01 00:00:00+08'`)).toEqual([]);
  });
});

describe('connection limits', () => {
  it('closes connections beyond maxConnections and idle ones', async () => {
    const small = await startHj212Receiver(ingest, { ...RECEIVER_DEFAULTS, maxConnections: 2, idleTimeoutMs: 700 });
    try {
      const a = await LoggerClient.connect(small.port);
      const b = await LoggerClient.connect(small.port);
      const c = await LoggerClient.connect(small.port);
      await c.closed; // refused by the server at once
      expect(a.isClosed || b.isClosed).toBe(false);
      expect(small.stats().rejectedConnections).toBe(1);
      await Promise.all([a.closed, b.closed]); // idle timeout
    } finally {
      await small.close();
    }
  });
});
