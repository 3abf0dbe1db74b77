import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryPagination } from '../../runtime/common/listPagination';
import { useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { suggestApi, type SuggestionQuery } from './api';
import { SUGGEST_ROUTES, type SuggestionRow } from './contract';
import { ReplyStatusTag } from './ReplyStatusTag';
import { StatusFilter } from './StatusFilter';
import { SuggestionDialog } from './SuggestionDialog';

const NS = 'suggestions';

/** /system-suggest/page: my suggestions in this enterprise with their reply status; writing one is a click away. */
export default function SuggestionsPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const [query, setQuery] = useState<SuggestionQuery>({ pageNum: 1, pageSize: 20 });
  const [writing, setWriting] = useState(false);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['suggestions', enterprise.id, query], queryFn: () => suggestApi.page(query), placeholderData: keepPreviousData });
  const add = (
    <Button type="primary" onClick={() => setWriting(true)} data-testid="suggestion-add">
      {t('list.add')}
    </Button>
  );
  return (
    <Card data-testid="suggestions-page" title={t('list.title')}>
      <StatusFilter query={query} setQuery={setQuery} extra={add} />
      <Table<SuggestionRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="suggestions-table"
        pagination={queryPagination(query, setQuery, data?.total, (n) => t('list.total', { total: n }))}
        columns={[
          { title: t('list.content'), render: (_, r) => <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 480 }}>{r.content}</Typography.Text> },
          { title: t('list.status'), width: 120, render: (_, r) => <ReplyStatusTag status={r.replyStatus} /> },
          { title: t('list.createdAt'), dataIndex: 'createdAt', width: 180 },
          { title: t('list.repliedAt'), width: 180, render: (_, r) => r.repliedAt ?? '—' },
          {
            title: t('list.actions'),
            width: 100,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => navigate(`${SUGGEST_ROUTES.detail}/${r.id}`)} data-testid="suggestion-open">
                {t('list.view')}
              </Button>
            ),
          },
        ]}
      />
      <SuggestionDialog
        open={writing}
        onClose={() => setWriting(false)}
        onDone={() => {
          setWriting(false);
          void refetch();
        }}
      />
    </Card>
  );
}
