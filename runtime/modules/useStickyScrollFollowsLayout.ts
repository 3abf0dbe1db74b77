import { useEffect, type RefObject } from 'react';

/**
 * antd's sticky horizontal scroll bar decides whether to show itself only when the window scrolls or
 * resizes or the table itself changes size, and reads the body's widths only when it re-renders. When
 * something above the table grows (the search form laid out again, a notice), the table's end, with its
 * own scroll bar, moves below the window while the sticky bar still thinks the end is in view: no scroll
 * bar at all until the user scrolls. Any size change of the page or of the table's holder asks the bar to
 * check again, through the scroll event it listens to on the table's ancestors; so does each new set of
 * rows, once laid out (seen under load: a page of rows drawn without a size change that reached the bar,
 * and no bar until the next scroll).
 */
export function useStickyScrollFollowsLayout(pageRef: RefObject<HTMLElement>, tableHolderRef: RefObject<HTMLElement>, rows: unknown): void {
  useEffect(() => {
    const page = pageRef.current;
    const holder = tableHolderRef.current;
    if (!page || !holder || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => holder.dispatchEvent(new Event('scroll')));
    observer.observe(page);
    observer.observe(holder);
    return () => observer.disconnect();
  }, [pageRef, tableHolderRef]);

  useEffect(() => {
    const holder = tableHolderRef.current;
    if (!holder || typeof requestAnimationFrame === 'undefined') return;
    // Two frames: the first lets the table measure its new rows and columns, the second asks the bar.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => holder.dispatchEvent(new Event('scroll')));
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, tableHolderRef]);
}
