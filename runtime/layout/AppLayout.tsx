import { Drawer, Layout, Watermark } from 'antd';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../app/routeGuard';
import { isTrial } from '../shell/enterpriseChoice';
import { queryClient } from '../shell/queryClient';
import { useShell } from '../shell/ShellData';
import { useActiveRoute } from '../shell/useActiveRoute';
import { Navbar } from './Navbar';
import { close, closeOthers, refresh, visit, type PageTab } from './pageTabs';
import { TabsBar } from './TabsBar';
import { SideMenu } from './SideMenu';
import { useIsMobile } from './useIsMobile';
import { SLOTS, WidgetSlot } from './WidgetSlot';
import './layout.css';

const SHELL_QUERIES = new Set(['plugins', 'enterprises', 'userInfo', 'modules', 'routerList', 'menuTree', 'dictionaries']);
const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;

/**
 * The signed-in frame. The active route's meta decides what shows: hideNavbar, hideSidebar,
 * fullScreen (no sidebar, no content padding) and fixedNavbar. Below 992 px the sidebar is a drawer.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { enterprise } = useShell();
  const route = useActiveRoute();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<PageTab[]>([]);
  // A tab per opened page; another enterprise starts a fresh set (its pages and permissions differ).
  useEffect(() => setTabs([{ key: HOME_PATH, search: '', version: 0 }]), [enterprise.id]);
  useEffect(() => {
    if (route) setTabs((current) => visit(current, pathname, search, HOME_PATH));
  }, [route, pathname, search]);
  const activeTab = tabs.find((tab) => tab.key === pathname);

  const meta = route?.meta;
  const showNavbar = !meta?.hideNavbar;
  const showSidebar = !meta?.hideSidebar && !meta?.fullScreen;
  const toggleMenu = showSidebar ? () => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c)) : undefined;

  const content = (
    <Layout.Content className={meta?.fullScreen ? 'ec-content is-full' : 'ec-content'} data-testid="content">
      <WidgetSlot name={SLOTS.contentTop} />
      {/* "Refresh" on a tab remounts its page. */}
      <Fragment key={activeTab?.version ?? 0}>{children}</Fragment>
    </Layout.Content>
  );

  return (
    <Layout className={`ec-layout${mobile ? ' is-mobile' : ''}`}>
      {showNavbar && <Navbar mobile={mobile} fixed={meta?.fixedNavbar} onToggleMenu={toggleMenu} menuCollapsed={collapsed} />}
      <Layout className="ec-body">
        {showSidebar && !mobile && (
          <Layout.Sider
            className="ec-sider"
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            data-testid="sidebar"
          >
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        {showSidebar && mobile && (
          <Drawer
            placement="left"
            width={SIDER_WIDTH + 40}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('layout.menu')}
            styles={{ body: { padding: 8 } }}
            data-testid="sidebar-drawer"
          >
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <div className="ec-main">
        {showNavbar && !meta?.fullScreen && !mobile && tabs.length > 0 && (
          <TabsBar
            tabs={tabs}
            activeKey={pathname}
            pinned={HOME_PATH}
            onClose={(key) => {
              const result = close(tabs, key, pathname);
              setTabs(result.tabs);
              if (result.next) navigate(`${result.next.key}${result.next.search}`);
            }}
            onCloseOthers={(key) => {
              setTabs(closeOthers(tabs, key, HOME_PATH));
              if (key !== pathname) navigate(key);
            }}
            onRefresh={(key) => {
              setTabs(refresh(tabs, key));
              // The page's own data is read again; the shell's (menus, user, enterprises) stays.
              void queryClient.invalidateQueries({ predicate: (q) => !SHELL_QUERIES.has(String(q.queryKey[0])) });
              if (key !== pathname) navigate(key);
            }}
          />
        )}
        {isTrial(enterprise) ? (
          <Watermark content={t('layout.trialWatermark')} className="ec-watermark">
            {content}
          </Watermark>
        ) : (
          content
        )}
        </div>
      </Layout>
    </Layout>
  );
}
