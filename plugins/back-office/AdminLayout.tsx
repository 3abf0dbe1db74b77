import {
  ApartmentOutlined,
  BankOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  LogoutOutlined,
  MessageOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../runtime/common/LanguageSwitch';
import { Logo } from '../../runtime/common/Logo';
import { useDocumentTitle } from '../../runtime/common/useDocumentTitle';
import { notifier } from '../../runtime/services/notifier';
import { COPYRIGHT_FROM, settings } from '../../runtime/settings';
import { ADMIN_LOGIN_PATH, adminSignOut } from './adminHttp';
import { useAdmin } from './adminContext';
import { BACK_OFFICE_NS } from './locales';

const ENTRIES = [
  { key: 'dashboard', icon: <DashboardOutlined /> },
  { key: 'enterprises', icon: <BankOutlined /> },
  { key: 'users', icon: <TeamOutlined /> },
  { key: 'roles', icon: <ApartmentOutlined /> },
  { key: 'editions', icon: <TagsOutlined /> },
  { key: 'sms', icon: <MessageOutlined /> },
  { key: 'login-log', icon: <FileSearchOutlined /> },
] as const;

const MENU_TITLE: Record<(typeof ENTRIES)[number]['key'], string> = {
  dashboard: 'menu.dashboard',
  enterprises: 'menu.enterprises',
  users: 'menu.users',
  roles: 'menu.roles',
  editions: 'menu.editions',
  sms: 'menu.sms',
  'login-log': 'menu.loginLog',
};

/** The back office frame: title 运营后台, side menu, user menu; no enterprise selector (no enterprise header). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { t: rt } = useTranslation();
  const admin = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname.split('/')[2] ?? 'dashboard';
  const entry = ENTRIES.find((e) => e.key === current);
  const appTitle = rt(settings.adminAppTitleKey);
  useDocumentTitle(entry ? (entry.key === 'dashboard' ? rt(settings.dashboardTitleKey) : t(MENU_TITLE[entry.key])) : appTitle);

  const logout = async () => {
    if (!(await notifier.confirm({ title: t('logout'), content: t('logoutConfirm') }))) return;
    await adminSignOut();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Layout className="ec-admin" data-testid="admin-layout">
      <Layout.Sider width={216} theme="dark" className="ec-admin-sider">
        <div className="ec-admin-brand" onClick={() => navigate('/admin/dashboard')} data-testid="admin-title">
          <Logo size={28} />
          <span>{appTitle}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[current]}
          onClick={({ key }) => navigate(`/admin/${key}`)}
          items={ENTRIES.map((e) => ({
            key: e.key,
            icon: e.icon,
            label: <span data-testid={`admin-menu-${e.key}`}>{e.key === 'dashboard' ? rt(settings.dashboardTitleKey) : t(MENU_TITLE[e.key])}</span>,
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ec-admin-header">
          <span className="ec-admin-page-title">{entry ? (entry.key === 'dashboard' ? rt(settings.dashboardTitleKey) : t(MENU_TITLE[entry.key])) : ''}</span>
          <div className="ec-admin-header-right">
            <LanguageSwitch compact />
            <Dropdown
              menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="admin-logout">{t('logout')}</span>, onClick: () => void logout() }] }}
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
