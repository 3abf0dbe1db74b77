import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { ErrorCode } from '../../../data-providers/catalogue';
import { USER_PERMISSION_TEXTS as T } from './messages';
import { USER_PERMISSION_KEYS } from '../../../schemas/contracts/userPermission';
import { usableRole } from './roles';

type Query = Pick<Db, 'query'>;

export interface MemberQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  roleId?: number;
}

/** The enterprise's users with their role, newest grant first; keyword matches name or phone. */
export async function memberPage(db: Query, enterpriseId: number, q: MemberQuery) {
  const params: unknown[] = [enterpriseId];
  let where = 'ue.enterprise_id = $1';
  const keyword = q.keyword?.trim().slice(0, 20);
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` AND (u.name ILIKE $${params.length} OR u.phone LIKE $${params.length})`;
  }
  if (q.roleId !== undefined) {
    params.push(q.roleId);
    where += ` AND ue.role_id = $${params.length}`;
  }
  const from = `FROM user_enterprise ue JOIN app_user u ON u.id = ue.user_id JOIN role r ON r.id = ue.role_id WHERE ${where}`;
  const [records, total] = await Promise.all([
    db.query(
      `SELECT u.id, u.name, u.phone, u.status, ue.role_id AS "roleId", r.name AS "roleName", ue.created_at AS "createdAt"
         ${from} ORDER BY ue.created_at DESC, u.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { records: records.rows, total: total.rows[0].n };
}

/** Masks all but the first character of a name: suggestions must not reveal other tenants' people. */
function maskName(name: string): string {
  return name.length <= 1 ? name : name[0] + '*'.repeat(Math.min(name.length - 1, 3));
}

/** Registered users whose phone starts with the keyword (≥ 4 digits), not yet in the enterprise; 10 at most. */
export async function autoComplete(db: Query, enterpriseId: number, keyword: string) {
  if (!/^\d{4,11}$/.test(keyword)) return [];
  const { rows } = await db.query<{ id: number; phone: string; name: string }>(
    `SELECT u.id, u.phone, u.name FROM app_user u
      WHERE u.phone LIKE $1 AND NOT u.is_admin_area
        AND NOT EXISTS (SELECT 1 FROM user_enterprise ue WHERE ue.user_id = u.id AND ue.enterprise_id = $2)
      ORDER BY u.phone LIMIT 10`,
    [`${keyword}%`, enterpriseId],
  );
  return rows.map((r) => ({ id: r.id, phone: r.phone, name: maskName(r.name) }));
}

export async function addMember(db: Query, enterpriseId: number, input: { phone: string; roleId: number }): Promise<number> {
  await usableRole(db, enterpriseId, input.roleId);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1 AND NOT is_admin_area', [input.phone]);
  if (!rows[0]) throw ApiError.localized(ErrorCode.NotFound, T.userNotRegistered);
  const inserted = await db.query(
    `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
    [rows[0].id, enterpriseId, input.roleId],
  );
  if (inserted.rows.length === 0) throw ApiError.localized(ErrorCode.Duplicate, T.userAlreadyMember);
  return rows[0].id;
}

/** 2010105 unless the user belongs to the enterprise; 2010103 for the caller themself (no self-lockout). */
async function assertOtherMember(db: Query, enterpriseId: number, callerId: number, userId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2', [userId, enterpriseId]);
  if (rows.length === 0) throw ApiError.notFound();
  if (userId === callerId) throw ApiError.localized(ErrorCode.NoPermission, T.notYourself);
}

export async function setMemberRole(db: Query, enterpriseId: number, callerId: number, input: { userId: number; roleId: number }) {
  await assertOtherMember(db, enterpriseId, callerId, input.userId);
  await usableRole(db, enterpriseId, input.roleId);
  await db.query('UPDATE user_enterprise SET role_id = $3 WHERE user_id = $1 AND enterprise_id = $2', [input.userId, enterpriseId, input.roleId]);
}

export async function removeMember(db: Query, enterpriseId: number, callerId: number, userId: number) {
  await assertOtherMember(db, enterpriseId, callerId, userId);
  await db.query('DELETE FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2', [userId, enterpriseId]);
}

/**
 * Sets a member's password (pre-hashed in the browser) and ends their sessions. Only when the caller
 * manages users in every enterprise the member belongs to: one tenant's admin must not take over an
 * account another tenant relies on.
 */
export async function resetMemberPassword(db: Query, enterpriseId: number, callerId: number, input: { userId: number; password: string }) {
  await assertOtherMember(db, enterpriseId, callerId, input.userId);
  const { rows } = await db.query(
    `SELECT 1 FROM user_enterprise target
      WHERE target.user_id = $1
        AND NOT EXISTS (
          SELECT 1 FROM user_enterprise mine JOIN role_permission rp ON rp.role_id = mine.role_id AND rp.perm = $3
           WHERE mine.user_id = $2 AND mine.enterprise_id = target.enterprise_id)
      LIMIT 1`,
    [input.userId, callerId, USER_PERMISSION_KEYS.userEdit],
  );
  if (rows.length > 0) throw ApiError.noPermission();
  const hash = await hashPassword(input.password);
  await db.query('UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1', [input.userId, hash]);
  await db.query(
    `UPDATE session SET revoked_at = now(), revoke_reason = 'logout' WHERE user_id = $1 AND area = 'client' AND revoked_at IS NULL`,
    [input.userId],
  );
}
