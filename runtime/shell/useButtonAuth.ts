import { createContext, useContext } from 'react';
import { buttonAuthState, type ButtonAuth } from './permissions';
import { permissionPath } from './serverMenus';
import { useShell } from './ShellData';
import { useActiveRoute } from './useActiveRoute';

/** The area the screens run in; a back-office host provides 'admin' (export all stays visible there). */
export const ButtonAuthAreaContext = createContext<'client' | 'admin'>('client');

/**
 * Spec §6 button permission for the current route: 'show', 'hide', or 'disabled' (target-1 enterprise).
 * buttonAuth comes from the type-2 children of the route's menu in menu/routerList, following the route's
 * permission link; routes outside the server's menus use the user's permission keys.
 */
export function useButtonAuth(key: string | undefined, options: { exportAll?: boolean } = {}): ButtonAuth {
  const { routes, menuAccess, permissions, enterprise } = useShell();
  const route = useActiveRoute();
  const area = useContext(ButtonAuthAreaContext);
  const path = route ? permissionPath(routes, route) : null;
  const buttonAuth = path ? (menuAccess.buttonAuth.get(path) ?? (menuAccess.cataloguePaths.has(path) ? new Set<string>() : null)) : null;
  return buttonAuthState(key, { buttonAuth, permissions, enterpriseTarget: enterprise.target, area }, options);
}
