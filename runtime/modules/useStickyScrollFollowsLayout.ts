import { useEffect, type RefObject } from 'react';

/**
 * antd's sticky horizontal scroll bar decides whether to show itself only when the window scrolls or
 * resizes or the table itself changes size. When something above the table grows (the search form laid
 * out again, a notice), the table's end, with its own scroll bar, moves below the window while the sticky
 * bar still thinks the end is in view: no scroll bar at all until the user scrolls. Any size change of
 * the page around the table asks the bar to check again, through the scroll event it listens to on the
 * table's ancestors.
 */
export function useStickyScrollFollowsLayout(pageRef: RefObject<HTMLElement>, tableHolderRef: RefObject<HTMLElement>): void {
  useEffect(() => {
    const page = pageRef.current;
    const holder = tableHolderRef.current;
    if (!page || !holder || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => holder.dispatchEvent(new Event('scroll')));
    observer.observe(page);
    return () => observer.disconnect();
  }, [pageRef, tableHolderRef]);
}
