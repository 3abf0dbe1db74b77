/** The risk thresholds of many points at once, for features that judge data against them (risk detection). */
import type { Db } from '../../core/contracts';
import { effectiveSettings, type RiskSettings } from './settings';

/** Effective settings (saved values over the defaults) per point id; points that do not exist are absent. */
export async function riskSettingsOfPoints(db: Pick<Db, 'query'>, pointIds: readonly number[]): Promise<Map<number, RiskSettings>> {
  if (pointIds.length === 0) return new Map();
  const [stored, factors] = await Promise.all([
    db.query<{ point_id: number; settings: Partial<RiskSettings> }>('SELECT point_id, settings FROM monitor_risk_setting WHERE point_id = ANY($1::bigint[])', [pointIds]),
    db.query<{ id: number; codes: string[] | null }>(
      `SELECT p.id, array_agg(pf.factor_code ORDER BY pf.sort_order, pf.factor_code) FILTER (WHERE pf.factor_code IS NOT NULL) AS codes
         FROM monitor_point p LEFT JOIN monitor_point_factor pf ON pf.point_id = p.id WHERE p.id = ANY($1::bigint[]) GROUP BY p.id`,
      [pointIds],
    ),
  ]);
  const saved = new Map(stored.rows.map((r) => [Number(r.point_id), r.settings]));
  return new Map(factors.rows.map((r) => [Number(r.id), effectiveSettings(saved.get(Number(r.id)) ?? null, r.codes ?? [])]));
}
