/**
 * Durability: a receiver process is killed with SIGKILL in the middle of a stream of acknowledged
 * packets, restarted on the same data, and every packet it acknowledged must be there, whole; the
 * latest values and logger state must agree with the stored values again after the restart. On
 * PostgreSQL the first process holds its derived-journal apply back, so the kill lands between the
 * value commits and the apply (the journal rows it left are applied by the second process). Runs on
 * embedded PGlite on disk, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDataPacket } from '../../server/hj212/index';
import { openDb } from '../../server/db';
import { REPO_ROOT } from './helpers/testDatabase';
import { LoggerClient, sleep } from './monitoring-helpers';

const LOGGERS = Array.from({ length: 4 }, (_, i) => ({ mn: `DEAD${String(i).padStart(4, '0')}BEEF0000CAFE0000`, pw: `crash${i}` }));
const FACTORS = ['w01018', 'w21003', 'w21011', 'w21001'];

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** Every child started, so a failing or timed-out test never leaves a server running. */
const children = new Set<ChildProcess>();

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/ingest-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HJ212_PORT: '0', INGEST_TEST_LOGGERS: JSON.stringify(LOGGERS), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
    children.delete(child);
    resolve(code);
  }));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`ingest server did not start: ${stderr}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`ingest server exited (${code}): ${stderr}`));
    });
  });
}

/** China wall-clock time of the n-th packet: one per second from a fixed start. */
const timeOf = (n: number) => new Date(Date.parse('2025-06-01T00:00:00+08:00') + n * 1000);
const chinaText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Streams packets from every logger, each asking for an ack, until `stopAfterAcks` acks have come back in
 * total or the connection dies; returns the acknowledged (mn, time) pairs.
 */
async function stream(port: number, from: number, stopAfterAcks: number, onAck?: (total: number) => void): Promise<Set<string>> {
  const acked = new Set<string>();
  let total = 0;
  await Promise.all(
    LOGGERS.map(async (logger, li) => {
      const client = await LoggerClient.connect(port);
      const sent = new Map<string, string>(); // QN → key
      let n = from + li * 100_000;
      let seen = 0;
      while (!client.isClosed && total < stopAfterAcks) {
        // Keep up to 8 packets in flight per connection.
        while (sent.size - client.replies.length < 8 && !client.isClosed) {
          const time = timeOf(n++);
          const qn = `2025060100${String(n).padStart(7, '0')}`;
          sent.set(qn, `${logger.mn}|${chinaText(time)}`);
          client.send(
            buildDataPacket({ cn: '2011', st: '32', pw: logger.pw, mn: logger.mn, qn, needsAck: true, dataTime: time, factors: Object.fromEntries(FACTORS.map((f, i) => [f, { Rtd: i + n / 1000, Flag: 'N' }])) }),
          );
        }
        await client.waitForReplies(seen + 1, 2_000);
        for (const reply of client.replies.slice(seen)) {
          const key = reply.cn === '9014' && reply.qn ? sent.get(reply.qn) : undefined;
          if (key) {
            acked.add(key);
            total += 1;
            onAck?.(total);
          }
        }
        seen = client.replies.length;
      }
      client.destroy();
    }),
  );
  return acked;
}

type Rows = { mn: string; data_time: string; n: number }[];
type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;
const COUNT_SQL = `SELECT p.mn, v.data_time, count(*)::int AS n FROM monitor_value v JOIN monitor_point p ON p.id = v.point_id
  WHERE p.mn = ANY($1::text[]) GROUP BY p.mn, v.data_time`;

/** Latest values that are not the newest stored value of their point and factor (none expected). */
const STALE_LATEST_SQL = `SELECT p.mn, v.factor_code FROM monitor_point p
  JOIN LATERAL (SELECT DISTINCT ON (factor_code) factor_code, data_time, value FROM monitor_value
                 WHERE point_id = p.id ORDER BY factor_code, data_time DESC, level) v ON true
  LEFT JOIN monitor_latest l ON l.point_id = p.id AND l.factor_code = v.factor_code
  WHERE p.mn = ANY($1::text[]) AND (l.data_time IS DISTINCT FROM v.data_time OR l.value IS DISTINCT FROM v.value)`;

/** Logger states whose packet count or last data time disagree with the stored packets (none expected). */
const WRONG_STATE_SQL = `SELECT p.mn, s.packets, x.n FROM monitor_point p
  JOIN (SELECT point_id, count(DISTINCT data_time)::int AS n, max(data_time) AS t FROM monitor_value GROUP BY point_id) x ON x.point_id = p.id
  LEFT JOIN monitor_logger_state s ON s.point_id = p.id
  WHERE p.mn = ANY($1::text[]) AND (s.packets IS DISTINCT FROM x.n OR s.last_data_time IS DISTINCT FROM x.t)`;

async function crashAndRecover(env: Record<string, string>, query: Query, postgres: boolean) {
  const readRows = () => query<Rows[number]>(COUNT_SQL, [LOGGERS.map((l) => l.mn)]);
  // On PostgreSQL the first process applies nothing of its derived journal before it is killed.
  const first = await startServer(postgres ? { ...env, INGEST_TEST_DERIVED_DELAY_MS: '600000' } : env);
  let killed = false;
  const beforeKill = await stream(first.port, 0, 400, (total) => {
    // Kill while every connection still has packets in flight.
    if (total >= 200 && !killed) {
      killed = true;
      first.child.kill('SIGKILL');
    }
  });
  await first.exited;
  expect(killed).toBe(true);
  if (postgres) {
    const [journal] = await query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_derived_journal');
    expect(journal.n).toBeGreaterThan(0);
  }

  const second = await startServer(env);
  const afterRestart = await stream(second.port, 50_000, 40);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const rows = await readRows();
  const stored = new Map(rows.map((r) => [`${r.mn}|${r.data_time}`, r.n]));
  const acked = [...beforeKill, ...afterRestart];
  expect(acked.length).toBeGreaterThanOrEqual(200 + 40);
  const missing = acked.filter((k) => !stored.has(k));
  expect(missing).toEqual([]);
  // All-or-nothing per packet: every stored packet has all its factors.
  expect(rows.filter((r) => r.n !== FACTORS.length)).toEqual([]);
  // Derived tables right again: each committed packet counted once, the newest value of each factor shown.
  const mns = [LOGGERS.map((l) => l.mn)];
  expect(await query(STALE_LATEST_SQL, mns)).toEqual([]);
  expect(await query(WRONG_STATE_SQL, mns)).toEqual([]);
  if (postgres) expect(await query('SELECT id FROM monitor_derived_journal')).toEqual([]);
}

const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('acknowledged packets survive SIGKILL', () => {
  it('on PGlite (data directory on disk)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hj212-crash-'));
    dirs.push(dataDir);
    const query: Query = async <T,>(sql: string, params?: unknown[]) => {
      const db = await openDb({ dataDir });
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        await db.close();
      }
    };
    await crashAndRecover({ DATA_DIR: dataDir, DATABASE_URL: '' }, query, false);
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const query: Query = async <T,>(sql: string, params?: unknown[]) => {
        const c = new pg.Client({ connectionString: url.toString(), options: '-c TimeZone=Asia/Shanghai' });
        await c.connect();
        try {
          // Times as the receiver's China wall-clock text, as PGlite's reader gives them.
          const text = sql === COUNT_SQL ? `SELECT mn, to_char(data_time, 'YYYY-MM-DD HH24:MI:SS') AS data_time, n FROM (${COUNT_SQL}) x` : sql;
          return (await c.query(text, params)).rows as T[];
        } finally {
          await c.end();
        }
      };
      await crashAndRecover({ DATABASE_URL: url.toString() }, query, true);
    } finally {
      await sleep(100);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
