import { useEffect, useRef, type RefObject } from 'react';

/** The table antd scrolls sideways: it widens when its columns are measured, and grows with its rows. */
const INNER_TABLE = '.ant-table-body > table, .ant-table-content > table';

/**
 * antd's sticky horizontal scroll bar decides whether to show itself only when the window scrolls or
 * resizes or the table itself changes size, and reads the body's widths only when it re-renders. When
 * something above the table grows (the search form laid out again, a notice), the table's end, with its
 * own scroll bar, moves below the window while the sticky bar still thinks the end is in view: no scroll
 * bar at all until the user scrolls. Any size change of the page, of the table's holder or of the inner
 * table asks the bar to check again, through the scroll event it listens to on the table's ancestors; so
 * does each new set of rows, once laid out. Seen under load: a page of rows drawn, and the columns widened
 * frames later, without a size change that reached the bar, and no bar until the next scroll.
 */
export function useStickyScrollFollowsLayout(pageRef: RefObject<HTMLElement>, tableHolderRef: RefObject<HTMLElement>, rows: unknown): void {
  const observerRef = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const page = pageRef.current;
    const holder = tableHolderRef.current;
    if (!page || !holder || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => holder.dispatchEvent(new Event('scroll')));
    observer.observe(page);
    observer.observe(holder);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [pageRef, tableHolderRef]);

  useEffect(() => {
    const holder = tableHolderRef.current;
    if (!holder || typeof requestAnimationFrame === 'undefined') return;
    // Two frames: the first lets the table measure its new rows and columns, the second asks the bar.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        // The inner table can be a new element after a load; observing one already observed is a no-op.
        const inner = holder.querySelector(INNER_TABLE);
        if (inner) observerRef.current?.observe(inner);
        holder.dispatchEvent(new Event('scroll'));
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, tableHolderRef]);
}
