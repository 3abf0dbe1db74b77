/** The simulator against the receiver on the seeded demo data: acks for the seeded loggers, refusal otherwise. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generatedLoggers, seedMonitoring, simulatedLoggers, startSimulator, type Hj212Receiver } from '../../server/monitoring/index';
import { sharedLines } from '../support/shared-data';
import type { TestApp } from './helpers/testApp';
import { ENTERPRISES, monitoringApp, startReceiver } from './monitoring-helpers';

let t: TestApp;
let receiver: Hj212Receiver;

beforeAll(async () => {
  t = await monitoringApp();
  const ids = await Promise.all([t.enterpriseId(ENTERPRISES.jiangsu), t.enterpriseId(ENTERPRISES.zhejiang), t.enterpriseId(ENTERPRISES.anhui)]);
  await seedMonitoring(t.db, { enterpriseIds: ids });
  receiver = await startReceiver(t.app);
});
afterAll(() => t?.close());

it('plays the seeded loggers (with real sample payloads) and gets every packet acknowledged; an unknown logger is refused', async () => {
  const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_value WHERE level = 0');
  const demo = simulatedLoggers(6);
  const sim = startSimulator({
    port: receiver.port,
    loggers: demo,
    intervalSeconds: 0.3,
    durationSeconds: 3,
    samples: sharedLines('hj212_samples.txt'),
    sampleEvery: 3,
    excursionChance: 0.2,
  });
  const stranger = startSimulator({ port: receiver.port, loggers: generatedLoggers(1, 42), intervalSeconds: 0.3, durationSeconds: 1 });
  const [stats, refused] = await Promise.all([sim.done, stranger.done]);
  expect(stats.sent).toBeGreaterThan(6 * 5);
  expect(stats).toMatchObject({ acked: stats.sent, awaitingAck: 0, refused: 0 });
  expect(refused).toMatchObject({ refused: 1, acked: 0 });

  const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_value WHERE level = 0');
  await t.app.monitoring.ingest.writer.settleDerived(); // latest values and logger state lag up to a second on PostgreSQL
  expect(after.rows[0].n).toBeGreaterThan(before.rows[0].n);
  const online = await t.db.query<{ mn: string }>(
    `SELECT p.mn FROM monitor_logger_state s JOIN monitor_point p ON p.id = s.point_id WHERE s.last_seen_at > now() - interval '1 minute'`,
  );
  expect(online.rows.map((r) => r.mn).sort()).toEqual(demo.map((l) => l.mn).sort());
  // Replayed samples carried their own factor codes (e.g. the gas sample's a21002) to the demo points.
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(DISTINCT factor_code)::int AS n FROM monitor_latest`);
  expect(rows[0].n).toBeGreaterThan(20);
});
