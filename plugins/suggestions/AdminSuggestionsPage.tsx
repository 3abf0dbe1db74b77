import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Form, Input, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryPagination } from '../../runtime/common/listPagination';
import { useClickLock } from '../../runtime/common/useClickLock';
import { notifier } from '../../runtime/services/notifier';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { adminSuggestApi, type SuggestionQuery } from './api';
import { REPLY_STATUS, SUGGEST_KEYS, SUGGEST_LIMITS, type SuggestionRow } from './contract';
import { ReplyStatusTag } from './ReplyStatusTag';
import { StatusFilter } from './StatusFilter';
import { SuggestionView } from './SuggestionView';

const NS = 'suggestions';

/** One suggestion in the drawer, with the reply form while it awaits one and the user may reply. */
function AdminSuggestion({ id, onReplied }: { id: number; onReplied: () => void }) {
  const { t } = useTranslation(NS);
  const mayReply = useAdminPermission(SUGGEST_KEYS.adminReply);
  const [form] = Form.useForm<{ reply: string }>();
  const { locked, guard } = useClickLock();
  const { data, isError, refetch } = useQuery({ queryKey: ['admin-suggest', 'detail', id], queryFn: () => adminSuggestApi.detail(id), retry: false });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;
  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await adminSuggestApi.reply(id, values.reply.trim());
      notifier.toast('success', t('reply.done'), 1);
      await refetch();
      onReplied();
    } catch {
      /* the request layer showed the error */
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <SuggestionView suggestion={data} signed />
      {data.replyStatus === REPLY_STATUS.awaiting && mayReply && (
        <Form form={form} layout="vertical" data-testid="suggestion-reply-form">
          <Form.Item name="reply" label={t('reply.content')} rules={[{ required: true, whitespace: true, message: t('reply.required') }]}>
            <Input.TextArea rows={4} maxLength={SUGGEST_LIMITS.reply} showCount data-testid="suggestion-reply-input" />
          </Form.Item>
          <Button type="primary" disabled={locked} onClick={guard(() => send())} data-testid="suggestion-reply-send">
            {t('list.reply')}
          </Button>
        </Form>
      )}
    </Space>
  );
}

/** Back office 意见建议: every enterprise's suggestions, newest first; a suggestion opens in a drawer to be answered. */
export default function AdminSuggestionsPage() {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState<SuggestionQuery>({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-suggest', 'page', query], queryFn: () => adminSuggestApi.page(query), placeholderData: keepPreviousData });
  return (
    <Card data-testid="admin-suggest-page" title={t('menu.admin')}>
      <StatusFilter query={query} setQuery={setQuery} />
      <Table<SuggestionRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="admin-suggest-table"
        pagination={queryPagination(query, setQuery, data?.total, (n) => t('list.total', { total: n }))}
        columns={[
          { title: t('list.enterprise'), dataIndex: 'enterpriseName', width: 200 },
          { title: t('list.user'), dataIndex: 'userName', width: 100 },
          { title: t('list.content'), render: (_, r) => <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 420 }}>{r.content}</Typography.Text> },
          { title: t('list.status'), width: 110, render: (_, r) => <ReplyStatusTag status={r.replyStatus} /> },
          { title: t('list.createdAt'), dataIndex: 'createdAt', width: 180 },
          {
            title: t('list.actions'),
            width: 90,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid="admin-suggest-open">
                {r.replyStatus === REPLY_STATUS.awaiting ? t('list.reply') : t('list.view')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} width="60%" destroyOnHidden title={t('detail.title')}>
        {open !== null && <AdminSuggestion id={open} onReplied={() => void refetch()} />}
      </Drawer>
    </Card>
  );
}
