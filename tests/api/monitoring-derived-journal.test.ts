/**
 * Latest values and logger state through the derived journal (storage/derived-journal.ts) against the
 * in-transaction upserts: the same packet sequence (out-of-order times, repeated packets, several levels,
 * restarts, packets without data) gives the same monitor_latest and monitor_logger_state at every point
 * the journal has been applied (the lanes apply what they kept in memory), journal rows left behind (a
 * process that died before applying them) are applied exactly once even when two claimers go for them at
 * the same time, and a lane whose rows were partly taken by such a claimer applies the rest from the
 * journal's text. Runs on PGlite (which
 * keeps the in-transaction path in service, so here the journal path is exercised on purpose) and on
 * PostgreSQL when TEST_DATABASE_URL is set (there through the one-round-trip COPY scripts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommitWriter, registerSimulatedLoggers, type WriteJob, type WriteRow } from '../../server/monitoring/index';
import { applyLeftovers } from '../../server/monitoring/storage/derived-journal';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, monitoringApp } from './monitoring-helpers';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let free: number[] = [];
const points = (n: number) => free.splice(0, n);

/**
 * n more points, each in the lane (of two) of the same position in `like`, so both writers form the same
 * batches from the same sequence.
 */
function pointsLike(like: number[]): number[] {
  return like.map((id) => {
    const at = free.findIndex((f) => f % 2 === id % 2);
    return free.splice(at, 1)[0];
  });
}

/** A small deterministic generator (the same sequence on every run and for both paths). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const FACTORS = ['w01018', 'w21003', 'w21011'];
const BASE_SEEN = Date.parse('2025-09-01T00:00:00Z');

/**
 * `count` jobs over point positions 0..n-1: times drawn from a few minutes (so packets arrive out of order
 * and repeat, sometimes in one batch, sometimes across batches), mostly real-time with some hourly rows,
 * a random subset of factors, now and then a restart time (later ones later: which of two restarts in one
 * batch counts is the in-transaction path's own detail) or no data at all.
 */
function sequence(count: number, n: number, seed: number): { position: number; job: Omit<WriteJob, 'pointId'> }[] {
  const next = random(seed);
  const out: { position: number; job: Omit<WriteJob, 'pointId'> }[] = [];
  for (let i = 0; i < count; i++) {
    const minute = Math.floor(next() * 6);
    const level = next() < 0.15 ? 2 : 0;
    // Hourly rows sometimes share a real-time packet's time (the finer level wins) and sometimes not.
    const dataTime = `2025-09-01 10:0${minute}:${level === 2 && next() < 0.5 ? '30' : '00'}`;
    const rows: WriteRow[] = [];
    if (next() > 0.1) {
      for (const factorCode of FACTORS) {
        if (next() < 0.3) continue;
        const value = Math.round(next() * 1000) / 10;
        rows.push({ factorCode, level, dataTime, value, min: level === 2 ? value - 1 : null, max: level === 2 ? value + 1 : null, cou: null, zs: null, flag: next() < 0.2 ? 'D' : 'N' });
      }
    }
    const restartTime = next() < 0.1 ? `2025-09-01 09:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}` : undefined;
    out.push({ position: Math.floor(next() * n), job: { rows, seenAt: BASE_SEEN + Math.floor(next() * 60_000), restartTime } });
  }
  return out;
}

/** monitor_latest and monitor_logger_state of `ids`, each point id replaced by its position. */
async function derived(ids: number[]) {
  const position = (id: unknown) => ids.indexOf(Number(id));
  const latest = await t.db.query<Record<string, unknown>>(
    `SELECT point_id, factor_code, level, data_time, value, min_value, max_value, cou, zs_value, flag FROM monitor_latest
      WHERE point_id = ANY($1::bigint[]) ORDER BY point_id, factor_code`,
    [ids],
  );
  const state = await t.db.query<Record<string, unknown>>(
    `SELECT point_id, last_seen_at, last_data_time, last_restart_at, packets::int AS packets FROM monitor_logger_state
      WHERE point_id = ANY($1::bigint[]) ORDER BY point_id`,
    [ids],
  );
  const byPosition = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
    rows
      .map((r): Record<string, unknown> & { point_id: number } => ({ ...r, point_id: position(r.point_id) }))
      .sort((a, b) => a.point_id - b.point_id || String(a.factor_code ?? '').localeCompare(String(b.factor_code ?? '')));
  return { latest: byPosition(latest.rows), state: byPosition(state.rows) };
}

/** Latest values whose received_at is not the commit time of the value row they show (none expected). */
async function receivedMismatches(ids: number[]) {
  const { rows } = await t.db.query(
    `SELECT l.point_id, l.factor_code FROM monitor_latest l
       JOIN monitor_value v ON v.point_id = l.point_id AND v.factor_code = l.factor_code AND v.level = l.level AND v.data_time = l.data_time
      WHERE l.point_id = ANY($1::bigint[]) AND l.received_at <> v.received_at`,
    [ids],
  );
  return rows;
}

const journalRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_derived_journal')).rows[0].n;

beforeAll(async () => {
  t = await monitoringApp();
  const enterpriseId = await t.enterpriseId(ENTERPRISES.jiangsu);
  const loggers = Array.from({ length: 24 }, (_, i) => ({ mn: `JRN${String(i).padStart(4, '0')}00D00D0000CAFE0`, pw: `jrn#${i}`, st: '32', factors: [] }));
  free = await registerSimulatedLoggers(t.db, enterpriseId, loggers);
});
afterAll(async () => {
  await t?.close();
});

