import { describe, expect, it } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import { loadAllPlugins as loadPlugins } from '../../runtime/plugins/discover';
import {
  canAccessRoute,
  createRegistry,
  definePlugin,
  flattenMenus,
  matchRoute,
  moduleRoutes,
  routePermission,
  visibleMenus,
} from '../../runtime/plugins/registry';
import type { LazyComponent, ModuleSummary, PluginDefinition } from '../../runtime/plugins/types';

const page: LazyComponent = () => Promise.resolve({ default: () => null });
const list: LazyComponent = () => Promise.resolve({ default: () => null });
const form: LazyComponent = () => Promise.resolve({ default: () => null });
const detail: LazyComponent = () => Promise.resolve({ default: () => null });

function plugin(def: Partial<PluginDefinition> & { name: string }): PluginDefinition {
  return definePlugin({ routes: [], menus: [], ...def });
}

const ledgerModule: ModuleSummary = {
  id: 'deviceInventory',
  title: { 'zh-CN': '设备台账', 'en-US': 'Device inventory' },
  route: '/accountManagement/deviceInventory',
  group: 'accountManagement',
  permissions: { view: 'dev:view', add: 'dev:add', edit: 'dev:edit', delete: 'dev:delete' },
};

const ledgers = plugin({
  name: 'ledgers',
  routes: [{ path: '/accountManagement/page', component: page, meta: { title: 'overview' } }],
  menus: [
    {
      key: 'accountManagement',
      title: 'title',
      order: 20,
      moduleGroup: 'accountManagement',
      children: [{ key: 'overview', path: '/accountManagement/page', title: 'overview', order: 0 }],
    },
  ],
  moduleScreens: [{ group: 'accountManagement', list, form, detail }],
  locales: { 'zh-CN': { title: '台账管理' }, 'en-US': { title: 'Ledgers' } },
  widgets: { 'navbar.messages': page },
});

describe('definePlugin', () => {
  it('rejects names that cannot serve as an i18n namespace and malformed route paths', () => {
    expect(() => definePlugin({ name: 'Bad Name' })).toThrow(/kebab-case/);
    expect(() => definePlugin({ name: 'ok', routes: [{ path: 'no-slash', component: page, meta: { title: 'x' } }] })).toThrow(/invalid route path/);
    expect(() => definePlugin({ name: 'ok', routes: [{ path: '/a b', component: page, meta: { title: 'x' } }] })).toThrow(/invalid route path/);
  });
});

describe('createRegistry', () => {
  it('refuses duplicate plugin names, route paths, menu keys and module groups', () => {
    const a = plugin({ name: 'a', routes: [{ path: '/x', component: page, meta: { title: 't' } }] });
    expect(() => createRegistry([a, plugin({ name: 'a' })])).toThrow(/registered twice/);
    expect(() => createRegistry([a, plugin({ name: 'b', routes: [{ path: '/x', component: page, meta: { title: 't' } }] })])).toThrow(/\/x/);
    const menu = { key: 'm', title: 't', order: 1 };
    expect(() => createRegistry([plugin({ name: 'c', menus: [menu] }), plugin({ name: 'd', menus: [menu] })])).toThrow(/menu key "m"/);
    expect(() => createRegistry([ledgers, plugin({ name: 'e', moduleScreens: [{ group: 'accountManagement', list, form, detail }] })])).toThrow(
      /module group/,
    );
  });

  it('orders menus by their order and tags routes and menus with the owning plugin', () => {
    const registry = createRegistry([
      plugin({ name: 'late', menus: [{ key: 'late', path: '/late', title: 't', order: 50 }] }),
      ledgers,
      plugin({ name: 'early', menus: [{ key: 'early', path: '/early', title: 't', order: 5 }] }),
    ]);
    expect(registry.menus.map((m) => m.key)).toEqual(['early', 'accountManagement', 'late']);
    expect(registry.routes[0]).toMatchObject({ path: '/accountManagement/page', plugin: 'ledgers' });
    expect(registry.menus[1].children?.[0].plugin).toBe('ledgers');
  });

  it('exposes locale bundles per namespace and widgets by slot name', () => {
    const registry = createRegistry([ledgers]);
    expect(registry.localeBundles('en-US')).toEqual([{ ns: 'ledgers', bundle: { title: 'Ledgers' } }]);
    expect(registry.widgets('navbar.messages')).toEqual([page]);
    expect(registry.widgets('navbar.unknown')).toEqual([]);
  });
});

describe('module routes', () => {
  const registry = createRegistry([ledgers]);

  it('gives every module of a bound group list, add, edit and detail routes with the schema permissions', () => {
    const routes = moduleRoutes(registry, [ledgerModule]);
    expect(routes.map((r) => [r.path, r.meta.permission, r.component])).toEqual([
      ['/accountManagement/deviceInventory', 'dev:view', list],
      ['/accountManagement/deviceInventory/add', 'dev:add', form],
      ['/accountManagement/deviceInventory/edit/:id', 'dev:edit', form],
      ['/accountManagement/deviceInventory/detail/:id', 'dev:view', detail],
    ]);
    expect(routes[1].props).toEqual({ moduleId: 'deviceInventory', moduleRoute: '/accountManagement/deviceInventory', mode: 'add' });
    expect(routes[3].trail?.map((c) => c.path)).toEqual([undefined, '/accountManagement/deviceInventory']);
  });

  it('skips modules of unbound groups, unsafe routes and routes a plugin already declares', () => {
    const routes = moduleRoutes(registry, [
      { ...ledgerModule, id: 'other', group: 'somethingElse', route: '/other' },
      { ...ledgerModule, id: 'evil', route: '//evil.example/x' },
      { ...ledgerModule, id: 'clash', route: '/accountManagement/page' },
    ]);
    expect(routes).toEqual([]);
  });

  it('matches add before the edit/detail patterns and extracts the id', () => {
    const routes = [...registry.routes, ...moduleRoutes(registry, [ledgerModule])];
    expect(matchRoute(routes, '/accountManagement/deviceInventory/add')?.route.props?.mode).toBe('add');
    const edit = matchRoute(routes, '/accountManagement/deviceInventory/edit/42');
    expect(edit?.route.props?.mode).toBe('edit');
    expect(edit?.params.id).toBe('42');
    expect(matchRoute(routes, '/accountManagement/deviceInventory/detail/7')?.route.component).toBe(detail);
    expect(matchRoute(routes, '/nowhere')).toBeNull();
  });
});

