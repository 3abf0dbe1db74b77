import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { notifier } from '../../runtime/services/notifier';
import { adminTaskApi, type TaskFilters, type TaskQuery } from './api';
import { AdminTaskDetail } from './AdminTaskDetail';
import { TASK_KEYS } from './contract';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskSearch } from './TaskSearch';
import { TaskStatisticsView } from './TaskStatisticsView';
import { TaskTable } from './TaskTable';

const NS = 'task-management';

function AdminStatistics({ filters }: { filters: TaskFilters }) {
  const { data } = useQuery({ queryKey: ['admin-task', 'statistics', filters], queryFn: () => adminTaskApi.statistics(filters), refetchOnMount: 'always' });
  return data ? <TaskStatisticsView stats={data} /> : <Spin />;
}

/** Back office 任务管理: issue tasks to enterprises, follow them (state, feedback), count them. */
export default function AdminTaskPage() {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<'list' | 'statistics'>('list');
  const [query, setQuery] = useState<TaskQuery>({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-task', 'page', query], queryFn: () => adminTaskApi.page(query), placeholderData: keepPreviousData });
  const enterprises = useQuery({ queryKey: ['admin-task', 'enterprises'], queryFn: () => adminTaskApi.enterprises() });
  const { pageNum: _n, pageSize: _s, ...filters } = query;
  // The operator's own keys (the client shell's useButtonAuth does not exist in the back office).
  const mayIssue = useAdminPermission(TASK_KEYS.adminIssue);
  const extra = mayIssue ? (
    <Button type="primary" onClick={() => setIssuing(true)} data-testid="admin-task-issue">
      {t('list.add')}
    </Button>
  ) : null;
  return (
    <Card data-testid="admin-task-page">
      <TaskSearch enterprises={enterprises.data} onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} extra={extra} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'list' | 'statistics')}
        items={[
          { key: 'list', label: t('menu.adminList'), children: <TaskTable withEnterprise rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => setOpen(r.id)} /> },
          { key: 'statistics', label: <span data-testid="admin-task-statistics-tab">{t('stats.title')}</span>, children: tab === 'statistics' ? <AdminStatistics filters={filters} /> : null },
        ]}
      />
      <Drawer open={open !== null} onClose={() => { setOpen(null); void refetch(); }} width="80%" destroyOnHidden title={t('detail.title')}>
        {open !== null && <AdminTaskDetail id={open} />}
      </Drawer>
      <TaskFormDialog
        open={issuing}
        title={t('form.title')}
        enterprises={enterprises.data ?? []}
        submit={(v) => adminTaskApi.create({ title: v.title, body: v.body, level: v.level, deadline: v.deadline, enterpriseIds: v.enterpriseIds ?? [] })}
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
