import { matchRoutes } from 'react-router';
import type { LocalizedText } from '../../schemas/types';
import { BUILTIN_FIELD_WIDGETS } from '../forms/builtinWidgets';
import { RUNTIME_NS } from '../i18n/namespace';
import { manifestProblems, PLUGIN_NAME, type ManifestMenu, type ManifestMenuRoot } from '../../schemas/plugins/manifest';
import type {
  FieldWidget,
  LazyComponent,
  LocaleBundle,
  Locale,
  ModuleScreens,
  ModuleSummary,
  PluginDefinition,
  PluginEntry,
  PluginMenu,
  ResolvedMenu,
  ResolvedRoute,
} from './types';

export { RUNTIME_NS };

const ROUTE_PATH = /^\/[A-Za-z0-9_\-/:]*$/;

function menusOf(menus: readonly ManifestMenu[]): PluginMenu[] {
  // Hidden entries (personal-centre pages) live in the server catalogue and the workbench, not the sidebar.
  return menus
    .filter((m) => !m.hidden)
    .map((m) => ({
      key: m.key,
      title: m.title,
      path: m.path,
      icon: m.icon,
      order: m.order,
      permission: m.permission,
      moduleGroup: m.moduleGroup,
      system: (m as ManifestMenuRoot).system,
      parent: (m as ManifestMenuRoot).parent,
      children: m.children ? menusOf(m.children) : undefined,
    }));
}

/** The registry's view of a plugin entry: name, texts, menus and permission keys come from its manifest. */
function fromEntry(entry: PluginEntry): PluginDefinition {
  const { manifest, ...rest } = entry;
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const roots = manifest.menus ?? [];
  return {
    ...rest,
    manifest,
    name: manifest.name,
    locales: manifest.locales,
    menus: menusOf(roots.filter((m) => m.system !== 'admin')),
    adminMenus: menusOf(roots.filter((m) => m.system === 'admin')),
    permissions: (manifest.permissions ?? []).map((p) => p.key),
  };
}

/**
 * Declares a plugin. Validation happens here, at load time of the entry, so a malformed plugin
 * fails loudly in development instead of producing a route that silently never matches. Plugins pass
 * their entry with its manifest; the plain definition form is the registry's own shape (tests).
 */
export function definePlugin(input: PluginEntry | PluginDefinition): PluginDefinition {
  const def = 'manifest' in input && input.manifest && !('name' in input) ? fromEntry(input as PluginEntry) : (input as PluginDefinition);
  if (!PLUGIN_NAME.test(def.name)) throw new Error(`plugin name must be kebab-case: "${def.name}"`);
  for (const route of [...(def.routes ?? []), ...(def.adminRoutes ?? [])]) {
    if (!ROUTE_PATH.test(route.path)) throw new Error(`plugin ${def.name}: invalid route path "${route.path}"`);
    if (typeof route.component !== 'function') throw new Error(`plugin ${def.name}: route ${route.path} needs a lazy component`);
  }
  for (const route of def.adminRoutes ?? []) {
    if (!route.path.startsWith('/admin/')) throw new Error(`plugin ${def.name}: admin route ${route.path} must start with /admin/`);
  }
  return def;
}

export interface BoundModuleScreens extends ModuleScreens {
  plugin: string;
}

export interface Registry {
  plugins: readonly PluginDefinition[];
  /** Routes declared by plugins (module routes are added per user, see moduleRoutes). */
  routes: readonly ResolvedRoute[];
  menus: readonly ResolvedMenu[];
  /** Back-office pages and menus contributed by plugins (the admin area renders them). */
  adminRoutes: readonly ResolvedRoute[];
  adminMenus: readonly ResolvedMenu[];
  permissions: readonly string[];
  moduleScreens: readonly BoundModuleScreens[];
  widgets(name: string): LazyComponent[];
  /** The widget of a field type (edit and view halves may come from two plugins). */
  fieldWidget(name: string): FieldWidget | undefined;
  /** The component of an application area (e.g. `admin`), if a plugin provides one. */
  area(name: string): LazyComponent | undefined;
  localeBundles(locale: Locale): { ns: string; bundle: LocaleBundle }[];
}

