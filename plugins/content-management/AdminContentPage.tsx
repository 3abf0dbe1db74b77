import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../runtime/common/listPagination';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { notifier } from '../../runtime/services/notifier';
import { articleApi } from './api';
import { ArticleDialog } from './ArticleDialog';
import {
  canMoveNews,
  canMoveSynopsis,
  CONTENT_KEYS as K,
  EDITABLE_NEWS,
  NEWS_STATUS,
  NEWS_STATUS_VALUES,
  type ArticleRow,
  type NewsAction,
  type SynopsisAction,
} from './contract';
import { HeadlineSearch, sameFilters, type HeadlineFilters } from './HeadlineSearch';
import { NewsStatusTag, SynopsisStatusTag } from './tags';

const NS = 'content-management';

/** One row's buttons: what the state machines allow now and the operator's keys permit. */
function ArticleActions({ row, edit, run }: { row: ArticleRow; edit: () => void; run: (confirmKey: string, action: () => Promise<unknown>) => void }) {
  const { t } = useTranslation(NS);
  const mayEdit = useAdminPermission(K.adminEdit);
  const mayPublish = useAdminPermission(K.adminPublish);
  const editable = EDITABLE_NEWS.includes(row.newsStatus);
  const news = (action: NewsAction) => run(`confirm.${action}`, () => articleApi.news(row.id, action));
  const synopsis = (action: SynopsisAction, key: string) => run(`confirm.${key}`, () => articleApi.synopsis(row.id, action));
  const button = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button key={testId} type="link" size="small" danger={danger} onClick={onClick} data-testid={testId}>
      {t(label)}
    </Button>
  );
  return (
    <Space size={0} wrap>
      {mayEdit && editable && button('article-edit', 'action.edit', edit)}
      {mayPublish && canMoveNews('publish', row.newsStatus) && button('article-publish', 'action.publish', () => news('publish'))}
      {mayPublish && canMoveNews('withdraw', row.newsStatus) && button('article-withdraw', 'action.withdraw', () => news('withdraw'), true)}
      {mayPublish && row.newsStatus === NEWS_STATUS.published && canMoveSynopsis('publish', row.synopsisStatus) &&
        button('article-synopsis-publish', 'action.publishSynopsis', () => synopsis('publish', 'publishSynopsis'))}
      {mayPublish && canMoveSynopsis('withdraw', row.synopsisStatus) && button('article-synopsis-withdraw', 'action.withdrawSynopsis', () => synopsis('withdraw', 'withdrawSynopsis'))}
      {mayEdit && editable && button('article-remove', 'action.remove', () => run('confirm.remove', () => articleApi.remove(row.id)), true)}
    </Space>
  );
}

/** Back office 内容管理: every article in any state; write, edit, publish and withdraw articles and synopses. */
export default function AdminContentPage() {
  const { t } = useTranslation(NS);
  const mayEdit = useAdminPermission(K.adminEdit);
  const list = usePagedList();
  const [filters, setFilters] = useState<HeadlineFilters & { newsStatus?: number }>({});
  const [newsStatus, setNewsStatus] = useState<number | undefined>();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const query = { ...list.paging, ...filters };
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-articles', query], queryFn: () => articleApi.page(query), placeholderData: keepPreviousData });

  const run = async (confirmKey: string, action: () => Promise<unknown>) => {
    if (!(await notifier.confirm({ title: t('field.actions'), content: t(confirmKey) }))) return;
    await action();
    notifier.toast('success', t('done'), 1);
    await refetch();
  };

  const columns: ColumnsType<ArticleRow> = [
    { title: t('field.title'), dataIndex: 'title', render: (title: string, r) => <span data-testid="article-row-title" data-id={r.id}>{title}</span> },
    { title: t('field.newsStatus'), width: 110, render: (_, r) => <NewsStatusTag status={r.newsStatus} /> },
    { title: t('field.synopsisStatus'), width: 110, render: (_, r) => <SynopsisStatusTag status={r.synopsisStatus} /> },
    { title: t('field.readCount'), dataIndex: 'readCount', width: 90 },
    { title: t('field.publishedAt'), dataIndex: 'publishedAt', width: 180, render: (v: string | null) => v ?? '—' },
    { title: t('field.updatedAt'), dataIndex: 'updatedAt', width: 180 },
    { title: t('field.createdBy'), dataIndex: 'createdByName', width: 110, render: (v: string | null) => v ?? '—' },
    {
      title: t('field.actions'),
      width: 260,
      render: (_, r) => <ArticleActions row={r} edit={() => setEditing({ id: r.id })} run={(key, action) => void run(key, action).catch(() => undefined)} />,
    },
  ];

  return (
    <Card data-testid="admin-content-page">
      <HeadlineSearch
        onSearch={(f) => {
          const next = { ...f, newsStatus };
          if (sameFilters(next, filters)) void refetch();
          setFilters(next);
          list.first();
        }}
      >
        <Select allowClear style={{ width: 140 }} placeholder={t('field.newsStatus')} value={newsStatus} onChange={setNewsStatus}
          options={NEWS_STATUS_VALUES.map((v) => ({ value: v, label: t(`news.${v}`) }))} data-testid="article-search-status" />
      </HeadlineSearch>
      {mayEdit && (
        <div style={{ margin: '12px 0' }}>
          <Button type="primary" onClick={() => setEditing({ id: null })} data-testid="article-add">
            {t('action.add')}
          </Button>
        </div>
      )}
      <Table<ArticleRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        columns={columns}
        onRow={(r) => ({ 'data-testid': 'article-row', 'data-id': r.id }) as React.HTMLAttributes<HTMLElement>}
        pagination={list.pagination(data?.total ?? 0, (n) => t('total', { total: n }))}
        data-testid="article-table"
      />
      <ArticleDialog
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notifier.toast('success', t('done'), 1);
          void refetch();
        }}
      />
    </Card>
  );
}
