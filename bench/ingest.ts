// HJ 212 ingestion throughput: N logger connections (200 by default) each keep a few packets of 8 factors in
// flight, every packet asking for an ack; the receiver group-commits and acks after commit. Reports
// acknowledged packets/s and rows/s, ack latency, batch sizes, and, on PostgreSQL, the ratio to a raw
// `COPY … FROM STDIN` (through psql) of the same number of rows. Without BENCH_DATABASE_URL it runs on
// in-memory PGlite, where the baseline is a multi-row INSERT (unnest) of the same rows instead.
// The logger clients run in a child process, so they do not share the server's event loop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildDataPacket, crcHex, FrameSplitter, parsePacket } from '../server/hj212/index';
import { openDb, type ServerDb } from '../server/db';
import { migrate } from '../server/db/migrate';
import {
  ensureFactorCatalog,
  IngestService,
  PartitionManager,
  registerSimulatedLoggers,
  startHj212Receiver,
  type SimulatedLogger,
} from '../server/monitoring/index';
import { CpuMeter, processCpuSeconds } from './cpu';
import { machineLine, median } from './machine';

export interface IngestBenchOptions {
  /** postgres://… (a throwaway database is created on that server); PGlite in memory when absent. */
  databaseUrl?: string;
  loggers?: number;
  seconds?: number;
  /** Packets in flight per connection. */
  window?: number;
  /** Writer transactions in flight (the service's default when absent). */
  lanes?: number;
}

export interface IngestBenchResult {
  database: string;
  loggers: number;
  factorsPerPacket: number;
  seconds: number;
  packets: number;
  packetsPerSecond: number;
  rowsPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  batches: number;
  meanBatchPackets: number;
  meanBatchMs: number;
  lanes: number;
  baseline: string;
  baselineRowsPerSecond: number;
  /** Ingestion rows/s divided by baseline rows/s. */
  ratio: number;
  /** CPU ms per row of the baseline (psql + PostgreSQL, or this process on PGlite). */
  baselineCpuMsPerRow: number;
  /** CPU milliseconds in the measured window: the receiver process, PostgreSQL (all its processes; NaN on PGlite, which runs inside the receiver) and the load generator. */
  cpu: { serverMs: number; postgresMs: number; clientMs: number };
}

const FACTORS = ['w01018', 'w21003', 'w21011', 'w21001', 'w01001', 'w00000', 'w01010', 'w01014'];

interface ClientJob {
  port: number;
  loggers: { mn: string; pw: string }[];
  seconds: number;
  window: number;
}

interface ClientResult {
  packets: number;
  latencies: number[];
  elapsedMs: number;
  /** CPU time of the load generator in its measured window. */
  cpuMs: number;
}

const START_MS = Date.parse('2024-01-01T00:00:00+08:00');
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The n-th packet's content, as buildDataPacket would take it. */
function packetInput(logger: { mn: string; pw: string }, qn: string, n: number) {
  const factors = Object.fromEntries(FACTORS.map((f, i) => [f, { Rtd: i + (n % 97) / 10, Flag: 'N' }]));
  return { cn: '2011' as const, st: '32', pw: logger.pw, mn: logger.mn, qn, needsAck: true, dataTime: new Date(START_MS + n * 1000), factors };
}

/**
 * The same packet as buildDataPacket(packetInput(…)) written by hand: the load generator runs on the
 * same two cores as the receiver and PostgreSQL, so its own cost is kept small (checked equal below).
 */
function fastPacket(logger: { mn: string; pw: string }, qn: string, n: number): string {
  const t = new Date(START_MS + n * 1000 + 8 * 3600_000);
  const time = `${t.getUTCFullYear()}${pad2(t.getUTCMonth() + 1)}${pad2(t.getUTCDate())}${pad2(t.getUTCHours())}${pad2(t.getUTCMinutes())}${pad2(t.getUTCSeconds())}`;
  let cp = `DataTime=${time}`;
  const tenth = (n % 97) / 10;
  for (let i = 0; i < FACTORS.length; i++) cp += `;${FACTORS[i]}-Rtd=${i + tenth},${FACTORS[i]}-Flag=N`;
  const segment = `QN=${qn};ST=32;CN=2011;PW=${logger.pw};MN=${logger.mn};Flag=5;CP=&&${cp}&&`;
  return `##${String(segment.length).padStart(4, '0')}${segment}${crcHex(segment)}\r\n`;
}

