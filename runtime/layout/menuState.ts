import type { ResolvedMenu } from '../plugins/types';

export interface MenuSelection {
  key: string;
  /** Keys of the submenus that contain the selected entry, outermost first. */
  ancestors: string[];
}

function pathCovers(menuPath: string, pathname: string): boolean {
  return pathname === menuPath || pathname.startsWith(`${menuPath}/`);
}

/**
 * The menu entry a location belongs to: the entry with the longest path that equals or prefixes the
 * location, so a module's add/edit/detail pages keep the module selected.
 */
export function selectedMenu(menus: readonly ResolvedMenu[], pathname: string): MenuSelection | null {
  let best: (MenuSelection & { length: number }) | null = null;
  const visit = (list: readonly ResolvedMenu[], ancestors: string[]) => {
    for (const menu of list) {
      if (menu.path && pathCovers(menu.path, pathname) && (!best || menu.path.length > best.length)) {
        best = { key: menu.key, ancestors, length: menu.path.length };
      }
      if (menu.children) visit(menu.children, [...ancestors, menu.key]);
    }
  };
  visit(menus, []);
  if (!best) return null;
  const { key, ancestors } = best as MenuSelection & { length: number };
  return { key, ancestors };
}

/** The submenus above the entry whose path is exactly `path` (breadcrumbs of declared routes). */
export function menuAncestors(menus: readonly ResolvedMenu[], path: string): ResolvedMenu[] {
  for (const menu of menus) {
    if (menu.path === path) return [];
    if (menu.children) {
      const below = menuAncestors(menu.children, path);
      if (below.length > 0 || menu.children.some((c) => c.path === path)) return [menu, ...below];
    }
  }
  return [];
}

/** The menu entry whose path is exactly `path`, at any depth. */
export function menuEntry(menus: readonly ResolvedMenu[], path: string): ResolvedMenu | undefined {
  for (const menu of menus) {
    if (menu.path === path) return menu;
    const below = menu.children ? menuEntry(menu.children, path) : undefined;
    if (below) return below;
  }
  return undefined;
}
