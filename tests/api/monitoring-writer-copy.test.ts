/**
 * The writer's COPY path for new values (PostgreSQL pools: values by `COPY … FROM STDIN` in the batch's
 * one-round-trip script) against its joining `INSERT … unnest` path: the same jobs store the same values,
 * latest values and logger state either way, awkward texts and numbers included; rows of a point deleted
 * before its batch are dropped as the join drops them, the rest of the batch is kept; a batch repeating
 * a stored row still falls back to the upsert. On PGlite (no COPY here) the writer keeps the INSERT path,
 * so the file runs only against PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommitWriter, registerSimulatedLoggers, type WriteJob, type WriteRow } from '../../server/monitoring/index';
import type { WriterDb } from '../../server/monitoring/storage/value-writer';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, monitoringApp } from './monitoring-helpers';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let enterpriseId: number;

/** Points registered once (their codes are numbered per call), handed out a few at a time. */
let free: number[] = [];
const points = (n: number) => free.splice(0, n);

const row = (factorCode: string, dataTime: string, value: number | null, extra: Partial<WriteRow> = {}): WriteRow => ({
  factorCode,
  level: 0,
  dataTime,
  value,
  min: null,
  max: null,
  cou: null,
  zs: null,
  flag: 'N',
  ...extra,
});

/**
 * Jobs for points `ids` (position by position the same content for any set of ids): texts COPY's text
 * format escapes (backslash, tab, newline, carriage return, the `\N` marker as text), quotes and NULL as
 * text, non-finite and extreme numbers, several levels, and packets repeated inside the batch.
 */
function jobsFor(ids: number[]): WriteJob[] {
  const seen = Date.parse('2025-08-01T02:00:00Z');
  const jobs: WriteJob[] = [];
  ids.forEach((pointId, i) => {
    for (let minute = 0; minute < 3; minute++) {
      const time = `2025-08-01 10:0${minute}:00`;
      jobs.push({
        pointId,
        seenAt: seen + minute * 1000,
        rows: [
          row('w01018', time, i * 10 + minute, { min: -0.5, max: 1e21, cou: 5e-324, zs: -1.7976931348623157e308, flag: 'N' }),
          row('w21003', time, Number.NaN, { min: Number.POSITIVE_INFINITY, flag: null }),
          row('a\\b\tc', time, 1.25, { flag: '\\N' }),
          row('new\nline', time, null, { flag: 'x\ry' }),
          row('"q",{}', time, 3, { flag: 'NULL' }),
        ],
      });
    }
    // An hourly value and a repeat of the first minute (the later copy wins).
    jobs.push({ pointId, seenAt: seen + 5000, rows: [row('w01018', '2025-08-01 10:00:00', 99, { level: 2 })] });
    jobs.push({ pointId, seenAt: seen + 6000, rows: [row('w21003', '2025-08-01 10:00:00', 7, { flag: 'D' })] });
  });
  return jobs;
}

/** The test database with its COPY calls counted (to know the COPY path really ran). */
function countingDb() {
  const db = t.db as unknown as WriterDb;
  const calls = { copies: 0 };
  const counted: WriterDb = {
    query: (...args) => db.query(...args),
    transaction: (fn) => db.transaction(fn),
    copyIn: (script, data) => {
      calls.copies += 1;
      return db.copyIn!(script, data);
    },
  };
  return { db: counted, calls };
}

/** What the tables hold for `ids`, with each point id replaced by its position. */
async function snapshot(ids: number[]) {
  const position = (id: unknown) => ids.indexOf(Number(id));
  const values = await t.db.query<Record<string, unknown>>(
    `SELECT point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag FROM monitor_value
      WHERE point_id = ANY($1::bigint[]) ORDER BY point_id, factor_code, level, data_time`,
    [ids],
  );
  const latest = await t.db.query<Record<string, unknown>>(
    `SELECT point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag FROM monitor_latest
      WHERE point_id = ANY($1::bigint[]) ORDER BY point_id, factor_code`,
    [ids],
  );
  const state = await t.db.query<Record<string, unknown>>(
    `SELECT point_id, last_seen_at, last_data_time, last_restart_at, packets FROM monitor_logger_state WHERE point_id = ANY($1::bigint[]) ORDER BY point_id`,
    [ids],
  );
  const byPosition = (rows: Record<string, unknown>[]): Record<string, unknown>[] => rows.map((r) => ({ ...r, point_id: position(r.point_id) }));
  return { values: byPosition(values.rows), latest: byPosition(latest.rows), state: byPosition(state.rows) };
}