function resolveMenus(menus: PluginMenu[] | undefined, plugin: string): ResolvedMenu[] {
  return (menus ?? []).map((menu) => ({ ...menu, plugin, children: menu.children && resolveMenus(menu.children, plugin) }));
}

function byOrder(a: { order: number; key: string }, b: { order: number; key: string }): number {
  return a.order - b.order || a.key.localeCompare(b.key);
}

function sortMenus(menus: ResolvedMenu[]): ResolvedMenu[] {
  return [...menus].sort(byOrder).map((m) => (m.children ? { ...m, children: sortMenus(m.children) } : m));
}

function insertUnder(menus: ResolvedMenu[], parent: string, child: ResolvedMenu): boolean {
  for (const menu of menus) {
    if (menu.key === parent) {
      menu.children = [...(menu.children ?? []), child];
      return true;
    }
    if (menu.children && insertUnder(menu.children, parent, child)) return true;
  }
  return false;
}

/**
 * Hangs entries declared with `parent` under that key, wherever it is declared; an entry whose parent
 * no plugin declares (e.g. its plugin is switched off) is left out rather than shown at the top.
 */
function attachToParents(menus: ResolvedMenu[]): ResolvedMenu[] {
  const tree = menus.filter((m) => !m.parent);
  let pending = menus.filter((m) => m.parent);
  for (let changed = true; changed && pending.length > 0; ) {
    const before = pending.length;
    pending = pending.filter((m) => !insertUnder(tree, m.parent as string, { ...m, parent: undefined }));
    changed = pending.length < before;
  }
  return tree;
}

function collectMenuKeys(menus: readonly ResolvedMenu[], into: string[]): string[] {
  for (const menu of menus) {
    into.push(menu.key);
    if (menu.children) collectMenuKeys(menu.children, into);
  }
  return into;
}

