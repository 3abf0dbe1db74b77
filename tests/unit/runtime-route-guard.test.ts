import { describe, expect, it } from 'vitest';
import { guardDecision, HOME_PATH, safeRedirect } from '../../runtime/app/routeGuard';
import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRegistry, moduleRoutes } from '../../runtime/plugins/registry';
import type { ModuleSummary, PluginDefinition, ResolvedRoute } from '../../runtime/plugins/types';
import { enterpriseSystemPaths, opensForEnterpriseKind } from '../../runtime/shell/permissions';
import { permissionPath } from '../../runtime/shell/serverMenus';

describe('route guard (spec §2)', () => {
  it('sends / to the login page whether signed in or not', () => {
    expect(guardDecision('/', '', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardDecision('/', '', true)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('keeps /login open without a token', () => {
    expect(guardDecision('/login', '', false)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to /login, remembering the wanted page and query', () => {
    const decision = guardDecision('/accountManagement/deviceInventory', '?status=1&pageNum=2', false);
    expect(decision.kind).toBe('redirect');
    const to = (decision as { to: string }).to;
    expect(to.startsWith('/login?redirect=')).toBe(true);
    expect(new URLSearchParams(to.split('?')[1]).get('redirect')).toBe('/accountManagement/deviceInventory?status=1&pageNum=2');
  });

  it('lets a signed-in user through to any other path', () => {
    expect(guardDecision('/moduleHome/page', '', true)).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirect('/accountManagement/page?x=1')).toBe('/accountManagement/page?x=1');
  });

  it('falls back to module home for missing, external or looping targets', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', '/login', '/login?redirect=/x', '/']) {
      expect(safeRedirect(value)).toBe(HOME_PATH);
    }
  });
});

describe('group pages (spec §6: a group works in the group system)', () => {
  const groupPage = { meta: { system: 'group' as const } };
  const enterprisePage = { meta: {} };
  it('open a group page only while a group is chosen', () => {
    expect(opensForEnterpriseKind(groupPage, false)).toBe(true);
    expect(opensForEnterpriseKind(groupPage, true)).toBe(false);
  });
  it('leave the other pages to the permission checks', () => {
    expect(opensForEnterpriseKind(enterprisePage, true)).toBe(true);
    expect(opensForEnterpriseKind(enterprisePage, false)).toBe(true);
  });
});

describe('each system opens its own pages (issue 18)', () => {
  const menus = [
    { path: '/riskManagement/page' },
    { system: 'client' as const, children: [{ path: '/taskManagement/page' }] },
    { system: 'group' as const, path: '/managementGroup/riskManagement/page' },
    { system: 'admin' as const, path: '/admin/risk' },
  ];
  const enterprisePaths = enterpriseSystemPaths(menus);
  const opens = (route: { meta: { system?: 'group' }; module?: unknown }, path: string, isEnterprise: boolean) =>
    opensForEnterpriseKind(route, isEnterprise, { permissionPath: path, enterprisePaths });

  it('collects the pages of the client-system menus, nested ones included', () => {
    expect([...enterprisePaths].sort()).toEqual(['/riskManagement/page', '/taskManagement/page']);
  });
  it('closes an enterprise page, its borrowers and the ledger screens while a group is chosen', () => {
    expect(opens({ meta: {} }, '/riskManagement/page', false)).toBe(false);
    // A detail borrowing the list's permission is a page of the same system.
    expect(opens({ meta: {} }, '/taskManagement/page', false)).toBe(false);
    expect(opens({ meta: {}, module: { id: 'deviceInventory' } }, '/accountManagement/deviceInventory', false)).toBe(false);
    expect(opens({ meta: {} }, '/riskManagement/page', true)).toBe(true);
    expect(opens({ meta: {}, module: { id: 'deviceInventory' } }, '/accountManagement/deviceInventory', true)).toBe(true);
  });
  it('opens pages of neither system under both', () => {
    expect(opens({ meta: {} }, '/system-task/page', false)).toBe(true);
    expect(opens({ meta: {} }, '/system-task/page', true)).toBe(true);
  });

  it('on the real plugins: every enterprise feature page is closed under a group, personal pages stay open', async () => {
    const root = resolve(__dirname, '../../plugins');
    const plugins: PluginDefinition[] = [];
    for (const name of readdirSync(root)) {
      if (existsSync(resolve(root, name, 'index.ts'))) plugins.push(((await import(`../../plugins/${name}/index.ts`)) as { default: PluginDefinition }).default);
    }
    const registry = createRegistry(plugins);
    const ledger: ModuleSummary = { id: 'deviceInventory', group: 'accountManagement', route: '/accountManagement/deviceInventory', title: { 'zh-CN': '设备台账', 'en-US': 'Devices' }, permissions: { view: 'x:view' } };
    const routes: ResolvedRoute[] = [...registry.routes, ...moduleRoutes(registry, [ledger])];
    const real = enterpriseSystemPaths(registry.menus);
    const underGroup = (path: string) => {
      const route = routes.find((r) => r.path === path);
      if (!route) throw new Error(`no route ${path}`);
      return opensForEnterpriseKind(route, false, { permissionPath: permissionPath(routes, route), enterprisePaths: real });
    };
    for (const path of ['/riskManagement/page', '/riskManagement/detail/:id', '/taskManagement/taskDetailPage/:id', '/environmentAssessment/page', '/evaluationSetting/customIndicator/edit/:id', '/enterprise/enterprise-archives', '/onlineMonitoring/page']) {
      expect(underGroup(path), path).toBe(false);
    }
    expect(underGroup('/accountManagement/deviceInventory')).toBe(false);
    expect(underGroup('/accountManagement/deviceInventory/edit/:id')).toBe(false);
    for (const path of ['/moduleHome/page', '/system-task/page', '/system-message/page', '/user-permission/user', '/managementGroup/riskManagement/page']) {
      expect(underGroup(path), path).toBe(true);
    }
  });
});
