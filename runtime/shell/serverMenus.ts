import { isMenuIconName } from '../../schemas/contracts/menuIcons';
import type { MenuIconName, ResolvedMenu, ResolvedRoute } from '../plugins/types';

/** One entry of GET menu/routerList or menu/treeList (spec §3 Menu entry; server/plugins/menus). */
export interface ServerMenu {
  id: number;
  parentId: number | null;
  /** Stable key, equal to the plugin menu key where a plugin declares the same entry. */
  code: string;
  name: string;
  path: string | null;
  /** 0 directory, 1 menu, 2 button permission. */
  type: number;
  menuStyle: number;
  orderNum: number;
  perms: string | null;
  meta: {
    title?: string;
    titleEn?: string;
    icon?: string;
    permission?: string;
    hidden?: boolean;
    fullScreen?: boolean;
    buttonAuth?: string[];
  };
  children?: ServerMenu[];
}

/** What the route guard and the buttons need from the server menus of the chosen enterprise. */
export interface MenuAccess {
  /** Every route path of the enterprise's system (granted or not): the server decides these. */
  cataloguePaths: ReadonlySet<string>;
  /** Paths the user's routerList grants. */
  grantedPaths: ReadonlySet<string>;
  /** buttonAuth (type-2 perms) of each granted menu path. */
  buttonAuth: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The plugin namespace server menus are attributed to (titles are per-locale texts, not keys). */
const SERVER_NS = 'runtime';

function walk(nodes: readonly ServerMenu[], visit: (node: ServerMenu) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children ?? [], visit);
  }
}

export function menuAccess(granted: readonly ServerMenu[], catalogue: readonly ServerMenu[]): MenuAccess {
  const cataloguePaths = new Set<string>();
  walk(catalogue, (n) => n.path && n.type !== 2 && cataloguePaths.add(n.path));
  const grantedPaths = new Set<string>();
  const buttonAuth = new Map<string, Set<string>>();
  walk(granted, (n) => {
    if (!n.path || n.type === 2) return;
    grantedPaths.add(n.path);
    const perms = (n.children ?? []).filter((c) => c.type === 2 && c.perms).map((c) => c.perms as string);
    // The menu's own key counts too: a button guarded by the page's key shows wherever the page opens.
    buttonAuth.set(n.path, new Set([...(n.meta.buttonAuth ?? []), ...perms, ...(n.perms ? [n.perms] : [])]));
  });
  return { cataloguePaths, grantedPaths, buttonAuth };
}

/**
 * The path whose permission a route uses (spec §2: a route may borrow another path's permission):
 * followed through permissionFrom; generated module screens use their module's list route.
 */
export function permissionPath(routes: readonly ResolvedRoute[], route: ResolvedRoute): string {
  const seen = new Set<string>();
  let current = route;
  while (current.meta.permissionFrom && !seen.has(current.path)) {
    seen.add(current.path);
    const next = routes.find((r) => r.path === current.meta.permissionFrom);
    if (!next) return current.meta.permissionFrom;
    current = next;
  }
  return current.module?.route ?? current.path;
}

/** Spec §6: a route the enterprise's system knows but the user's menus do not grant is a no-permission route. */
export function blockedByMenus(access: MenuAccess, routes: readonly ResolvedRoute[], route: ResolvedRoute): boolean {
  const path = permissionPath(routes, route);
  return access.cataloguePaths.has(path) && !access.grantedPaths.has(path);
}

/**
 * Sidebar entries from routerList: type-2 entries and hidden ones are not menus; an entry whose path no
 * registered route serves is left out (no dead links), and a directory left empty disappears.
 */
export function serverSidebar(nodes: readonly ServerMenu[], routable: (path: string) => boolean): ResolvedMenu[] {
  const result: ResolvedMenu[] = [];
  for (const node of nodes) {
    if (node.type === 2 || node.meta.hidden) continue;
    const children = serverSidebar(node.children ?? [], routable);
    const title = { 'zh-CN': node.meta.title ?? node.name, 'en-US': node.meta.titleEn ?? node.meta.title ?? node.name };
    const icon: MenuIconName | undefined = isMenuIconName(node.meta.icon) ? node.meta.icon : undefined;
    const base = { key: node.code, title, order: node.orderNum, plugin: SERVER_NS, icon, permission: node.perms ?? undefined };
    if (node.type === 0) {
      if (children.length > 0) result.push({ ...base, children });
      continue;
    }
    if (!node.path || !routable(node.path)) continue;
    result.push(children.length > 0 ? { ...base, path: node.path, children } : { ...base, path: node.path });
  }
  return result;
}

function paths(menus: readonly ResolvedMenu[], into = new Set<string>()): Set<string> {
  for (const m of menus) {
    if (m.path) into.add(m.path);
    paths(m.children ?? [], into);
  }
  return into;
}

function keys(menus: readonly ResolvedMenu[], into = new Set<string>()): Set<string> {
  for (const m of menus) {
    into.add(m.key);
    keys(m.children ?? [], into);
  }
  return into;
}

/** Registry entries the server does not know (plugin pages outside the catalogue); empty directories go. */
function registryRest(menus: readonly ResolvedMenu[], knownPaths: ReadonlySet<string>, takenKeys: ReadonlySet<string>): ResolvedMenu[] {
  const result: ResolvedMenu[] = [];
  for (const menu of menus) {
    const children = registryRest(menu.children ?? [], knownPaths, takenKeys);
    if (menu.path) {
      if (knownPaths.has(menu.path) || takenKeys.has(menu.key)) continue;
      result.push(children.length > 0 ? { ...menu, children } : { ...menu, children: undefined });
    } else if (children.length > 0) {
      // A directory the server also has (same key) is merged into it by mergeLevel.
      result.push({ ...menu, children });
    }
  }
  return result;
}

function byOrder(a: ResolvedMenu, b: ResolvedMenu): number {
  return a.order - b.order || a.key.localeCompare(b.key);
}

function mergeLevel(server: readonly ResolvedMenu[], extra: readonly ResolvedMenu[]): ResolvedMenu[] {
  const merged = server.map((m) => ({ ...m }));
  for (const menu of extra) {
    const same = merged.find((m) => m.key === menu.key);
    if (same) same.children = mergeLevel(same.children ?? [], menu.children ?? []);
    else merged.push(menu);
  }
  return merged.sort(byOrder);
}

/**
 * The sidebar: the server's permitted tree first; registry menus (already filtered by permission) fill
 * in the pages the server catalogue does not know, merged into directories of the same key.
 */
export function mergeMenus(server: readonly ResolvedMenu[], registry: readonly ResolvedMenu[], cataloguePaths: ReadonlySet<string>): ResolvedMenu[] {
  const taken = keys(server);
  const servedPaths = paths(server);
  const rest = registryRest(registry, new Set([...cataloguePaths, ...servedPaths]), taken);
  return mergeLevel(server, rest);
}
