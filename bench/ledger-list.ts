/**
 * The ledger list call at scale: 1,000,000 online-wastewater rows of one enterprise on PostgreSQL
 * (BENCH_DATABASE_URL, loaded with INSERT … SELECT generate_series), listed with two filters
 * (factor = COD, over-limit = no), a one-month record-time range, the default sort and page size 20,
 * by 16 concurrent clients through the real HTTP server. Compared with the two loads below; after a
 * warm-up round, the three run back to back in five rounds and the medians are reported:
 *   - pgbench running the very same two statements (count + page), 16 clients;
 *   - a hand-written Fastify route on the same server and guards running the same statement as the
 *     generic route (count and page joined in one; so the difference is the generic runtime:
 *     validation, query building, row mapping).
 * The server runs with the product's connection pool (PG_POOL_MAX, default 10): pgbench needs a
 * connection per client, the server queues its 16 clients' lists on its pool.
 * Also the same guards answering an empty page without the database (what the HTTP hop costs on its
 * own). Prints EXPLAIN ANALYZE of both statements. Figures are printed, never asserted.
 *
 *    BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54339/postgres npx tsx bench/ledger-list.ts [rows] [seconds] [clients]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { prehashPassword } from '../data-providers/password';
import type { ModuleSchema } from '../schemas/types';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { openDb, type ServerDb } from '../server/db';
import { pgPoolMax } from '../server/db/postgres';
import { prepareDatabase } from '../server/db/prepare';
import { loadModuleSchemas } from '../server/modules/load';
import { pageStatements } from '../server/modules/repository';
import { columnStorage } from '../server/modules/storage';
import { createModuleValidation } from '../server/modules/validation';
import { createEmptyPostgresDatabase } from '../tests/api/helpers/testDatabase';
import { CpuMeter, processCpuSeconds } from './cpu';
import { machineLine, median } from './machine';

const root = resolve(import.meta.dirname, '..');
const MODULE = 'onlineWastewater';
const ENTERPRISE = '江苏绿源化工有限公司';
const FACTORS = ['w01018', 'w21003', 'w21011', 'w21001', 'w01001', 'w01012', 'w22001', 'w00000'];

/** The list call of the benchmark (what the browser sends). */
export const LIST_QUERY: Record<string, string> = {
  factorCode: 'w01018',
  overLimit: 'false',
  'recordTime[0]': '2024-03-01',
  'recordTime[1]': '2024-03-31',
  sortField: 'recordTime',
  sortOrder: 'descend',
  pageSize: '20',
};
/** Pages 1..PAGES are requested in turn (pgbench picks one at random). */
const PAGES = 10;
/**
 * Measured rounds of the two HTTP routes and the pgbench floor (after one warm-up round of WARMUP_SECONDS
 * each). Five, not three: the shared VM's speed drifts within minutes (PostgreSQL's CPU per list of one
 * statement moved by 12 % between two loads of one run), and with three rounds one slow round moved the
 * median ratio by ~0.1.
 */
const ROUNDS = 5;
const WARMUP_SECONDS = 5;

export interface LoadFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** HTTP runs: CPU time of the server process per answered request (load-independent cost). */
  serverCpuMsPerRequest?: number;
  /** HTTP runs: the user-mode part of it (JavaScript and the runtime); the rest is the kernel's socket work. */
  serverUserCpuMsPerRequest?: number;
  /** HTTP runs: CPU time of PostgreSQL's processes for this database per answered request. */
  postgresCpuMsPerRequest?: number;
  /** HTTP runs: CPU time of the load generator per answered request (pgbench's own client is in its total). */
  clientCpuMsPerRequest?: number;
  /** CPU of everything taking part (server, PostgreSQL, load generator / pgbench) per answered request. */
  totalCpuMsPerRequest?: number;
}

export interface LedgerListResult {
  rows: number;
  matching: number;
  loadSeconds: number;
  clients: number;
  /** The server's connection pool (the product's setting). */
  poolSize: number;
  /** The median of the measured rounds, figure by figure. */
  generic: LoadFigures;
  handwritten: LoadFigures;
  /** Each measured round: the two routes and the floor back to back, in rotating order. */
  rounds: { generic: LoadFigures; handwritten: LoadFigures; pgbench: LoadFigures }[];
  /**
   * The same guards answering an empty page without the database: what HTTP, Fastify and the session
   * check cost per request on their own, which pgbench (no HTTP hop) never pays.
   */
  guardsOnly: LoadFigures;
  /** The floor: pgbench in the protocol (simple or prepared) that ran faster in the warm-up; medians of the rounds. */
  pgbench: LoadFigures & { mode: 'simple' | 'prepared' };
  explain: { count: string; page: string };
}

