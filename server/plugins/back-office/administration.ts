import { ErrorCode } from '../../../data-providers/catalogue';
import { ADMINISTRATION_KEYS } from '../../../schemas/contracts/backOffice';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { label } from './texts';

type Tx = Pick<Db, 'query' | 'dialect'>;

/** A refusal that protects the back office from locking itself out (2010103 with the reason). */
export function lockoutRefused(key: 'selfDisable' | 'selfRole' | 'lastAdministrator'): ApiError {
  return ApiError.localized(ErrorCode.NoPermission, { 'zh-CN': label('operator', key, 'zh-CN'), 'en-US': label('operator', key, 'en-US') });
}

/** Enabled back-office accounts whose role holds every administration key. */
const ADMINISTRATORS_SQL = `
  SELECT count(*)::int AS n FROM app_user u
   WHERE u.is_admin_area AND u.status = 1
     AND (SELECT count(DISTINCT rp.perm) FROM role_permission rp WHERE rp.role_id = u.admin_role_id AND rp.perm = ANY($1::text[])) = cardinality($1::text[])`;

/**
 * Runs a change to operators or back-office roles in one transaction and keeps it only when afterwards
 * at least one enabled account still holds every administration key (ADMINISTRATION_KEYS); otherwise
 * it rolls back with 2010103. Changes of this kind take one advisory lock, so two operators removing the
 * last two administrators at once cannot both pass the check.
 */
export async function keepingAnAdministrator<T>(db: Pick<Db, 'transaction'>, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('back-office:administrators'))`);
    const result = await change(tx);
    const { rows } = await tx.query<{ n: number }>(ADMINISTRATORS_SQL, [[...ADMINISTRATION_KEYS]]);
    if (Number(rows[0]?.n ?? 0) === 0) throw lockoutRefused('lastAdministrator');
    return result;
  });
}
