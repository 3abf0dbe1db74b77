import { Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TabActiveContext } from '../common/tabReturn';
import { matchRoute } from '../plugins/registry';
import { ShellRoutes } from '../shell/RouteView';
import { useShell } from '../shell/ShellData';
import type { PageTab } from './pageTabs';
import { useTabScroll } from './useTabScroll';

/** Shows `node` in `host` while active. Rendered before the page so the page mounts attached. */
function Attach({ host, node, active }: { host: HTMLElement; node: HTMLElement; active: boolean }) {
  useLayoutEffect(() => {
    if (!active) return undefined;
    host.appendChild(node);
    return () => node.remove();
  }, [host, node, active]);
  return null;
}

/**
 * One tab's page, rendered through a portal into its own element. The element sits in the content
 * area only while the tab is active: an inactive page keeps its React state and its DOM (typed input,
 * scroll inside it) but is not in the document, so it cannot be clicked, found by test ids or by
 * document queries, and its ids do not clash with the active page's.
 */
function KeptPage({ host, active, children }: { host: HTMLElement; active: boolean; children: ReactNode }) {
  const [node] = useState(() => {
    const element = document.createElement('div');
    element.className = 'ec-tab-page';
    return element;
  });
  return (
    <>
      <Attach host={host} node={node} active={active} />
      {createPortal(<TabActiveContext.Provider value={active}>{children}</TabActiveContext.Provider>, node)}
    </>
  );
}

/**
 * The pages of the open tabs (keep-alive). Each renders with its tab's own location, so an inactive
 * page neither sees nor reacts to the active location; "refresh" (a new version) remounts only that
 * tab. A route with `keepAlive: false` is unmounted while its tab is inactive. `active` null (a path
 * without a route) renders the live routes, i.e. the not-found page.
 */
export function TabPages({ tabs, active }: { tabs: readonly PageTab[]; active: string | null }) {
  const { routes } = useShell();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  // A tab never shown yet (module home, pinned from the start) mounts when first shown.
  const keepsAlive = (tab: PageTab) => matchRoute(routes, tab.key)?.route.meta.keepAlive !== false;
  const kept = tabs.filter((tab) => tab.key === active || (tab.used > 0 && keepsAlive(tab)));
  // Scroll per shown page: a kept page is the same page at every visit (key and version); a page not
  // kept alive is mounted afresh at each visit (`used` tells the visits apart).
  const shown = tabs.find((tab) => tab.key === active);
  useTabScroll(shown ? `${shown.key}@${shown.version}${keepsAlive(shown) ? '' : `#${shown.used}`}` : null);
  return (
    <>
      <div ref={setHost} className="ec-tab-pages" />
      {host &&
        kept.map((tab) => (
          <KeptPage key={tab.key} host={host} active={tab.key === active}>
            <Fragment key={tab.version}>
              <ShellRoutes location={tab.location} />
            </Fragment>
          </KeptPage>
        ))}
      {active === null && <ShellRoutes />}
    </>
  );
}
