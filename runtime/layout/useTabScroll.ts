import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Window scroll per page tab (issue 12): a page opened afresh (another route, a new version of a tab)
 * starts at the top — a list scrolled down must not open the edit form at its bottom, nor show the
 * list again below its end — while returning to a kept tab restores where that tab was left.
 * `activeId` identifies the page shown (tab key and version); null for a page without a tab.
 */
export function useTabScroll(activeId: string | null): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef<string | null>(null);

  useEffect(() => {
    // Recorded as the user scrolls: when a tab is left its page is detached at once, and the browser
    // clamps the scroll position before any effect could read it.
    const onScroll = () => {
      if (active.current !== null) positions.current.set(active.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A layout effect of the parent runs after the tab's page was attached (children's effects first).
  useLayoutEffect(() => {
    active.current = activeId;
    window.scrollTo(0, activeId === null ? 0 : (positions.current.get(activeId) ?? 0));
  }, [activeId]);
}
