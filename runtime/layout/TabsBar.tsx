import { CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { matchRoute } from '../plugins/registry';
import { useShell } from '../shell/ShellData';
import type { PageTab } from './pageTabs';
import { useTitle } from './useTitle';

interface TabsBarProps {
  tabs: readonly PageTab[];
  activeKey: string;
  pinned: string;
  onClose(key: string): void;
  onCloseOthers(key: string): void;
  onRefresh(key: string): void;
}

/** The bar of opened pages: switch, close, close others, refresh (right-click or the tab's menu). */
export function TabsBar({ tabs, activeKey, pinned, onClose, onCloseOthers, onRefresh }: TabsBarProps) {
  const { t } = useTranslation();
  const { routes } = useShell();
  const title = useTitle();
  const navigate = useNavigate();

  const label = (tab: PageTab) => {
    const route = matchRoute(routes, tab.key)?.route;
    const text = route ? title(route.meta.title, route.plugin) : tab.key;
    const menu = {
      items: [
        { key: 'refresh', icon: <ReloadOutlined />, label: <span data-testid="tab-refresh">{t('layout.tabRefresh')}</span> },
        { key: 'others', icon: <ColumnWidthOutlined />, label: <span data-testid="tab-close-others">{t('layout.tabCloseOthers')}</span> },
        ...(tab.key === pinned ? [] : [{ key: 'close', icon: <CloseOutlined />, label: t('layout.tabClose') }]),
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
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) navigate(`${tab.key}${tab.search}`);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      items={tabs.map((tab) => ({ key: tab.key, label: label(tab), closable: tab.key !== pinned }))}
      tabBarExtraContent={{
        right: (
          <Dropdown
            menu={{
              items: [
                { key: 'refresh', icon: <ReloadOutlined />, label: t('layout.tabRefresh') },
                { key: 'others', icon: <ColumnWidthOutlined />, label: t('layout.tabCloseOthers') },
              ],
              onClick: ({ key }) => (key === 'refresh' ? onRefresh(activeKey) : onCloseOthers(activeKey)),
            }}
          >
            <span className="ec-page-tabs-more" data-testid="page-tabs-menu">
              <ColumnWidthOutlined />
            </span>
          </Dropdown>
        ),
      }}
      data-testid="page-tabs"
    />
  );
}
