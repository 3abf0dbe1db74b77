/**
 * Risk detection over one day of 30-second data (issue 15): 2,000 series (250 points × 8 factors, each with
 * an alarm limit) hold 2,880 real-time readings each (5.76 M rows); a few series cross their limit in
 * runs. One detection cycle (plugins/risk-management/server/detect) is timed: the first raises the
 * risks, the next ones find the same episodes and raise nothing. Beside it, the floor: the episode query
 * alone (findEpisodes) over the same window, in the same run.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/risk-detect.ts [points=250]
 */
import { openDb } from '../server/db';
import { prepareDatabase } from '../server/db/prepare';
import { ensureFactorCatalog, PartitionManager } from '../server/monitoring/index';
import { chinaMonth } from '../server/monitoring/storage/partitions';
import { runDetection } from '../plugins/risk-management/server/detect';
import { findEpisodes } from '../plugins/risk-management/server/detect/overLimit';
import { throwawayDatabase } from './history';
import { median } from './machine';

const FACTORS = ['w01018', 'w21003', 'w21011', 'w21001', 'w01001', 'w00000', 'w01010', 'w01014'];
const DAY_MS = 86_400_000;

export interface RiskDetectResult {
  series: number;
  rows: number;
  firstCycleS: number;
  cycleS: number;
  floorS: number;
  raised: number;
}

export async function benchRiskDetect(opts: { databaseUrl: string; points?: number; runs?: number }): Promise<RiskDetectResult> {
  const points = opts.points ?? 250;
  const runs = opts.runs ?? 3;
  const throwaway = await throwawayDatabase(opts.databaseUrl);
  const db = await openDb({ dataDir: ':memory:', databaseUrl: throwaway.url });
  try {
    // Core and plugin migrations (the risk tables); no ledgers or demo data.
    await prepareDatabase(db, { schemas: [], seed: false });
    await ensureFactorCatalog(db);
    const now = Date.now();
    const start = now - DAY_MS + 60_000;
    await new PartitionManager(db).ensure([chinaMonth(start), chinaMonth(now)]);
    const enterprise = Number((await db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('风险检测压测') RETURNING id`)).rows[0].id);
    await db.query(
      `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash)
       SELECT $1, '排口' || i, 'DW' || lpad(i::text, 4, '0'), 'wastewater', 'BENCHRISK' || lpad(i::text, 15, '0'), 'x' FROM generate_series(1, $2) AS i`,
      [enterprise, points],
    );
    await db.query(
      `INSERT INTO monitor_point_factor (point_id, factor_code, alarm_max, warn_max)
       SELECT p.id, f, 50, 40 FROM monitor_point p CROSS JOIN unnest($2::text[]) AS f WHERE p.enterprise_id = $1`,
      [enterprise, FACTORS],
    );
    // A smooth signal under the limit; every 25th series crosses it for 20 minutes in the afternoon.
    await db.query(
      `INSERT INTO monitor_value (point_id, factor_code, level, data_time, value, flag)
       SELECT pf.point_id, pf.factor_code, 0, to_timestamp(($2::bigint + s * 30000) / 1000.0),
              20 + 10 * sin(s / 60.0 + pf.point_id)
                + CASE WHEN (pf.point_id + length(pf.factor_code)) % 25 = 0 AND s BETWEEN 2000 AND 2040 THEN 45 ELSE 0 END,
              'N'
         FROM monitor_point_factor pf JOIN monitor_point p ON p.id = pf.point_id, generate_series(0, 2879) AS s
        WHERE p.enterprise_id = $1`,
      [enterprise, start],
    );
    await db.query('ANALYZE monitor_value');
    const rows = Number((await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM monitor_value')).rows[0].n);

    const scope = { enterpriseIds: [enterprise] };
    let t0 = performance.now();
    const first = await runDetection(db, scope);
    const firstCycleS = (performance.now() - t0) / 1000;
    const cycles: number[] = [];
    const floors: number[] = [];
    const since = new Date(Date.now() - DAY_MS).toISOString();
    for (let i = 0; i < runs; i++) {
      t0 = performance.now();
      await runDetection(db, scope);
      cycles.push((performance.now() - t0) / 1000);
      t0 = performance.now();
      await findEpisodes(db, { since, until: new Date().toISOString(), enterpriseIds: [enterprise] });
      floors.push((performance.now() - t0) / 1000);
    }
    return { series: points * FACTORS.length, rows, firstCycleS, cycleS: median(cycles), floorS: median(floors), raised: first.raised };
  } finally {
    await db.close();
    await throwaway.drop();
  }
}

export function formatRiskDetect(r: RiskDetectResult): string {
  return [
    `## Risk detection, PostgreSQL: ${r.series.toLocaleString('en')} series × one day of 30-s data (${r.rows.toLocaleString('en')} rows)`,
    `  first cycle (raises ${r.raised} risks): ${r.firstCycleS.toFixed(2)} s; a repeated cycle (nothing new): median ${r.cycleS.toFixed(2)} s`,
    `  floor (the episode query alone): median ${r.floorS.toFixed(2)} s; ratio ${(r.cycleS / r.floorS).toFixed(2)} ×`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL admin URL');
  console.log(formatRiskDetect(await benchRiskDetect({ databaseUrl: url, points: Number(process.argv[2]) || undefined })));
}