function checkFastPacket(logger: { mn: string; pw: string }): void {
  for (const n of [1, 96, 97, 3601, 86_401]) {
    const qn = qnOf(n);
    const expected = buildDataPacket(packetInput(logger, qn, n));
    if (fastPacket(logger, qn, n) !== expected) throw new Error(`bench packet differs from buildDataPacket: ${fastPacket(logger, qn, n)} vs ${expected}`);
  }
}

/** The QN the load generator gives its n-th packet; the ack's QN gives n back (its last seven digits). */
const qnOf = (n: number) => `2024010100${String(n).padStart(7, '0')}`;

/**
 * A connection's packets 1..count, built before the measured window and kept back to back in one buffer.
 * The load generator shares the two cores with the receiver and PostgreSQL; building each packet as it
 * was sent (text, CRC, encoding) was about half of its CPU. The packets one chunk of acks releases have
 * consecutive numbers, so they leave as one slice. Packets past the book are built when sent.
 */
class PacketBook {
  private readonly bytes: Buffer;
  /** ends[n]: where packet n ends in `bytes` (ends[0] = 0). */
  private readonly ends: Uint32Array;

  constructor(
    private readonly logger: { mn: string; pw: string },
    readonly count: number,
  ) {
    const texts: string[] = [];
    this.ends = new Uint32Array(count + 1);
    for (let n = 1; n <= count; n++) {
      const text = fastPacket(logger, qnOf(n), n);
      texts.push(text);
      this.ends[n] = this.ends[n - 1] + text.length;
    }
    // Packets are ASCII: one byte per character.
    this.bytes = Buffer.from(texts.join(''), 'latin1');
  }

  /** Packets first..last as one buffer. */
  range(first: number, last: number): Buffer {
    if (last <= this.count) return this.bytes.subarray(this.ends[first - 1], this.ends[last]);
    const built: Buffer[] = [];
    if (first <= this.count) built.push(this.range(first, this.count));
    for (let n = Math.max(first, this.count + 1); n <= last; n++) built.push(Buffer.from(fastPacket(this.logger, qnOf(n), n), 'latin1'));
    return Buffer.concat(built);
  }
}

/** One logger connection of the load generator: a warm-up packet, then `window` packets kept in flight. */
class BenchConnection {
  private readonly socket: Socket;
  /** sentAt[n]: when packet n left (performance.now()); NaN once acknowledged. */
  private readonly sentAt: number[] = [];
  private readonly splitter = new FrameSplitter();
  private n = 0;
  private inFlight = 0;
  private measuring = false;
  private deadline = 0;
  private onWarm: (() => void) | undefined;
  acked = 0;
  readonly latencies: number[] = [];
  readonly closed: Promise<void>;

