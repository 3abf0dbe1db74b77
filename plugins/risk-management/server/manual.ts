/** Problems raised by hand (spec §7 manualProblem): by an enterprise's user, or issued by the back office. */
import { ApiError, formatBeijing, type Attachment, type Db, type Locale } from '../../../server/plugin-api';
import type { RiskLevel } from '../contract';
import { fieldError } from './messages';
import { announceRisk } from './notify';

export interface ManualInput {
  title: string;
  description?: string;
  level: RiskLevel;
  pointId?: number;
  factorCode?: string;
  occurredAt?: string;
  attachments: Attachment[];
}

/** The point (and factor) a problem names must be the enterprise's; the time must not be in the future. */
async function checkInput(db: Pick<Db, 'query'>, enterpriseId: number, input: ManualInput, locale: Locale) {
  if (input.occurredAt && input.occurredAt > formatBeijing(new Date())) throw ApiError.badParameter([fieldError('occurredAt', 'future', locale)], locale);
  if (input.pointId === undefined) return { pointName: null, factorName: null, factorCode: null };
  const { rows } = await db.query<{ name: string; factor_name: string | null; has_factor: boolean }>(
    `SELECT p.name, f.name AS factor_name, pf.factor_code IS NOT NULL AS has_factor
       FROM monitor_point p LEFT JOIN monitor_point_factor pf ON pf.point_id = p.id AND pf.factor_code = $3
       LEFT JOIN pollution_factor f ON f.code = pf.factor_code
      WHERE p.id = $1 AND p.enterprise_id = $2`,
    [input.pointId, enterpriseId, input.factorCode ?? null],
  );
  if (!rows[0]) throw ApiError.badParameter([fieldError('pointId', 'unknownPoint', locale)], locale);
  if (input.factorCode && !rows[0].has_factor) throw ApiError.badParameter([fieldError('factorCode', 'unknownPoint', locale)], locale);
  return { pointName: rows[0].name, factorName: rows[0].factor_name, factorCode: input.factorCode ?? null };
}

export async function raiseManual(db: Db, by: { userId: number; area: 'client' | 'admin'; enterpriseId: number; locale: Locale }, input: ManualInput): Promise<number> {
  const point = await checkInput(db, by.enterpriseId, input, by.locale);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO risk (enterprise_id, source, rule, point_id, point_name, factor_code, factor_name, level, title, description, begin_time, attachments, created_by, created_area)
       VALUES ($1, 'manual', 'manual', $2, $3, $4, $5, $6, $7, $8, COALESCE($9::timestamptz, now()), $10::jsonb, $11, $12) RETURNING id`,
      [by.enterpriseId, input.pointId ?? null, point.pointName, point.factorCode, point.factorName, input.level, input.title.trim(), input.description?.trim() ?? '',
        input.occurredAt ? `${input.occurredAt}+08` : null, JSON.stringify(input.attachments), by.userId, by.area],
    );
    const id = Number(rows[0].id);
    await announceRisk(
      tx,
      { id, enterpriseId: by.enterpriseId, title: input.title.trim(), level: input.level, description: input.description?.trim() ?? '' },
      { userId: by.userId, comment: input.description ?? null, exceptUserId: by.area === 'client' ? by.userId : null },
    );
    return id;
  });
}
