/**
 * Export of 100,000 ledger rows through the real HTTP route (GET {api}/exportExcel): rows per second
 * and the server's peak RSS growth while the xlsx streams (goal ≥ 50,000 rows/s, ≤ 150 MB). Runs on
 * PostgreSQL when BENCH_DATABASE_URL is set (a throwaway database), else on in-memory PGlite.
 *
 *   [BENCH_DATABASE_URL=postgres://…] npx tsx bench/ledger-export.ts [rows]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { prehashPassword } from '../data-providers/password';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/core/config';
import { openDb, type ServerDb } from '../server/db';
import { prepareDatabase } from '../server/db/prepare';
import { loadModuleSchemas } from '../server/modules/load';
import { exportWorkbook } from '../server/modules/export';
import { moduleRepository } from '../server/modules/repository';
import type { ApiRow } from '../server/modules/rows';
import { createModuleValidation } from '../server/modules/validation';
import type { ModuleSchema } from '../schemas/types';
import { createEmptyPostgresDatabase } from '../tests/api/helpers/testDatabase';
import { loadOnlineWastewaterRows } from './ledger-list';
import { CpuMeter } from './cpu';
import { machineLine, median } from './machine';

const root = resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;
/** Exports (and floor runs) per measurement. */
const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 5);

export interface LedgerExportResult {
  database: 'postgres' | 'pglite';
  rows: number;
  /** Exports and floors measured, alternating; the figures below are medians unless named otherwise. */
  rounds: number;
  seconds: number;
  rowsPerSecond: number;
  /** The slowest and the fastest export. */
  rowsPerSecondRange: [number, number];
  /** Floor: the same rows, already in memory, through the same converters and xlsx writer to a file. */
  floorRowsPerSecond: number;
  floorRowsPerSecondRange: [number, number];
  /** CPU ms during an export: the server process and PostgreSQL (NaN on PGlite); during a floor run. */
  cpu: { serverMs: number; postgresMs: number; floorMs: number };
  bytes: number;
  rssBeforeMB: number;
  /** The largest growth over any one export. */
  peakRssGrowthMB: number;
  /** Data rows counted in the downloaded file (read back with exceljs' streaming reader). */
  rowsInFile: number;
}

