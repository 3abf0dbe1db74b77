import type pg from 'pg';
import { lazyPackage } from '../core/lazyPackage';
import type { Db, QueryOptions, StreamOptions } from '../core/contracts';
import { copyInScript } from './copyIn';
import { copyRows, inlineParams, type ValueParser } from './copyStream';
import { assertBatchSize, assertChannelName, nextCursorName, SESSION_TIME_ZONE, valueParsers, type ScriptDb, type ServerDb } from './types';

export interface PostgresDb extends ServerDb {
  readonly dialect: 'postgres';
  /**
   * Runs a script holding one `COPY … FROM STDIN` with `data` as its input, in one round trip on a
   * pooled client (copyIn.ts). A failed script's transaction is rolled back before the client is reused.
   */
  copyIn(script: string, data: Buffer): Promise<void>;
}

/** The driver is loaded when a PostgreSQL database is opened, never on PGlite. */
const driver = lazyPackage<typeof pg>('pg');

/** Text parsers by type, looked up once: the driver asks for every column of every result. */
const textParsers = new Map<number, (value: string) => unknown>();

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const getDriverParser = driver().types.getTypeParser as (oid: number, format?: string) => (v: string) => unknown;
    if (format === 'binary') return getDriverParser(oid, format);
    let parse = textParsers.get(oid);
    if (!parse) textParsers.set(oid, (parse = valueParsers[oid] ?? getDriverParser(oid, format)));
    return parse;
  },
};

/** The parser the pool applies to a text value of type `oid`; undefined for text types, which stay as they are. */
function copyParserOf(oid: number): ValueParser {
  const parse = typeParsers.getTypeParser(oid) as ValueParser;
  return parse === typeParsers.getTypeParser(TEXT_OID) ? undefined : parse;
}
const TEXT_OID = 25;

/** node-pg's own literal quoting and parameter conversion (`utils` is exported but not in its types). */
const copyDriver = () => ({
  escapeLiteral: driver().escapeLiteral,
  prepareValue: (driver() as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue,
});

/** Names of prepared statements by text, the same in every connection of the process. */
const preparedNames = new Map<string, string>();
/** Beyond this many distinct texts new ones run unprepared: each prepared plan costs memory per connection. */
const MAX_PREPARED = 500;

/** The query config of a call: named (prepared once per connection) when asked and while the budget lasts. */
export function queryConfig(sql: string, params: unknown[] | undefined, options?: QueryOptions): pg.QueryConfig | string {
  const rowMode = options?.rowMode ? { rowMode: options.rowMode } : {};
  const plain = options?.rowMode ? { text: sql, values: params, ...rowMode } : sql;
  if (!options?.prepare) return plain;
  let name = preparedNames.get(sql);
  if (!name) {
    if (preparedNames.size >= MAX_PREPARED) return plain;
    name = `ec_${preparedNames.size + 1}`;
    preparedNames.set(sql, name);
  }
  return { name, text: sql, values: params, ...rowMode };
}

/**
 * A script of several statements (simple protocol, no parameters) answers one result per statement;
 * callers get the last one, as for a single statement.
 */
function lastResult(res: pg.QueryResult | pg.QueryResult[]): { rows: unknown[]; rowCount: number } {
  const last = Array.isArray(res) ? res[res.length - 1] : res;
  const rows = last?.rows ?? [];
  return { rows, rowCount: last?.rowCount ?? rows.length };
}

function queryOn(client: pg.ClientBase): Db['query'] {
  return async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const config = queryConfig(sql, params, options);
    const res = typeof config === 'string' ? await client.query(config, params) : await client.query(config);
    return lastResult(res) as { rows: T[]; rowCount: number };
  };
}

async function inTransaction<T>(client: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn();
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** Runs fn on a pooled client; a client whose state is unknown after a failure is destroyed, not reused. */
async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (err) {
    if (!(err instanceof Error && 'severity' in err)) broken = err as Error; // driver/protocol failure
    throw err;
  } finally {
    client.release(broken);
  }
}

function clientDb(client: pg.PoolClient): ScriptDb {
  const db: ScriptDb = {
    dialect: 'postgres',
    query: queryOn(client),
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => inTransaction(client, () => fn({ dialect: 'postgres', query: db.query })),
    stream: (sql, params, batchSize, options) => cursorStream(client, sql, params, batchSize, false, options),
    async close() {
      /* the owner of the client releases it */
    },
  };
  return db;
}