export interface LedgerListOptions {
  /** Admin URL of a PostgreSQL server; a throwaway database is created on it and dropped afterwards. */
  databaseUrl: string;
  rows?: number;
  clients?: number;
  seconds?: number;
  log?: (line: string) => void;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function figures(latencies: number[], seconds: number, errors: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, seconds, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), errors };
}

/** Figure by figure, the median of several runs of one load. */
function medianFigures(runs: LoadFigures[]): LoadFigures {
  const result = { ...runs[0] };
  for (const key of Object.keys(result) as (keyof LoadFigures)[]) {
    const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
    if (values.length === runs.length) result[key] = median(values);
  }
  return result;
}

/** Literal SQL for pgbench / EXPLAIN: the same statement with its parameters written in. */
function inline(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return `ARRAY[${v.map((x) => `'${String(x).replace(/'/g, "''")}'`).join(',')}]`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

/**
 * The list's statements as the module repository builds them (server/modules/repository.ts): the count
 * and the page, which pgbench runs as they are, and `combined`, the one statement GET {api}/page sends
 * since issue 19; the hand-written route runs it too.
 */
function listStatements(schema: ModuleSchema, enterpriseId: number) {
  const validation = createModuleValidation([schema]).get(schema.id)!;
  const query = validation.page(LIST_QUERY, 'zh-CN');
  return pageStatements(columnStorage(schema), schema, enterpriseId, query);
}

/** Bulk-loads `rows` online-wastewater rows for one enterprise (no audit entries: a bulk load, not user writes). */
export async function loadOnlineWastewaterRows(db: Pick<ServerDb, 'query'>, enterpriseId: number, userId: number, rows: number): Promise<void> {
  // One row per minute from 2023-01-01 (1,000,000 rows span ~694 days); unique per (outlet, factor, type, time).
  await db.query(
    `INSERT INTO ledger_online_wastewater (enterprise_id, created_by, updated_by, outlet_code, outlet_name, data_type, monitor_time, factor_code,
        avg_value, min_value, max_value, discharge_amount, flag, limit_value, over_limit, valid_hours, recorder, record_time, remark)
     SELECT $1, $2, $2, 'DW00' || (1 + i % 3), (ARRAY['废水总排口', '生产废水预处理排口', '清净下水排口'])[1 + i % 3], '2061',
            timestamp '2023-01-01' + i * interval '1 minute', ($4::text[])[1 + i % 8],
            round((10 + (i * 7919 % 9000) / 100.0)::numeric, 3), round((5 + (i * 31 % 500) / 100.0)::numeric, 3), round((20 + (i * 131 % 9000) / 100.0)::numeric, 3),
            round(((i * 17 % 400) / 10.0)::numeric, 3), (ARRAY['N','N','N','N','N','N','N','N','M','C'])[1 + i % 10], 100, i % 20 = 0, 24,
            (ARRAY['王强','刘洋','陈静','杨帆'])[1 + i % 4], timestamp '2023-01-01' + i * interval '1 minute' + interval '5 minutes', NULL
       FROM generate_series(1, $3::bigint) AS i`,
    [enterpriseId, userId, rows, FACTORS],
  );
  // What autovacuum does to a settled table: statistics, and the visibility map index-only scans rely on.
  await db.query('VACUUM ANALYZE ledger_online_wastewater');
}

/**
 * The load generator: a separate Node process (like pgbench), so the server's CPU time is its own. It
 * speaks HTTP/1.1 over raw keep-alive sockets (one request at a time per connection) instead of fetch:
 * on two shared cores a heavier client would take CPU from the server and make the ratio to pgbench
 * (whose client is C) unfair. An answer counts when it is HTTP 200 with the success envelope and a
 * records array.
 */
