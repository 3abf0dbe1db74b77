/** The per-token session cache: shared version reads that start after the caller arrived, lifetime, version check, size bound. */
import { describe, expect, it } from 'vitest';
import { SessionCache, VersionReads } from '../../server/plugins/auth/sessionCache';

/** A db whose version reads wait until the test answers them, in order. */
function manualDb() {
  const pending: ((version: number) => void)[] = [];
  return {
    reads: () => pending.length,
    answer(version: number) {
      pending.shift()!(version);
    },
    db: {
      query: <T>() =>
        new Promise<{ rows: T[]; rowCount: number }>((resolve) => pending.push((version) => resolve({ rows: [{ version } as T], rowCount: 1 }))),
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('VersionReads', () => {
  it('gives a caller that arrives while a read runs the next read, shared with everyone who arrived meanwhile', async () => {
    const m = manualDb();
    const reads = new VersionReads(m.db);
    const first = reads.fresh();
    expect(m.reads()).toBe(1);
    // Two callers arrive while the first read is on its way: it may predate them, so they wait for the next.
    const second = reads.fresh();
    const third = reads.fresh();
    expect(m.reads()).toBe(1);
    m.answer(7);
    expect(await first).toBe(7);
    await tick();
    expect(m.reads()).toBe(1); // one new read for both
    m.answer(8);
    expect(await second).toBe(8);
    expect(await third).toBe(8);
    // Nothing running: a caller starts its own read at once.
    const fourth = reads.fresh();
    expect(m.reads()).toBe(1);
    m.answer(9);
    expect(await fourth).toBe(9);
  });
});

describe('SessionCache', () => {
  it('serves an entry only while its version is current and it is younger than the lifetime', async () => {
    let now = 1_000;
    const m = manualDb();
    const cache = new SessionCache<string>(m.db, { ttlMs: 5_000, now: () => now });
    cache.put('s1', 'alice', 3);

    const hit = cache.get('s1');
    m.answer(3);
    expect((await hit)?.session).toBe('alice');

    const moved = cache.get('s1');
    m.answer(4);
    expect(await moved).toBeUndefined();
    expect(cache.size).toBe(0);

    cache.put('s1', 'alice', 4);
    now += 5_000;
    expect(await cache.get('s1')).toBeUndefined(); // too old: not even a version read
    expect(m.reads()).toBe(0);
  });

  it('is off with a lifetime of 0, and keeps at most maxEntries (oldest go first)', async () => {
    const m = manualDb();
    const off = new SessionCache<string>(m.db, { ttlMs: 0 });
    off.put('s', 'x', 1);
    expect(await off.get('s')).toBeUndefined();
    expect(m.reads()).toBe(0);

    const small = new SessionCache<string>(m.db, { ttlMs: 5_000, maxEntries: 4 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) small.put(id, id, 1);
    expect(small.size).toBe(3);
    const newest = small.get('e');
    m.answer(1);
    expect((await newest)?.session).toBe('e');
    expect(await small.get('a')).toBeUndefined();
  });
});
