import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../app/routeGuard';
import { EllipsisText } from '../common/EllipsisText';
import type { ResolvedMenu, ResolvedRoute, TitleSource } from '../plugins/types';
import { useShell } from '../shell/ShellData';
import { useActiveRoute } from '../shell/useActiveRoute';
import { menuAncestors, menuEntry } from './menuState';
import { activationState } from './pageTabs';
import { useTitle } from './useTitle';

interface Crumb {
  title: TitleSource;
  ns: string;
  path?: string;
}

type Menus = ReturnType<typeof useShell>['menus'];

const asCrumbs = (list: readonly ResolvedMenu[]): Crumb[] => list.map((m) => ({ title: m.title, ns: m.plugin, path: m.path }));

/**
 * The levels above a page: its own trail (module screens), else the menus above its menu entry; a page
 * without one (a detail page) sits below the page it borrows its permission from, e.g.
 * 首页 / 在线监测 / 实时监测 / 监测详情.
 */
function routeTrail(route: ResolvedRoute, menus: Menus): Crumb[] {
  if (route.trail) return route.trail;
  if (menuEntry(menus, route.path) || !route.meta.permissionFrom) return asCrumbs(menuAncestors(menus, route.path));
  const parent = menuEntry(menus, route.meta.permissionFrom);
  return parent ? asCrumbs([...menuAncestors(menus, parent.path!), parent]) : [];
}

/** Spec §2: no breadcrumb on the home page itself; elsewhere home, the levels above, and the page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { menus } = useShell();
  const route = useActiveRoute();
  const title = useTitle();
  if (!route || route.path === HOME_PATH) return null;
  // One line: a long title ends with an ellipsis and shows whole in a tooltip, never wraps or clips.
  const crumb = (text: string, to?: string) => {
    const label = <EllipsisText text={text} className="ec-crumb-text" />;
    // Shell navigation, like the sidebar: an open page is shown as it was left.
    return to ? (
      <Link to={to} state={activationState()}>
        {label}
      </Link>
    ) : (
      label
    );
  };
  const items: { key: string; title: React.ReactNode }[] = [{ key: 'home', title: crumb(t('layout.home'), HOME_PATH) }];
  routeTrail(route, menus).forEach((c, index) => items.push({ key: `trail-${index}`, title: crumb(title(c.title, c.ns), c.path) }));
  items.push({ key: 'page', title: crumb(title(route.meta.title, route.plugin)) });
  return <Breadcrumb className="ec-breadcrumb" items={items} data-testid="breadcrumb" />;
}
