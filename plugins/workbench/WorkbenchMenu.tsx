import { AppstoreOutlined, CarryOutOutlined, AuditOutlined, SendOutlined, BulbOutlined, TeamOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { accessibleItems, type WorkbenchItem } from './items';

const NS = 'workbench';

const ICONS: Record<WorkbenchItem['key'], ReactNode> = {
  tasks: <CarryOutOutlined />,
  approvals: <AuditOutlined />,
  issues: <SendOutlined />,
  suggestions: <BulbOutlined />,
  userPermission: <TeamOutlined />,
};

/** Navbar "personal workbench" dropdown (spec §2): lists only the pages the user can open; none → nothing. */
export default function WorkbenchMenu() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { routes, canOpen } = useShell();
  const items = accessibleItems(routes, canOpen);
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map((item) => ({
          key: item.path,
          icon: ICONS[item.key],
          label: <span data-testid={`workbench-item-${item.key}`}>{t(`item.${item.key}`)}</span>,
        })),
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button type="text" className="ec-navbar-icon" icon={<AppstoreOutlined />} data-testid="workbench">
        <span className="ec-navbar-text">{t('title')}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
