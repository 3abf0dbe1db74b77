import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../app/routeGuard';
import { activationState } from './pageTabs';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { Logo } from '../common/Logo';
import { Breadcrumbs } from './Breadcrumbs';
import { EnterpriseSelector } from './EnterpriseSelector';
import { UserMenu } from './UserMenu';
import { SLOTS, WidgetSlot } from './WidgetSlot';

interface NavbarProps {
  mobile: boolean;
  fixed?: boolean;
  /** Absent when the page has no sidebar to toggle. */
  onToggleMenu?: () => void;
  menuCollapsed?: boolean;
}

/**
 * Top bar of spec §2: logo (to module home), breadcrumb, enterprise selector, plugin slots
 * (customer service, messages, workbench), language switch and the user menu.
 */
export function Navbar({ mobile, fixed, onToggleMenu, menuCollapsed }: NavbarProps) {
  const { t } = useTranslation();
  return (
    <Layout.Header className={`ec-navbar${fixed ? ' is-fixed' : ''}`} data-testid="navbar">
      <div className="ec-navbar-left">
        {onToggleMenu && (
          <Button
            type="text"
            className="ec-navbar-toggle"
            icon={mobile || menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
            aria-label={t(mobile || menuCollapsed ? 'layout.expand' : 'layout.collapse')}
            data-testid="sidebar-toggle"
          />
        )}
        <Link to={HOME_PATH} state={activationState()} className="ec-navbar-logo" data-testid="navbar-logo">
          <Logo size={28} />
          {!mobile && <span className="ec-navbar-title">{t('app.title')}</span>}
        </Link>
        {!mobile && <Breadcrumbs />}
      </div>
      <div className="ec-navbar-right">
        <EnterpriseSelector compact={mobile} />
        <WidgetSlot name={SLOTS.navbarCustomerService} />
        <WidgetSlot name={SLOTS.navbarMessages} />
        <WidgetSlot name={SLOTS.navbarWorkbench} />
        <LanguageSwitch compact={mobile} />
        <WidgetSlot name={SLOTS.navbarUser} />
        <UserMenu compact={mobile} />
      </div>
    </Layout.Header>
  );
}
