import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { enterpriseStore } from '../../data-providers';
import { loadPlugins } from '../../plugins';
import { HOME_PATH } from '../app/routeGuard';
import { addLocaleBundles, LOCALES } from '../i18n';
import { canAccessRoute, createRegistry, moduleRoutes, visibleMenus, type Registry } from '../plugins/registry';
import type { ModuleSummary, ResolvedMenu, ResolvedRoute } from '../plugins/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import type { UserInfo } from '../services/session';
import { chooseEnterprise, isEffective, type EnterpriseItem } from './enterpriseChoice';
import { forgetEnterpriseData } from './queryClient';
import { blockedByMenus, menuAccess, mergeMenus, serverSidebar, type MenuAccess, type ServerMenu } from './serverMenus';
import { LoadFailed, NoEnterprise } from './StatusPages';
import { PageLoading } from '../app/PageLoading';

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
  /** Route guard of spec §2/§6: permission key (following permissionFrom) and the server's menu grants. */
  canOpen(route: ResolvedRoute): boolean;
  switchEnterprise(id: string): void;
}

/** Provided by ShellDataProvider; exported so tests and other hosts can supply shell data directly. */
export const ShellContext = createContext<ShellData | null>(null);

export function useShell(): ShellData {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside <ShellDataProvider>');
  return value;
}

async function loadRegistry(): Promise<Registry> {
  const registry = createRegistry(await loadPlugins());
  for (const locale of LOCALES) addLocaleBundles(locale, registry.localeBundles(locale));
  return registry;
}

interface EnterpriseChoice {
  list: EnterpriseItem[];
  chosenId: string | null;
}

/**
 * Spec §4: the stored enterprise is kept if effective, else the first effective one is stored; with
 * none, the stored id is removed. Done inside the query so later calls already carry the header.
 */
async function loadEnterprises(): Promise<EnterpriseChoice> {
  const list = (await http.get<EnterpriseItem[] | null>(apiPaths.enterprises)) ?? [];
  const chosen = chooseEnterprise(list, enterpriseStore.get());
  if (chosen) enterpriseStore.set(chosen.id);
  else enterpriseStore.clear();
  return { list, chosenId: chosen ? String(chosen.id) : null };
}

/** Loads what every signed-in screen needs, then provides it; shows loading or failure states itself. */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  const registryQuery = useQuery({ queryKey: ['plugins'], queryFn: loadRegistry, staleTime: Infinity, gcTime: Infinity });
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
      // Spec §4: old enterprise data goes first. Dropping it later (after the new enterprise's queries
      // started) removed those queries too and left the shell loading forever.
      forgetEnterpriseData();
      enterpriseStore.set(id);
      setSwitchedTo(id);
      navigate(HOME_PATH);
    },
    [enterprises, enterpriseId, navigate],
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
        visibleMenus(registry.menus, permissions, modules),
        access.cataloguePaths,
      ),
      serverMenus,
      menuAccess: access,
      canOpen: (route) => canAccessRoute(routes, route, permissions) && !blockedByMenus(access, routes, route),
      switchEnterprise,
    };
  }, [registryQuery.data, userQuery.data, modulesQuery.data, routerListQuery.data, treeListQuery.data, enterprises, enterpriseId, switchEnterprise]);

  const failed = [registryQuery, enterprisesQuery, userQuery, modulesQuery, routerListQuery, treeListQuery].find((q) => q.isError);
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  if (enterprisesQuery.data && enterprisesQuery.data.chosenId === null) return <NoEnterprise />;
  if (!value) return <PageLoading />;
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
