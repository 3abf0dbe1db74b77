/** Who belongs to an enterprise and who holds a permission key there (for notices and pickers). */
import type { Db } from '../core/contracts';

type Query = Pick<Db, 'query'>;

/** Active users whose role in the enterprise grants the key, by id. */
export async function usersHolding(db: Query, enterpriseId: number, permission: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM user_enterprise ue
       JOIN role_permission rp ON rp.role_id = ue.role_id AND rp.perm = $2
       JOIN app_user u ON u.id = ue.user_id AND u.status = 1
      WHERE ue.enterprise_id = $1 ORDER BY u.id`,
    [enterpriseId, permission],
  );
  return rows.map((r) => Number(r.id));
}

export interface Member {
  id: number;
  name: string;
  phone: string;
}

/** Active members of an enterprise (assignee pickers), by name. */
export async function enterpriseMembers(db: Query, enterpriseId: number): Promise<Member[]> {
  const { rows } = await db.query<Member>(
    `SELECT u.id, u.name, u.phone FROM user_enterprise ue JOIN app_user u ON u.id = ue.user_id AND u.status = 1
      WHERE ue.enterprise_id = $1 ORDER BY u.name, u.id`,
    [enterpriseId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Whether the user is an active member of the enterprise. */
export async function isMember(db: Query, enterpriseId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM user_enterprise ue JOIN app_user u ON u.id = ue.user_id AND u.status = 1 WHERE ue.enterprise_id = $1 AND ue.user_id = $2',
    [enterpriseId, userId],
  );
  return rows.length > 0;
}

/** Enterprises (not management groups) for the back office's pickers, by name. */
export async function enterpriseOptions(db: Query): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM enterprise WHERE type = 0 ORDER BY name, id');
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
