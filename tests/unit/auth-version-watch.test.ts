/**
 * The auth_version watch (server/plugins/auth/versionWatch.ts) with the session cache: cached checks
 * need no version read while the watch is live and nothing was written; a write in this process, a
 * lost listening connection or a heard bump each send the next check back to the database.
 */
import { describe, expect, it } from 'vitest';
import { markWrites, unmarked, writesOf } from '../../server/db/writeMarks';
import type { ServerDb } from '../../server/db';
import { SessionCache } from '../../server/plugins/auth/sessionCache';
import { VersionWatch } from '../../server/plugins/auth/versionWatch';

/** A db whose auth_version is `version`, counting version reads, with a controllable LISTEN connection. */
function fakeDb(initial: number) {
  const state = { version: initial, versionReads: 0, notify: (_: string) => {}, resync: () => {}, lost: () => {} };
  const db = {
    dialect: 'postgres',
    async query(sql: string) {
      if (sql.includes('auth_version')) {
        state.versionReads++;
        return { rows: [{ version: state.version }], rowCount: 1 };
      }
      return { rows: [], rowCount: 1 };
    },
    async exec() {},
    transaction: async <T>(fn: (tx: unknown) => Promise<T>) => fn(db),
    withSession: async <T>(fn: (s: unknown) => Promise<T>) => fn(db),
    async *stream() {},
    async listen(_channel: string, onPayload: (p: string) => void, onResync?: () => void, onLost?: () => void) {
      state.notify = onPayload;
      state.resync = onResync ?? (() => {});
      state.lost = onLost ?? (() => {});
      return async () => {};
    },
    async close() {},
  } as unknown as ServerDb;
  return { db: markWrites(db), state };
}

async function setUp() {
  const { db, state } = fakeDb(5);
  const cache = new SessionCache<string>(db, { ttlMs: 60_000 });
  const watch = new VersionWatch(cache.versions, db);
  cache.useWatch(watch);
  await watch.start();
  cache.put('token', 'session of token', 5);
  state.versionReads = 0;
  return { db, state, cache, watch };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('VersionWatch with the session cache', () => {
  it('serves cached checks with no version read while live and nothing changed', async () => {
    const { state, cache } = await setUp();
    for (let i = 0; i < 5; i++) expect((await cache.get('token'))?.session).toBe('session of token');
    expect(state.versionReads).toBe(0);
  });

  it('drops an entry older than a heard bump', async () => {
    const { state, cache } = await setUp();
    state.version = 6;
    state.notify('6');
    expect(await cache.get('token')).toBeUndefined();
    expect(state.versionReads).toBe(0);
  });

  it('reads the version before the next check after a statement of this process that may have written', async () => {
    const { db, state, cache } = await setUp();
    // A read-only statement changes nothing.
    await db.query('SELECT 1');
    expect(await cache.get('token')).toBeDefined();
    expect(state.versionReads).toBe(0);
    // A write whose notification has not arrived yet: the check reads the version itself.
    const before = writesOf(db)!;
    state.version = 6;
    await db.query(`DELETE FROM user_enterprise WHERE user_id = 1`);
    expect(writesOf(db)).toBe(before + 1);
    expect(await cache.get('token')).toBeUndefined();
    expect(state.versionReads).toBe(1);
    // Once read, later checks of a new entry are served without reads again.
    cache.put('token', 'session of token', 6);
    expect(await cache.get('token')).toBeDefined();
    expect(state.versionReads).toBe(1);
  });

  it('counts transactions, scripts and sessions as writes', async () => {
    const { db } = await setUp();
    const start = writesOf(db)!;
    await db.transaction(async () => undefined);
    await db.exec('SELECT 1');
    await db.withSession(async () => undefined);
    expect(writesOf(db)).toBe(start + 3);
  });

  it('does not count the writes of the unmarked handle (HJ 212 ingestion)', async () => {
    const { db } = await setUp();
    const start = writesOf(db)!;
    const ingest = unmarked(db);
    await ingest.transaction(async () => undefined);
    await ingest.query('INSERT INTO monitor_value VALUES (1)');
    expect(writesOf(db)).toBe(start);
    await db.query('INSERT INTO monitor_value VALUES (1)');
    expect(writesOf(db)).toBe(start + 1);
  });

  it('reads the version per check while the listening connection is lost, and is live again after a resync', async () => {
    const { state, cache } = await setUp();
    state.lost();
    expect(await cache.get('token')).toBeDefined();
    expect(await cache.get('token')).toBeDefined();
    expect(state.versionReads).toBe(2);
    // A change during the outage is read, not heard.
    state.version = 7;
    expect(await cache.get('token')).toBeUndefined();
    state.resync();
    await tick();
    const reads = state.versionReads;
    cache.put('token', 'session of token', 7);
    expect(await cache.get('token')).toBeDefined();
    expect(state.versionReads).toBe(reads);
  });
});