const CLIENT = `
const net = require('node:net');
const { urls, headers, clients, warmupMs, durationMs } = JSON.parse(process.argv[1]);
const target = new URL(urls[0]);
const requests = urls.map((u) => { const x = new URL(u); return Buffer.from('GET ' + x.pathname + x.search + ' HTTP/1.1\\r\\nHost: ' + x.host + '\\r\\n' + Object.entries(headers).map(([k, v]) => k + ': ' + v + '\\r\\n').join('') + '\\r\\n'); });
const SUCCESS = Buffer.from('{"code":1000000'), RECORDS = Buffer.from('"records":[');
const latencies = [];
let errors = 0, measuring = false, stop = false;
setTimeout(() => { measuring = true; }, warmupMs);
setTimeout(() => { stop = true; }, warmupMs + durationMs);
function client(k) {
  return new Promise((done) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port) });
    socket.setNoDelay(true);
    let n = k, buf = Buffer.alloc(0), started = 0, counted = false;
    const send = () => { if (stop) { socket.end(); return; } started = performance.now(); counted = measuring; socket.write(requests[n++ % requests.length]); };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      for (;;) {
        const end = buf.indexOf('\\r\\n\\r\\n');
        if (end < 0) return;
        const head = buf.subarray(0, end).toString('latin1');
        const m = /content-length: *(\\d+)/i.exec(head);
        if (!m) { errors++; socket.destroy(); return; }
        const total = end + 4 + Number(m[1]);
        if (buf.length < total) return;
        // The body is checked as bytes: decoding a 16 kB page as UTF-8 text takes ~45 µs, more than half of
        // this client's CPU per answer, taken from the two cores it shares with the server and PostgreSQL.
        const body = end + 4, records = buf.indexOf(RECORDS, body);
        const ok = head.startsWith('HTTP/1.1 200') && total - body >= SUCCESS.length && buf.compare(SUCCESS, 0, SUCCESS.length, body, body + SUCCESS.length) === 0 && records >= 0 && records < total;
        buf = buf.subarray(total);
        if (!ok) errors++;
        if (counted && !stop) latencies.push(performance.now() - started);
        send();
      }
    });
    socket.on('error', () => { errors++; });
    socket.on('close', done);
  });
}
let cpu0;
setTimeout(() => { cpu0 = process.cpuUsage(); }, warmupMs);
Promise.all(Array.from({ length: clients }, (_, k) => client(k))).then(() => { const c = process.cpuUsage(cpu0); process.stdout.write(JSON.stringify({ latencies, errors, cpuMs: (c.user + c.system) / 1000 })); });
`;

/**
 * `clients` concurrent keep-alive clients in a child process, cycling through `urls`; also the CPU
 * time this (server) process spent per answered request in the measured window.
 */
async function httpLoad(db: ServerDb, urls: string[], headers: Record<string, string>, clients: number, seconds: number): Promise<LoadFigures> {
  const warmupMs = 2000;
  const child = spawn(process.execPath, ['-e', CLIENT, JSON.stringify({ urls, headers, clients, warmupMs, durationMs: seconds * 1000 })], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((r) => setTimeout(r, warmupMs));
  const cpuStart = process.cpuUsage();
  const postgres = new CpuMeter(await backendPids(db));
  const [code] = (await once(child, 'exit')) as [number];
  const cpu = process.cpuUsage(cpuStart);
  const postgresSeconds = postgres.seconds(await backendPids(db));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  const m = JSON.parse(out) as { latencies: number[]; errors: number; cpuMs: number };
  const f = figures(m.latencies, seconds, m.errors);
  const answered = Math.max(1, f.requests);
  const serverMs = (cpu.user + cpu.system) / 1000;
  return {
    ...f,
    serverCpuMsPerRequest: serverMs / answered,
    serverUserCpuMsPerRequest: cpu.user / 1000 / answered,
    postgresCpuMsPerRequest: (postgresSeconds * 1000) / answered,
    clientCpuMsPerRequest: m.cpuMs / answered,
    totalCpuMsPerRequest: (serverMs + postgresSeconds * 1000 + m.cpuMs) / answered,
  };
}

/** PostgreSQL server processes serving this database. */
async function backendPids(db: ServerDb): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return rows.map((r) => Number(r.pid));
}