beforeAll(async () => {
  t = await monitoringApp();
  enterpriseId = await t.enterpriseId(ENTERPRISES.jiangsu);
  const loggers = Array.from({ length: 10 }, (_, i) => ({ mn: `CPY${String(i).padStart(4, '0')}00C0FFEE0000CAFE0`, pw: `copy#${i}`, st: '32', factors: [] }));
  free = await registerSimulatedLoggers(t.db, enterpriseId, loggers);
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!postgres)('writer COPY path (PostgreSQL)', () => {
  it('stores the same values, latest values and logger state as the INSERT path', async () => {
    const viaInsert = points(3);
    const viaCopy = points(3);
    const batches: string[] = [];
    const { db, calls } = countingDb();
    const write = async (ids: number[], copyValues: boolean) => {
      const writer = new GroupCommitWriter(db, { oneRoundTrip: true, copyValues, flushIntervalMs: 20, onBatch: (b) => batches.push(`${copyValues}:${b.ok}`) });
      await Promise.all(jobsFor(ids).map((job) => writer.submit(job)));
      expect(writer.stats()).toMatchObject({ failedJobs: 0, jobs: jobsFor(ids).length });
      await writer.close();
    };
    await write(viaInsert, false);
    expect(calls.copies).toBe(0);
    await write(viaCopy, true);
    expect(calls.copies).toBeGreaterThan(0);
    expect(batches.every((b) => b.endsWith(':true'))).toBe(true);

    const copied = await snapshot(viaCopy);
    expect(copied).toEqual(await snapshot(viaInsert));
    // Not two empty results: every row of every job is there, the awkward texts as sent.
    expect(copied.values).toHaveLength(3 * (3 * 5 + 1));
    expect(copied.values.filter((r) => r.point_id === 0).map((r) => r.factor_code)).toEqual(expect.arrayContaining(['a\\b\tc', 'new\nline', '"q",{}']));
    expect(copied.values.find((r) => r.point_id === 0 && r.factor_code === 'a\\b\tc' && r.data_time === '2025-08-01 10:00:00')).toMatchObject({ flag: '\\N', value: 1.25 });
    expect(copied.values.find((r) => r.point_id === 1 && r.factor_code === 'w21003' && r.data_time === '2025-08-01 10:00:00')).toMatchObject({ value: 7, flag: 'D', min_value: null });
    expect(copied.values.find((r) => r.point_id === 2 && r.factor_code === 'w01018' && r.level === 0 && r.data_time === '2025-08-01 10:00:00')).toMatchObject({
      value: 20,
      max_value: 1e21,
      cou: 5e-324,
      zs_value: -1.7976931348623157e308,
    });
    expect(copied.state.map((s) => Number(s.packets))).toEqual([5, 5, 5]);
  });

  it('drops the rows of a point deleted before its batch and keeps the rest of the batch', async () => {
    const [kept, deleted] = points(2);
    await t.db.query('DELETE FROM monitor_point WHERE id = $1', [deleted]);
    const { db, calls } = countingDb();
    const writer = new GroupCommitWriter(db, { oneRoundTrip: true, flushIntervalMs: 20 });
    await Promise.all([
      writer.submit({ pointId: kept, seenAt: Date.now(), rows: [row('w01018', '2025-08-02 09:00:00', 1)] }),
      writer.submit({ pointId: deleted, seenAt: Date.now(), rows: [row('w01018', '2025-08-02 09:00:00', 2)] }),
    ]);
    expect(writer.stats()).toMatchObject({ batches: 1, jobs: 2, failedJobs: 0 });
    expect(calls.copies).toBe(1);
    await writer.close();
    const stored = await t.db.query<{ point_id: number; value: number }>(
      `SELECT point_id, value FROM monitor_value WHERE point_id = ANY($1::bigint[]) AND data_time = '2025-08-02 09:00:00+08'`,
      [[kept, deleted]],
    );
    expect(stored.rows.map((r) => [Number(r.point_id), r.value])).toEqual([[kept, 1]]);
    const state = await t.db.query(`SELECT point_id FROM monitor_logger_state WHERE point_id = ANY($1::bigint[])`, [[kept, deleted]]);
    expect(state.rows.map((r) => Number(r.point_id))).toEqual([kept]);
  });

  it('writes a batch that repeats a stored row again as an upsert: the later copy wins and the rest of the batch is kept', async () => {
    const [p, q] = points(2);
    const first = new GroupCommitWriter(t.db, { oneRoundTrip: true, flushIntervalMs: 20 });
    await first.submit({ pointId: p, rows: [row('w01018', '2025-08-03 08:00:00', 1)] });
    await first.close();
    const outcomes: string[] = [];
    const { db, calls } = countingDb();
    const writer = new GroupCommitWriter(db, { oneRoundTrip: true, flushIntervalMs: 50, onBatch: (b) => outcomes.push(`${b.jobs}:${b.ok}`) });
    await Promise.all([
      writer.submit({ pointId: p, rows: [row('w01018', '2025-08-03 08:00:00', 2)] }),
      writer.submit({ pointId: p, rows: [row('w01018', '2025-08-03 08:01:00', 3)] }),
      writer.submit({ pointId: q, rows: [row('w01018', '2025-08-03 08:00:00', 4)] }),
    ]);
    expect(outcomes).toEqual(['3:true']);
    expect(writer.stats()).toMatchObject({ jobs: 3, failedJobs: 0 });
    expect(calls.copies).toBe(1);
    await writer.close();
    const stored = await t.db.query<{ point_id: number; data_time: string; value: number }>(
      `SELECT point_id, data_time, value FROM monitor_value WHERE point_id = ANY($1::bigint[]) ORDER BY point_id, data_time`,
      [[p, q]],
    );
    expect(stored.rows.map((r) => [Number(r.point_id), r.data_time, r.value])).toEqual([
      [p, '2025-08-03 08:00:00', 2],
      [p, '2025-08-03 08:01:00', 3],
      [q, '2025-08-03 08:00:00', 4],
    ]);
    // The pooled connections are usable after the failed COPY (its transaction was rolled back).
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_point WHERE id = ANY($1::bigint[])', [[p, q]])).rows[0].n).toBe(2);
  });
});
