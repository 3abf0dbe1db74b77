import { canAccessRoute, createRegistry } from '../../../runtime/plugins/registry';
import { menuAccess } from '../../../runtime/shell/serverMenus';
import type { ShellData } from '../../../runtime/shell/ShellData';
import type { EnterpriseItem } from '../../../runtime/shell/enterpriseChoice';

/** An effective, complete-profile demo enterprise (target 0: buttons are not disabled by the enterprise). */
export const TEST_ENTERPRISE: EnterpriseItem = { id: 1, name: 'E', type: 0, actived: 1, expired: false, target: 0 };

/**
 * A complete shell context for screens rendered without ShellDataProvider. Typed as ShellData (no cast),
 * so a field added to the shell shows up here as a type error once, instead of as runtime crashes in
 * every test that hand-builds the context. Defaults: no plugins, routes or server menus, so button
 * permissions follow the user's permission keys; `canOpen` applies the same key check as the shell.
 */
export function testShellData(overrides: Partial<ShellData> = {}): ShellData {
  const permissions = overrides.permissions ?? new Set<string>();
  const routes = overrides.routes ?? [];
  const enterprise = overrides.enterprise ?? TEST_ENTERPRISE;
  const defaults: ShellData = {
    registry: createRegistry([]),
    user: { id: 1, name: 'Test', phone: '13800000001', permissions: [...permissions] },
    permissions,
    enterprises: [enterprise],
    enterprise,
    modules: [],
    routes,
    menus: [],
    serverMenus: [],
    menuAccess: menuAccess([], []),
    canOpen: (route) => canAccessRoute(routes, route, permissions),
    isEnterprise: Number(enterprise.type) !== 1,
    loaded: true,
    switchEnterprise: () => undefined,
  };
  return { ...defaults, ...overrides };
}
