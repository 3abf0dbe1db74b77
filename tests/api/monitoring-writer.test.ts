/**
 * The group-commit writer's parallel lanes and its plain-insert fast path, against a real database:
 * every point's rows land whatever lane wrote them, a batch that repeats a stored row is written again
 * as an upsert (the later copy wins, nothing else of the batch is lost), and the receiver still sends a
 * connection's acks in arrival order when a later packet's lane commits first (PostgreSQL, where lanes
 * really run side by side).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataPacket } from '../../server/hj212/index';
import { GroupCommitWriter, registerSimulatedLoggers, type WriteJob, type WriteRow } from '../../server/monitoring/index';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, LoggerClient, monitoringApp, startTunedReceiver } from './monitoring-helpers';

let t: TestApp;
let enterpriseId: number;

const LOGGERS = Array.from({ length: 6 }, (_, i) => ({ mn: `LANE${String(i).padStart(4, '0')}0000CAFE0000BEEF`, pw: `lane#${i}` }));
let pointIds: number[] = [];

const row = (factorCode: string, dataTime: string, value: number): WriteRow => ({ factorCode, level: 0, dataTime, value, min: null, max: null, cou: null, zs: null, flag: 'N' });

async function stored(pointId: number) {
  const { rows } = await t.db.query<{ factor_code: string; data_time: string; value: number }>(
    `SELECT factor_code, data_time, value FROM monitor_value WHERE point_id = $1 ORDER BY data_time, factor_code`,
    [pointId],
  );
  return rows;
}

beforeAll(async () => {
  t = await monitoringApp();
  enterpriseId = await t.enterpriseId(ENTERPRISES.jiangsu);
  pointIds = await registerSimulatedLoggers(t.db, enterpriseId, LOGGERS.map((l) => ({ ...l, st: '32', factors: [] })));
});
afterAll(async () => {
  await t?.close();
});

describe('writer lanes', () => {
  it('stores every point’s rows, keeps each point’s newest value as latest, and counts its packets', async () => {
    const writer = new GroupCommitWriter(t.db, { lanes: 3, flushIntervalMs: 1, maxBatchJobs: 4 });
    const jobs: WriteJob[] = [];
    for (let minute = 0; minute < 10; minute++) {
      for (const pointId of pointIds) {
        const time = `2025-07-01 10:${String(minute).padStart(2, '0')}:00`;
        jobs.push({ pointId, seenAt: Date.parse('2025-07-01T02:00:00Z') + minute, rows: [row('w01018', time, pointId * 100 + minute), row('w21003', time, minute)] });
      }
    }
    await Promise.all(jobs.map((job) => writer.submit(job)));
    expect(writer.stats()).toMatchObject({ lanes: 3, jobs: jobs.length, failedJobs: 0 });
    expect(writer.stats().batches).toBeGreaterThan(3);
    await writer.close();

    for (const pointId of pointIds) expect(await stored(pointId)).toHaveLength(20);
    const latest = await t.db.query<{ point_id: number; value: number; data_time: string }>(
      `SELECT point_id, value, data_time FROM monitor_latest WHERE factor_code = 'w01018' AND point_id = ANY($1::bigint[]) ORDER BY point_id`,
      [pointIds],
    );
    expect(latest.rows.map((r) => [Number(r.point_id), r.value, r.data_time])).toEqual(pointIds.map((id) => [id, id * 100 + 9, '2025-07-01 10:09:00']));
    const state = await t.db.query<{ packets: number }>(`SELECT packets FROM monitor_logger_state WHERE point_id = ANY($1::bigint[])`, [pointIds]);
    expect(state.rows.map((r) => Number(r.packets))).toEqual(pointIds.map(() => 10));
  });

  it('writes a batch that repeats a stored row again as an upsert: the later copy wins and the rest of the batch is kept', async () => {
    const [p, q] = pointIds;
    const writer = new GroupCommitWriter(t.db, { lanes: 1, flushIntervalMs: 50 });
    await writer.submit({ pointId: p, rows: [row('w01018', '2025-07-02 08:00:00', 1)] });
    const outcomes: string[] = [];
    const writer2 = new GroupCommitWriter(t.db, { lanes: 1, flushIntervalMs: 50, onBatch: (b) => outcomes.push(`${b.jobs}:${b.ok}`) });
    // One batch: a repeat of the stored row (new value), a new row of the same point and one of another point.
    await Promise.all([
      writer2.submit({ pointId: p, rows: [row('w01018', '2025-07-02 08:00:00', 2)] }),
      writer2.submit({ pointId: p, rows: [row('w01018', '2025-07-02 08:01:00', 3)] }),
      writer2.submit({ pointId: q, rows: [row('w01018', '2025-07-02 08:00:00', 4)] }),
    ]);
    expect(outcomes).toEqual(['3:true']);
    expect(writer2.stats()).toMatchObject({ jobs: 3, failedJobs: 0 });
    await Promise.all([writer.close(), writer2.close()]);
    expect((await stored(p)).filter((r) => r.data_time.startsWith('2025-07-02'))).toEqual([
      { factor_code: 'w01018', data_time: '2025-07-02 08:00:00', value: 2 },
      { factor_code: 'w01018', data_time: '2025-07-02 08:01:00', value: 3 },
    ]);
    expect((await stored(q)).filter((r) => r.data_time.startsWith('2025-07-02'))).toEqual([{ factor_code: 'w01018', data_time: '2025-07-02 08:00:00', value: 4 }]);
  });
});

describe('acks across lanes', () => {
  // PGlite has one session: a held transaction stops every lane, so only PostgreSQL shows the reordering.
  it.skipIf(!process.env.TEST_DATABASE_URL)('holds the ack of a later packet until every earlier packet of the connection has committed', async () => {
    // Two loggers whose points fall on different lanes of two.
    const a = LOGGERS[pointIds.findIndex((id) => id % 2 === 0)];
    const b = LOGGERS[pointIds.findIndex((id) => id % 2 === 1)];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const firstBatchWaiting = new Promise<void>((resolve) => (entered = resolve));
    let first = true;
    const { ingest, receiver } = await startTunedReceiver(t.db, {
      writer: {
        lanes: 2,
        beforeCommit: async () => {
          if (!first) return;
          first = false;
          entered();
          await gate;
        },
      },
    });
    try {
      const packet = (logger: { mn: string; pw: string }, qn: string) =>
        buildDataPacket({ cn: '2011', st: '32', pw: logger.pw, mn: logger.mn, qn, needsAck: true, dataTime: '2025-07-03 09:00:00', factors: { w01018: { Rtd: 5, Flag: 'N' } } });
      const client = await LoggerClient.connect(receiver.port);
      client.send(packet(a, '20250703090000001'));
      await firstBatchWaiting;
      client.send(packet(b, '20250703090000002'));
      const bId = pointIds[LOGGERS.indexOf(b)];
      await expect.poll(async () => (await stored(bId)).filter((r) => r.data_time === '2025-07-03 09:00:00').length, { timeout: 20_000 }).toBe(1);
      // B is committed, A is not: no ack may leave yet, or the logger would see B's before A's.
      expect(client.replies).toEqual([]);
      release();
      const replies = await client.waitForReplies(2);
      expect(replies.map((r) => `${r.cn}:${r.qn}`)).toEqual(['9014:20250703090000001', '9014:20250703090000002']);
      await client.end();
    } finally {
      release();
      await ingest.close();
    }
  });
});
