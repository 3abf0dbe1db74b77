import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../app/routeGuard';
import type { ResolvedRoute, TitleSource } from '../plugins/types';
import { useShell } from '../shell/ShellData';
import { useActiveRoute } from '../shell/useActiveRoute';
import { menuAncestors } from './menuState';
import { activationState } from './pageTabs';
import { useTitle } from './useTitle';

interface Crumb {
  title: TitleSource;
  ns: string;
  path?: string;
}

function routeTrail(route: ResolvedRoute, menus: ReturnType<typeof useShell>['menus']): Crumb[] {
  if (route.trail) return route.trail;
  return menuAncestors(menus, route.path).map((m) => ({ title: m.title, ns: m.plugin, path: m.path }));
}

/** Spec §2: a home crumb unless already on the home page; then the menu trail and the page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { menus } = useShell();
  const route = useActiveRoute();
  const title = useTitle();
  if (!route) return null;
  const items: { key: string; title: React.ReactNode }[] = [];
  // Shell navigation, like the sidebar: an open page is shown as it was left.
  const link = (to: string, text: React.ReactNode) => (
    <Link to={to} state={activationState()}>
      {text}
    </Link>
  );
  if (route.path !== HOME_PATH) items.push({ key: 'home', title: link(HOME_PATH, t('layout.home')) });
  routeTrail(route, menus).forEach((crumb, index) => {
    const text = title(crumb.title, crumb.ns);
    items.push({ key: `trail-${index}`, title: crumb.path ? link(crumb.path, text) : text });
  });
  items.push({ key: 'page', title: title(route.meta.title, route.plugin) });
  return <Breadcrumb className="ec-breadcrumb" items={items} data-testid="breadcrumb" />;
}
