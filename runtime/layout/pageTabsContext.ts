import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { PageTabs } from './usePageTabs';

export const PageTabsContext = createContext<PageTabs | null>(null);

/**
 * For a page that is done with itself, e.g. a form after saving: `close()` drops its tab without
 * navigating (call it, then navigate elsewhere), so the finished page is not kept alive. Outside the
 * tabbed layout it does nothing.
 */
export function useOwnTab(): { close(): void } {
  const tabs = useContext(PageTabsContext);
  // A kept page's location is its tab's own, so its pathname is its tab key.
  const { pathname } = useLocation();
  return { close: () => tabs?.discard(pathname) };
}

/**
 * Drops the tabs of pages by their paths without navigating, e.g. the detail and edit pages of a
 * record just deleted: kept alive, they would read it again and report it missing. Outside the tabbed
 * layout it does nothing.
 */
export function useDiscardTabs(): (paths: readonly string[]) => void {
  const tabs = useContext(PageTabsContext);
  return (paths) => {
    for (const path of paths) tabs?.discard(path);
  };
}
