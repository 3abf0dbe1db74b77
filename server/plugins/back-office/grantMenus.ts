import type { Locale } from '../../../data-providers/catalogue';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { SYSTEM } from '../menus/catalogue';
import { closeMenuGrants } from '../menus/grants';
import { loadSystemMenus } from '../menus/tree';
import { label } from './texts';

/** The systems whose menus client roles and editions grant: the enterprise side and the management group. */
export const CLIENT_AREA_SYSTEMS: readonly number[] = [SYSTEM.client, SYSTEM.group];

/** The systems a role of each area is granted through: back-office roles through the back office's own menus. */
export const AREA_SYSTEMS: Record<'client' | 'admin', readonly number[]> = { client: CLIENT_AREA_SYSTEMS, admin: [SYSTEM.admin] };

/**
 * Checks menu ids chosen in the back office's grant tree (each must be a menu of the given systems, else
 * 2010102 on `menuIds`) and closes them upwards like the enterprise's own role grants.
 */
export async function closeAreaGrants(db: Pick<Db, 'query'>, systems: readonly number[], menuIds: readonly number[], locale: Locale) {
  const menus = (await Promise.all(systems.map((s) => loadSystemMenus(db, s)))).flat();
  const known = new Set(menus.map((m) => m.id));
  if (menuIds.some((id) => !known.has(id))) {
    throw ApiError.badParameter([{ field: 'menuIds', message: label('grant', 'unknownMenu', locale) }], locale);
  }
  return closeMenuGrants(menus, menuIds);
}

/** The client-area form, used by editions and enterprise-side roles. */
export const closeClientAreaGrants = (db: Pick<Db, 'query'>, menuIds: readonly number[], locale: Locale) => closeAreaGrants(db, CLIENT_AREA_SYSTEMS, menuIds, locale);
