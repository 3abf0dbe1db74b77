import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryOptions, StreamOptions } from '../core/contracts';
import { assertBatchSize, assertChannelName, nextCursorName, SESSION_TIME_ZONE, valueParsers, type ServerDb } from './types';

export interface PgliteDb extends ServerDb {
  readonly dialect: 'pglite';
  /** The embedded engine, for snapshots (dumpDataDir) in tests and tools. */
  readonly pglite: PGlite;
}

type Queryable = Pick<Transaction, 'query'>;

function queryOn(target: Queryable): Db['query'] {
  return async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const res = await target.query<T>(sql, params as unknown[] | undefined, options?.rowMode ? { rowMode: options.rowMode } : undefined);
    // PGlite reports affected rows for DML and nothing for SELECT; PostgreSQL's rowCount covers both.
    return { rows: res.rows, rowCount: Math.max(res.affectedRows ?? 0, res.rows.length) };
  };
}

/**
 * Embedded PostgreSQL (WASM). One session serves the whole process, so a transaction holds it
 * exclusively: code inside `transaction(fn)` must use the `tx` it is given, never the outer db.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const inMemory = dataDir === ':memory:';
  const dir = inMemory ? undefined : join(dataDir, 'pglite');
  if (dir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir, parsers: valueParsers, loadDataDir: options.loadDataDir });
  await pglite.exec(`SET TIME ZONE '${SESSION_TIME_ZONE}'`);

  const query = queryOn(pglite);
  const db: PgliteDb = {
    dialect: 'pglite',
    pglite,
    query,
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn({ dialect: 'pglite', query: queryOn(tx) })),
    // A WITH HOLD cursor outlives its implicit transaction, so the single session is free between
    // batches (a consumer may query while iterating); the engine spills the held rows to disk.
    async *stream<T>(sql: string, params: unknown[], batchSize: number, options?: StreamOptions) {
      assertBatchSize(batchSize);
      const cursor = nextCursorName();
      await pglite.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params);
      try {
        for (;;) {
          const { rows } = await pglite.query<T>(`FETCH ${batchSize} FROM ${cursor}`, [], options?.rowMode ? { rowMode: options.rowMode } : undefined);
          if (rows.length > 0) yield rows;
          if (rows.length < batchSize) break;
        }
      } finally {
        await pglite.query(`CLOSE ${cursor}`);
      }
    },
    withSession: (fn) => fn(db),
    // PGlite's own LISTEN/NOTIFY: delivered after the notifying transaction commits, within this process
    // (the only one that can open this data directory). The session never drops, so there is no resync.
    async listen(channel, onPayload) {
      assertChannelName(channel);
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
  return db;
}
