import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { ErrorCode } from '../../../data-providers/catalogue';
import { enterpriseMenuScope, roleMenuIds } from '../menus/access';
import { closeMenuGrants } from '../menus/grants';
import { loadSystemMenus } from '../menus/tree';
import { USER_PERMISSION_TEXTS as T } from './messages';

type Query = Pick<Db, 'query' | 'transaction'>;

export interface RoleItem {
  id: number;
  name: string;
  code: string;
  /** A shared system role (enterprise admin, viewer): assignable, not editable here. */
  system: boolean;
  userCount: number;
}

/** Roles usable in an enterprise: the shared client roles plus the enterprise's own. */
export async function listRoles(db: Pick<Db, 'query'>, enterpriseId: number): Promise<RoleItem[]> {
  const { rows } = await db.query<RoleItem>(
    `SELECT r.id, r.name, r.code, r.enterprise_id IS NULL AS system,
            (SELECT count(*)::int FROM user_enterprise ue WHERE ue.role_id = r.id AND ue.enterprise_id = $1) AS "userCount"
       FROM role r
      WHERE r.area = 'client' AND (r.enterprise_id IS NULL OR r.enterprise_id = $1)
      ORDER BY r.enterprise_id NULLS FIRST, r.id`,
    [enterpriseId],
  );
  return rows;
}

/** The role if the enterprise may use it (2010105 otherwise: other tenants' roles look absent). */
export async function usableRole(db: Pick<Db, 'query'>, enterpriseId: number, roleId: number): Promise<{ id: number; system: boolean }> {
  const { rows } = await db.query<{ id: number; system: boolean }>(
    `SELECT id, enterprise_id IS NULL AS system FROM role
      WHERE id = $1 AND area = 'client' AND (enterprise_id IS NULL OR enterprise_id = $2)`,
    [roleId, enterpriseId],
  );
  if (!rows[0]) throw ApiError.notFound();
  return rows[0];
}

async function ownRole(db: Pick<Db, 'query'>, enterpriseId: number, roleId: number): Promise<void> {
  const role = await usableRole(db, enterpriseId, roleId);
  if (role.system) throw ApiError.localized(ErrorCode.NoPermission, T.systemRoleReadOnly);
}

/** The role's granted menus within the enterprise's system and edition (what the grant tree shows checked). */
export async function roleMenusInEnterprise(db: Pick<Db, 'query'>, enterpriseId: number, roleId: number): Promise<number[]> {
  await usableRole(db, enterpriseId, roleId);
  const scope = await enterpriseMenuScope(db, enterpriseId);
  const [menus, granted] = await Promise.all([loadSystemMenus(db, scope.systemId), roleMenuIds(db, roleId)]);
  return menus
    .filter((m) => granted.has(m.id) && (!scope.editionMenuIds || scope.editionMenuIds.has(m.id)))
    .map((m) => m.id);
}

/**
 * Checks the chosen menus against the enterprise's system and edition and closes them upwards (a button
 * implies its menu, a menu its directories). Any id outside → 2010103.
 */
async function normaliseMenus(db: Pick<Db, 'query'>, enterpriseId: number, menuIds: readonly number[]) {
  const scope = await enterpriseMenuScope(db, enterpriseId);
  const menus = await loadSystemMenus(db, scope.systemId);
  const known = new Set(menus.map((m) => m.id));
  for (const id of menuIds) {
    if (!known.has(id) || (scope.editionMenuIds && !scope.editionMenuIds.has(id))) {
      throw ApiError.localized(ErrorCode.NoPermission, T.menuOutsideEdition);
    }
  }
  return closeMenuGrants(menus, menuIds);
}

async function assertNameFree(db: Pick<Db, 'query'>, enterpriseId: number, name: string, exceptId?: number): Promise<void> {
  const { rows } = await db.query(
    `SELECT 1 FROM role WHERE area = 'client' AND (enterprise_id IS NULL OR enterprise_id = $1) AND name = $2 AND id <> $3`,
    [enterpriseId, name, exceptId ?? 0],
  );
  if (rows.length > 0) throw ApiError.localized(ErrorCode.Duplicate, T.roleNameTaken);
}

/** Replaces a role's menus and re-materialises role_permission (the keys the guards read). */
async function writeGrants(tx: Pick<Db, 'query'>, roleId: number, grants: { menuIds: number[]; perms: string[] }) {
  await tx.query('DELETE FROM role_menu WHERE role_id = $1', [roleId]);
  await tx.query('DELETE FROM role_permission WHERE role_id = $1', [roleId]);
  await tx.query('INSERT INTO role_menu (role_id, menu_id) SELECT $1, m FROM unnest($2::bigint[]) AS m', [roleId, grants.menuIds]);
  await tx.query('INSERT INTO role_permission (role_id, perm) SELECT $1, p FROM unnest($2::text[]) AS p', [roleId, grants.perms]);
}

export async function createRole(db: Query, enterpriseId: number, input: { name: string; menuIds: number[] }): Promise<number> {
  await assertNameFree(db, enterpriseId, input.name);
  const grants = await normaliseMenus(db, enterpriseId, input.menuIds);
  return db.transaction(async (tx) => {
    const code = `e${enterpriseId}_${randomBytes(6).toString('hex')}`;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO role (name, code, area, enterprise_id) VALUES ($1, $2, 'client', $3) RETURNING id`,
      [input.name, code, enterpriseId],
    );
    await writeGrants(tx, rows[0].id, grants);
    return rows[0].id;
  });
}

export async function updateRole(db: Query, enterpriseId: number, input: { id: number; name: string; menuIds: number[] }): Promise<void> {
  await ownRole(db, enterpriseId, input.id);
  await assertNameFree(db, enterpriseId, input.name, input.id);
  const grants = await normaliseMenus(db, enterpriseId, input.menuIds);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE role SET name = $2 WHERE id = $1', [input.id, input.name]);
    await writeGrants(tx, input.id, grants);
  });
}

export async function deleteRole(db: Query, enterpriseId: number, roleId: number): Promise<void> {
  await ownRole(db, enterpriseId, roleId);
  const { rows } = await db.query('SELECT 1 FROM user_enterprise WHERE role_id = $1 LIMIT 1', [roleId]);
  if (rows.length > 0) throw ApiError.localized(ErrorCode.BadParameter, T.roleInUse);
  await db.query('DELETE FROM role WHERE id = $1 AND enterprise_id = $2', [roleId, enterpriseId]);
}
