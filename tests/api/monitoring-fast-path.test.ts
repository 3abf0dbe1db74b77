/**
 * The ingestion fast path against the general path, end to end on a real database: the same 300
 * generated packets (common ones and quirky ones: bad values, repeats, wrong passwords, odd levels, bad
 * CRCs) go through a service with the fast path and through one without it, each for a logger of its
 * own; every outcome (status, error, rows, the reply a client would read) and everything stored (values,
 * latest values, logger state) must be the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePacket } from '../../server/hj212/index';
import { AuthSession } from '../../server/monitoring/ingest/loggers';
import { IngestService, registerSimulatedLoggers, type PacketOutcome } from '../../server/monitoring/index';
import { generated } from '../support/hj212-generated';
import { prng } from '../support/prng';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, monitoringApp } from './monitoring-helpers';

let t: TestApp;
const FAST = { mn: 'FASTPATH0000000000000001', pw: 'fast#pw' };
const GENERAL = { mn: 'FASTPATH0000000000000002', pw: 'fast#pw' };
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await monitoringApp();
  const enterpriseId = await t.enterpriseId(ENTERPRISES.jiangsu);
  const [fast, general] = await registerSimulatedLoggers(t.db, enterpriseId, [FAST, GENERAL].map((l) => ({ ...l, st: '32', factors: [] })));
  ids.set(FAST.mn, fast).set(GENERAL.mn, general);
});
afterAll(async () => {
  await t?.close();
});

/** What a client learns from an outcome; the MN (and so the reply's CRC) differs between the two runs. */
function seen(outcome: PacketOutcome) {
  const reply = outcome.reply ? parsePacket(outcome.reply) : undefined;
  return {
    status: outcome.status,
    error: outcome.error,
    rows: outcome.rows,
    qn: outcome.qn,
    cn: outcome.cn,
    reply: reply?.ok ? { st: reply.packet.st, cn: reply.packet.cn, qn: reply.packet.qn, flag: reply.packet.flag, pw: reply.packet.pw, cp: reply.packet.cpData.fields } : reply,
  };
}

/** Admits the packets in order (as the receiver and the HTTP endpoint do), then waits for every commit. */
async function play(fastPath: boolean, logger: { mn: string; pw: string }) {
  const ingest = new IngestService({ db: t.db, fastPath, writer: { flushIntervalMs: 2 }, reassembly: { timeoutMs: 200 } });
  await ingest.writer.prepare();
  const session = new AuthSession();
  const rand = prng(2019);
  const outcomes: Promise<PacketOutcome>[] = [];
  for (let i = 0; i < 300; i++) outcomes.push((await ingest.admit(generated(rand, logger), session)).outcome);
  const result = (await Promise.all(outcomes)).map(seen);
  await ingest.close();
  return result;
}

async function storedOf(mn: string) {
  const pointId = ids.get(mn);
  const values = await t.db.query(
    `SELECT factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag FROM monitor_value WHERE point_id = $1
      ORDER BY factor_code, level, data_time`,
    [pointId],
  );
  const latest = await t.db.query(
    `SELECT factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag FROM monitor_latest WHERE point_id = $1 ORDER BY factor_code`,
    [pointId],
  );
  const state = await t.db.query(`SELECT last_data_time, last_restart_at, packets FROM monitor_logger_state WHERE point_id = $1`, [pointId]);
  return { values: values.rows, latest: latest.rows, state: state.rows };
}

describe('ingestion fast path', () => {
  it('gives every packet the outcome the general path gives and stores exactly the same', async () => {
    const fast = await play(true, FAST);
    const general = await play(false, GENERAL);
    expect(fast).toEqual(general);
    // Both kinds of packet were played: stored ones, and refused or invalid ones.
    const count = (status: string) => fast.filter((o) => o.status === status).length;
    expect(count('stored')).toBeGreaterThan(100);
    expect(count('refused')).toBeGreaterThan(10);
    expect(count('invalid')).toBeGreaterThan(50);

    const stored = await storedOf(FAST.mn);
    expect(stored.values.length).toBeGreaterThan(20);
    expect(stored.latest.length).toBeGreaterThan(5);
    expect(stored).toEqual(await storedOf(GENERAL.mn));
  }, 300_000);
});
