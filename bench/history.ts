// History queries (server/monitoring/online/history.ts): one year of hourly data of a point, and one day of
// 30-second real-time data downsampled to ≤ 1,000 points. Median of repeated runs, on PostgreSQL when
// BENCH_DATABASE_URL is set (a throwaway database on that server) and on in-memory PGlite otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../server/db';
import { migrate } from '../server/db/migrate';
import { ensureFactorCatalog, PartitionManager, writeJobs, type WriteJob } from '../server/monitoring/index';
import { history, type HistoryQuery } from '../server/monitoring/online/history';
import { machineLine, median } from './machine';

export interface HistoryBenchCase {
  name: string;
  rowsInRange: number;
  pointsReturned: number;
  medianMs: number;
}

export interface HistoryBenchResult {
  database: string;
  cases: HistoryBenchCase[];
}

const FACTORS = ['w01018', 'w21003', 'w21011', 'w21001', 'w01001', 'w00000', 'w01010', 'w01014'];
const YEAR_START = Date.parse('2024-01-01T00:00:00+08:00');
const china = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function throwawayDatabase(adminUrl: string) {
  const name = `bench_history_${randomBytes(4).toString('hex')}`;
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

export async function benchHistory(opts: { databaseUrl?: string; runs?: number } = {}): Promise<HistoryBenchResult> {
  const runs = opts.runs ?? 15;
  const throwaway = opts.databaseUrl ? await throwawayDatabase(opts.databaseUrl) : undefined;
  const db = await openDb({ dataDir: ':memory:', databaseUrl: throwaway?.url });
  try {
    await migrate(db);
    await ensureFactorCatalog(db);
    const enterprise = await db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('历史数据压测') RETURNING id`);
    const point = await db.query<{ id: number }>(
      `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash) VALUES ($1, '废水总排口', 'DW001', 'wastewater', 'BENCHHISTORY0000000000001', 'x') RETURNING id`,
      [enterprise.rows[0].id],
    );
    const pointId = Number(point.rows[0].id);
    const partitions = new PartitionManager(db);

    // A year of hourly values for 8 factors (70,080 rows), written a day per job as the receiver would.
    const jobs: WriteJob[] = [];
    for (let day = 0; day < 366; day++) {
      const rows = [];
      for (let h = 0; h < 24; h++) {
        const t = YEAR_START + (day * 24 + h) * 3600_000;
        for (const [i, f] of FACTORS.entries()) {
          const v = 10 + i + 5 * Math.sin((day * 24 + h) / 30) + (h === 13 && day % 17 === 0 ? 40 : 0);
          rows.push({ factorCode: f, level: 2, dataTime: china(t), value: v, min: v * 0.9, max: v * 1.1, cou: null, zs: null, flag: 'N' });
        }
      }
      jobs.push({ pointId, rows });
    }
    // One day of 30-second real-time COD (2,880 rows).
    const realtime = Array.from({ length: 2880 }, (_, i) => ({
      factorCode: 'w01018', level: 0, dataTime: china(YEAR_START + 40 * 86_400_000 + i * 30_000), value: 20 + Math.sin(i / 50) * 8, min: null, max: null, cou: null, zs: null, flag: 'N',
    }));
    jobs.push({ pointId, rows: realtime });
    for (let i = 0; i < jobs.length; i += 30) await writeJobs(db, partitions, jobs.slice(i, i + 30));
    if (db.dialect === 'postgres') await db.query('ANALYZE monitor_value');

    const cases: [string, Omit<HistoryQuery, 'pointId'>][] = [
      ['1 year hourly, 1 factor, ≤ 1,000 points', { factorCodes: ['w01018'], level: 'hour', beginTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59', maxPoints: 1000 }],
      ['1 year hourly, 8 factors, ≤ 1,000 points each', { factorCodes: FACTORS, level: 'hour', beginTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59', maxPoints: 1000 }],
      ['1 month hourly, 8 factors, raw (≤ 1,000 rows each)', { factorCodes: FACTORS, level: 'hour', beginTime: '2024-03-01 00:00:00', endTime: '2024-03-31 23:59:59', maxPoints: 1000 }],
      ['1 day of 30-s data, 1 factor, ≤ 1,000 points', { factorCodes: ['w01018'], level: 'realtime', beginTime: china(YEAR_START + 40 * 86_400_000), endTime: china(YEAR_START + 41 * 86_400_000 - 1000), maxPoints: 1000 }],
    ];
    const results: HistoryBenchCase[] = [];
    for (const [name, q] of cases) {
      const query = { ...q, pointId };
      await history(db, query); // warm the cache and plans
      const times: number[] = [];
      let last = await history(db, query);
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        last = await history(db, query);
        times.push(performance.now() - t0);
      }
      results.push({
        name,
        rowsInRange: last.reduce((n, s) => n + s.total, 0),
        pointsReturned: last.reduce((n, s) => n + s.points.length, 0),
        medianMs: median(times),
      });
    }
    return { database: db.dialect === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', cases: results };
  } finally {
    await db.close();
    await throwaway?.drop();
  }
}

export function printHistory(r: HistoryBenchResult): void {
  console.log(`\n## History queries with server-side downsampling (${r.database}), median`);
  for (const c of r.cases) {
    console.log(`  ${c.name.padEnd(52)} ${String(c.rowsInRange).padStart(7)} rows → ${String(c.pointsReturned).padStart(5)} points  ${c.medianMs.toFixed(1).padStart(7)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(machineLine());
  printHistory(await benchHistory({ databaseUrl: process.env.BENCH_DATABASE_URL }));
}
