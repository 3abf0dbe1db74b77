import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeNameDialog } from './ChangeNameDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChangePhoneDialog } from './ChangePhoneDialog';
import './personal-center.css';

type Dialog = 'name' | 'phone' | 'password' | null;

const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

function Row({ icon, label, value, action }: { icon: ReactNode; label: string; value: ReactNode; action: ReactNode }) {
  return (
    <div className="ec-pc-row">
      <span className="ec-pc-row-icon">{icon}</span>
      <span className="ec-pc-row-label">{label}</span>
      <span className="ec-pc-row-value">{value}</span>
      <span className="ec-pc-row-action">{action}</span>
    </div>
  );
}

export interface AccountUser {
  name: string;
  phone: string;
  roleNameList?: string[] | null;
}

/**
 * The account with name, phone and password changes (spec §2 Personal pages), in the area the page
 * provides through AccountAreaContext (enterprise users or the operations back office).
 */
export function AccountInfo({ user }: { user: AccountUser }) {
  const { t } = useTranslation('personal-center');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const edit = (which: Exclude<Dialog, null>) => (
    <Button type="link" onClick={() => setDialog(which)} data-testid={`edit-${which}`}>
      {t('userInfo.edit')}
    </Button>
  );

  return (
    <div className="ec-pc-page" data-testid="user-info-page">
      <Card className="ec-pc-card">
        <div className="ec-pc-head">
          <Avatar size={64} icon={<UserOutlined />} className="ec-pc-avatar" />
          <div>
            <div className="ec-pc-name" data-testid="user-info-name">
              {user.name}
            </div>
            <div className="ec-pc-roles">
              {(user.roleNameList ?? []).map((role) => (
                <Tag key={role} color="green">
                  {role}
                </Tag>
              ))}
            </div>
          </div>
        </div>
        <div className="ec-pc-subtitle">{t('userInfo.subtitle')}</div>
        <Row icon={<UserOutlined />} label={t('userInfo.name')} value={user.name} action={edit('name')} />
        <Row
          icon={<MobileOutlined />}
          label={t('userInfo.phone')}
          value={<span data-testid="user-info-phone">{maskPhone(user.phone)}</span>}
          action={edit('phone')}
        />
        <Row icon={<LockOutlined />} label={t('userInfo.password')} value={<span className="ec-pc-muted">••••••••</span>} action={edit('password')} />
      </Card>
      <ChangeNameDialog open={dialog === 'name'} current={user.name} onClose={close} />
      <ChangePhoneDialog open={dialog === 'phone'} phone={user.phone} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} phone={user.phone} onClose={close} />
    </div>
  );
}
