import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Segmented, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { riskApi, type RiskNotice } from './api';
import { RISK_ROUTES } from './contract';
import { usePagination } from './RiskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'risk-management';

interface Query {
  pageNum: number;
  pageSize: number;
  readStatus?: number;
  keyword?: string;
  beginDate?: string;
  endDate?: string;
}

/** /riskManagement/riskNotice: the risk alerts sent in the enterprise, to whom, and whether they were read. */
export default function RiskNoticePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const pagination = usePagination();
  const [query, setQuery] = useState<Query>({ pageNum: 1, pageSize: 20 });
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  useRefreshOnTabReturn(['risk', enterprise.id, 'notices']);
  const { data, isFetching } = useQuery({ queryKey: ['risk', enterprise.id, 'notices', query], queryFn: () => riskApi.notices(query), placeholderData: keepPreviousData });
  const search = () => setQuery({ ...query, pageNum: 1, keyword: keyword.trim() || undefined, beginDate: range?.[0]?.format('YYYY-MM-DD'), endDate: range?.[1]?.format('YYYY-MM-DD') });
  return (
    <Card data-testid="risk-notice-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={query.readStatus ?? 'all'}
          onChange={(v) => setQuery({ ...query, pageNum: 1, readStatus: v === 'all' ? undefined : Number(v) })}
          options={[{ value: 'all', label: t('list.all') }, { value: 0, label: t('notice.unread') }, { value: 1, label: t('notice.readDone') }]}
        />
        <Input allowClear maxLength={20} style={{ width: 180 }} placeholder={t('notice.title')} value={keyword} onChange={(e) => setKeyword(e.target.value)} onPressEnter={search} />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        <Button type="primary" onClick={search}>
          {t('list.search')}
        </Button>
      </Space>
      <Table<RiskNotice>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="risk-notice-table"
        pagination={pagination(query, setQuery, data?.total)}
        columns={[
          { title: t('notice.title'), dataIndex: 'title' },
          { title: t('notice.user'), dataIndex: 'userName' },
          { title: t('notice.read'), render: (_, n) => (n.read ? <Tag color="green">{t('notice.readDone')}</Tag> : <Tag>{t('notice.unread')}</Tag>) },
          { title: t('notice.readAt'), render: (_, n) => n.readAt ?? '—' },
          { title: t('notice.createdAt'), dataIndex: 'createdAt' },
          {
            title: t('list.actions'),
            render: (_, n) =>
              n.riskId === null ? null : (
                <Button type="link" size="small" onClick={() => navigate(`${RISK_ROUTES.detail}/${n.riskId}`)}>
                  {t('notice.open')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