export async function ledgerExport(options: { databaseUrl?: string; rows?: number; log?: (line: string) => void } = {}): Promise<LedgerExportResult> {
  const rows = options.rows ?? 100_000;
  const log = options.log ?? (() => undefined);
  const schemas = await loadModuleSchemas(join(root, 'schemas/modules'));
  const database = options.databaseUrl ? await createEmptyPostgresDatabase(options.databaseUrl) : undefined;
  const db = await openDb({ dataDir: ':memory:', databaseUrl: database?.databaseUrl });
  let app: FastifyInstance | undefined;
  let config: AppConfig | undefined;
  try {
    log('preparing the database…');
    await prepareDatabase(db, { schemas, seed: true });
    // A fresh enterprise (the group) has no demo rows of this ledger: the file holds exactly `rows` rows.
    const enterpriseId = (await db.query<{ id: number }>(`SELECT id::float8 AS id FROM enterprise WHERE name = '绿源环境集团'`)).rows[0].id;
    const userId = (await db.query<{ id: number }>(`SELECT id::float8 AS id FROM app_user WHERE phone = '13800000001'`)).rows[0].id;
    log(`loading ${rows.toLocaleString('en')} rows…`);
    await loadOnlineWastewaterRows(db, enterpriseId, userId, rows);

    config = loadConfig({}, { host: '127.0.0.1', port: 0, databaseUrl: database?.databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'ledger-export-')), distDir: join(root, 'tests/api/helpers/no-dist'), logLevel: 'warn', seed: false });
    app = await buildApp({ config, db, schemas, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/enterprise-side-app/auth/login/phonePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: prehashPassword('Demo@2024'), clientType: 0 }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // Floor and export alternate ROUNDS times and each figure is the median of its runs: a single export
    // against the better of two floors (the old method) drew every run's luck against the export, and on
    // this shared VM one run to the next moves by ±20 %.
    const path = join(config.dataDir, 'export.xlsx');
    const floors: { rowsPerSecond: number; cpuMs: number }[] = [];
    const exports: { seconds: number; serverMs: number; postgresMs: number; rssBefore: number; growth: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      floors.push(await writerFloor(db, schemas, enterpriseId, join(config.dataDir, 'floor.xlsx')));
      (globalThis as { gc?: () => void }).gc?.();
      const rssBefore = process.memoryUsage.rss();
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
      log(`exporting (${round + 1} of ${ROUNDS})…`);
      const pgMeter = database ? new CpuMeter(await backendPids(db)) : undefined;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      // The download runs in a child process and goes to disk: the figures are the server's own.
      await download(`${address}/api/enterprise-side-app/account/onlineWastewater/exportExcel`, { authorization: token, enterprise_id: String(enterpriseId) }, path);
      const seconds = (performance.now() - t0) / 1000;
      const serverCpu = process.cpuUsage(cpu0);
      const postgresMs = pgMeter ? pgMeter.seconds(await backendPids(db)) * 1000 : NaN;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      exports.push({ seconds, serverMs: (serverCpu.user + serverCpu.system) / 1000, postgresMs, rssBefore, growth: peak - rssBefore });
    }
    const bytes = statSync(path).size;
    const seconds = median(exports.map((e) => e.seconds));

    let rowsInFile = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
    for await (const sheet of reader) {
      for await (const row of sheet) if (row.number > 1) rowsInFile++;
      break;
    }
    return {
      database: database ? 'postgres' : 'pglite',
      rows,
      rounds: ROUNDS,
      seconds,
      rowsPerSecond: rows / seconds,
      rowsPerSecondRange: [rows / Math.max(...exports.map((e) => e.seconds)), rows / Math.min(...exports.map((e) => e.seconds))],
      floorRowsPerSecond: median(floors.map((f) => f.rowsPerSecond)),
      floorRowsPerSecondRange: [Math.min(...floors.map((f) => f.rowsPerSecond)), Math.max(...floors.map((f) => f.rowsPerSecond))],
      cpu: { serverMs: median(exports.map((e) => e.serverMs)), postgresMs: median(exports.map((e) => e.postgresMs)), floorMs: median(floors.map((f) => f.cpuMs)) },
      bytes,
      rssBeforeMB: exports[0].rssBefore / MB,
      peakRssGrowthMB: Math.max(...exports.map((e) => e.growth)) / MB,
      rowsInFile,
    };
  } finally {
    await app?.close();
    await db.close();
    await database?.drop();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/** GET `url` with `headers` into the file at `path`, from a child process (a client of its own). */
async function download(url: string, headers: Record<string, string>, path: string): Promise<void> {
  const script = `
    const http = require('node:http'); const fs = require('node:fs');
    const [url, headers, path] = JSON.parse(process.argv[1]);
    http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) { console.error('HTTP ' + res.statusCode); process.exit(1); }
      res.pipe(fs.createWriteStream(path)).on('finish', () => process.exit(0));
    }).on('error', (e) => { console.error(e.message); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, JSON.stringify([url, headers, path])], { stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`download failed (${code})`);
}

/**
 * The floor of the export: the export query's rows fetched into memory first, then written through the
 * same exportWorkbook (converters, xlsx writer, zip) from a stand-in db whose stream hands out those
 * rows, to a file. What the route adds on top is the cursor, the driver and HTTP.
 */
async function writerFloor(db: ServerDb, schemas: ModuleSchema[], enterpriseId: number, path: string): Promise<{ rowsPerSecond: number; cpuMs: number }> {
  const schema = schemas.find((s) => s.id === 'onlineWastewater')!;
  const validation = createModuleValidation([schema]).get(schema.id)!;
  const query = validation.export({}, 'zh-CN');
  const repository = moduleRepository(db, schema);
  const { sql, params } = repository.listSql(enterpriseId, query, query.columns);
  // As arrays, the way the export reads them (its select list is exactly the export columns).
  const rows = (await db.query<ApiRow>(sql, params)).rows.map((r) => Object.values(r));
  const memory: Pick<ServerDb, 'stream'> = {
    async *stream<T>(_sql: string, _params: unknown[], batchSize: number) {
      for (let i = 0; i < rows.length; i += batchSize) yield rows.slice(i, i + batchSize) as T[];
    },
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await pipeline(exportWorkbook({ db: memory, ctx: validation.context, repository, enterpriseId, query, locale: 'zh-CN' }), createWriteStream(path));
  const cpu = process.cpuUsage(cpu0);
  return { rowsPerSecond: rows.length / ((performance.now() - t0) / 1000), cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** PostgreSQL server processes serving this database. */
async function backendPids(db: ServerDb): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return rows.map((r) => Number(r.pid));
}

export function formatLedgerExport(r: LedgerExportResult): string {
  return [
    `## Ledger export, ${r.rows.toLocaleString('en')} rows on ${r.database} (goal ≥ 60,000 rows/s and ≥ 0.7 × the writer fed from memory, peak memory growth ≤ 150 MB)`,
    `  medians of ${r.rounds} exports and ${r.rounds} floor runs, alternating`,
    `  ${r.rowsPerSecond.toFixed(0)} rows/s (${r.seconds.toFixed(2)} s; runs ${r.rowsPerSecondRange.map((v) => v.toFixed(0)).join('–')}; ${(r.bytes / MB).toFixed(1)} MB xlsx, ${r.rowsInFile.toLocaleString('en')} data rows read back)`,
    `  floor: the same rows from memory through the same writer ${r.floorRowsPerSecond.toFixed(0)} rows/s (runs ${r.floorRowsPerSecondRange.map((v) => v.toFixed(0)).join('–')}); export / floor ${(r.rowsPerSecond / r.floorRowsPerSecond).toFixed(2)}`,
    `  CPU: export ${r.cpu.serverMs.toFixed(0)} ms in the server, PostgreSQL ${Number.isFinite(r.cpu.postgresMs) ? `${r.cpu.postgresMs.toFixed(0)} ms` : 'n/a (in process)'} (wall ${(r.seconds * 1000).toFixed(0)} ms); floor ${r.cpu.floorMs.toFixed(0)} ms; export CPU / floor CPU ${(r.cpu.serverMs / r.cpu.floorMs).toFixed(2)}`,
    `  server RSS ${r.rssBeforeMB.toFixed(0)} MB before, peak growth ${r.peakRssGrowthMB.toFixed(0)} MB (the largest of the exports)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(machineLine());
  const result = await ledgerExport({ databaseUrl: process.env.BENCH_DATABASE_URL, rows: Number(process.argv[2] ?? 100_000), log: (l) => console.error(l) });
  console.log(formatLedgerExport(result));
}
