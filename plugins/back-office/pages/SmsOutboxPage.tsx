import { Alert, Card, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { usePaged } from './usePaged';

interface OutboxRow {
  id: number;
  phone: string;
  purpose: string;
  text: string;
  createdAt: string;
}

/** The SMS outbox (messages of the default 'outbox' provider), served by the SMS work's API. */
export default function SmsOutboxPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const list = usePaged<OutboxRow>('adminSmsOutbox', adminPaths.smsOutbox);
  return (
    <Card data-testid="admin-sms">
      {list.query.isError && <Alert type="warning" showIcon message={t('sms.unavailable')} style={{ marginBottom: 16 }} />}
      <div className="ec-admin-toolbar">
        <Input.Search allowClear maxLength={11} style={{ width: 240 }} placeholder={t('sms.phone')} enterButton={t('common.search')} onSearch={(phone) => list.search({ phone: phone.trim() || undefined })} />
      </div>
      <Table<OutboxRow>
        rowKey="id"
        size="middle"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination((total) => t('common.total', { total }))}
        columns={[
          { title: t('sms.createdAt'), dataIndex: 'createdAt', width: 180 },
          { title: t('sms.phone'), dataIndex: 'phone', width: 140 },
          { title: t('sms.purpose'), dataIndex: 'purpose', width: 140 },
          { title: t('sms.text'), dataIndex: 'text' },
        ]}
      />
    </Card>
  );
}