function firstDuplicate(values: string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** Combines plugin definitions; duplicate names, route paths or menu keys are configuration errors. */
export function createRegistry(plugins: readonly PluginDefinition[]): Registry {
  const sorted = [...plugins].sort((a, b) => a.name.localeCompare(b.name));
  const duplicateName = firstDuplicate(sorted.map((p) => p.name));
  if (duplicateName) throw new Error(`plugin "${duplicateName}" is registered twice`);

  const routes: ResolvedRoute[] = sorted.flatMap((p) => (p.routes ?? []).map((r) => ({ ...r, plugin: p.name })));
  const adminRoutes: ResolvedRoute[] = sorted.flatMap((p) => (p.adminRoutes ?? []).map((r) => ({ ...r, plugin: p.name })));
  const duplicatePath = firstDuplicate([...routes, ...adminRoutes].map((r) => r.path));
  if (duplicatePath) throw new Error(`route "${duplicatePath}" is declared by more than one plugin`);

  const menus = sortMenus(attachToParents(sorted.flatMap((p) => resolveMenus(p.menus, p.name))));
  const adminMenus = sortMenus(attachToParents(sorted.flatMap((p) => resolveMenus(p.adminMenus, p.name))));
  const duplicateKey = firstDuplicate([...collectMenuKeys(menus, []), ...collectMenuKeys(adminMenus, [])]);
  if (duplicateKey) throw new Error(`menu key "${duplicateKey}" is declared twice`);

  const moduleScreens = sorted.flatMap((p) => (p.moduleScreens ?? []).map((s) => ({ ...s, plugin: p.name })));
  const duplicateGroup = firstDuplicate(moduleScreens.map((s) => s.group));
  if (duplicateGroup) throw new Error(`module group "${duplicateGroup}" is bound by more than one plugin`);

  const widgetMap = new Map<string, LazyComponent[]>();
  // The runtime's own widgets come first; a plugin may fill a name only where no half is taken.
  const fieldWidgets = new Map<string, FieldWidget>(Object.entries(BUILTIN_FIELD_WIDGETS));
  const areas = new Map<string, LazyComponent>();
  for (const plugin of sorted) {
    for (const [name, component] of Object.entries(plugin.widgets ?? {})) {
      widgetMap.set(name, [...(widgetMap.get(name) ?? []), component]);
    }
    for (const [name, widget] of Object.entries(plugin.fieldWidgets ?? {})) {
      const known = fieldWidgets.get(name) ?? {};
      if ((widget.edit && known.edit) || (widget.view && known.view)) throw new Error(`field widget "${name}" is provided twice`);
      fieldWidgets.set(name, { ...known, ...widget });
    }
    for (const [name, component] of Object.entries(plugin.areas ?? {})) {
      if (areas.has(name)) throw new Error(`area "${name}" is provided by more than one plugin`);
      areas.set(name, component);
    }
  }

  return {
    plugins: sorted,
    routes,
    menus,
    adminRoutes,
    adminMenus,
    permissions: [...new Set(sorted.flatMap((p) => p.permissions ?? []))],
    moduleScreens,
    widgets: (name) => widgetMap.get(name) ?? [],
    fieldWidget: (name) => fieldWidgets.get(name),
    area: (name) => areas.get(name),
    localeBundles: (locale) =>
      sorted.flatMap((p) => {
        const bundle = p.locales?.[locale];
        return bundle ? [{ ns: p.name, bundle }] : [];
      }),
  };
}

/** A module title as a title source: already-translated text must not be taken for an i18n key. */
function moduleTitle(module: ModuleSummary): LocalizedText {
  return typeof module.title === 'string' ? { 'zh-CN': module.title, 'en-US': module.title } : module.title;
}

function findGroupMenu(menus: readonly ResolvedMenu[], group: string): ResolvedMenu | undefined {
  for (const menu of menus) {
    if (menu.moduleGroup === group) return menu;
    const nested = menu.children && findGroupMenu(menu.children, group);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The list/add/edit/detail routes of the user's modules, for every module whose group a plugin
 * binds. A module whose route collides with a declared route is skipped: declared routes win.
 */
export function moduleRoutes(registry: Registry, modules: readonly ModuleSummary[]): ResolvedRoute[] {
  const taken = new Set(registry.routes.map((r) => r.path));
  const result: ResolvedRoute[] = [];
  for (const module of modules) {
    const screens = registry.moduleScreens.find((s) => s.group === module.group);
    if (!screens || !ROUTE_PATH.test(module.route) || module.route.includes(':') || taken.has(module.route)) continue;
    taken.add(module.route);
    const groupMenu = findGroupMenu(registry.menus, module.group);
    const groupCrumb = groupMenu ? [{ title: groupMenu.title, path: groupMenu.path, ns: groupMenu.plugin }] : [];
    const title = moduleTitle(module);
    const listCrumb = { title, path: module.route, ns: screens.plugin };
    const props = { moduleId: module.id, moduleRoute: module.route };
    const base = { plugin: screens.plugin, module };
    const view = module.permissions.view;
    result.push(
      { ...base, path: module.route, component: screens.list, props, meta: { title, permission: view }, trail: groupCrumb },
      {
        ...base,
        path: `${module.route}/add`,
        component: screens.form,
        props: { ...props, mode: 'add' },
        meta: { title: `${RUNTIME_NS}:crumb.add`, permission: module.permissions.add ?? view },
        trail: [...groupCrumb, listCrumb],
      },
      {
        ...base,
        path: `${module.route}/edit/:id`,
        component: screens.form,
        props: { ...props, mode: 'edit' },
        meta: { title: `${RUNTIME_NS}:crumb.edit`, permission: module.permissions.edit ?? view },
        trail: [...groupCrumb, listCrumb],
      },
      {
        ...base,
        path: `${module.route}/detail/:id`,
        component: screens.detail,
        props,
        meta: { title: `${RUNTIME_NS}:crumb.detail`, permission: view },
        trail: [...groupCrumb, listCrumb],
      },
    );
  }
  return result;
}

export function hasPermission(granted: ReadonlySet<string>, key: string | undefined): boolean {
  return key === undefined || granted.has(key);
}

/** Marks a route whose permission cannot be resolved (unknown or circular permissionFrom). */
const UNRESOLVABLE = Symbol('unresolvable');

function resolvePermission(routes: readonly ResolvedRoute[], route: ResolvedRoute): string | undefined | typeof UNRESOLVABLE {
  const visited = new Set<string>();
  let current: ResolvedRoute | undefined = route;
  while (current?.meta.permissionFrom) {
    if (visited.has(current.path)) return UNRESOLVABLE;
    visited.add(current.path);
    const from: string = current.meta.permissionFrom;
    current = routes.find((r) => r.path === from);
  }
  return current ? current.meta.permission : UNRESOLVABLE;
}

/** The permission key a route needs, following permissionFrom; null when it cannot be resolved. */
export function routePermission(routes: readonly ResolvedRoute[], route: ResolvedRoute): string | undefined | null {
  const permission = resolvePermission(routes, route);
  return permission === UNRESOLVABLE ? null : permission;
}

export function canAccessRoute(routes: readonly ResolvedRoute[], route: ResolvedRoute, granted: ReadonlySet<string>): boolean {
  const permission = resolvePermission(routes, route);
  // A broken borrow link denies rather than opens the route.
  if (permission === UNRESOLVABLE) return false;
  return hasPermission(granted, permission);
}

type RouteMatch = { route: ResolvedRoute; params: Record<string, string | undefined> } | null;

/**
 * Answers per route list and path. react-router ranks the whole list and compiles every pattern again
 * on each call (some 20 ms for a user's few hundred routes on the 2-core machines), and the layout asks
 * for the same path from several places on every render.
 */
const matchCache = new WeakMap<readonly ResolvedRoute[], Map<string, RouteMatch>>();

/** The route (and its params) that react-router would pick for a path, using the same ranking. */
export function matchRoute(routes: readonly ResolvedRoute[], pathname: string): RouteMatch {
  let answers = matchCache.get(routes);
  if (!answers) {
    answers = new Map();
    matchCache.set(routes, answers);
  }
  if (!answers.has(pathname)) answers.set(pathname, rankedMatch(routes, pathname));
  return answers.get(pathname) ?? null;
}

function rankedMatch(routes: readonly ResolvedRoute[], pathname: string): RouteMatch {
  const matches = matchRoutes(
    routes.map((r, index) => ({ path: r.path, id: String(index) })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  return { route: routes[Number(last.route.id)], params: last.params };
}

function moduleChildren(menu: ResolvedMenu, modules: readonly ModuleSummary[]): ResolvedMenu[] {
  if (!menu.moduleGroup) return [];
  return modules
    .filter((m) => m.group === menu.moduleGroup)
    .map((m, index) => ({ key: `module-${m.id}`, path: m.route, title: moduleTitle(m), order: 1000 + index, plugin: menu.plugin, permission: m.permissions.view }));
}

/**
 * The sidebar tree the user may see: entries without permission are dropped, module groups get
 * one child per permitted module, and a parent whose children all disappear disappears too.
 */
export function visibleMenus(
  menus: readonly ResolvedMenu[],
  granted: ReadonlySet<string>,
  modules: readonly ModuleSummary[],
): ResolvedMenu[] {
  const result: ResolvedMenu[] = [];
  for (const menu of menus) {
    if (!hasPermission(granted, menu.permission)) continue;
    const isParent = Boolean(menu.children?.length || menu.moduleGroup);
    if (!isParent) {
      result.push(menu);
      continue;
    }
    // Modules go down too: a module group may sit below a directory (custom ledgers under the ledgers).
    const children = visibleMenus([...(menu.children ?? []), ...moduleChildren(menu, modules)], granted, modules);
    if (children.length > 0) result.push({ ...menu, children });
  }
  return result;
}

/** Menu entries that link somewhere, depth first; module home and breadcrumbs use this. */
export function flattenMenus(menus: readonly ResolvedMenu[]): ResolvedMenu[] {
  return menus.flatMap((m) => [...(m.path ? [m] : []), ...flattenMenus(m.children ?? [])]);
}
