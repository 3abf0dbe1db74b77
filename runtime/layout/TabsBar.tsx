import { CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '../plugins/registry';
import { useShell } from '../shell/ShellData';
import type { PageTab } from './pageTabs';
import type { PageTabs } from './usePageTabs';
import { useTitle } from './useTitle';

/**
 * The bar of opened pages: switch (the page is shown as it was left), close, close others, refresh
 * (right-click a tab, or the menu at the end for the active tab).
 */
export function TabsBar({ tabs, active, pinned, show, close: onClose, closeOthers: onCloseOthers, refresh: onRefresh }: PageTabs) {
  const { t } = useTranslation();
  const { routes } = useShell();
  const title = useTitle();
  if (tabs.length === 0) return null;
  const activeKey = active ?? '';

  const label = (tab: PageTab) => {
    const route = matchRoute(routes, tab.key)?.route;
    const text = route ? title(route.meta.title, route.plugin) : tab.key;
    const menu = {
      items: [
        { key: 'refresh', icon: <ReloadOutlined />, label: <span data-testid="tab-refresh">{t('layout.tabRefresh')}</span> },
        { key: 'others', icon: <ColumnWidthOutlined />, label: <span data-testid="tab-close-others">{t('layout.tabCloseOthers')}</span> },
        ...(tab.key === pinned ? [] : [{ key: 'close', icon: <CloseOutlined />, label: <span data-testid="tab-close">{t('layout.tabClose')}</span> }]),
      ],
      onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation(): void } }) => {
        domEvent.stopPropagation();
        if (key === 'refresh') onRefresh(tab.key);
        else if (key === 'others') onCloseOthers(tab.key);
        else onClose(tab.key);
      },
    };
    return (
      <Dropdown menu={menu} trigger={['contextMenu']}>
        <span data-testid={`page-tab-${tab.key}`}>{text}</span>
      </Dropdown>
    );
  };

  return (
    <Tabs
      className="ec-page-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={show}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      items={tabs.map((tab) => ({ key: tab.key, label: label(tab), closable: tab.key !== pinned }))}
      tabBarExtraContent={{
        right: (
          // Opened by a click, not by hovering: touch screens cannot hover, and a hover menu closes as
          // soon as the pointer drifts over the tabs next to it.
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'refresh', icon: <ReloadOutlined />, label: <span data-testid="tabs-menu-refresh">{t('layout.tabRefresh')}</span> },
                { key: 'others', icon: <ColumnWidthOutlined />, label: <span data-testid="tabs-menu-close-others">{t('layout.tabCloseOthers')}</span> },
              ],
              onClick: ({ key }) => {
                if (!active) return;
                if (key === 'refresh') onRefresh(active);
                else onCloseOthers(active);
              },
            }}
          >
            <span className="ec-page-tabs-more" role="button" tabIndex={0} aria-label={t('layout.tabMenu')} data-testid="page-tabs-menu">
              <ColumnWidthOutlined />
            </span>
          </Dropdown>
        ),
      }}
      data-testid="page-tabs"
    />
  );
}
