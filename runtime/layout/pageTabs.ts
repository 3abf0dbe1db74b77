/**
 * The tab bar's list of opened pages (pure; unit-tested). One tab per pathname; its `search` keeps the
 * page's URL state (list filters, page, sort), so going back to a tab restores where the user was.
 */
export interface PageTab {
  /** The pathname: one tab per page. */
  key: string;
  search: string;
  /** Bumped by "refresh": the page is mounted anew. */
  version: number;
}

export const MAX_TABS = 20;

/** Opens (or updates) the tab of a location; the oldest unpinned tab goes when there are too many. */
export function visit(tabs: readonly PageTab[], pathname: string, search: string, pinned: string): PageTab[] {
  const existing = tabs.find((t) => t.key === pathname);
  if (existing) return existing.search === search ? [...tabs] : tabs.map((t) => (t.key === pathname ? { ...t, search } : t));
  const next = [...tabs, { key: pathname, search, version: 0 }];
  const overflow = next.length - MAX_TABS;
  if (overflow <= 0) return next;
  const removable = next.filter((t) => t.key !== pinned && t.key !== pathname).slice(0, overflow).map((t) => t.key);
  return next.filter((t) => !removable.includes(t.key));
}

/** Closes a tab; returns the tabs left and, when the closed tab was active, the neighbour to show. */
export function close(tabs: readonly PageTab[], key: string, activeKey: string): { tabs: PageTab[]; next: PageTab | null } {
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

export function refresh(tabs: readonly PageTab[], key: string): PageTab[] {
  return tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t));
}
