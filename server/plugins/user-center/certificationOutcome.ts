import type { Tx } from '../../workflow/types';
import { ROLE_ENTERPRISE_ADMIN, ROLE_VIEWER } from '../../seed/demoData';

/** A newly certified enterprise starts on the trial edition, 30 days, until the back office decides. */
const TRIAL_EDITION_CODE = 'trial';
const TRIAL_DAYS = 30;

/**
 * What a passed certification gives its applicant (docs/decisions.md "Certification outcome"): an
 * enterprise unknown by its social credit code is created (trial edition) and the applicant becomes its
 * enterprise admin; an enterprise already on the platform is joined read-only, since its own admins
 * decide who may change its records. Returns the enterprise id.
 */
export async function grantCertifiedEnterprise(tx: Tx, certificationId: number): Promise<number> {
  const { rows } = await tx.query<{ user_id: number; enterprise_name: string; social_credit_code: string }>(
    'SELECT user_id, enterprise_name, social_credit_code FROM enterprise_certification WHERE id = $1',
    [certificationId],
  );
  const request = rows[0];
  if (!request) throw new Error(`certification ${certificationId} does not exist`);
  const existing = await tx.query<{ id: number }>('SELECT id FROM enterprise WHERE social_credit_code = $1', [request.social_credit_code]);
  let enterpriseId = existing.rows[0] ? Number(existing.rows[0].id) : null;
  const created = enterpriseId === null;
  if (created) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO enterprise (name, type, social_credit_code, actived, trial, expire_at, edition_id)
       VALUES ($1, 0, $2, 1, true, now() + make_interval(days => $3), (SELECT id FROM edition WHERE code = $4))
       RETURNING id`,
      [request.enterprise_name, request.social_credit_code, TRIAL_DAYS, TRIAL_EDITION_CODE],
    );
    enterpriseId = Number(inserted.rows[0].id);
  }
  await tx.query(
    `INSERT INTO user_enterprise (user_id, enterprise_id, role_id)
     SELECT $1, $2, id FROM role WHERE area = 'client' AND code = $3
     ON CONFLICT (user_id, enterprise_id) DO NOTHING`,
    [request.user_id, enterpriseId, created ? ROLE_ENTERPRISE_ADMIN.code : ROLE_VIEWER.code],
  );
  return enterpriseId!;
}
