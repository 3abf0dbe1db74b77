import type { Db } from '../../../server/core/contracts';
import type { ScriptDb, ServerDb } from '../../../server/db';

/**
 * The database seen through a recorder of every statement sent through it (also inside its transactions
 * and sessions); `failOn` makes a matching statement fail before it is sent.
 */
export function recording(db: ServerDb, failOn?: RegExp): { db: ServerDb; statements: string[] } {
  const statements: string[] = [];
  const note = (sql: string) => {
    statements.push(sql);
    if (failOn?.test(sql)) throw new Error(`stopped before: ${sql.slice(0, 60)}`);
  };
  function wrap<T extends Pick<Db, 'query'>>(target: T): T {
    const wrapped = Object.create(target) as T & Partial<ServerDb>;
    const inner = target as unknown as Partial<ServerDb>;
    wrapped.query = ((sql: string, ...rest: unknown[]) => {
      note(sql);
      return (target.query as (...a: unknown[]) => unknown)(sql, ...rest);
    }) as T['query'];
    if (inner.exec) wrapped.exec = async (sql: string) => (note(sql), inner.exec!(sql));
    if (inner.transaction) wrapped.transaction = (fn) => inner.transaction!((tx) => fn(wrap(tx)));
    if (inner.withSession) wrapped.withSession = (fn) => inner.withSession!((session: ScriptDb) => fn(wrap(session)));
    return wrapped;
  }
  return { db: wrap(db), statements };
}
