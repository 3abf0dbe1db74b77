/**
 * A count of the statements this process ran that may have changed data, taken as each one completes.
 * The session cache (server/plugins/auth/versionWatch.ts) trusts the auth_version it heard by NOTIFY
 * only while this count has not moved since its last version read: a change made through this process
 * (a request, a job, a test's direct SQL) is then always followed by a read before a cached check is
 * used again, without waiting for its notification to come back.
 *
 * Counting is deliberately coarse: every statement that does not begin with SELECT, every transaction,
 * script and dedicated-session use. A count that moves too often only costs a version read; one that
 * missed a change would let a stale check through for the few milliseconds a notification takes.
 */
import type { ServerDb } from './types';

const READ_ONLY = /^\s*select\b/i;
const counts = new WeakMap<object, { writes: number }>();
const originals = new WeakMap<object, ServerDb>();

/** The count of `db`, or undefined when it does not keep one (callers must then not rely on it). */
export function writesOf(db: object): number | undefined {
  return counts.get(db)?.writes;
}

/**
 * The same database without the count, for a writer that never touches what sessions and grants are
 * made of (HJ 212 ingestion: its lanes commit all the time and would force a version read per request).
 */
export function unmarked<D extends object>(db: D): D {
  return (originals.get(db) as D | undefined) ?? db;
}

/** Makes `db` keep the count (its methods are wrapped in place, so every holder of the object counts). */
export function markWrites<D extends ServerDb>(db: D): D {
  if (counts.has(db)) return db;
  const count = { writes: 0 };
  counts.set(db, count);
  originals.set(db, { ...db });
  const mark = () => {
    count.writes++;
  };
  const target = db as { -readonly [K in keyof ServerDb]: ServerDb[K] };
  const { query, exec, transaction, withSession } = db;
  target.query = ((sql: string, params?: unknown[], options?: unknown) => {
    const running = query.call(db, sql, params, options as never);
    return READ_ONLY.test(sql) ? running : running.finally(mark);
  }) as ServerDb['query'];
  target.exec = (sql) => exec.call(db, sql).finally(mark);
  target.transaction = ((fn: never) => transaction.call(db, fn).finally(mark)) as ServerDb['transaction'];
  target.withSession = ((fn: never) => withSession.call(db, fn).finally(mark)) as ServerDb['withSession'];
  return db;
}
