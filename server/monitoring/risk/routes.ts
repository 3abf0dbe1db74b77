/** A point's risk thresholds: GET/PUT /api/enterprise-side-app/pointManagement/riskSetting. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { CLIENT_PREFIX, clientRoute, enterpriseOf, idParams, userOf } from '../http/common';
import { compileInput, fieldError, parseId, throwIfErrors } from '../http/validate';
import { MONITORING_PERMISSIONS as P } from '../../../schemas/contracts/monitoring/permissions';
import { pointInScope } from '../points/repository';
import { isMonthDay } from '../../../schemas/contracts/monthDay';
import { effectiveSettings, riskSettingBody, riskSettingRecord, type RiskSettings } from './settings';

const BASE = `${CLIENT_PREFIX}/pointManagement/riskSetting`;
const tags = ['monitoring: risk settings'];

export async function riskSettingRoutes(app: FastifyInstance): Promise<void> {
  const body = compileInput<Partial<RiskSettings> & { pointId: number }>(riskSettingBody, 'body');

  async function load(pointId: number) {
    const [stored, factors] = await Promise.all([
      app.db.query<{ settings: Partial<RiskSettings>; updated_at: string }>('SELECT settings, updated_at FROM monitor_risk_setting WHERE point_id = $1', [pointId]),
      app.db.query<{ factor_code: string }>('SELECT factor_code FROM monitor_point_factor WHERE point_id = $1 ORDER BY sort_order, factor_code', [pointId]),
    ]);
    const settings = effectiveSettings(stored.rows[0]?.settings ?? null, factors.rows.map((r) => r.factor_code));
    return { pointId, ...settings, updatedAt: stored.rows[0]?.updated_at ?? null };
  }

  app.get(`${BASE}/:pointId`, clientRoute(app, P.pointView, { tags, summary: 'Risk thresholds of a point (defaults where unsaved)', params: idParams('pointId'), data: riskSettingRecord }), async (req) => {
    const pointId = parseId((req.params as { pointId: string }).pointId, req.locale, 'pointId');
    if (!(await pointInScope(app.db, enterpriseOf(req), pointId))) throw ApiError.notFound();
    return load(pointId);
  });

  app.put(BASE, clientRoute(app, P.riskSetting, { tags, summary: 'Save the risk thresholds of a point', body: riskSettingBody, data: riskSettingRecord }), async (req) => {
    const { pointId, ...settings } = body(req.body, req.locale);
    if (!(await pointInScope(app.db, enterpriseOf(req), pointId))) throw ApiError.notFound();
    const seen = new Set<string>();
    const errors = (settings.factors ?? []).flatMap((f, i) => {
      const repeated = seen.has(f.factorCode);
      seen.add(f.factorCode);
      return repeated ? [fieldError(`factors.${i}.factorCode`, 'repeatedFactor', req.locale)] : [];
    });
    // The schema checks the MM-DD shape; a day the month never has (02-30, 04-31) is refused here.
    (settings.shutdownPeriods ?? []).forEach((period, i) => {
      for (const end of ['start', 'end'] as const) {
        if (!isMonthDay(period[end])) errors.push(fieldError(`shutdownPeriods.${i}.${end}`, 'unrealMonthDay', req.locale));
      }
    });
    throwIfErrors(errors, req.locale);
    await app.db.query(
      `INSERT INTO monitor_risk_setting (point_id, settings, updated_by) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (point_id) DO UPDATE SET settings = EXCLUDED.settings, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [pointId, JSON.stringify(settings), userOf(req)],
    );
    return load(pointId);
  });
}
