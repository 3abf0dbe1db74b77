import { describe, expect, it } from 'vitest';
import { close, closeOthers, MAX_TABS, refresh, visit, type PageTab } from '../../runtime/layout/pageTabs';

const HOME = '/moduleHome/page';
const home: PageTab = { key: HOME, search: '', version: 0 };

describe('page tabs', () => {
  it('opens one tab per page and keeps its latest query (the list state)', () => {
    let tabs = visit([home], '/a', '', HOME);
    tabs = visit(tabs, '/b', '?pageNum=2', HOME);
    tabs = visit(tabs, '/a', '?name=x', HOME);
    expect(tabs.map((t) => [t.key, t.search])).toEqual([[HOME, ''], ['/a', '?name=x'], ['/b', '?pageNum=2']]);
  });

  it('drops the oldest tabs past the limit but never the pinned home or the page being opened', () => {
    let tabs: PageTab[] = [home];
    for (let i = 0; i < MAX_TABS + 3; i += 1) tabs = visit(tabs, `/p${i}`, '', HOME);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0].key).toBe(HOME);
    expect(tabs.at(-1)?.key).toBe(`/p${MAX_TABS + 2}`);
    expect(tabs.some((t) => t.key === '/p0')).toBe(false);
  });

  it('closing the active tab shows its neighbour; closing another keeps the page', () => {
    const tabs = [home, { key: '/a', search: '?x=1', version: 0 }, { key: '/b', search: '', version: 0 }];
    expect(close(tabs, '/b', '/b').next?.key).toBe('/a');
    expect(close(tabs, '/a', '/a').next?.key).toBe('/b');
    expect(close(tabs, '/a', '/b')).toEqual({ tabs: [home, tabs[2]], next: null });
  });

  it('close others keeps home and the chosen tab; refresh bumps only its version', () => {
    const tabs = [home, { key: '/a', search: '', version: 0 }, { key: '/b', search: '', version: 0 }];
    expect(closeOthers(tabs, '/b', HOME).map((t) => t.key)).toEqual([HOME, '/b']);
    expect(refresh(tabs, '/a').map((t) => t.version)).toEqual([0, 1, 0]);
  });
});
