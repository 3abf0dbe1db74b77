/** Spec §6 button permissions. */

export type ActionState = 'show' | 'disabled' | 'hidden';

/**
 * How a control guarded by `permission` appears: shown when granted (or unguarded), otherwise hidden,
 * except on an enterprise whose info target is 1, where it is shown disabled instead.
 */
export function actionState(granted: ReadonlySet<string>, permission: string | undefined, enterpriseTarget?: number): ActionState {
  if (permission === undefined || granted.has(permission)) return 'show';
  return enterpriseTarget === 1 ? 'disabled' : 'hidden';
}

/** Spec §6: "export all" is hidden for enterprises whose info target is 1 (client area). */
export function exportAllowed(granted: ReadonlySet<string>, permission: string | undefined, enterpriseTarget?: number): boolean {
  return enterpriseTarget !== 1 && actionState(granted, permission, enterpriseTarget) === 'show';
}

/** What a permission-guarded button does (useButtonAuth). */
export type ButtonAuth = 'show' | 'hide' | 'disabled';

export interface ButtonAuthContext {
  /** buttonAuth of the current route's menu (type-2 perms); null when no server menu covers the route. */
  buttonAuth: ReadonlySet<string> | null;
  /** The user's effective permission keys (the fallback for routes outside the server's menus). */
  permissions: ReadonlySet<string>;
  enterpriseTarget?: number;
  area: 'client' | 'admin';
}

/**
 * Spec §6: a button is shown when its key is in the route's buttonAuth (or, for a route no server menu
 * covers, in the user's permissions); otherwise hidden, but shown disabled on an enterprise whose target
 * is 1. Export all is hidden for target 1 except in the back office.
 */
export function buttonAuthState(key: string | undefined, ctx: ButtonAuthContext, options: { exportAll?: boolean } = {}): ButtonAuth {
  if (options.exportAll && ctx.area === 'client' && ctx.enterpriseTarget === 1) return 'hide';
  if (key === undefined) return 'show';
  const granted = ctx.buttonAuth ? ctx.buttonAuth.has(key) : ctx.permissions.has(key);
  if (granted) return 'show';
  return ctx.area === 'client' && ctx.enterpriseTarget === 1 ? 'disabled' : 'hide';
}

interface SystemMenu {
  path?: string;
  system?: 'client' | 'group' | 'admin';
  children?: SystemMenu[];
}

/**
 * The pages of the enterprise system: the paths of the client-system menus (a top-level menu without a
 * `system`, or 'client'; children belong to their root's system). Hidden menus (personal centre) are not
 * in the registry's menus: they belong to no one system.
 */
export function enterpriseSystemPaths(menus: readonly SystemMenu[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly SystemMenu[]) => {
    for (const node of nodes) {
      if (node.path) paths.add(node.path);
      walk(node.children ?? []);
    }
  };
  walk(menus.filter((m) => (m.system ?? 'client') === 'client'));
  return paths;
}

/**
 * Spec §6: each system opens its own pages. A page of the group system (route meta `system: 'group'`)
 * opens only while a management group is the chosen enterprise (the is-enterprise flag off); a page of
 * the enterprise system only while an enterprise is: a ledger screen (`module`), or a route whose
 * permission path (its own, or the one it borrows, `permissionPath`) is a page of the enterprise's
 * menus (`enterprisePaths`). Pages of neither system (personal centre, messages, module home) open under both.
 */
export function opensForEnterpriseKind(
  route: { meta: { system?: 'group' }; module?: unknown },
  isEnterprise: boolean,
  enterprise: { permissionPath: string; enterprisePaths: ReadonlySet<string> } = { permissionPath: '', enterprisePaths: new Set() },
): boolean {
  if (route.meta.system === 'group') return !isEnterprise;
  if (isEnterprise) return true;
  return route.module === undefined && !enterprise.enterprisePaths.has(enterprise.permissionPath);
}