describe('route permissions', () => {
  const registry = createRegistry([
    plugin({
      name: 'p',
      routes: [
        { path: '/guarded', component: page, meta: { title: 't', permission: 'g:view' } },
        { path: '/borrower', component: page, meta: { title: 't', permissionFrom: '/guarded' } },
        { path: '/open', component: page, meta: { title: 't' } },
        { path: '/loop-a', component: page, meta: { title: 't', permissionFrom: '/loop-b' } },
        { path: '/loop-b', component: page, meta: { title: 't', permissionFrom: '/loop-a' } },
        { path: '/dangling', component: page, meta: { title: 't', permissionFrom: '/missing' } },
      ],
    }),
  ]);
  const route = (path: string) => registry.routes.find((r) => r.path === path)!;

  it('grants a route when the user holds its permission, or the permission of the route it borrows from', () => {
    const granted = new Set(['g:view']);
    expect(canAccessRoute(registry.routes, route('/guarded'), granted)).toBe(true);
    expect(canAccessRoute(registry.routes, route('/borrower'), granted)).toBe(true);
    expect(routePermission(registry.routes, route('/borrower'))).toBe('g:view');
    expect(canAccessRoute(registry.routes, route('/guarded'), new Set())).toBe(false);
    expect(canAccessRoute(registry.routes, route('/borrower'), new Set(['other']))).toBe(false);
  });

  it('opens unguarded routes to every signed-in user and denies broken borrow links', () => {
    expect(canAccessRoute(registry.routes, route('/open'), new Set())).toBe(true);
    expect(canAccessRoute(registry.routes, route('/loop-a'), new Set(['g:view']))).toBe(false);
    expect(canAccessRoute(registry.routes, route('/dangling'), new Set(['g:view']))).toBe(false);
    expect(routePermission(registry.routes, route('/dangling'))).toBeNull();
  });
});

describe('visibleMenus', () => {
  const registry = createRegistry([
    ledgers,
    plugin({
      name: 'admin',
      menus: [
        {
          key: 'system',
          title: 't',
          order: 90,
          children: [
            { key: 'users', path: '/users', title: 't', order: 1, permission: 'user:view' },
            { key: 'roles', path: '/roles', title: 't', order: 2, permission: 'role:view' },
          ],
        },
        { key: 'secret', path: '/secret', title: 't', order: 99, permission: 'secret:view' },
      ],
    }),
  ]);

  it('adds one child per permitted module of the group and drops entries without permission', () => {
    const menus = visibleMenus(registry.menus, new Set(['dev:view', 'user:view']), [ledgerModule]);
    expect(menus.map((m) => m.key)).toEqual(['accountManagement', 'system']);
    expect(menus[0].children?.map((c) => [c.key, c.path])).toEqual([
      ['overview', '/accountManagement/page'],
      ['module-deviceInventory', '/accountManagement/deviceInventory'],
    ]);
    expect(menus[1].children?.map((c) => c.key)).toEqual(['users']);
    expect(flattenMenus(menus).map((m) => m.path)).toEqual(['/accountManagement/page', '/accountManagement/deviceInventory', '/users']);
  });

  it('hides a parent whose children are all hidden', () => {
    const menus = visibleMenus(registry.menus, new Set(), []);
    expect(menus.map((m) => m.key)).toEqual(['accountManagement']);
    expect(menus[0].children?.map((c) => c.key)).toEqual(['overview']);
  });
});

describe('the plugin manifest', () => {
  it('loads every plugin folder and binds the ledger group to the generic screens', async () => {
    const registry = createRegistry(await loadPlugins());
    expect(registry.plugins.map((p) => p.name)).toEqual(expect.arrayContaining(['account-management', 'module-home']));
    const { id, title, route, group, permissions } = deviceInventory;
    const routes = moduleRoutes(registry, [{ id, title, route, group, permissions } as ModuleSummary]);
    expect(routes.map((r) => r.path)).toContain('/accountManagement/deviceInventory/edit/:id');
    const home = registry.routes.find((r) => r.path === '/moduleHome/page');
    expect(home?.meta).toMatchObject({ fullScreen: true, hideSidebar: true });
    const menus = visibleMenus(registry.menus, new Set([permissions.view]), [{ id, title, route, group, permissions } as ModuleSummary]);
    expect(flattenMenus(menus).map((m) => m.path)).toContain('/accountManagement/deviceInventory');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      expect(registry.localeBundles(locale).map((b) => b.ns)).toContain('account-management');
    }
  });
});
