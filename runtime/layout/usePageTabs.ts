import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../app/routeGuard';
import { queryClient } from '../shell/queryClient';
import { useShell } from '../shell/ShellData';
import { useActiveRoute } from '../shell/useActiveRoute';
import { activationState, close, closeOthers, homeTab, refresh, tabHref, visit, type PageTab, type TabLocation } from './pageTabs';

const SHELL_QUERIES = new Set(['plugins', 'enterprises', 'userInfo', 'modules', 'routerList', 'menuTree', 'dictionaries']);

interface TabsState {
  /** The enterprise the tabs belong to: another one starts a fresh set (its pages and permissions differ). */
  owner: string;
  /** The last location folded into the tabs (see locationId). */
  seen: string | null;
  tabs: PageTab[];
  /** The tab shown; null on a path without a route (the not-found page). */
  active: string | null;
}

/**
 * Identity of a navigation. The key alone is not enough: a hash change made outside the router (a
 * typed URL) arrives as POP with the key 'default' every time.
 */
function locationId(location: TabLocation): string {
  return `${location.key}\n${tabHref(location)}`;
}

function initial(owner: string): TabsState {
  return { owner, seen: null, tabs: [homeTab(HOME_PATH)], active: null };
}

export interface PageTabs {
  tabs: readonly PageTab[];
  active: string | null;
  pinned: string;
  show(key: string): void;
  close(key: string): void;
  /** Drops a tab without navigating (see useOwnTab). */
  discard(key: string): void;
  closeOthers(key: string): void;
  refresh(key: string): void;
}

/**
 * The opened pages and the actions of the tab bar. Tabs follow the location while the shell is
 * loaded; the location is folded in during render (not in an effect) so a page never renders with the
 * location of the previous navigation.
 */
export function usePageTabs(): PageTabs {
  const { enterprise, loaded } = useShell();
  const location = useLocation();
  const route = useActiveRoute();
  const navigate = useNavigate();
  const [stored, setStored] = useState<TabsState>(() => initial(String(enterprise.id)));

  let state = stored.owner === String(enterprise.id) ? stored : initial(String(enterprise.id));
  const seen = locationId(location);
  if (loaded && state.seen !== seen) {
    const context = { pinned: HOME_PATH, activeKey: state.active };
    state = route
      ? { ...state, seen, tabs: visit(state.tabs, location, context), active: location.pathname }
      : { ...state, seen, active: null };
  }
  if (state !== stored) setStored(state);

  const { tabs, active } = state;
  const show = (tab: PageTab | undefined) => {
    if (tab) navigate(tabHref(tab.location), { state: activationState() });
  };
  const update = (next: PageTab[]) => setStored((s) => ({ ...s, tabs: next }));

  return {
    tabs,
    active,
    pinned: HOME_PATH,
    show: (key) => show(tabs.find((t) => t.key === key)),
    discard(key) {
      if (key !== HOME_PATH) setStored((s) => ({ ...s, tabs: s.tabs.filter((t) => t.key !== key) }));
    },
    close(key) {
      const result = close(tabs, key, active);
      update(result.tabs);
      if (result.next) show(result.next);
    },
    closeOthers(key) {
      update(closeOthers(tabs, key, HOME_PATH));
      if (key !== active) show(tabs.find((t) => t.key === key));
    },
    refresh(key) {
      // The page's data is read again when it mounts anew; the shell's (menus, user, enterprises) stays,
      // and pages kept in other tabs refetch only when they are next mounted.
      void queryClient.invalidateQueries({ predicate: (q) => !SHELL_QUERIES.has(String(q.queryKey[0])), refetchType: 'none' });
      update(refresh(tabs, key));
      if (key !== active) show(tabs.find((t) => t.key === key));
    },
  };
}
