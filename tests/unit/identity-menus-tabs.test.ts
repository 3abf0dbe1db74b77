import { describe, expect, it } from 'vitest';
import {
  activationState,
  close,
  closeOthers,
  homeTab,
  MAX_TABS,
  refresh,
  visit,
  type PageTab,
  type TabLocation,
  type VisitContext,
} from '../../runtime/layout/pageTabs';

const HOME = '/moduleHome/page';
let keys = 0;

function at(href: string, state: unknown = null): TabLocation {
  const [pathname, search = ''] = href.split('?');
  keys += 1;
  return { pathname, search: search ? `?${search}` : '', hash: '', state, key: `k${keys}` };
}

/** Folds navigations in the way the layout does, tracking the active tab. */
function navigate(tabs: PageTab[], steps: { href: string; state?: unknown }[], active: string | null = null) {
  let current = tabs;
  let activeKey = active;
  for (const step of steps) {
    const location = at(step.href, step.state ?? null);
    const context: VisitContext = { pinned: HOME, activeKey };
    current = visit(current, location, context);
    activeKey = location.pathname;
  }
  return current;
}

const byKey = (tabs: PageTab[], key: string) => tabs.find((t) => t.key === key)!;

describe('page tabs', () => {
  it('opens one tab per page and keeps its latest location (the list state)', () => {
    const tabs = navigate([homeTab(HOME)], [{ href: '/a' }, { href: '/b?pageNum=2' }, { href: '/a?name=x', state: activationState() }]);
    expect(tabs.map((t) => [t.key, t.location.search])).toEqual([[HOME, ''], ['/a', '?name=x'], ['/b', '?pageNum=2']]);
  });

  it('shows a page as it was left from the shell (tab bar, sidebar), and afresh from any other navigation', () => {
    const opened = navigate([homeTab(HOME)], [{ href: '/list' }, { href: '/list/add', state: { back: '/list?x=1' } }, { href: '/list' }]);
    // The list's own "add" link to the open add tab starts a new form…
    const viaLink = navigate(opened, [{ href: '/list/add' }], '/list');
    expect(byKey(viaLink, '/list/add').version).toBe(byKey(opened, '/list/add').version + 1);
    // …while the tab bar keeps it, with the state the page was opened with (not the tab bar's marker).
    const viaTab = navigate(opened, [{ href: '/list/add', state: activationState() }], '/list');
    expect(byKey(viaTab, '/list/add').version).toBe(byKey(opened, '/list/add').version);
    expect(byKey(viaTab, '/list/add').location.state).toEqual({ back: '/list?x=1' });
    // A page changing its own URL (search, paging) is not a new page.
    const ownUrl = navigate(opened, [{ href: '/list?pageNum=3' }], '/list');
    expect(byKey(ownUrl, '/list').version).toBe(byKey(opened, '/list').version);
    expect(byKey(ownUrl, '/list').location.search).toBe('?pageNum=3');
  });

  it('closes the least recently shown tab past the limit, never the pinned home or the page being opened', () => {
    let tabs = navigate([homeTab(HOME)], Array.from({ length: MAX_TABS - 1 }, (_, i) => ({ href: `/p${i}` })));
    expect(tabs).toHaveLength(MAX_TABS);
    // /p0 is the oldest opened, but it is shown again, so /p1 is now the least recently shown.
    tabs = navigate(tabs, [{ href: '/p0', state: activationState() }, { href: '/new' }], `/p${MAX_TABS - 2}`);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs.map((t) => t.key)).toContain(HOME);
    expect(tabs.map((t) => t.key)).toContain('/p0');
    expect(tabs.map((t) => t.key)).not.toContain('/p1');
    expect(tabs.at(-1)?.key).toBe('/new');
  });

  it('closing the active tab shows its neighbour; closing another keeps the page', () => {
    const tabs = navigate([homeTab(HOME)], [{ href: '/a?x=1' }, { href: '/b' }]);
    expect(close(tabs, '/b', '/b').next?.key).toBe('/a');
    expect(close(tabs, '/a', '/a').next?.key).toBe('/b');
    expect(close(tabs, '/a', '/b')).toEqual({ tabs: [tabs[0], tabs[2]], next: null });
  });

  it('close others keeps home and the chosen tab; refresh remounts only that tab', () => {
    const tabs = navigate([homeTab(HOME)], [{ href: '/a' }, { href: '/b' }]);
    expect(closeOthers(tabs, '/b', HOME).map((t) => t.key)).toEqual([HOME, '/b']);
    expect(refresh(tabs, '/a').map((t) => t.version)).toEqual([0, 1, 0]);
  });
});
