import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { enterpriseStore } from '../../data-providers';
import { FieldWidgetProvider } from '../plugins/fieldWidgets';
import { HOME_PATH } from '../app/routeGuard';
import { ENTERPRISE_SWITCH_DELAY_MS } from '../settings';
import { canAccessRoute, moduleRoutes, visibleMenus, type Registry } from '../plugins/registry';
import type { ModuleSummary, ResolvedMenu, ResolvedRoute } from '../plugins/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import type { UserInfo } from '../services/session';
import { chooseEnterprise, isEffective, isEnterpriseType, type EnterpriseItem } from './enterpriseChoice';
import { leaveEnterprise, rememberEnterprise } from './enterpriseSwitch';
import { blockedByMenus, menuAccess, mergeMenus, permissionPath, serverSidebar, type MenuAccess, type ServerMenu } from './serverMenus';
import { enterpriseSystemPaths, opensForEnterpriseKind } from './permissions';
import { LoadFailed, NoEnterprise } from './StatusPages';
import { PageLoading } from '../app/PageLoading';
import { pluginRegistryQuery } from './registryQuery';
import { useRouteWarmup } from './routeWarmup';

export interface ShellData {
  registry: Registry;
  user: UserInfo;
  permissions: ReadonlySet<string>;
  enterprises: readonly EnterpriseItem[];
  enterprise: EnterpriseItem;
  modules: readonly ModuleSummary[];
  /** Declared plus generated module routes. */
  routes: readonly ResolvedRoute[];
  /** Sidebar tree: the server's permitted menus (menu/routerList) plus registry menus the server does not know. */
  menus: readonly ResolvedMenu[];
  /** menu/routerList of the chosen enterprise (type-2 children are the button permissions). */
  serverMenus: readonly ServerMenu[];
  menuAccess: MenuAccess;
  /**
   * Route guard of spec §2/§6: permission key (following permissionFrom), the server's menu grants, group
   * pages only under a group and the enterprise system's pages only under an enterprise.
   */
  canOpen(route: ResolvedRoute): boolean;
  /** Spec §4 is-enterprise flag of the current enterprise (its type is not 1); stored with its id. */
  isEnterprise: boolean;
  /**
   * Spec §4: false from an enterprise switch until the new enterprise's menus and routes are in and
   * the switch delay has passed; pages show a loading state meanwhile.
   */
  loaded: boolean;
  switchEnterprise(id: string): void;
}

/** Provided by ShellDataProvider; exported so tests and other hosts can supply shell data directly. */
export const ShellContext = createContext<ShellData | null>(null);

export function useShell(): ShellData {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside <ShellDataProvider>');
  return value;
}

interface EnterpriseChoice {
  list: EnterpriseItem[];
  chosenId: string | null;
}

/**
 * Spec §4: the stored enterprise is kept if effective, else the first effective one is stored; with
 * none, the stored id and flag are removed. Done inside the query so later calls carry the header.
 */
async function loadEnterprises(): Promise<EnterpriseChoice> {
  const list = (await http.get<EnterpriseItem[] | null>(apiPaths.enterprises)) ?? [];
  const stored = enterpriseStore.get();
  const chosen = chooseEnterprise(list, stored);
  // Keeping the tab's own enterprise is not a new choice; picking another (the stored one is no longer
  // effective) is.
  rememberEnterprise(chosen, chosen === null || String(chosen.id) !== stored);
  return { list, chosenId: chosen ? String(chosen.id) : null };
}

