// The plugins' demo seeds at restart (issue 19, cold start): a deleted demo record still comes back at
// the next start, as when every start ran the seeds, while a restart after no change to the tables the
// seeds decide from runs none of their statements (server/plugin-host/seedWatch.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_ENTERPRISES } from '../../server/seed/demoData';
import { recording } from './helpers/recordingDb';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const ZHEJIANG = DEMO_ENTERPRISES.find((e) => e.key === 'zhejiang')!.name;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: true });
  await restart(); // the first start of this code: the full preparation
});
afterAll(() => database?.drop());

/** A start of the same build (`codeVersion`) or, without one, a start that prepares in full. */
async function restart(options: { full?: boolean; failOn?: RegExp } = {}): Promise<string[]> {
  const { db, statements } = recording(database.db, options.failOn);
  await prepareDatabase(db, { schemas: [], seed: true, codeVersion: options.full ? undefined : 'build-1' });
  return statements;
}

/** Statements of the plugins' demo seeds (each looks at its own table first). */
const seedWork = (statements: string[]) => statements.filter((s) => /video_point|\btask\b|boao_plant|content_article/.test(s));

const q = async (sql: string, params: unknown[] = []) => (await database.db.query(sql, params)).rows;

/** What the demo seeds put there, without generated ids and times. */
async function demoRecords(): Promise<unknown> {
  return {
    cameras: await q(`SELECT e.name AS enterprise, v.name, v.point_child_type, v.source_url, v.online_status
                        FROM video_point v JOIN enterprise e ON e.id = v.enterprise_id ORDER BY e.name, v.name`),
    tasks: await q(`SELECT t.title, t.level, t.status, (SELECT count(*)::int FROM task_event ev WHERE ev.task_id = t.id) AS events,
                           (SELECT count(*)::int FROM task_feedback f WHERE f.task_id = t.id) AS feedback
                      FROM task t ORDER BY t.title`),
    headlines: await q('SELECT title, synopsis, news_status, synopsis_status FROM content_article ORDER BY title'),
    plants: await q('SELECT name, code, design_capacity FROM boao_plant ORDER BY code'),
  };
}

async function deleteDemoRecords(): Promise<void> {
  await database.db.query('DELETE FROM video_point WHERE enterprise_id = (SELECT id FROM enterprise WHERE name = $1)', [ZHEJIANG]);
  await database.db.query('DELETE FROM task WHERE enterprise_id = (SELECT id FROM enterprise WHERE name = $1)', [ZHEJIANG]);
  await database.db.query('DELETE FROM content_article');
}

describe('demo seeds at restart', () => {
  it('run none of their statements when nothing they decide from changed', async () => {
    const before = await demoRecords();
    expect(seedWork(await restart())).toEqual([]);
    expect(await demoRecords()).toEqual(before);
  });

  it('bring deleted demo records back at the next restart, as the full preparation does', async () => {
    const seeded = await demoRecords();
    expect(seeded).toMatchObject({ cameras: expect.arrayContaining([expect.objectContaining({ enterprise: ZHEJIANG })]) });

    await deleteDemoRecords();
    expect(await demoRecords()).not.toEqual(seeded);
    expect(seedWork(await restart()).length).toBeGreaterThan(3);
    const restored = await demoRecords();
    expect(restored).toEqual(seeded);
    // The seeds' own inserts did not mark them stale again.
    expect(seedWork(await restart())).toEqual([]);

    // The slow path (what every start did before) restores the same records.
    await deleteDemoRecords();
    await restart({ full: true });
    expect(await demoRecords()).toEqual(restored);
  });

  it('run again after an update of a column a seed decides from, not after other updates', async () => {
    await restart();
    await database.db.query('UPDATE video_point SET online_status = online_status');
    await database.db.query('UPDATE boao_plant SET sim_fed_until = sim_fed_until');
    await database.db.query('UPDATE task SET title = title');
    expect(seedWork(await restart())).toEqual([]);

    const before = await demoRecords();
    for (const update of ['UPDATE boao_plant SET code = code', 'UPDATE app_user SET phone = phone', 'UPDATE enterprise SET name = name']) {
      await database.db.query(update);
      const work = seedWork(await restart());
      expect(work.length, update).toBeGreaterThan(0);
      expect(work.some((s) => s.startsWith('INSERT')), update).toBe(false); // everything was still there
      expect(seedWork(await restart()), update).toEqual([]);
    }
    expect(await demoRecords()).toEqual(before);
  });

  it('seed again after a restart that failed while seeding, which left nothing half-done', async () => {
    const seeded = await demoRecords();
    await deleteDemoRecords();
    const missing = await demoRecords();
    await expect(restart({ failOn: /INSERT INTO video_point/ })).rejects.toThrow(/stopped before/);
    expect(await demoRecords()).toEqual(missing); // the seeds' transaction rolled back
    expect(seedWork(await restart()).length).toBeGreaterThan(3);
    expect(await demoRecords()).toEqual(seeded);
  });
});