describe('derived journal', () => {
  it('gives the latest values and logger state the in-transaction upserts give, at every apply', async () => {
    const direct = points(5);
    const journaled = pointsLike(direct);
    const tuning = { lanes: 2, maxBatchJobs: 7, flushIntervalMs: 1, oneRoundTrip: postgres };
    const plain = new GroupCommitWriter(t.db, tuning);
    // Applies every few milliseconds, so journal rows are applied in many small groups and a few large ones.
    const viaJournal = new GroupCommitWriter(t.db, { ...tuning, derivedJournal: true, derivedDelayMs: 3 });
    const steps = sequence(400, 5, 212);
    for (let start = 0; start < steps.length; start += 40) {
      const chunk = steps.slice(start, start + 40);
      await Promise.all(chunk.flatMap(({ position, job }) => [plain.submit({ ...job, pointId: direct[position] }), viaJournal.submit({ ...job, pointId: journaled[position] })]));
      await viaJournal.settleDerived();
      expect(await derived(journaled)).toEqual(await derived(direct));
    }
    await plain.close();
    await viaJournal.close();
    expect(viaJournal.stats()).toMatchObject({ failedJobs: 0, jobs: 400, derivedErrors: 0 });

    const result = await derived(journaled);
    expect(result).toEqual(await derived(direct));
    // Not trivially equal: every point has latest values, restarts and packets counted once each.
    expect(new Set(result.latest.map((r) => r.point_id)).size).toBe(5);
    expect(result.state.reduce((n, s) => n + Number(s.packets), 0)).toBe(400);
    expect(result.state.filter((s) => s.last_restart_at !== null).length).toBeGreaterThan(0);
    expect(result.latest.some((r) => r.level === 2)).toBe(true);
    // The received time shown is the value's own commit time on both paths.
    expect(await receivedMismatches(journaled)).toEqual([]);
    expect(await receivedMismatches(direct)).toEqual([]);
    expect(await journalRows()).toBe(0);
  });

  it('when a sweep took some of a lane’s rows, the lane applies the rest from the journal, none twice', async () => {
    const ids = points(3);
    const reference = pointsLike(ids);
    const steps = sequence(120, 3, 7);
    const expected = new GroupCommitWriter(t.db, { lanes: 2, maxBatchJobs: 6, flushIntervalMs: 1 });
    // A live lane that has not applied yet (a long delay), whose first rows another process's sweep takes.
    const lane = new GroupCommitWriter(t.db, { lanes: 2, maxBatchJobs: 6, flushIntervalMs: 1, oneRoundTrip: postgres, derivedJournal: true, derivedDelayMs: 600_000 });
    const write = (chunk: typeof steps) =>
      Promise.all(chunk.flatMap(({ position, job }) => [lane.submit({ ...job, pointId: ids[position] }), expected.submit({ ...job, pointId: reference[position] })]));
    await write(steps.slice(0, 60));
    expect(await applyLeftovers(t.db, 0)).toBeGreaterThan(0);
    await write(steps.slice(60));
    await lane.settleDerived();
    expect(lane.stats().derivedErrors).toBe(0);
    expect(await journalRows()).toBe(0);
    await Promise.all([lane.close(), expected.close()]);
    const result = await derived(ids);
    expect(result).toEqual(await derived(reference));
    expect(result.state.reduce((n, s) => n + Number(s.packets), 0)).toBe(120);
  });

  it('applies rows a dead writer left exactly once, when two claimers go for them together', async () => {
    const ids = points(4);
    const steps = sequence(240, 4, 19);
    const expected = new GroupCommitWriter(t.db, { lanes: 2, maxBatchJobs: 5, flushIntervalMs: 1 });
    const reference = pointsLike(ids);
    for (let round = 0; round < 6; round++) {
      const chunk = steps.slice(round * 40, round * 40 + 40);
      // A writer that never applies on its own (as if its process were killed after the value commits).
      const dead = new GroupCommitWriter(t.db, { lanes: 2, maxBatchJobs: 5, flushIntervalMs: 1, oneRoundTrip: postgres, derivedJournal: true, derivedDelayMs: 600_000 });
      await Promise.all(chunk.map(({ position, job }) => dead.submit({ ...job, pointId: ids[position] })));
      await Promise.all(chunk.map(({ position, job }) => expected.submit({ ...job, pointId: reference[position] })));
      const left = await journalRows();
      expect(left).toBeGreaterThan(0);
      // Rows younger than the sweep's age are a live writer's and are left alone.
      expect(await applyLeftovers(t.db, 60_000)).toBe(0);
      // Two starting processes (each prepare applies every leftover) and a sweep, all at once.
      const first = new GroupCommitWriter(t.db, { derivedJournal: true });
      const second = new GroupCommitWriter(t.db, { derivedJournal: true });
      const [, , swept] = await Promise.all([first.prepare(), second.prepare(), applyLeftovers(t.db, 0)]);
      await Promise.all([first.close(), second.close()]);
      expect(swept).toBeLessThanOrEqual(left);
      expect(await journalRows()).toBe(0);
      expect(await derived(ids)).toEqual(await derived(reference));
    }
    await expected.close();
    const result = await derived(ids);
    expect(result.state.reduce((n, s) => n + Number(s.packets), 0)).toBe(240);
  });
});
