import type { MenuNode } from './tree';

/**
 * Closes chosen menu ids upwards over `menus` (a button implies its menu, a menu its directories) and
 * collects the permission keys of the result: what a role grant or an edition stores. Every chosen id
 * must be one of `menus` (callers check with their own error); others are skipped.
 */
export function closeMenuGrants(menus: readonly MenuNode[], menuIds: Iterable<number>): { menuIds: number[]; perms: string[] } {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const result = new Set<number>();
  for (const id of menuIds) {
    for (let m = byId.get(id); m && !result.has(m.id); m = m.parentId === null ? undefined : byId.get(m.parentId)) result.add(m.id);
  }
  const perms = [...new Set([...result].map((id) => byId.get(id)!.perms).filter((p): p is string => Boolean(p)))];
  return { menuIds: [...result], perms };
}
