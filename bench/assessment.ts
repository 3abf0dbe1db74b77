// Assessment scoring (plugins/environment-assessment): one month of hourly data for 500 enterprises ×
// 4 points × 8 factors (11.5 M rows) scored with the monthly template on PostgreSQL, reporting the wall
// time and the share spent waiting for SQL, beside one SQL aggregate over the same rows (the floor: the
// least any scoring must read). Needs BENCH_DATABASE_URL (a throwaway database is created and dropped).
import type { Db } from '../server/core/contracts';
import { openDb } from '../server/db';
import { prepareDatabase } from '../server/db/prepare';
import { loadModuleSchemas } from '../server/modules/load';
import { ensureFactorCatalog, PartitionManager } from '../server/monitoring/index';
import { parsePeriod } from '../plugins/environment-assessment/contract';
import { scoreEnterprises } from '../plugins/environment-assessment/server/scoring';
import { systemItems } from '../plugins/environment-assessment/server/store';
import { throwawayDatabase } from './history';

export interface AssessmentBenchResult {
  enterprises: number;
  rows: number;
  loadSeconds: number;
  scoreSeconds: number;
  sqlSeconds: number;
  queries: number;
  floorSeconds: number;
  findings: number;
  /** Seconds of SQL by kind: reading the hourly series, writing assessments/findings, the rest. */
  sqlByKind: Record<string, number>;
}

const ENTERPRISES = Number(process.env.BENCH_ASSESSMENT_ENTERPRISES || 500);
const WATER = ['w01018', 'w21003', 'w21011', 'w21001', 'w01001', 'w00000', 'w01010', 'w01014'];
const GAS = ['a21026', 'a21002', 'a34013', 'a19001', 'a01011', 'a01012', 'a01013', 'a00000'];
const PERIOD = parsePeriod('2024-06')!;

/** Counts the time spent awaiting the database (the scorer awaits each query before going on). */
type SqlKind = 'read series' | 'write results' | 'other';
const kindOf = (sql: string): SqlKind => (sql.includes('FROM monitor_value') ? 'read series' : /^\s*(INSERT INTO|DELETE FROM) ea_/.test(sql) ? 'write results' : 'other');

/** Counts the time spent awaiting the database (the scorer awaits each query before going on), by kind. */
function timed(db: Db): { db: Db; sqlMs: () => number; queries: () => number; byKind: Record<SqlKind, number> } {
  let ms = 0;
  let n = 0;
  const byKind: Record<SqlKind, number> = { 'read series': 0, 'write results': 0, other: 0 };
  const measure = async <T,>(run: () => Promise<T>, sql: string): Promise<T> => {
    const t0 = performance.now();
    try {
      return await run();
    } finally {
      const spent = performance.now() - t0;
      ms += spent;
      byKind[kindOf(sql)] += spent;
      n++;
    }
  };
  const wrapped: Db = {
    dialect: db.dialect,
    query: (sql, params) => measure(() => db.query(sql, params), sql),
    transaction: (fn) => db.transaction((tx) => fn({ dialect: tx.dialect, query: (sql, params) => measure(() => tx.query(sql, params), sql) })),
    stream: db.stream.bind(db),
    close: db.close.bind(db),
  };
  return { db: wrapped, sqlMs: () => ms, queries: () => n, byKind };
}