/**
 * pgbench would read the `:MI`/`:SS` of to_char formats as its variables; `"…"` is literal text in a
 * to_char format, so `HH24":"MI":"SS` renders the very same string and leaves pgbench nothing to replace.
 */
export const pgbenchSafe = (sql: string): string => sql.replace(/HH24:MI:SS/g, 'HH24":"MI":"SS');

/**
 * `mode` 'simple' parses and plans both statements on every call; 'prepared' plans them once per
 * connection, as the server's prepared statements do. The faster of the two is the floor.
 */
async function pgbench(db: ServerDb, url: string, countSql: string, pageSql: string, clients: number, seconds: number, mode: 'simple' | 'prepared'): Promise<LoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-pgbench-'));
  try {
    const script = join(dir, 'list.sql');
    writeFileSync(script, `\\set page random(1, ${PAGES})\n${pgbenchSafe(countSql)};\n${pgbenchSafe(pageSql)};\n`);
    const u = new URL(url);
    const child = spawn(
      'pgbench',
      ['-n', '-M', mode, '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, '-l', `--log-prefix=${join(dir, 'pgb')}`,
        '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), u.pathname.slice(1)],
      { env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    // pgbench's server processes end with it: their CPU is read while they run (the last reading counts).
    const own = new Set(await backendPids(db));
    const cpu = new Map<number, number>();
    const sample = async () => {
      for (const pid of await backendPids(db)) if (!own.has(pid)) cpu.set(pid, Math.max(cpu.get(pid) ?? 0, processCpuSeconds(pid) || 0));
      cpu.set(child.pid!, Math.max(cpu.get(child.pid!) ?? 0, processCpuSeconds(child.pid!) || 0));
    };
    const sampler = setInterval(() => void sample(), 250);
    const [code] = (await once(child, 'exit')) as [number];
    clearInterval(sampler);
    if (code !== 0) throw new Error(`pgbench failed: ${stderr}`);
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('pgb'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000);
    const f = figures(latencies, seconds, 0);
    const cpuMs = [...cpu.values()].reduce((a, b) => a + b, 0) * 1000;
    return { ...f, totalCpuMsPerRequest: cpuMs / Math.max(1, f.requests) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function ledgerList(options: LedgerListOptions): Promise<LedgerListResult> {
  const rows = options.rows ?? 1_000_000;
  const clients = options.clients ?? 16;
  const seconds = options.seconds ?? 10;
  const log = options.log ?? (() => undefined);
  const schemas = await loadModuleSchemas(join(root, 'schemas/modules'));
  const schema = schemas.find((s) => s.id === MODULE)!;
  const database = await createEmptyPostgresDatabase(options.databaseUrl);
  const db = await openDb({ dataDir: ':memory:', databaseUrl: database.databaseUrl });
  let app: FastifyInstance | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  try {
    log('preparing the database (migrations + demo seed)…');
    await prepareDatabase(db, { schemas, seed: true });
    const enterpriseId = (await db.query<{ id: number }>('SELECT id::float8 AS id FROM enterprise WHERE name = $1', [ENTERPRISE])).rows[0].id;
    const userId = (await db.query<{ id: number }>(`SELECT id::float8 AS id FROM app_user WHERE phone = '13800000001'`)).rows[0].id;
    log(`loading ${rows.toLocaleString('en')} rows…`);
    const t0 = performance.now();
    await loadOnlineWastewaterRows(db, enterpriseId, userId, rows);
    const loadSeconds = (performance.now() - t0) / 1000;

    const statements = listStatements(schema, enterpriseId);
    const countLiteral = inline(statements.count, statements.params);
    const pageLiteral = inline(statements.page, [...statements.params, 20, 0]);
    const explain = async (sql: string) => (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const matching = (await db.query<{ total: number }>(countLiteral)).rows[0].total;

    const config = loadConfig({}, { host: '127.0.0.1', port: 0, databaseUrl: database.databaseUrl, dataDir, distDir: join(root, 'tests/api/helpers/no-dist'), logLevel: 'warn', seed: false });
    app = await buildApp({ config, db, schemas, logger: false });
    const server = app;
    server.get('/api/enterprise-side-app/bench/handwritten', { preHandler: [server.requireEnterprise, server.requirePermission(schema.permissions.view)] }, async (req) => {
      const page = Math.max(1, Number((req.query as { pageNum?: string }).pageNum ?? 1));
      const eid = req.auth!.enterpriseId!;
      const params = [eid, ...statements.params.slice(1)];
      // The generic route's statement, prepared as it is; the driver's row objects go out as they are.
      const { rows } = await server.db.query<{ total: number; id: number | null }>(statements.combined, [...params, 20, (page - 1) * 20], { prepare: true });
      return { records: rows[0]?.id === null ? [] : rows, total: rows[0]?.total ?? 0 };
    });
    server.get('/api/enterprise-side-app/bench/guards-only', { preHandler: [server.requireEnterprise, server.requirePermission(schema.permissions.view)] }, async () => ({
      records: [],
      total: 0,
    }));
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/enterprise-side-app/auth/login/phonePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: prehashPassword('Demo@2024'), clientType: 0 }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: token, enterprise_id: String(enterpriseId) };
    const qs = (page: number) => new URLSearchParams({ ...LIST_QUERY, pageNum: String(page) }).toString();
    const pages = Array.from({ length: PAGES }, (_, k) => k + 1);

    const genericUrls = pages.map((p) => `${address}/api/enterprise-side-app/${schema.api}/page?${qs(p)}`);
    const handwrittenUrls = pages.map((p) => `${address}/api/enterprise-side-app/bench/handwritten?pageNum=${p}`);
    const pagedForPgbench = inline(statements.page.replace(/LIMIT \$\d+ OFFSET \$\d+$/, 'LIMIT 20 OFFSET (:page - 1) * 20'), statements.params);
    // The floor's statement text must give the server's answer: checked on the first page.
    const pageOne = pagedForPgbench.replace(':page', '1');
    const [asServer, asFloor] = [await db.query(pageOne), await db.query(pgbenchSafe(pageOne))];
    if (JSON.stringify(asServer.rows) !== JSON.stringify(asFloor.rows)) throw new Error('the pgbench form of the page statement answers differently');
    const floor = (mode: 'simple' | 'prepared', s: number) => pgbench(db, database.databaseUrl, countLiteral, pagedForPgbench, clients, s, mode);

    // A warm-up round (JIT, caches; pgbench in both protocols, the faster one is the floor), then ROUNDS
    // measured rounds of the two routes and the floor back to back, in rotating order; the figures are
    // the medians. Single runs moved by ±15 % from one bench run to the next, more than the differences
    // they are there to show, and a floor taken once, after the routes, met other moments of the shared
    // machine than the routes did.
    log('warm-up round: the two routes, pgbench simple and prepared…');
    await httpLoad(db, genericUrls, headers, clients, WARMUP_SECONDS);
    await httpLoad(db, handwrittenUrls, headers, clients, WARMUP_SECONDS);
    const simple = await floor('simple', WARMUP_SECONDS);
    const prepared = await floor('prepared', WARMUP_SECONDS);
    const mode: 'simple' | 'prepared' = prepared.perSecond >= simple.perSecond ? 'prepared' : 'simple';
    const loads = {
      generic: () => httpLoad(db, genericUrls, headers, clients, seconds),
      handwritten: () => httpLoad(db, handwrittenUrls, headers, clients, seconds),
      pgbench: () => floor(mode, seconds),
    };
    const names = Object.keys(loads) as (keyof typeof loads)[];
    const rounds: LedgerListResult['rounds'] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const first = (round - 1) % names.length;
      const order = [...names.slice(first), ...names.slice(0, first)];
      const measured: Partial<LedgerListResult['rounds'][number]> = {};
      for (const name of order) {
        log(`round ${round}/${ROUNDS}: ${name}…`);
        measured[name] = await loads[name]();
      }
      rounds.push(measured as LedgerListResult['rounds'][number]);
    }
    log('HTTP load: guards only…');
    const guardsOnly = await httpLoad(db, pages.map(() => `${address}/api/enterprise-side-app/bench/guards-only`), headers, clients, seconds);
    const generic = medianFigures(rounds.map((r) => r.generic));
    const handwritten = medianFigures(rounds.map((r) => r.handwritten));
    const bench = { ...medianFigures(rounds.map((r) => r.pgbench)), mode };
    return { rows, matching, loadSeconds, clients, poolSize: pgPoolMax(), generic, handwritten, rounds, guardsOnly, pgbench: bench, explain: { count: await explain(countLiteral), page: await explain(pageLiteral) } };
  } finally {
    await app?.close();
    await db.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const percentMore = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(0)} %`;

export function formatLedgerList(r: LedgerListResult): string {
  const line = (name: string, f: LoadFigures) =>
    `  ${name.padEnd(40)} ${f.perSecond.toFixed(0).padStart(6)} lists/s   p50 ${ms(f.p50).padStart(9)}   p95 ${ms(f.p95).padStart(9)}   p99 ${ms(f.p99).padStart(9)}   errors ${f.errors}` +
    (f.serverCpuMsPerRequest === undefined ? '' : `   CPU/request: server ${ms(f.serverCpuMsPerRequest)} (user ${ms(f.serverUserCpuMsPerRequest ?? NaN)}), PostgreSQL ${ms(f.postgresCpuMsPerRequest ?? NaN)}, client ${ms(f.clientCpuMsPerRequest ?? NaN)}`) +
    (f.totalCpuMsPerRequest === undefined ? '' : `, all ${ms(f.totalCpuMsPerRequest)}`);
  return [
    `## Ledger list, ${r.rows.toLocaleString('en')} rows of one enterprise on PostgreSQL (${r.clients} clients, server pool ${r.poolSize}; goal: ≥ 0.8 × pgbench, generic ≤ 10 % more server CPU per request than hand-written)`,
    `  query: ${new URLSearchParams(LIST_QUERY).toString()} (pages 1-${PAGES}); ${r.matching} matching rows; load ${r.loadSeconds.toFixed(1)} s`,
    line(`generic route (HTTP, median of ${r.rounds.length})`, r.generic),
    line(`hand-written route (HTTP, median of ${r.rounds.length})`, r.handwritten),
    line('same guards, empty page, no database', r.guardsOnly),
    line(`pgbench, same statements (${r.pgbench.mode})`, r.pgbench),
    `  generic / pgbench: ${(r.generic.perSecond / r.pgbench.perSecond).toFixed(2)}   generic / hand-written: ${(r.generic.perSecond / r.handwritten.perSecond).toFixed(2)} (rate), ` +
      `${percentMore(r.generic.serverCpuMsPerRequest!, r.handwritten.serverCpuMsPerRequest!)} more server CPU per request ` +
      `(user mode ${percentMore(r.generic.serverUserCpuMsPerRequest!, r.handwritten.serverUserCpuMsPerRequest!)})`,
    `  rounds (generic / hand-written / pgbench): ${r.rounds
      .map(
        (x) =>
          `${x.generic.perSecond.toFixed(0)} / ${x.handwritten.perSecond.toFixed(0)} / ${x.pgbench.perSecond.toFixed(0)} lists/s ` +
          `(generic / pgbench ${(x.generic.perSecond / x.pgbench.perSecond).toFixed(2)}, server CPU ${percentMore(x.generic.serverCpuMsPerRequest!, x.handwritten.serverCpuMsPerRequest!)})`,
      )
      .join('; ')}`,
    // CPU per list does not depend on how much of the shared machine the run got.
    `  CPU per list, everything that takes part: generic ${ms(r.generic.totalCpuMsPerRequest!)}, pgbench ${ms(r.pgbench.totalCpuMsPerRequest!)}; ` +
      `pgbench / generic ${(r.pgbench.totalCpuMsPerRequest! / r.generic.totalCpuMsPerRequest!).toFixed(2)} (the rate ratio with the cores to themselves)`,
    '  EXPLAIN ANALYZE count:',
    ...r.explain.count.split('\n').map((l) => `    ${l}`),
    '  EXPLAIN ANALYZE page 1:',
    ...r.explain.page.split('\n').map((l) => `    ${l}`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('set BENCH_DATABASE_URL to a PostgreSQL server (a throwaway database is created on it)');
    process.exit(2);
  }
  console.log(machineLine());
  const result = await ledgerList({ databaseUrl: url, rows: Number(process.argv[2] ?? 1_000_000), seconds: Number(process.argv[3] ?? 10), clients: Number(process.argv[4] ?? 16), log: (l) => console.error(l) });
  console.log(formatLedgerList(result));
}
