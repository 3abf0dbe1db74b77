import { describe, expect, it } from 'vitest';
import type { ResolvedMenu, ResolvedRoute } from '../../runtime/plugins/types';
import { buttonAuthState } from '../../runtime/shell/permissions';
import { blockedByMenus, menuAccess, mergeMenus, permissionPath, serverSidebar, type ServerMenu } from '../../runtime/shell/serverMenus';
import { checkState, indexTree, knownIds, toggleGrant } from '../../runtime/common/grantTree';
import { buildTree, type MenuNode } from '../../server/plugins/menus/tree';

let nextId = 1;
function menu(code: string, type: number, extra: Partial<ServerMenu> = {}): ServerMenu {
  return { id: nextId++, parentId: null, code, name: code, path: null, type, menuStyle: 0, orderNum: 0, perms: null, meta: { title: code, titleEn: code }, ...extra };
}

const page = () => Promise.resolve({ default: () => null });
function route(path: string, meta: Partial<ResolvedRoute['meta']> = {}, extra: Partial<ResolvedRoute> = {}): ResolvedRoute {
  return { path, component: page, meta: { title: path, ...meta }, plugin: 'p', ...extra };
}

// A catalogue: ledgers directory › device list (with add/export buttons), monitoring page, a hidden personal page.
const add = menu('device-add', 2, { perms: 'd:add' });
const exportAll = menu('device-export', 2, { perms: 'd:export' });
const device = menu('module-device', 1, { path: '/ledger/device', perms: 'd:view', children: [add, exportAll] });
const ledger = menu('ledger', 0, { children: [device], meta: { title: '台账管理', titleEn: 'Ledgers', icon: 'ledger' } });
const monitor = menu('monitor', 1, { path: '/monitor/page', perms: 'm:view', orderNum: 5 });
const personal = menu('tasks', 1, { path: '/system-task/page', meta: { title: '我的任务', hidden: true } });
const catalogue = [ledger, monitor, personal];
// The user's routerList: the device list with its add button only.
const granted = [{ ...ledger, children: [{ ...device, children: [add], meta: { ...device.meta, buttonAuth: ['d:add'] } }] }];

describe('server menus in the runtime', () => {
  it('turns routerList into sidebar entries: no buttons, no hidden or unroutable entries, empty directories gone', () => {
    const sidebar = serverSidebar(catalogue, (path) => path !== '/monitor/page');
    expect(sidebar.map((m) => m.key)).toEqual(['ledger']);
    expect(sidebar[0].children?.map((m) => [m.key, m.path])).toEqual([['module-device', '/ledger/device']]);
    expect(sidebar[0].title).toEqual({ 'zh-CN': '台账管理', 'en-US': 'Ledgers' });
    expect(sidebar[0].icon).toBe('ledger');
    expect(serverSidebar(catalogue, () => false)).toEqual([]);
  });

  it('keeps registry menus the server does not know and merges same-key directories', () => {
    const server = serverSidebar(granted, () => true);
    const registry: ResolvedMenu[] = [
      { key: 'ledger', title: 'x', order: 20, plugin: 'a', children: [
        { key: 'ledger-overview', path: '/ledger/page', title: 'overview', order: 0, plugin: 'a' },
        { key: 'module-device', path: '/ledger/device', title: 'dup', order: 1, plugin: 'a' },
      ] },
      { key: 'monitor', path: '/monitor/page', title: 'm', order: 5, plugin: 'b' },
      { key: 'archive', path: '/archive', title: 'a', order: 90, plugin: 'c' },
    ];
    const access = menuAccess(granted, catalogue);
    const merged = mergeMenus(server, registry, access.cataloguePaths);
    expect(merged.map((m) => m.key)).toEqual(['ledger', 'archive']);
    expect(merged[0].children?.map((m) => m.key)).toEqual(['ledger-overview', 'module-device']);
    expect(merged[0].children?.find((m) => m.key === 'module-device')?.plugin).toBe('runtime');
  });

  it('blocks catalogue routes the user is not granted, following permission links and module routes', () => {
    const access = menuAccess(granted, catalogue);
    const routes = [
      route('/ledger/device'),
      route('/monitor/page'),
      route('/monitor/detail/:id', { permissionFrom: '/monitor/page' }),
      route('/ledger/device/add', {}, { module: { id: 'device', title: 'd', route: '/ledger/device', group: 'g', permissions: { view: 'd:view' } } }),
      route('/archive'),
    ];
    const blocked = routes.filter((r) => blockedByMenus(access, routes, r)).map((r) => r.path);
    expect(blocked).toEqual(['/monitor/page', '/monitor/detail/:id']);
    expect(permissionPath(routes, routes[2])).toBe('/monitor/page');
    expect(permissionPath(routes, routes[3])).toBe('/ledger/device');
  });

  it('derives buttonAuth from the type-2 children plus the menu key', () => {
    const access = menuAccess(granted, catalogue);
    expect([...(access.buttonAuth.get('/ledger/device') ?? [])].sort()).toEqual(['d:add', 'd:view']);
  });
});