  constructor(
    port: number,
    private readonly book: PacketBook,
    private readonly window: number,
  ) {
    this.socket = connect({ host: '127.0.0.1', port });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.onData(chunk));
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve()));
  }

  /** Resolves once the first packet is acknowledged (the receiver has verified this logger's PW). */
  warmUp(): Promise<void> {
    return new Promise((resolve) => {
      this.onWarm = resolve;
      this.socket.once('connect', () => this.send(1));
    });
  }

  measure(until: number): void {
    this.measuring = true;
    this.deadline = until;
    this.send(this.window);
  }

  /** Sends the next `count` packets in one write. */
  private send(count: number): void {
    const first = this.n + 1;
    this.n += count;
    const now = performance.now();
    for (let k = first; k <= this.n; k++) this.sentAt[k] = now;
    this.inFlight += count;
    this.socket.write(this.book.range(first, this.n));
  }

  private onData(chunk: Buffer): void {
    let release = 0;
    for (const frame of this.splitter.feed(chunk)) {
      // The warm-up's ack is parsed and checked in full (CRC, CN); after that only its QN is read.
      const n = this.onWarm ? checkedAckNumber(frame) : ackNumber(frame);
      if (n === undefined) continue;
      const t0 = this.sentAt[n];
      if (t0 === undefined || Number.isNaN(t0)) continue;
      this.sentAt[n] = NaN;
      this.inFlight -= 1;
      if (this.onWarm) {
        const warm = this.onWarm;
        this.onWarm = undefined;
        warm();
      } else if (this.measuring) {
        this.acked += 1;
        const now = performance.now();
        this.latencies.push(now - t0);
        if (now < this.deadline) release += 1;
      }
    }
    // The packets the acks of one chunk release leave in one write, not one syscall each.
    if (release > 0) this.send(release);
    else if (this.measuring && this.inFlight === 0) this.socket.end();
  }
}

/** The packet number of a 9014 acknowledgement, read in full (CRC included); undefined for any other frame. */
function checkedAckNumber(frame: Buffer): number | undefined {
  const r = parsePacket(frame);
  return r.ok && r.packet.cn === '9014' && r.packet.qn ? numberOfQn(r.packet.qn) : undefined;
}

const numberOfQn = (qn: string) => (qn.length === 17 && qn.startsWith('2024010100') ? Number(qn.slice(10)) : undefined);

const ACK_CN = Buffer.from(';CN=9014;'), QN_KEY = Buffer.from('QN=');

/**
 * The packet number of a 9014 acknowledgement, read from its bytes: the receiver's acks were checked in
 * full at warm-up, and parsing each one again (text, CRC, fields) would take CPU from the two cores the
 * receiver and PostgreSQL share.
 */
function ackNumber(frame: Buffer): number | undefined {
  if (frame.indexOf(ACK_CN) < 0) return undefined;
  const start = frame.indexOf(QN_KEY);
  // QN=2024010100nnnnnnn: the last seven of its seventeen digits, then `;` (past the end reads undefined).
  if (start < 0 || frame[start + 20] !== 0x3b) return undefined;
  let n = 0;
  for (let i = start + 13; i < start + 20; i++) {
    const d = frame[i] - 0x30;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return n;
}

/** Worker side: every connection warms up, then all measure together for `seconds`. */
async function runClients(job: ClientJob): Promise<ClientResult> {
  checkFastPacket(job.loggers[0]);
  // Room for 200 packets/s per connection over the window (40,000/s over 200 loggers, about what the
  // COPY baseline reaches); more are built as they are sent.
  const perConnection = job.seconds * 200 + job.window + 1;
  const connections = job.loggers.map((l) => new BenchConnection(job.port, new PacketBook(l, perConnection), job.window));
  await Promise.all(connections.map((c) => c.warmUp()));
  process.send?.({ phase: 'measuring' });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  connections.forEach((c) => c.measure(t0 + job.seconds * 1000));
  await Promise.all(connections.map((c) => c.closed));
  return {
    packets: connections.reduce((n, c) => n + c.acked, 0),
    latencies: connections.flatMap((c) => c.latencies),
    elapsedMs: performance.now() - t0,
    cpuMs: cpuMs(process.cpuUsage(cpu0)),
  };
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

const CLIENT_ROLE = process.env.BENCH_INGEST_ROLE === 'clients';
if (CLIENT_ROLE) {
  const result = await runClients(JSON.parse(process.env.BENCH_INGEST_JOB!) as ClientJob);
  // Exit only once the (possibly large) result has left through the pipe.
  process.stdout.write(JSON.stringify(result), () => process.exit(0));
}

/**
 * The load generator runs in its own process, so it does not compete with the receiver's event loop.
 * `onMeasuring` runs when its measured window starts (CPU meters start there).
 */
function spawnClients(job: ClientJob, onMeasuring: () => void): Promise<ClientResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_INGEST_ROLE: 'clients', BENCH_INGEST_JOB: JSON.stringify(job) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.on('message', (m: { phase?: string }) => {
    if (m.phase === 'measuring') onMeasuring();
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as ClientResult) : reject(new Error(`load generator exited ${code}`))));
  });
}

