import { IdcardOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Navbar entry (slot navbar.user) to the personal centre pages. */
export default function PersonalCenterEntry() {
  const { t } = useTranslation('personal-center');
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'info', icon: <IdcardOutlined />, label: <span data-testid="personal-center-info">{t('entryInfo')}</span>, onClick: () => navigate('/system/user-info') },
          {
            key: 'certification',
            icon: <SafetyCertificateOutlined />,
            label: <span data-testid="personal-center-certification">{t('entryCertification')}</span>,
            onClick: () => navigate('/system/enterprise-certification'),
          },
        ],
      }}
    >
      <Button type="text" icon={<UserOutlined />} data-testid="personal-center-entry" aria-label={t('entry')} className="ec-pc-entry">
        <span className="ec-navbar-text">{t('entry')}</span>
      </Button>
    </Dropdown>
  );
}