describe('buttonAuthState', () => {
  const ctx = { buttonAuth: new Set(['d:add']), permissions: new Set(['d:add', 'd:export']), area: 'client' as const };
  it('shows a granted button, hides others, disables them on a target-1 enterprise', () => {
    expect(buttonAuthState('d:add', ctx)).toBe('show');
    expect(buttonAuthState(undefined, ctx)).toBe('show');
    // The route's buttonAuth decides, not a key held for another page.
    expect(buttonAuthState('d:export', ctx)).toBe('hide');
    expect(buttonAuthState('d:export', { ...ctx, enterpriseTarget: 1 })).toBe('disabled');
    expect(buttonAuthState('d:export', { ...ctx, buttonAuth: null })).toBe('show');
  });

  it('hides export all on a target-1 enterprise except in the back office', () => {
    const all = { ...ctx, buttonAuth: new Set(['d:export']) };
    expect(buttonAuthState('d:export', all, { exportAll: true })).toBe('show');
    expect(buttonAuthState('d:export', { ...all, enterpriseTarget: 1 }, { exportAll: true })).toBe('hide');
    expect(buttonAuthState('d:export', { ...all, enterpriseTarget: 1, area: 'admin' }, { exportAll: true })).toBe('show');
  });
});

describe('grant tree selection', () => {
  const index = indexTree(catalogue);
  it('checks descendants and ancestors, unchecks descendants only', () => {
    const withButton = toggleGrant(index, new Set(), add.id, true);
    expect([...withButton].sort()).toEqual([ledger.id, device.id, add.id].sort());
    const withDevice = toggleGrant(index, new Set(), device.id, true);
    expect([...withDevice].sort()).toEqual([ledger.id, device.id, add.id, exportAll.id].sort());
    const without = toggleGrant(index, withDevice, device.id, false);
    expect([...without]).toEqual([ledger.id]);
    expect([...knownIds(index, [device.id, 99999])]).toEqual([device.id]);
  });

  it('shows a granted entry half-checked while part of its subtree is not granted', () => {
    const pageOnly = toggleGrant(index, toggleGrant(index, new Set(), device.id, true), add.id, false);
    const state = checkState(index, pageOnly);
    expect(state.checked.sort()).toEqual([exportAll.id]);
    expect(state.halfChecked.sort()).toEqual([ledger.id, device.id].sort());
    const full = checkState(index, toggleGrant(index, pageOnly, add.id, true));
    expect(full.checked.sort()).toEqual([ledger.id, device.id, add.id, exportAll.id].sort());
    expect(full.halfChecked).toEqual([]);
    expect(checkState(index, new Set([99999]))).toEqual({ checked: [], halfChecked: [] });
  });

  it('shows a parent checked or half-checked from its children, whatever its own entry says', () => {
    // An edition listing the device page's buttons and the page, but not the ledger directory above.
    const leavesOnly = new Set([device.id, add.id, exportAll.id]);
    expect(checkState(index, leavesOnly).checked.sort()).toEqual([ledger.id, device.id, add.id, exportAll.id].sort());
    const oneButton = new Set([add.id]);
    const state = checkState(index, oneButton);
    expect(state.checked).toEqual([add.id]);
    expect(state.halfChecked.sort()).toEqual([ledger.id, device.id].sort());
    expect(checkState(index, new Set([monitor.id])).checked).toEqual([monitor.id]);
  });
});

describe('server buildTree', () => {
  const rows: MenuNode[] = [
    { id: 1, parentId: null, code: 'dir', name: 'dir', path: null, type: 0, menuStyle: 0, orderNum: 0, perms: null, systemId: 1, meta: {} },
    { id: 2, parentId: 1, code: 'page', name: 'page', path: '/p', type: 1, menuStyle: 0, orderNum: 0, perms: 'p:view', systemId: 1, meta: {} },
    { id: 3, parentId: 2, code: 'btn', name: 'btn', path: null, type: 2, menuStyle: 0, orderNum: 0, perms: 'p:add', systemId: 1, meta: {} },
    { id: 4, parentId: null, code: 'empty', name: 'empty', path: null, type: 0, menuStyle: 0, orderNum: 1, perms: null, systemId: 1, meta: {} },
  ];
  it('drops buttons whose page is not kept and directories left empty', () => {
    expect(buildTree(rows, (r) => r.id === 3)).toEqual([]);
    const kept = buildTree(rows, (r) => r.id !== 4);
    expect(kept.map((n) => n.code)).toEqual(['dir']);
    expect(kept[0].children?.[0].meta.buttonAuth).toEqual(['p:add']);
    expect(buildTree(rows).map((n) => n.code)).toEqual(['dir', 'empty']);
  });
});