export async function benchAssessment(adminUrl: string): Promise<AssessmentBenchResult> {
  const throwaway = await throwawayDatabase(adminUrl);
  const db = await openDb({ dataDir: ':memory:', databaseUrl: throwaway.url });
  try {
    await prepareDatabase(db, { schemas: await loadModuleSchemas('schemas/modules'), seed: false });
    await ensureFactorCatalog(db);
    const t0 = performance.now();
    await db.query(`INSERT INTO enterprise (name) SELECT '压测企业' || g FROM generate_series(1, $1) g`, [ENTERPRISES]);
    await db.query(
      `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash, created_at)
       SELECT e.id, '排口' || k, CASE WHEN k <= 2 THEN 'DW00' ELSE 'DA00' END || k, CASE WHEN k <= 2 THEN 'wastewater' ELSE 'gas' END,
              'BENCHEA' || lpad(e.id::text, 8, '0') || k, 'x', '2024-01-01'
         FROM enterprise e CROSS JOIN generate_series(1, 4) k WHERE e.name LIKE '压测企业%'`,
    );
    await db.query(
      `INSERT INTO monitor_point_factor (point_id, factor_code, alarm_max, sort_order)
       SELECT p.id, f.code, 50, f.i FROM monitor_point p
         CROSS JOIN LATERAL unnest(CASE WHEN p.type = 'gas' THEN $2::text[] ELSE $1::text[] END) WITH ORDINALITY AS f(code, i)`,
      [WATER, GAS],
    );
    await new PartitionManager(db).ensure(['2024-06']);
    // Values around 20 with noise; about 1 % of hours missing and an occasional spike, so the rules find something.
    const load = await db.query(
      `INSERT INTO monitor_value (point_id, factor_code, level, data_time, value, cou, flag)
       SELECT pf.point_id, pf.factor_code, 2, h, CASE WHEN random() < 0.002 THEN 60 ELSE 20 + random() * 2 END, 100 + random() * 5, 'N'
         FROM monitor_point_factor pf
         CROSS JOIN generate_series(timestamptz '2024-06-01 00:00+08', timestamptz '2024-06-30 23:00+08', interval '1 hour') h
        WHERE random() > 0.01`,
    );
    await db.query('ANALYZE monitor_value');
    const loadSeconds = (performance.now() - t0) / 1000;

    const ids = (await db.query<{ id: number }>(`SELECT id::float8 AS id FROM enterprise WHERE name LIKE '压测企业%' ORDER BY id`)).rows.map((r) => r.id);
    const template = (await db.query<{ id: number; levels: never }>(`SELECT id::float8 AS id, levels FROM ea_system WHERE owner_enterprise_id IS NULL AND period_type = 'month'`)).rows[0];
    // Scoring alone (the risks its findings would raise are the risk module's writes, not scoring).
    const system = { id: template.id, name: 'bench', riskFeed: { enabled: false }, levels: template.levels, items: await systemItems(db, template.id) };
    const probe = timed(db);
    const t1 = performance.now();
    await scoreEnterprises(probe.db, system, PERIOD, ids, { runId: null, now: Date.parse('2024-07-02T00:00:00+08:00') });
    const scoreSeconds = (performance.now() - t1) / 1000;

    const t2 = performance.now();
    await db.query(
      `SELECT point_id, factor_code, count(*), avg(value), min(value), max(value) FROM monitor_value
        WHERE level = 2 AND data_time >= '2024-06-01 00:00+08' AND data_time < '2024-07-01 00:00+08' GROUP BY point_id, factor_code`,
    );
    const floorSeconds = (performance.now() - t2) / 1000;
    const findings = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ea_finding')).rows[0].n;
    const sqlByKind = Object.fromEntries(Object.entries(probe.byKind).map(([k, v]) => [k, v / 1000]));
    return { enterprises: ids.length, rows: load.rowCount, loadSeconds, scoreSeconds, sqlSeconds: probe.sqlMs() / 1000, queries: probe.queries(), floorSeconds, findings, sqlByKind };
  } finally {
    await db.close();
    await throwaway.drop();
  }
}

export function formatAssessment(r: AssessmentBenchResult): string {
  return [
    `\n## Assessment scoring: ${r.enterprises} enterprises × 4 points × 8 factors, one month hourly (${r.rows.toLocaleString('en-US')} rows), PostgreSQL`,
    `  load (INSERT … generate_series): ${r.loadSeconds.toFixed(1)} s`,
    `  scoring the month (template, 15 indicators): ${r.scoreSeconds.toFixed(1)} s = ${(r.scoreSeconds / 60).toFixed(2)} min; waiting for SQL ${r.sqlSeconds.toFixed(1)} s (${((r.sqlSeconds / r.scoreSeconds) * 100).toFixed(0)} %, ${r.queries} queries); ${r.findings} findings stored`,
    `  SQL by kind: ${Object.entries(r.sqlByKind).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`,
    `  floor: one GROUP BY aggregate over the same rows: ${r.floorSeconds.toFixed(1)} s (scoring = ${(r.scoreSeconds / r.floorSeconds).toFixed(1)} × the floor)`,
  ].join('\n');
}
