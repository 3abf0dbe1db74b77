import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ResolvedMenu } from '../plugins/types';
import { useShell } from '../shell/ShellData';
import { menuIcon } from './icons';
import { selectedMenu } from './menuState';
import { activationState } from './pageTabs';
import { useTitle } from './useTitle';

type MenuItem = Required<MenuProps>['items'][number];

/** The sidebar tree: registry menus the user may see, module groups expanded into their modules. */
export function SideMenu({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { menus } = useShell();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = useTitle();

  const { items, paths } = useMemo(() => {
    const byKey = new Map<string, string>();
    const toItems = (list: readonly ResolvedMenu[], depth: number): MenuItem[] =>
      list.map((menu) => {
        if (menu.path) byKey.set(menu.key, menu.path);
        const label = <span data-testid={`menu-${menu.key}`}>{title(menu.title, menu.plugin)}</span>;
        const icon = depth === 0 ? menuIcon(menu.icon) : undefined;
        return menu.children?.length
          ? { key: menu.key, icon, label, children: toItems(menu.children, depth + 1) }
          : { key: menu.key, icon, label };
      });
    return { items: toItems(menus, 0), paths: byKey };
  }, [menus, title]);

  const selection = useMemo(() => selectedMenu(menus, pathname), [menus, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection?.ancestors ?? []);
  useEffect(() => {
    // Opening the branch of the current page must not close what the user opened by hand.
    // Unchanged keys keep the same array, so the menu does not render again for nothing.
    if (selection) setOpenKeys((keys) => (selection.ancestors.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...selection.ancestors])]));
  }, [selection]);

  return (
    <Menu
      className="ec-side-menu"
      mode="inline"
      items={items}
      selectedKeys={selection ? [selection.key] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      inlineCollapsed={collapsed}
      // An expanded menu shows no title tooltips anyway, but antd still wraps every item in one (a
      // Trigger each, rendered twice as it mounts); only the collapsed sidebar needs them.
      _internalDisableMenuItemTitleTooltip={!collapsed}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (!path) return;
        // An open page is shown as it was left (tab keep-alive).
        navigate(path, { state: activationState() });
        onNavigate?.();
      }}
      data-testid="side-menu"
    />
  );
}
