import { Drawer, Layout, Watermark } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../app/PageLoading';
import { PreviewHost } from '../files/PreviewHost';
import { isTrial } from '../shell/enterpriseChoice';
import { useShell } from '../shell/ShellData';
import { useActiveRoute } from '../shell/useActiveRoute';
import { Navbar } from './Navbar';
import { PageTabsContext } from './pageTabsContext';
import { TabPages } from './TabPages';
import { TabsBar } from './TabsBar';
import { SideMenu } from './SideMenu';
import { usePageTabs } from './usePageTabs';
import { useIsMobile } from './useIsMobile';
import { SLOTS, WidgetSlot } from './WidgetSlot';
import './layout.css';

const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;

/**
 * The signed-in frame around the pages of the open tabs (`children`: page-independent parts such as
 * the document title). The active route's meta decides what shows: hideNavbar, hideSidebar, fullScreen
 * (no sidebar, no content padding) and fixedNavbar. Below 992 px the sidebar is a drawer.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { enterprise, loaded } = useShell();
  const route = useActiveRoute();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pageTabs = usePageTabs();

  const meta = route?.meta;
  const showNavbar = !meta?.hideNavbar;
  const showSidebar = !meta?.hideSidebar && !meta?.fullScreen;
  const toggleMenu = showSidebar ? () => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c)) : undefined;

  const content = (
    <Layout.Content className={meta?.fullScreen ? 'ec-content is-full' : 'ec-content'} data-testid="content">
      <WidgetSlot name={SLOTS.contentTop} />
      {children}
      {/* Spec §4: while an enterprise switch settles, pages show the loading state. */}
      {loaded ? (
        <PageTabsContext.Provider value={pageTabs}>
          <PreviewHost>
            <TabPages tabs={pageTabs.tabs} active={pageTabs.active} />
          </PreviewHost>
        </PageTabsContext.Provider>
      ) : (
        <PageLoading />
      )}
    </Layout.Content>
  );

  return (
    <Layout className={`ec-layout${mobile ? ' is-mobile' : ''}${showNavbar && meta?.fixedNavbar ? ' has-fixed-navbar' : ''}`}>
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
        {showNavbar && !meta?.fullScreen && !mobile && <TabsBar {...pageTabs} />}
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