/** Loads what every signed-in screen needs, then provides it; shows loading or failure states itself. */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);

  const registryQuery = useQuery(pluginRegistryQuery);
  const enterprisesQuery = useQuery({ queryKey: ['enterprises'], queryFn: loadEnterprises, staleTime: Infinity });
  const enterpriseId = switchedTo ?? enterprisesQuery.data?.chosenId ?? null;
  const userQuery = useQuery({
    queryKey: ['userInfo', enterpriseId],
    queryFn: () => http.get<UserInfo>(apiPaths.userInfo),
    enabled: enterpriseId !== null,
    staleTime: Infinity,
  });
  const modulesQuery = useQuery({
    // Titles come in the request's language, so a language switch refetches.
    queryKey: ['modules', enterpriseId, i18n.language],
    queryFn: async () => (await http.get<ModuleSummary[] | null>(apiPaths.moduleSchemas)) ?? [],
    enabled: enterpriseId !== null,
    staleTime: Infinity,
    // Keep the menus on screen while the new language loads, but never another enterprise's modules.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === enterpriseId ? previous : undefined),
  });

  // Spec "Menu loading": the user's menus, and all menus of the enterprise's system to spot the ungranted ones.
  const routerListQuery = useQuery({
    queryKey: ['routerList', enterpriseId],
    queryFn: async () => (await http.get<ServerMenu[] | null>(apiPaths.routerList)) ?? [],
    enabled: enterpriseId !== null,
    staleTime: Infinity,
  });
  const treeListQuery = useQuery({
    queryKey: ['menuTree', enterpriseId],
    queryFn: async () => (await http.get<ServerMenu[] | null>(apiPaths.menuTree)) ?? [],
    enabled: enterpriseId !== null,
    staleTime: Infinity,
  });

  const enterprises = enterprisesQuery.data?.list;
  const switchEnterprise = useCallback(
    (id: string) => {
      const target = enterprises?.find((e) => String(e.id) === id);
      if (!target || !isEffective(target) || id === enterpriseId) return;
      // Spec §4, in its order: not loaded; menus and routes regenerated (the old enterprise's requests
      // and data go now, before the new id is stored, so nothing of it lands afterwards); the new id
      // stored. Loaded again and module home follow in the effect below.
      setSwitching(true);
      leaveEnterprise();
      rememberEnterprise(target);
      setSwitchedTo(id);
    },
    [enterprises, enterpriseId],
  );

  const value = useMemo<ShellData | null>(() => {
    const registry = registryQuery.data;
    const user = userQuery.data;
    const modules = modulesQuery.data;
    const serverMenus = routerListQuery.data;
    const catalogue = treeListQuery.data;
    const enterprise = enterprises?.find((e) => String(e.id) === enterpriseId);
    if (!registry || !user || !modules || !enterprises || !enterprise || !serverMenus || !catalogue) return null;
    const permissions = new Set(user.permissions ?? []);
    const routes = [...registry.routes, ...moduleRoutes(registry, modules)];
    const routePaths = new Set(routes.map((r) => r.path));
    const access = menuAccess(serverMenus, catalogue);
    const enterprisePaths = enterpriseSystemPaths(registry.menus);
    return {
      registry,
      user,
      permissions,
      enterprises,
      enterprise,
      modules,
      routes,
      menus: mergeMenus(
        serverSidebar(serverMenus, (path) => routePaths.has(path)),
        // Registry menus fill in what the server does not list, for the enterprise's own system only
        // (spec §6: a group works in the group system's menus).
        visibleMenus(registry.menus.filter((m) => (m.system ?? 'client') === (isEnterpriseType(enterprise) ? 'client' : 'group')), permissions, modules),
        access.cataloguePaths,
      ),
      serverMenus,
      menuAccess: access,
      canOpen: (route) =>
        canAccessRoute(routes, route, permissions) &&
        !blockedByMenus(access, routes, route) &&
        opensForEnterpriseKind(route, isEnterpriseType(enterprise), { permissionPath: permissionPath(routes, route), enterprisePaths }),
      isEnterprise: isEnterpriseType(enterprise),
      loaded: !switching,
      switchEnterprise,
    };
  }, [registryQuery.data, userQuery.data, modulesQuery.data, routerListQuery.data, treeListQuery.data, enterprises, enterpriseId, switching, switchEnterprise]);

  useRouteWarmup(value?.routes ?? null, location, value?.canOpen ?? null);

  // Spec §4/§9: loaded again 50 ms after the new enterprise's menus and routes are in, at module home.
  // The delay only flips the flag: removing queries in it (as once done) dropped the new enterprise's too.
  // navigate() changes with every location; a redirect meanwhile must not restart the delay. The hash
  // router takes the new location on the next event: `loaded` waits for it, so the page the user was
  // on is never mounted (and fetched) again for the new enterprise on the way to module home.
  const ready = value !== null;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!switching || !ready) return undefined;
    const timer = setTimeout(() => {
      setDelayPassed(true);
      navigateRef.current(HOME_PATH);
    }, ENTERPRISE_SWITCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [switching, ready, enterpriseId]);
  const atHome = location.pathname === HOME_PATH;
  useEffect(() => {
    if (!switching || !delayPassed || !atHome) return;
    setDelayPassed(false);
    setSwitching(false);
  }, [switching, delayPassed, atHome]);

  // Writes of this tab carry the enterprise its screens show (shown_enterprise_id, issue 12).
  const shownId = value ? String(value.enterprise.id) : null;
  useEffect(() => {
    if (shownId !== null) enterpriseStore.setShown(shownId);
  }, [shownId]);
  useEffect(() => () => enterpriseStore.setShown(null), []);

  const failed = [registryQuery, enterprisesQuery, userQuery, modulesQuery, routerListQuery, treeListQuery].find((q) => q.isError);
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  if (enterprisesQuery.data && enterprisesQuery.data.chosenId === null) return <NoEnterprise />;
  if (!value) return <PageLoading />;
  return (
    <ShellContext.Provider value={value}>
      <FieldWidgetProvider lookup={value.registry.fieldWidget}>{children}</FieldWidgetProvider>
    </ShellContext.Provider>
  );
}