async function* cursorStream<T>(
  client: pg.PoolClient,
  sql: string,
  params: unknown[],
  batchSize: number,
  ownTransaction: boolean,
  options: StreamOptions = {},
): AsyncGenerator<T[]> {
  assertBatchSize(batchSize);
  const cursor = nextCursorName();
  if (ownTransaction) await client.query('BEGIN');
  let done = false;
  try {
    await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const text = `FETCH ${batchSize} FROM ${cursor}`;
      const { rows } = options.rowMode === 'array' ? await client.query({ text, rowMode: 'array' }) : await client.query(text);
      if (rows.length > 0) yield rows as T[];
      if (rows.length < batchSize) break;
    }
    await client.query(`CLOSE ${cursor}`);
    done = true;
  } finally {
    if (ownTransaction) await client.query(done ? 'COMMIT' : 'ROLLBACK');
  }
}

type Listener = { onPayload: (payload: string) => void; onResync?: () => void; onLost?: () => void };

/**
 * One dedicated connection per process for LISTEN (a pooled client would be handed to others). When it
 * drops, it is re-opened with a growing delay (0.5 s … 10 s), every channel is listened to again, and the
 * listeners learn that notifications may have been missed (onResync).
 */
function listenerConnection(connectionString: string) {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = (resync: boolean): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new (driver().Client)({ connectionString, options: `-c TimeZone=${SESSION_TIME_ZONE}` });
      c.on('notification', (msg) => {
        for (const l of channels.get(msg.channel) ?? []) l.onPayload(msg.payload ?? '');
      });
      const lost = () => {
        if (client !== c) return;
        client = null;
        c.removeAllListeners('notification');
        void c.end().catch(() => undefined);
        for (const set of channels.values()) for (const l of set) l.onLost?.();
        if (!closed) scheduleReconnect();
      };
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`);
        // Closed while connecting: a connection kept now would outlive close() and hold the database.
        if (closed) throw new Error('listener connection closed');
      } catch (err) {
        void c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      retryMs = 500;
      if (resync) for (const set of channels.values()) for (const l of set) l.onResync?.();
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect(true).catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        if (!closed) scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
      assertChannelName(channel);
      const fresh = !channels.has(channel);
      if (fresh) channels.set(channel, new Set());
      channels.get(channel)!.add(listener);
      const c = client ?? (await connect(false));
      if (fresh && c === client) await c.query(`LISTEN ${channel}`);
      return async () => {
        const set = channels.get(channel);
        set?.delete(listener);
        if (set && set.size === 0) {
          channels.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Connections per server process (PG_POOL_MAX, default 10); requests beyond it wait in the pool's queue. */
export const pgPoolMax = (): number => Number(process.env.PG_POOL_MAX || 10);

export async function openPostgres(connectionString: string): Promise<PostgresDb> {
  const pool = new (driver().Pool)({
    connectionString,
    types: typeParsers,
    // Set at connection start so every pooled client reads and writes Beijing time.
    options: `-c TimeZone=${SESSION_TIME_ZONE}`,
    max: pgPoolMax(),
  });
  // A client losing its connection must not crash the process. Idle ones: the pool replaces them. Checked
  // out ones (transactions, streams, COPY) have no listener of the pool's, and the driver both rejects the
  // running query and emits 'error'; the query's caller sees the failure and the pool drops the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await withClient(pool, (c) => c.query('SELECT 1'));
  const listener = listenerConnection(connectionString);

  return {
    dialect: 'postgres',
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const config = queryConfig(sql, params, options);
      const res = typeof config === 'string' ? await pool.query(config, params) : await pool.query(config);
      return lastResult(res) as { rows: T[]; rowCount: number };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    transaction: (fn) =>
      withClient(pool, (client) => inTransaction(client, () => fn({ dialect: 'postgres', query: queryOn(client) }))),
    // Array rows through COPY (copyStream.ts), others through a server-side cursor inside a transaction;
    // either way on a client of its own, batch by batch.
    async *stream<T>(sql: string, params: unknown[], batchSize: number, options?: StreamOptions) {
      assertBatchSize(batchSize);
      const inlined = options?.rowMode === 'array' && !options.cursor ? inlineParams(sql, params, copyDriver()) : undefined;
      const client = await pool.connect();
      let failed: Error | undefined;
      let complete = false;
      try {
        if (inlined !== undefined) yield* copyRows<T>(client, sql, params, batchSize, copyParserOf, inlined);
        else yield* cursorStream<T>(client, sql, params, batchSize, true, options);
        complete = true;
      } catch (err) {
        failed = err as Error;
        throw err;
      } finally {
        // A COPY left running (the consumer stopped early) cannot be stopped in the protocol: the
        // connection is closed instead (the pool opens another).
        if (!failed && !complete && inlined !== undefined) failed = new Error('export stopped before the end of its COPY');
        client.release(failed);
      }
    },
    withSession: (fn) => withClient(pool, (client) => fn(clientDb(client))),
    copyIn: (script, data) => copyInScript(pool, script, data),
    listen: (channel, onPayload, onResync, onLost) => listener.listen(channel, { onPayload, onResync, onLost }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
