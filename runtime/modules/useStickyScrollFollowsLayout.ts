import { useEffect, useRef, type RefObject } from 'react';

/** The element antd scrolls sideways, and the table inside it that widens when its columns are measured. */
const BODY = '.ant-table-body, .ant-table-content';
const INNER_TABLE = '.ant-table-body > table, .ant-table-content > table';

interface Watchers {
  resize: ResizeObserver;
  /** Absent where the browser has none (jsdom). */
  view?: IntersectionObserver;
}

/**
 * antd's sticky horizontal scroll bar decides whether to show itself only when the window scrolls or
 * resizes or the table itself changes size, and reads the body's widths only when it re-renders. Its
 * answer depends on two things: whether the table's end (with its own scroll bar) is in the window, and
 * whether the body is narrower than the table. Anything can change either without an event the bar hears:
 * something above the table grows and pushes the end below the window, the columns widen frames after the
 * rows were drawn, the table element is replaced. Then there is no scroll bar at all until the user
 * scrolls (seen under load). So the bar is asked to check again, through the scroll event it listens to
 * on the table's ancestors, whenever
 * - the page, the table's holder, the body or the inner table change size (ResizeObserver);
 * - the body enters or leaves the window or becomes fully visible or not (IntersectionObserver at 0 and 1:
 *   a move of the table's end across the window's edge, whatever moved it);
 * - a new set of rows has been laid out (the body and inner table, new elements after some loads, are
 *   observed from then on).
 */
export function useStickyScrollFollowsLayout(pageRef: RefObject<HTMLElement>, tableHolderRef: RefObject<HTMLElement>, rows: unknown): void {
  const watchersRef = useRef<Watchers | null>(null);

  useEffect(() => {
    const page = pageRef.current;
    const holder = tableHolderRef.current;
    if (!page || !holder || typeof ResizeObserver === 'undefined') return;
    const ask = () => holder.dispatchEvent(new Event('scroll'));
    const watchers: Watchers = {
      resize: new ResizeObserver(ask),
      view: typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver(ask, { threshold: [0, 1] }),
    };
    watchers.resize.observe(page);
    watchers.resize.observe(holder);
    watchTableParts(holder, watchers);
    watchersRef.current = watchers;
    return () => {
      watchers.resize.disconnect();
      watchers.view?.disconnect();
      watchersRef.current = null;
    };
  }, [pageRef, tableHolderRef]);

  useEffect(() => {
    const holder = tableHolderRef.current;
    if (!holder || typeof requestAnimationFrame === 'undefined') return;
    // Two frames: the first lets the table measure its new rows and columns, the second asks the bar.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (watchersRef.current) watchTableParts(holder, watchersRef.current);
        holder.dispatchEvent(new Event('scroll'));
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, tableHolderRef]);
}

/**
 * Observes the current body and inner table: after a load either can be a new element. Observing an
 * element already observed is a no-op for both observers, and each reports a newly observed element once.
 */
function watchTableParts(holder: HTMLElement, watchers: Watchers): void {
  const body = holder.querySelector(BODY);
  const inner = holder.querySelector(INNER_TABLE);
  if (body) {
    watchers.resize.observe(body);
    watchers.view?.observe(body);
  }
  if (inner) watchers.resize.observe(inner);
}
