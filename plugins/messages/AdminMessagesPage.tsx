import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../runtime/common/listPagination';
import { sameFilters, TitleDateSearch } from '../../runtime/common/TitleDateSearch';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { notifier } from '../../runtime/services/notifier';
import { systemMessageApi, type SystemMessageQuery } from './api';
import { SYSTEM_MESSAGE_KEYS as K, type SystemMessageRow } from './contract';
import { SendMessageDialog } from './SendMessageDialog';

const NS = 'messages';
type Filters = Omit<SystemMessageQuery, 'pageNum' | 'pageSize'>;

/** Who a message went to, in words. */
function useAudience() {
  const { t } = useTranslation(NS);
  return (m: Pick<SystemMessageRow, 'target' | 'adminsOnly' | 'enterpriseCount'>) =>
    `${m.target === 'all' ? t('admin.audience.all') : t('admin.audience.chosen', { count: m.enterpriseCount })}${m.adminsOnly ? t('admin.audience.adminsOnly') : ''}`;
}

/** One sent message: body as stored (plain text, or HTML the server sanitised), link, enterprises, counts. */
function MessageDetail({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const audience = useAudience();
  const { data } = useQuery({ queryKey: ['admin-system-message', id], queryFn: () => systemMessageApi.detail(id), gcTime: 0 });
  if (!data) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="system-message-detail">
      <Typography.Title level={4} data-testid="system-message-detail-title">{data.title}</Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('admin.field.target')}>
          {audience(data)}
          {data.enterprises.length > 0 && <div data-testid="system-message-detail-enterprises">{data.enterprises.map((e) => e.name).join('、')}</div>}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.field.recipientCount')}><span data-testid="system-message-detail-recipients">{data.recipientCount}</span></Descriptions.Item>
        <Descriptions.Item label={t('admin.field.readCount')}><span data-testid="system-message-detail-read">{data.readCount}</span></Descriptions.Item>
        <Descriptions.Item label={t('admin.field.createdAt')}>{data.createdAt}</Descriptions.Item>
        <Descriptions.Item label={t('admin.field.createdBy')}>{data.createdByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('admin.field.link')}>{data.link ?? '—'}</Descriptions.Item>
      </Descriptions>
      {data.bodyFormat === 'html' ? (
        <div className="ec-system-message-body" data-testid="system-message-detail-body" dangerouslySetInnerHTML={{ __html: data.body }} />
      ) : (
        <div className="ec-system-message-body" data-testid="system-message-detail-body" style={{ whiteSpace: 'pre-wrap' }}>{data.body}</div>
      )}
    </Space>
  );
}

/** Back office 系统消息: sent messages with search by title and sending dates; compose and send a new one. */
export default function AdminMessagesPage() {
  const { t } = useTranslation(NS);
  const maySend = useAdminPermission(K.adminSend);
  const audience = useAudience();
  const list = usePagedList();
  const [filters, setFilters] = useState<Filters>({});
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const query = { ...list.paging, ...filters };
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-system-messages', query], queryFn: () => systemMessageApi.page(query), placeholderData: keepPreviousData });

  const search = (next: Filters) => {
    // The same search again reloads; new filters load by their own query key.
    if (sameFilters(next, filters)) void refetch();
    setFilters(next);
    list.first();
  };

  const columns: ColumnsType<SystemMessageRow> = [
    { title: t('admin.field.title'), dataIndex: 'title', render: (v: string, r) => <span data-testid="system-message-row-title" data-id={r.id}>{v}</span> },
    { title: t('admin.field.target'), width: 220, render: (_, r) => <span data-testid="system-message-row-audience">{audience(r)}</span> },
    { title: t('admin.field.recipientCount'), dataIndex: 'recipientCount', width: 100, render: (v: number) => <span data-testid="system-message-row-recipients">{v}</span> },
    { title: t('admin.field.readCount'), dataIndex: 'readCount', width: 100, render: (v: number) => <span data-testid="system-message-row-read">{v}</span> },
    { title: t('admin.field.createdAt'), dataIndex: 'createdAt', width: 180 },
    { title: t('admin.field.createdBy'), dataIndex: 'createdByName', width: 110, render: (v: string | null) => v ?? '—' },
    {
      title: t('admin.field.actions'),
      width: 90,
      render: (_, r) => <Button type="link" size="small" onClick={() => setOpened(r.id)} data-testid="system-message-open">{t('admin.detail')}</Button>,
    },
  ];

  return (
    <Card data-testid="admin-system-message-page">
      <TitleDateSearch
        onSearch={search}
        labels={{ title: t('admin.search.title'), search: t('admin.search.search'), reset: t('admin.search.reset') }}
        testIds={{ title: 'system-message-search-title', submit: 'system-message-search' }}
      />
      {maySend && (
        <div style={{ margin: '12px 0' }}>
          <Button type="primary" onClick={() => setComposing(true)} data-testid="system-message-send">{t('admin.send')}</Button>
        </div>
      )}
      <Table<SystemMessageRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        columns={columns}
        onRow={(r) => ({ 'data-testid': 'system-message-row', 'data-id': r.id }) as React.HTMLAttributes<HTMLElement>}
        pagination={list.pagination(data?.total ?? 0, (n) => t('total', { total: n }))}
      />
      <SendMessageDialog
        open={composing}
        onClose={() => setComposing(false)}
        onSent={(count) => {
          setComposing(false);
          notifier.toast('success', t('admin.sent', { count }), 2);
          void refetch();
        }}
      />
      <Drawer open={opened !== null} onClose={() => setOpened(null)} width="60%" destroyOnHidden title={t('admin.detailTitle')}>
        {opened !== null && <MessageDetail id={opened} />}
      </Drawer>
    </Card>
  );
}
