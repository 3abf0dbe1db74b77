import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell/ShellData';
import { useLogout } from '../shell/useLogout';

/** Account name with a menu holding the account info and "log out" (asks 确定退出登录吗？). */
export function UserMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useShell();
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'account',
            disabled: true,
            label: (
              <div className="ec-user-card" data-testid="user-account">
                <div className="ec-user-card-name">{user.name}</div>
                <div className="ec-user-card-phone">{user.phone}</div>
                {user.roleNameList?.length ? <div className="ec-user-card-roles">{user.roleNameList.join('、')}</div> : null}
              </div>
            ),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="logout">{t('layout.logout')}</span>,
            onClick: () => void logout(),
          },
        ],
      }}
    >
      <button type="button" className="ec-user-trigger" data-testid="user-menu" aria-label={t('layout.account')}>
        <Avatar size={28} icon={<UserOutlined />} className="ec-user-avatar" />
        {!compact && <span className="ec-user-name">{user.name}</span>}
        <DownOutlined className="ec-user-caret" />
      </button>
    </Dropdown>
  );
}