/** The server processes of the benchmark's database, and PostgreSQL's own (WAL writer, checkpointer…). */
async function postgresPids(db: ServerDb): Promise<number[]> {
  if (db.dialect !== 'postgres') return [];
  const { rows } = await db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR backend_type <> 'client backend'`);
  return rows.map((r) => Number(r.pid));
}

async function throwawayDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_ingest_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The same rows the benchmark wrote, in another month, written the fastest plain way. */
interface BaselineResult {
  name: string;
  rowsPerSecond: number;
  /** CPU per row of the baseline: psql + its server process (PostgreSQL), or this process (PGlite). */
  cpuMsPerRow: number;
}

/** Baseline runs per bench: a ~2 s COPY is more exposed to a moment's load than the 15 s ingestion. */
const BASELINE_RUNS = 3;

/** The baseline run with the median rate of BASELINE_RUNS, each loading its own rows (later times). */
async function baseline(db: ServerDb, url: string | undefined, pointIds: number[], rows: number): Promise<BaselineResult> {
  await new PartitionManager(db).ensure(['2024-03', '2024-04', '2024-05', '2024-06']);
  const runs: BaselineResult[] = [];
  for (let run = 0; run < BASELINE_RUNS; run++) runs.push(await baselineRun(db, url, pointIds, rows, run));
  const sorted = [...runs].sort((a, b) => a.rowsPerSecond - b.rowsPerSecond);
  const middle = sorted[sorted.length >> 1];
  return { ...middle, name: `${middle.name}, median of ${BASELINE_RUNS} runs (${sorted.map((r) => Math.round(r.rowsPerSecond).toLocaleString('en-US')).join(' / ')} rows/s)` };
}

async function baselineRun(db: ServerDb, url: string | undefined, pointIds: number[], rows: number, run: number): Promise<BaselineResult> {
  const perPoint = Math.ceil(rows / pointIds.length / FACTORS.length);
  // Each run's rows follow the previous run's in time (one reading per second per point): no key repeats.
  const start = Date.parse('2024-03-01T00:00:00+08:00') + run * perPoint * 1000;
  const china = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const lines: string[] = [];
  for (const id of pointIds) {
    for (let n = 0; n < perPoint; n++) {
      const time = `${china(start + n * 1000)}+08`;
      for (let i = 0; i < FACTORS.length; i++) lines.push(`${id},${FACTORS[i]},0,${time},${i + (n % 97) / 10},N`);
    }
  }
  if (url) return psqlCopy(url, lines);
  const cols = lines.map((l) => l.split(','));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < cols.length; i += 10_000) {
    const chunk = cols.slice(i, i + 10_000);
    await db.query(
      `INSERT INTO monitor_value (point_id, factor_code, level, data_time, value, flag)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::smallint[], $4::timestamptz[], $5::float8[], $6::text[])`,
      [0, 1, 2, 3, 4, 5].map((c) => chunk.map((r) => r[c])),
    );
  }
  const cpu = process.cpuUsage(cpu0);
  return { name: 'multi-row INSERT (unnest, 10k rows/statement)', rowsPerSecond: lines.length / ((performance.now() - t0) / 1000), cpuMsPerRow: (cpu.user + cpu.system) / 1000 / lines.length };
}

/**
 * `COPY … FROM STDIN` through psql, timed until psql reports the COPY done. The session prints its
 * server process id first and sleeps a moment after the COPY, so the CPU of both psql and that server
 * process can be read while they still exist.
 */
async function psqlCopy(url: string, lines: string[]): Promise<BaselineResult> {
  const t0 = performance.now();
  const psql = spawn('psql', [url, '-X', '-At', '-v', 'ON_ERROR_STOP=1', '-c', 'SELECT pg_backend_pid()', '-c', 'COPY monitor_value (point_id, factor_code, level, data_time, value, flag) FROM STDIN WITH (FORMAT csv)', '-c', 'SELECT pg_sleep(1)'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    psql.on('error', reject);
    psql.on('exit', resolve);
  });
  let out = '';
  let backend = 0;
  const done = new Promise<{ seconds: number; cpuSeconds: number }>((resolve) => {
    psql.stdout!.on('data', (d) => {
      out += d;
      backend ||= Number(/^(\d+)\n/.exec(out)?.[1] ?? 0);
      if (/\nCOPY \d+/.test(out)) resolve({ seconds: (performance.now() - t0) / 1000, cpuSeconds: processCpuSeconds(psql.pid!) + processCpuSeconds(backend) });
    });
  });
  psql.stdin!.end(`${lines.join('\n')}\n`);
  const [{ seconds, cpuSeconds }, code] = await Promise.all([done, exited]);
  if (code !== 0) throw new Error(`psql exited ${code}`);
  return { name: 'psql COPY FROM STDIN', rowsPerSecond: lines.length / seconds, cpuMsPerRow: (cpuSeconds * 1000) / lines.length };
}

export async function benchIngest(opts: IngestBenchOptions = {}): Promise<IngestBenchResult> {
  const count = opts.loggers ?? 200;
  const seconds = opts.seconds ?? 15;
  const window = opts.window ?? 4;
  const throwaway = opts.databaseUrl ? await throwawayDatabase(opts.databaseUrl) : undefined;
  const db = await openDb({ dataDir: ':memory:', databaseUrl: throwaway?.url });
  let batchMs = 0;
  const ingest = new IngestService({ db, writer: { lanes: opts.lanes, onBatch: (b) => (batchMs += b.ms) } });
  try {
    await migrate(db);
    await ensureFactorCatalog(db);
    const enterprise = await db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('压测企业') RETURNING id`);
    const loggers: SimulatedLogger[] = Array.from({ length: count }, (_, i) => ({
      mn: `BE${String(i).padStart(6, '0')}${randomBytes(8).toString('hex').toUpperCase()}`,
      pw: `pw${i}`,
      st: '32',
      factors: [],
    }));
    const pointIds = await registerSimulatedLoggers(db, Number(enterprise.rows[0].id), loggers);
    await ingest.writer.prepare();
    const receiver = await startHj212Receiver(ingest, {
      host: '127.0.0.1',
      port: 0,
      maxConnections: count + 10,
      idleTimeoutMs: 120_000,
      maxDataLength: 4096,
      maxInFlightPerConnection: 64,
      maxBadFrames: 20,
    });

    let meters: { server: NodeJS.CpuUsage; postgres: Promise<CpuMeter> } | undefined;
    const result = await spawnClients({ port: receiver.port, loggers, seconds, window }, () => {
      meters = { server: process.cpuUsage(), postgres: postgresPids(db).then((pids) => new CpuMeter(pids)) };
    });
    const serverMs = meters ? cpuMs(process.cpuUsage(meters.server)) : NaN;
    // Connections opened during the window count from zero.
    const postgresMeter = await meters?.postgres;
    const postgresSeconds = postgresMeter ? postgresMeter.seconds(await postgresPids(db)) : NaN;
    const cpu = { serverMs, postgresMs: db.dialect === 'postgres' ? postgresSeconds * 1000 : NaN, clientMs: result.cpuMs };
    await receiver.close();

    // Includes the warm-up packets (one per logger): negligible next to the measured ones.
    const writer = ingest.writer.stats();
    const rowsPerSecond = (result.packets * FACTORS.length) / (result.elapsedMs / 1000);
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const base = await baseline(db, throwaway?.url, pointIds, Math.min(result.packets * FACTORS.length, 400_000));
    return {
      database: db.dialect === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)',
      loggers: count,
      factorsPerPacket: FACTORS.length,
      seconds,
      packets: result.packets,
      packetsPerSecond: result.packets / (result.elapsedMs / 1000),
      rowsPerSecond,
      ackP50Ms: median(sorted),
      ackP99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      batches: writer.batches,
      meanBatchPackets: writer.jobs / Math.max(1, writer.batches),
      meanBatchMs: batchMs / Math.max(1, writer.batches),
      lanes: writer.lanes,
      baseline: base.name,
      baselineRowsPerSecond: base.rowsPerSecond,
      baselineCpuMsPerRow: base.cpuMsPerRow,
      ratio: rowsPerSecond / base.rowsPerSecond,
      cpu,
    };
  } finally {
    await ingest.close();
    await db.close();
    await throwaway?.drop();
  }
}

