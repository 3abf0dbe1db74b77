import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';

/** A user as the back office lists it: never a password hash; grants in enterprises, or the back-office role. */
export const USER_SQL = `
  SELECT u.id, u.name, u.phone, u.account, u.status, u.is_admin_area AS "isAdminArea",
         u.admin_role_id AS "adminRoleId", ar.name AS "adminRoleName",
         to_char(u.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
         COALESCE((SELECT json_agg(json_build_object('enterpriseId', ue.enterprise_id, 'enterpriseName', e.name, 'roleId', ue.role_id, 'roleName', r.name)
                                   ORDER BY ue.enterprise_id)
                     FROM user_enterprise ue JOIN enterprise e ON e.id = ue.enterprise_id JOIN role r ON r.id = ue.role_id
                    WHERE ue.user_id = u.id), '[]'::json) AS grants,
         count(*) OVER () AS total
    FROM app_user u LEFT JOIN role ar ON ar.id = u.admin_role_id`;

/** One user by id (2010105 when there is none). */
export async function userRecord(db: Pick<Db, 'query'>, id: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query<Record<string, unknown>>(`${USER_SQL} WHERE u.id = $1`, [id]);
  if (!rows[0]) throw ApiError.notFound();
  const { total: _t, ...row } = rows[0];
  return row;
}
