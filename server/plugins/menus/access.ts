import type { Db } from '../../core/contracts';
import { SYSTEM } from './catalogue';

type Query = Pick<Db, 'query'>;

export interface EnterpriseMenuScope {
  /** Spec §6: a management group (type 1) uses the group system, an enterprise the client system. */
  systemId: number;
  editionId: number | null;
  /** Menu ids of the edition; null when the enterprise has no (existing) edition: nothing is limited. */
  editionMenuIds: Set<number> | null;
}

export async function editionMenuIds(db: Query, editionId: number): Promise<number[]> {
  const { rows } = await db.query<{ menu_id: number }>('SELECT menu_id FROM edition_menu WHERE edition_id = $1 ORDER BY menu_id', [editionId]);
  return rows.map((r) => r.menu_id);
}

export async function enterpriseMenuScope(db: Query, enterpriseId: number): Promise<EnterpriseMenuScope> {
  const { rows } = await db.query<{ type: number; edition_id: number | null; edition_exists: boolean }>(
    `SELECT e.type, e.edition_id, EXISTS (SELECT 1 FROM edition ed WHERE ed.id = e.edition_id) AS edition_exists
       FROM enterprise e WHERE e.id = $1`,
    [enterpriseId],
  );
  const row = rows[0];
  const systemId = row?.type === 1 ? SYSTEM.group : SYSTEM.client;
  if (!row || row.edition_id === null || !row.edition_exists) return { systemId, editionId: null, editionMenuIds: null };
  return { systemId, editionId: row.edition_id, editionMenuIds: new Set(await editionMenuIds(db, row.edition_id)) };
}

/** Menu ids a role grants: its role_menu rows plus the menus whose key the role holds in role_permission. */
export async function roleMenuIds(db: Query, roleId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT menu_id AS id FROM role_menu WHERE role_id = $1
     UNION SELECT m.id FROM menu m JOIN role_permission rp ON rp.perm = m.perms AND rp.role_id = $1`,
    [roleId],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * SQL condition (for the auth guard) keeping a role_permission key `rp.perm` of enterprise `e` only when
 * the enterprise's edition allows it: no edition, a key no menu carries (not edition-managed), or a key
 * some menu of the edition carries.
 */
export const EDITION_ALLOWS_PERM_SQL = `(
  e.edition_id IS NULL
  OR NOT EXISTS (SELECT 1 FROM edition ed WHERE ed.id = e.edition_id)
  OR NOT EXISTS (SELECT 1 FROM menu m WHERE m.perms = rp.perm)
  OR EXISTS (SELECT 1 FROM edition_menu em JOIN menu m ON m.id = em.menu_id WHERE em.edition_id = e.edition_id AND m.perms = rp.perm)
)`;
