/**
 * The tab bar's list of opened pages (pure; unit-tested). One tab per pathname. Each tab keeps the
 * location it was last shown at, which its page is rendered with (frozen while the tab is inactive),
 * so the page keeps its state and its URL state (list filters, page, sort) when the user comes back.
 */
export interface TabLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface PageTab {
  /** The pathname: one tab per page. */
  key: string;
  location: TabLocation;
  /** Bumped when the page must start afresh ("refresh", or a page's own link to it): it is mounted anew. */
  version: number;
  /** When the tab was last shown (a counter); the least recently shown tab goes first past MAX_TABS. */
  used: number;
}

/** Open tabs, and so kept-alive pages, at most. */
export const MAX_TABS = 10;

const ACTIVATE = 'ecTabActivate';

/**
 * Navigation state of the shell's own navigation (tab bar, sidebar, breadcrumb, logo): show the page of
 * an open tab as it was left. Without it, any other navigation to another open page opens it afresh,
 * as it would without tabs: a page's own link (list → "add" again, form saved → list), browser
 * back/forward and a typed URL, so those always show current data.
 */
export function activationState(): Record<string, true> {
  return { [ACTIVATE]: true };
}

function isActivation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[ACTIVATE] === true;
}

export function tabHref(location: Pick<TabLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function homeTab(pathname: string): PageTab {
  return { key: pathname, location: { pathname, search: '', hash: '', state: null, key: 'home' }, version: 0, used: 0 };
}

export interface VisitContext {
  /** The tab that never closes (module home). */
  pinned: string;
  /** The tab shown before this navigation. */
  activeKey: string | null;
}

/**
 * Opens or shows the tab of a location. A page's URL changes within its own tab update the tab;
 * past MAX_TABS the least recently shown tab closes, never the pinned one or the one being opened.
 */
export function visit(tabs: readonly PageTab[], location: TabLocation, context: VisitContext): PageTab[] {
  const stamp = Math.max(0, ...tabs.map((t) => t.used)) + 1;
  const activation = isActivation(location.state);
  const existing = tabs.find((t) => t.key === location.pathname);
  if (existing) {
    const fresh = !activation && existing.key !== context.activeKey;
    // The tab bar's marker is not the page's state: the page keeps the state it was opened with.
    const state = activation ? existing.location.state : location.state;
    return tabs.map((t) =>
      t === existing ? { ...t, location: { ...location, state }, used: stamp, version: fresh ? t.version + 1 : t.version } : t,
    );
  }
  const opened: PageTab = { key: location.pathname, location: { ...location, state: activation ? null : location.state }, version: 0, used: stamp };
  const next = [...tabs, opened];
  if (next.length <= MAX_TABS) return next;
  const candidates = next.filter((t) => t.key !== context.pinned && t !== opened);
  const victim = candidates.reduce((oldest, t) => (t.used < oldest.used ? t : oldest), candidates[0]);
  return next.filter((t) => t !== victim);
}

/** Closes a tab; returns the tabs left and, when the closed tab was active, the neighbour to show. */
export function close(tabs: readonly PageTab[], key: string, activeKey: string | null): { tabs: PageTab[]; next: PageTab | null } {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { tabs: [...tabs], next: null };
  const left = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: left, next: null };
  return { tabs: left, next: left[Math.min(index, left.length - 1)] ?? null };
}

/** Keeps the pinned tab and the given one. */
export function closeOthers(tabs: readonly PageTab[], key: string, pinned: string): PageTab[] {
  return tabs.filter((t) => t.key === key || t.key === pinned);
}

/** Remounts one tab's page (its state starts afresh); the other tabs are untouched. */
export function refresh(tabs: readonly PageTab[], key: string): PageTab[] {
  return tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t));
}
