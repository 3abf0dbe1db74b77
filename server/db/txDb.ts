import type { Db, StreamOptions } from '../core/contracts';
import { assertBatchSize, nextCursorName } from './types';

type Tx = Pick<Db, 'query' | 'dialect'>;

/**
 * A full Db over an open transaction, for code written against Db (e.g. module seeding) that must join
 * the caller's transaction: nested `transaction` calls run inline, streams use a cursor inside it.
 */
export function txAsDb(tx: Tx): Db {
  return {
    dialect: tx.dialect,
    query: (sql, params, options) => tx.query(sql, params, options),
    transaction: (fn) => fn(tx),
    async *stream<T>(sql: string, params: unknown[], batchSize: number, options?: StreamOptions) {
      assertBatchSize(batchSize);
      const cursor = nextCursorName();
      await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params);
      try {
        for (;;) {
          const { rows } = await tx.query<T>(`FETCH ${batchSize} FROM ${cursor}`);
          // A transaction's query has no row mode: the select list's order is the objects' key order.
          if (rows.length > 0) yield options?.rowMode === 'array' ? (rows.map((r) => Object.values(r as object)) as T[]) : rows;
          if (rows.length < batchSize) break;
        }
      } finally {
        await tx.query(`CLOSE ${cursor}`);
      }
    },
    async close() {
      /* owned by the enclosing transaction */
    },
  };
}