export function printIngest(r: IngestBenchResult): void {
  const f = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log(`## HJ 212 ingestion, ${r.loggers} logger connections, ${r.factorsPerPacket} factors/packet, ack after commit (${r.database}; goal ≥ 10,000 packets/s and ≥ 0.5 × the baseline)`);
  console.log(`  ${f(r.packets)} packets acknowledged in ${r.seconds} s: ${f(r.packetsPerSecond)} packets/s = ${f(r.rowsPerSecond)} rows/s`);
  console.log(`  ack latency p50 ${f(r.ackP50Ms, 1)} ms, p99 ${f(r.ackP99Ms, 1)} ms; ${f(r.batches)} commits in ${r.lanes} lane(s), ${f(r.meanBatchPackets, 1)} packets and ${f(r.meanBatchMs, 1)} ms per commit`);
  const per1000 = (ms: number) => (Number.isFinite(ms) ? `${f((ms / r.packets) * 1000)} ms` : 'n/a');
  const busy = (ms: number) => (Number.isFinite(ms) ? ` (${f(ms / (r.seconds * 1000), 2)} cores)` : '');
  console.log(
    `  CPU per 1,000 packets: receiver ${per1000(r.cpu.serverMs)}${busy(r.cpu.serverMs)}, PostgreSQL ${per1000(r.cpu.postgresMs)}${busy(r.cpu.postgresMs)}, ` +
      `load generator ${per1000(r.cpu.clientMs)}${busy(r.cpu.clientMs)}`,
  );
  console.log(`  baseline ${r.baseline}: ${f(r.baselineRowsPerSecond)} rows/s; ingestion / baseline ${r.ratio.toFixed(2)}`);
  // CPU per row does not depend on how much of the machine the run got: the ratio the two would reach
  // with the cores to themselves (the load generator counts like psql, the baseline's client).
  const rows = r.packets * r.factorsPerPacket;
  const ingestCpu = [r.cpu.serverMs, r.cpu.postgresMs, r.cpu.clientMs].filter(Number.isFinite).reduce((a, b) => a + b, 0) / rows;
  console.log(
    `  CPU per row: ingestion ${f(ingestCpu * 1000, 1)} µs, baseline ${f(r.baselineCpuMsPerRow * 1000, 1)} µs; baseline / ingestion ${(r.baselineCpuMsPerRow / ingestCpu).toFixed(2)} ` +
      `(2 idle cores would allow ≈ ${f(2000 / (ingestCpu * r.factorsPerPacket))} packets/s)`,
  );
  console.log(`  sizing target 500 enterprises × 4 points × 8 factors at 60 s = 33 packets/s (${f(r.packetsPerSecond / 33.3, 0)}× headroom)`);
}

if (!CLIENT_ROLE && import.meta.url === `file://${process.argv[1]}`) {
  console.log(machineLine());
  printIngest(await benchIngest({ databaseUrl: process.env.BENCH_DATABASE_URL, seconds: Number(process.env.BENCH_SECONDS || 15), lanes: Number(process.env.BENCH_LANES) || undefined, window: Number(process.env.BENCH_WINDOW) || undefined }));
}
