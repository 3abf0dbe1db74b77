import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Whether the page rendering here is the active tab's. Kept-alive pages (runtime/layout/TabPages) stay
 * mounted while another tab is shown, so what they fetched is not fetched again when the user comes back;
 * outside the tabbed layout a page is always active.
 */
export const TabActiveContext = createContext(true);

/** Runs `onReturn` each time this page's tab is shown again after another tab was. */
export function useTabReturn(onReturn: () => void): void {
  const active = useContext(TabActiveContext);
  const wasActive = useRef(active);
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    if (active && !wasActive.current) latest.current();
    wasActive.current = active;
  }, [active]);
}

/**
 * Lists others change (approvals waiting for me, risks, tasks) are fetched again when the user comes back
 * to them: by the tab bar (the kept page keeps its filters and page number and fetches the queries under
 * `queryKey` again) or by the menu (the page mounts afresh over cached answers younger than the cache's
 * stale time, which are marked stale before the page's queries subscribe, so they fetch). Call it before
 * the page's own useQuery.
 */
export function useRefreshOnTabReturn(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const mountedKey = useRef(queryKey);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: mountedKey.current, refetchType: 'none' });
  }, [queryClient]);
  useTabReturn(() => void queryClient.invalidateQueries({ queryKey }));
}
