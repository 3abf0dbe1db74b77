import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../runtime/common/LanguageSwitch';
import { Logo } from '../../runtime/common/Logo';
import { useDocumentTitle } from '../../runtime/common/useDocumentTitle';
import { menuIcon } from '../../runtime/layout/icons';
import type { Registry } from '../../runtime/plugins/registry';
import type { ResolvedMenu } from '../../runtime/plugins/types';
import { notifier } from '../../runtime/services/notifier';
import { COPYRIGHT_FROM, settings } from '../../runtime/settings';
import { ADMIN_LOGIN_PATH, adminSignOut } from './adminHttp';
import { useAdmin } from './adminContext';
import { BACK_OFFICE_NS } from './locales';

/** The entries an operator may open, depth first (the back office's sidebar is one level today). */
function permitted(menus: readonly ResolvedMenu[], held: readonly string[]): ResolvedMenu[] {
  return menus.flatMap((m) => {
    if (m.permission && !held.includes(m.permission)) return [];
    const children = permitted(m.children ?? [], held);
    return m.path ? [{ ...m, children: children.length ? children : undefined }] : children;
  });
}

/** The entry of the page at `pathname`: its own, else the one whose path is its longest prefix. */
function entryOf(entries: readonly ResolvedMenu[], pathname: string): ResolvedMenu | undefined {
  const under = entries.filter((e) => e.path && (pathname === e.path || pathname.startsWith(`${e.path}/`)));
  return under.sort((a, b) => (b.path as string).length - (a.path as string).length)[0];
}

/** The menu key of a path: the last segment, as the tests and bookmarks know it (admin-menu-<segment>). */
function segmentOf(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

/** The back office frame: title 运营后台, side menu, user menu; no enterprise selector (no enterprise header). */
export function AdminLayout({ registry, children }: { registry: Registry; children: ReactNode }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { t: rt } = useTranslation();
  const admin = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const entries = permitted(registry.adminMenus, admin.permissions);
  // Account pages other plugins contribute: in the user menu, not the side menu.
  const userPages = registry.adminRoutes.filter((r) => r.meta.userMenu);
  // A page below an entry (an enterprise's screens under its picker page, a record's detail) keeps the entry lit.
  const entry = entryOf(entries, location.pathname);
  const userPage = userPages.find((r) => r.path === location.pathname);
  // Spec §3 settings: the dashboard's title is the configured one (控制台).
  const titleOf = (m: ResolvedMenu) => (m.key === 'admin-dashboard' ? rt(settings.dashboardTitleKey) : rt(`${m.plugin}:${String(m.title)}`));
  const appTitle = rt(settings.adminAppTitleKey);
  const pageTitle = entry ? titleOf(entry) : userPage ? rt(`${userPage.plugin}:${String(userPage.meta.title)}`) : '';
  useDocumentTitle(pageTitle || appTitle);

  const logout = async () => {
    if (!(await notifier.confirm({ title: t('logout'), content: t('logoutConfirm') }))) return;
    await adminSignOut();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Layout className="ec-admin" data-testid="admin-layout">
      <Layout.Sider width={216} theme="dark" className="ec-admin-sider">
        <div className="ec-admin-brand" onClick={() => navigate(entries[0]?.path ?? '/admin/dashboard')} data-testid="admin-title">
          <Logo size={28} />
          <span>{appTitle}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={entry?.path ? [entry.path] : []}
          onClick={({ key }) => navigate(key)}
          items={entries.map((e) => ({
            key: e.path as string,
            icon: menuIcon(e.icon),
            label: <span data-testid={`admin-menu-${segmentOf(e.path as string)}`}>{titleOf(e)}</span>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ec-admin-header">
          <span className="ec-admin-page-title">{pageTitle}</span>
          <div className="ec-admin-header-right">
            <LanguageSwitch compact />
            <Dropdown
              menu={{
                items: [
                  ...userPages.map((r) => ({
                    key: r.path,
                    icon: <UserOutlined />,
                    label: <span data-testid={`admin-user-menu-${segmentOf(r.path)}`}>{rt(`${r.plugin}:${String(r.meta.title)}`)}</span>,
                    onClick: () => navigate(r.path),
                  })),
                  { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="admin-logout">{t('logout')}</span>, onClick: () => void logout() },
                ],
              }}
              placement="bottomRight"
            >
              <span className="ec-admin-user" data-testid="admin-user-menu">
                <Avatar size="small" icon={<UserOutlined />} />
                <span>{admin.name}</span>
              </span>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className="ec-admin-content">{children}</Layout.Content>
        <Layout.Footer className="ec-admin-footer">{rt('app.copyright', { from: COPYRIGHT_FROM, to: new Date().getFullYear() })}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
