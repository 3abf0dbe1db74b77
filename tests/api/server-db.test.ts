import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { uncaughtDuring } from '../support/uncaught';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: false });
  const { db } = database;
  await db.query('CREATE TABLE t_stream (id int8 PRIMARY KEY, label text)');
  await db.query(`INSERT INTO t_stream SELECT g, 'row ' || g FROM generate_series(1, 1005) g`);
});
afterAll(() => database?.drop());

describe(`database access (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('parses values the same way on both drivers', async () => {
    const { rows } = await database.db.query(
      `SELECT 9007199254740991::int8 AS big, 12.345::numeric(10, 3) AS amount, '2024-02-29'::date AS day,
              '2024-03-01 08:09:10.987'::timestamp AS local_time,
              '2024-03-01 00:00:00+00'::timestamptz AS instant_utc,
              '2024-03-01 23:30:00-05:00'::timestamptz AS instant_minus5,
              NULL::date AS nothing, '{"a": [1, 2]}'::jsonb AS doc`,
    );
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      amount: 12.345,
      day: '2024-02-29',
      local_time: '2024-03-01 08:09:10',
      instant_utc: '2024-03-01 08:00:00',
      instant_minus5: '2024-03-02 12:30:00',
      nothing: null,
      doc: { a: [1, 2] },
    });
  });

  it('reads and writes wall-clock time in Beijing', async () => {
    const { rows } = await database.db.query<{ tz: string; local: string }>(
      `SELECT current_setting('TimeZone') AS tz, '2024-05-01 10:00:00'::timestamptz AT TIME ZONE 'UTC' AS local`,
    );
    expect(rows[0]).toEqual({ tz: 'Asia/Shanghai', local: '2024-05-01 02:00:00' });
  });

  it('streams a large result in bounded batches', async () => {
    const sizes: number[] = [];
    let last = 0;
    for await (const batch of database.db.stream<{ id: number }>('SELECT id FROM t_stream WHERE id > $1 ORDER BY id', [5], 250)) {
      sizes.push(batch.length);
      for (const row of batch) {
        expect(row.id).toBe(last === 0 ? 6 : last + 1);
        last = row.id;
      }
    }
    expect(sizes).toEqual([250, 250, 250, 250]);
    expect(last).toBe(1005);
  });

  it('lets the consumer query while streaming and closes the cursor on an early break', async () => {
    let seen = 0;
    for await (const batch of database.db.stream<{ id: number }>('SELECT id FROM t_stream ORDER BY id', [], 100)) {
      const { rows } = await database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream WHERE id <= $1', [batch[batch.length - 1].id]);
      seen += batch.length;
      expect(rows[0].n).toBe(seen);
      if (seen >= 300) break;
    }
    const { rows } = await database.db.query(`SELECT name FROM pg_cursors WHERE name LIKE 'stream_cursor_%'`);
    expect(rows).toEqual([]);
  });

  it('streams rows as arrays in select-list order when asked', async () => {
    const batches: unknown[][][] = [];
    for await (const batch of database.db.stream<unknown[]>('SELECT label, id FROM t_stream WHERE id <= 3 ORDER BY id', [], 2, { rowMode: 'array' })) batches.push(batch);
    expect(batches).toEqual([[['row 1', 1], ['row 2', 2]], [['row 3', 3]]]);
  });

  // On PostgreSQL array rows come through COPY (server/db/copyStream.ts): every value must be what the cursor gives.
  it('streams array rows with the very values a cursor and a plain query give, whatever the text holds', async () => {
    const { db } = database;
    await db.query(`CREATE TABLE t_kinds (id int8 PRIMARY KEY, label text, amount numeric(12, 3), ratio float8, flag boolean, day date,
      at timestamp, instant timestamptz, doc jsonb, tags text[], big int8)`);
    const nasty = ['tab\there', 'line\nbreak\r\n', 'back\\slash \\N', '\\N', "it's \"quoted\" <&>", '废水总排口 😀', '  padded  ', ''];
    for (const [i, label] of nasty.entries()) {
      await db.query(`INSERT INTO t_kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, [
        i + 1, label, i * 1.125, i / 3, i % 2 === 0, `2024-0${1 + (i % 9)}-2${i % 9}`, `2024-03-01 08:0${i}:10.5`, `2024-03-01 23:30:00-0${i % 9}:00`,
        JSON.stringify({ label, n: [i, null] }), [label, 'b,c', '{x}'], 9007199254740991 - i,
      ]);
    }
    await db.query(`INSERT INTO t_kinds (id) VALUES (100)`);
    const sql = `SELECT label, amount::float8, ratio, flag, to_char(day, 'YYYY-MM-DD'), at, instant, doc, tags, big, id::float8, NULL::text AS nothing
      FROM t_kinds WHERE id <> ALL($1::int8[]) AND (label IS NULL OR label <> $2 OR label LIKE $3) ORDER BY id`;
    const params = [[99, 98], "o'\\$1", '%'];
    const read = async (options: { rowMode: 'array'; cursor?: boolean }) => {
      const rows: unknown[][] = [];
      for await (const batch of db.stream<unknown[]>(sql, params, 3, options)) rows.push(...batch);
      return rows;
    };
    const plain = (await db.query<unknown[]>(sql, params, { rowMode: 'array' })).rows;
    expect(plain).toHaveLength(nasty.length + 1);
    expect(plain[0][0]).toBe('tab\there');
    expect(plain[nasty.length]).toEqual([null, null, null, null, null, null, null, null, null, null, 100, null]);
    expect(await read({ rowMode: 'array' })).toEqual(plain);
    expect(await read({ rowMode: 'array', cursor: true })).toEqual(plain);
  });

  it('streams array rows longer than the buffer rows are gathered in, in batches of the asked size', async () => {
    // 240 kB of UTF-8 per row: the COPY path's 64 kB gathering buffer has to grow, and a 4-byte character sits at its end.
    const sql = `SELECT repeat('废水', 40000) || i || '😀', i FROM generate_series(1, 5) AS i ORDER BY i`;
    const batches: unknown[][][] = [];
    for await (const batch of database.db.stream<unknown[]>(sql, [], 2, { rowMode: 'array' })) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat()).toEqual((await database.db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows);
    expect(batches[2][0]).toEqual(['废水'.repeat(40000) + '5😀', 5]);
  });

  it('stops an array stream early and stays usable', async () => {
    for (let round = 0; round < 3; round++) {
      for await (const batch of database.db.stream<unknown[]>('SELECT id, label FROM t_stream ORDER BY id', [], 10, { rowMode: 'array' })) {
        expect(batch[0]).toEqual([1, 'row 1']);
        if (process.env.TEST_DATABASE_URL) {
          // PostgreSQL: the rows come from a COPY, still running on its connection.
          const running = await database.db.query(`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT id, label FROM t_stream%' AND pid <> pg_backend_pid()`);
          expect(running.rowCount).toBe(1);
        }
        break;
      }
    }
    let n = 0;
    for await (const batch of database.db.stream<unknown[]>('SELECT id FROM t_stream WHERE id > $1 ORDER BY id', [1000], 2, { rowMode: 'array' })) n += batch.length;
    expect(n).toBe(5);
    expect((await database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream')).rows).toEqual([{ n: 1005 }]);
  });

  it('fails an array stream whose statement fails, and stays usable', async () => {
    const reading = async () => {
      for await (const batch of database.db.stream<unknown[]>('SELECT 1 / (id - 500) FROM t_stream ORDER BY id', [], 100, { rowMode: 'array' })) void batch;
    };
    await expect(reading()).rejects.toThrow(/division by zero/);
    expect((await database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream')).rows).toEqual([{ n: 1005 }]);
  });

  it('keeps prepared statements apart by text and answers each with its own rows', async () => {
    const a = await database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream WHERE id <= $1', [10], { prepare: true });
    const b = await database.db.query<{ label: string }>('SELECT label FROM t_stream WHERE id = $1', [7], { prepare: true });
    const again = await database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream WHERE id <= $1', [20], { prepare: true });
    expect([a.rows, b.rows, again.rows]).toEqual([[{ n: 10 }], [{ label: 'row 7' }], [{ n: 20 }]]);
  });

  it('answers a prepared statement as it answers the same text unprepared, run after run on every connection', async () => {
    const sql = `SELECT $1::int8 AS big, 12.345::numeric(10, 3) AS amount, '2024-02-29'::date AS day,
                        '2024-03-01 00:00:00+00'::timestamptz AS instant, NULL::date AS nothing, '{"a": [1, 2]}'::jsonb AS doc,
                        $2::text AS label, $2::text IS NULL AS missing`;
    const plain = async (big: number, label: string | null) => {
      const objects = (await database.db.query(sql, [big, label])).rows;
      const arrays = (await database.db.query(sql, [big, label], { rowMode: 'array' })).rows;
      return { objects, arrays };
    };
    // More runs at once than the pool has connections: first runs (which prepare the statement) and later
    // ones (which reuse it) on each connection.
    const runs = Array.from({ length: 40 }, (_, i) => ({ big: 9007199254740000 + i, label: i % 3 === 0 ? null : `第 ${i} 行 "q" \\ ,` }));
    const prepared = await Promise.all(
      runs.map(async ({ big, label }) => ({
        objects: (await database.db.query(sql, [big, label], { prepare: true })).rows,
        arrays: (await database.db.query(sql, [big, label], { prepare: true, rowMode: 'array' })).rows,
      })),
    );
    for (let i = 0; i < runs.length; i++) {
      const expected = await plain(runs[i].big, runs[i].label);
      expect(prepared[i]).toEqual(expected);
      expect(Object.keys(prepared[i].objects[0])).toEqual(Object.keys(expected.objects[0]));
    }
    expect(prepared[1].objects[0]).toMatchObject({ big: 9007199254740001, label: '第 1 行 "q" \\ ,', missing: false, doc: { a: [1, 2] } });
  });

  it('fails a prepared run the database refuses, and the next runs of it are answered', async () => {
    const sql = 'SELECT 100 / $1::int AS q';
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.allSettled([0, 4, 0, 5, 0, 10, 0, 20, 0, 25, 0, 50].map((d) => database.db.query<{ q: number }>(sql, [d], { prepare: true })));
      outcomes.forEach((outcome, i) => {
        if (i % 2 === 0) expect(outcome).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
        else expect(outcome).toMatchObject({ status: 'fulfilled', value: { rows: [{ q: [25, 20, 10, 5, 4, 2][(i - 1) / 2] }] } });
      });
    }
  });

  it('fails a prepared run with a value the driver cannot send, and leaves the connection usable', async () => {
    const circular: { toPostgres(): unknown } = { toPostgres: () => circular };
    const sql = 'SELECT $1::text AS v';
    const failed = database.db.query(sql, [circular], { prepare: true });
    if (process.env.TEST_DATABASE_URL) await expect(failed).rejects.toThrow(/circular/);
    else await failed.catch(() => undefined);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => database.db.query<{ v: string }>(sql, [`v${i}`], { prepare: true })));
    expect(answers.map((a) => a.rows[0].v)).toEqual(Array.from({ length: 12 }, (_, i) => `v${i}`));
  });

  it('counts the rows of a prepared write, in and out of a transaction', async () => {
    await database.db.query(`INSERT INTO t_stream SELECT g, 'count ' || g FROM generate_series(7001, 7004) g`);
    const sql = `UPDATE t_stream SET label = label || '!' WHERE id BETWEEN $1 AND $2`;
    expect((await database.db.query(sql, [7001, 7003], { prepare: true })).rowCount).toBe(3);
    const inTx = await database.db.transaction(async (tx) => (await tx.query(sql, [7001, 7004], { prepare: true })).rowCount);
    expect(inTx).toBe(4);
    expect((await database.db.query('SELECT label FROM t_stream WHERE id = 7001')).rows).toEqual([{ label: 'count 7001!!' }]);
    await database.db.query('DELETE FROM t_stream WHERE id BETWEEN 7001 AND 7004');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('runs a script of statements in one call and answers the last one (PostgreSQL)', async () => {
    const { rows } = await database.db.query<{ n: number }>(
      `BEGIN; INSERT INTO t_stream VALUES (5001, 'script'); UPDATE t_stream SET label = 'script 2' WHERE id = 5001; SELECT count(*)::int4 AS n FROM t_stream WHERE label LIKE 'script%'; COMMIT`,
    );
    expect(rows).toEqual([]); // COMMIT answers no rows
    expect((await database.db.query('SELECT label FROM t_stream WHERE id = 5001')).rows).toEqual([{ label: 'script 2' }]);
  });

  it('rolls a transaction back when its function throws', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO t_stream VALUES (5000, 'temp')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await database.db.query('SELECT 1 FROM t_stream WHERE id = 5000')).rowCount).toBe(0);
    const n = await database.db.transaction(async (tx) => (await tx.query(`UPDATE t_stream SET label = 'x' WHERE id <= 3`)).rowCount);
    expect(n).toBe(3);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a transaction whose connection is cut fails alone; the pool goes on (PostgreSQL)', async () => {
    // The driver reports a lost connection as an 'error' event of the checked-out client as well as a
    // failed query; with no listener for it the whole server process would end.
    const uncaught = await uncaughtDuring(async () => {
      const failed = database.db.transaction(async (tx) => {
        const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
        await database.db.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200)); // the cut reaches the client while it is idle in the transaction
        await tx.query(`INSERT INTO t_stream VALUES (5002, 'cut')`);
      });
      await expect(failed).rejects.toThrow();
    });
    expect(uncaught).toEqual([]);
    const after = await Promise.all([1, 2, 3].map(() => database.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM t_stream WHERE id = 5002')));
    expect(after.map((r) => r.rows[0].n)).toEqual([0, 0, 0]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a database closed while its LISTEN connection opens keeps no connection (PostgreSQL)', async () => {
    const other = await openDb({ dataDir: ':memory:', databaseUrl: database.databaseUrl });
    const listening = other.listen!('ec_closed_early', () => undefined);
    await other.close();
    await expect(listening).rejects.toThrow();
    const held = () => database.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ec_closed_early'`);
    await new Promise((r) => setTimeout(r, 300)); // a connection the close missed would have listened by now
    expect((await held()).rowCount).toBe(0);
  });

  it('applies each migration file once', async () => {
    const before = (await database.db.query<{ name: string }>('SELECT name FROM _migrations ORDER BY name')).rows.map((r) => r.name);
    expect(before[0]).toBe('0001_core.sql');
    expect(await migrate(database.db)).toEqual([]);
    expect((await database.db.query('SELECT name FROM _migrations')).rowCount).toBe(before.length);
  });
});
