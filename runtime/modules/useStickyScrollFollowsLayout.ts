import { useEffect, useReducer, useRef, type RefObject } from 'react';

/** The element antd scrolls sideways, and the table inside it that widens when its columns are measured. */
const BODY = '.ant-table-body, .ant-table-content';
const INNER_TABLE = '.ant-table-body > table, .ant-table-content > table';
const STICKY_BAR = '.ant-table-sticky-scroll';
/** The height of a horizontal scroll bar, generously. */
const SCROLL_BAR_ALLOWANCE = 20;
/** How often a list looks whether a bar it should show is drawn, and how many misses in a row it mends. */
const VERIFY_MS = 500;
const GIVE_UP_AFTER = 3;

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
 * And twice a second it checks that a bar it should show is drawn (see `verify`). Not for a virtual table
 * (`sticky` false), which has no sticky bar.
 */
export function useStickyScrollFollowsLayout(pageRef: RefObject<HTMLElement>, tableHolderRef: RefObject<HTMLElement>, rows: unknown, sticky = true): void {
  const watchersRef = useRef<Watchers | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const page = pageRef.current;
    const holder = tableHolderRef.current;
    if (!sticky || !page || !holder || typeof ResizeObserver === 'undefined') return;
    const ask = () => holder.dispatchEvent(new Event('scroll'));
    // The events above have still missed a change now and then under load: the body ran past the window
    // with no bar for 15 s, and one request to check brought it back. So the list also looks twice a
    // second (a query and a rectangle: microseconds) whether a bar it should show is drawn. If not, it
    // asks; if still not, it also renders again (rc-table mounts the bar only in a render in which its
    // body already existed, so a table drawn once and never again has no bar to ask). After
    // GIVE_UP_AFTER misses in a row it stops until the bar or the layout changes.
    let misses = 0;
    const verify = setInterval(() => {
      if (!barMissing(holder)) {
        misses = 0;
        return;
      }
      misses += 1;
      if (misses > GIVE_UP_AFTER) return;
      ask();
      if (misses > 1) redraw();
    }, VERIFY_MS);
    const watchers: Watchers = {
      resize: new ResizeObserver(ask),
      view: typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver(ask, { threshold: [0, 1] }),
    };
    watchers.resize.observe(page);
    watchers.resize.observe(holder);
    watchTableParts(holder, watchers);
    watchersRef.current = watchers;
    return () => {
      clearInterval(verify);
      watchers.resize.disconnect();
      watchers.view?.disconnect();
      watchersRef.current = null;
    };
  }, [pageRef, tableHolderRef, sticky]);

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

/**
 * The body is wider than the window shows and its end (with its own scroll bar) is below the window while
 * its top is in it, yet no sticky bar is drawn: the case where antd's own decision would show one.
 */
function barMissing(holder: HTMLElement): boolean {
  const body = holder.querySelector<HTMLElement>(BODY);
  if (!body || holder.querySelector(STICKY_BAR)) return false;
  const box = body.getBoundingClientRect();
  const overflows = body.scrollWidth > body.clientWidth + 1;
  // The body's own scroll bar, at its bottom edge, is out of view by more than its height.
  return overflows && box.top < window.innerHeight && box.bottom - SCROLL_BAR_ALLOWANCE > window.innerHeight;
}
