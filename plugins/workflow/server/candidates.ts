import { formKeys, type Db } from '../../../server/plugin-api';
import type { Candidates } from '../contract';

type Query = Pick<Db, 'query'>;

/** Enabled members of the enterprise, the roles usable there (system roles and its own) and its forms. */
export async function enterpriseCandidates(db: Query, enterpriseId: number): Promise<Candidates> {
  const [users, roles, forms] = await Promise.all([
    db.query<{ id: number; name: string }>(
      `SELECT u.id, u.name FROM app_user u JOIN user_enterprise ue ON ue.user_id = u.id WHERE ue.enterprise_id = $1 AND u.status = 1 ORDER BY u.id`,
      [enterpriseId],
    ),
    db.query<{ roleId: number; roleName: string }>(
      `SELECT id AS "roleId", name AS "roleName" FROM role WHERE area = 'client' AND (enterprise_id IS NULL OR enterprise_id = $1) ORDER BY id`,
      [enterpriseId],
    ),
    formKeys(db, enterpriseId),
  ]);
  return { users: users.rows.map((u) => ({ ...u, id: Number(u.id) })), roles: roles.rows.map((r) => ({ ...r, roleId: Number(r.roleId) })), forms };
}

/**
 * Back-office users and roles, for platform processes. No forms: a task renders the form of its
 * enterprise by key, and platform processes have no enterprise forms to offer.
 */
export async function adminCandidates(db: Query): Promise<Candidates> {
  const [users, roles] = await Promise.all([
    db.query<{ id: number; name: string }>(`SELECT id, name FROM app_user WHERE is_admin_area AND status = 1 ORDER BY id`),
    db.query<{ roleId: number; roleName: string }>(`SELECT id AS "roleId", name AS "roleName" FROM role WHERE area = 'admin' ORDER BY id`),
  ]);
  return { users: users.rows.map((u) => ({ ...u, id: Number(u.id) })), roles: roles.rows.map((r) => ({ ...r, roleId: Number(r.roleId) })), forms: [] };
}
