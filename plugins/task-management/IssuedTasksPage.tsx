import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../runtime/services/notifier';
import type { IssuerApi, TaskFilters, TaskQuery } from './api';
import { IssuedTaskDetail } from './IssuedTaskDetail';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskSearch } from './TaskSearch';
import { TaskStatisticsView } from './TaskStatisticsView';
import { TaskTable } from './TaskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'task-management';

function IssuedStatistics({ api, filters }: { api: IssuerApi; filters: TaskFilters }) {
  const { data } = useQuery({ queryKey: [api.key, 'statistics', filters], queryFn: () => api.statistics(filters), refetchOnMount: 'always' });
  return data ? <TaskStatisticsView stats={data} /> : <Spin />;
}

export type IssuedTab = 'list' | 'statistics';

/**
 * Tasks issued to whole enterprises: the back office's 任务管理 (any enterprise) and a management group's
 * taskManagement (its members) — issue, follow (state, feedback, terminate), count. The caller gives the
 * issuer's calls, the enterprises it may issue to, and whether the user may issue.
 */
export function IssuedTasksPage({
  api,
  enterprises,
  mayIssue,
  initialTab = 'list',
  detailPath,
  testId,
}: {
  api: IssuerApi;
  enterprises: { id: number; name: string }[] | undefined;
  mayIssue: boolean;
  initialTab?: IssuedTab;
  /** Where a task opens (a page of its own); without it, in a drawer over the list. */
  detailPath?: (id: number) => string;
  testId: string;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<IssuedTab>(initialTab);
  const [query, setQuery] = useState<TaskQuery>({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  useRefreshOnTabReturn([api.key]);
  const { data, isFetching, refetch } = useQuery({ queryKey: [api.key, 'page', query], queryFn: () => api.page(query), placeholderData: keepPreviousData });
  const { pageNum: _n, pageSize: _s, ...filters } = query;
  const extra = mayIssue ? (
    <Button type="primary" onClick={() => setIssuing(true)} data-testid="admin-task-issue">
      {t('list.add')}
    </Button>
  ) : null;
  return (
    <Card data-testid={testId}>
      <TaskSearch enterprises={enterprises} onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} extra={extra} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as IssuedTab)}
        items={[
          { key: 'list', label: t('menu.adminList'), children: <TaskTable withEnterprise rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => (detailPath ? navigate(detailPath(r.id)) : setOpen(r.id))} /> },
          { key: 'statistics', label: <span data-testid="admin-task-statistics-tab">{t('stats.title')}</span>, children: tab === 'statistics' ? <IssuedStatistics api={api} filters={filters} /> : null },
        ]}
      />
      <Drawer open={open !== null} onClose={() => { setOpen(null); void refetch(); }} width="80%" destroyOnHidden title={t('detail.title')}>
        {open !== null && <IssuedTaskDetail id={open} api={api} />}
      </Drawer>
      <TaskFormDialog
        open={issuing}
        title={t('form.title')}
        enterprises={enterprises ?? []}
        attachmentWidget={api.attachmentWidget}
        submit={(v) => api.create({ title: v.title, body: v.body, level: v.level, deadline: v.deadline, attachments: v.attachments ?? [], enterpriseIds: v.enterpriseIds ?? [] })}
        onClose={() => setIssuing(false)}
        onDone={() => {
          notifier.toast('success', t('form.created'), 1);
          setIssuing(false);
          void refetch();
        }}
      />
    </Card>
  );
}
