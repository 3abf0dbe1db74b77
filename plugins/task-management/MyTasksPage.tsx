import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { taskApi, type TaskQuery } from './api';
import { TASK_ROUTES } from './contract';
import { TaskSearch } from './TaskSearch';
import { TaskTable } from './TaskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'task-management';

/** Personal centre /system-task/page (spec §7 task/list/my): the tasks given to me, and my enterprise's from the back office when I handle those. */
export default function MyTasksPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const [query, setQuery] = useState<TaskQuery>({ pageNum: 1, pageSize: 10 });
  useRefreshOnTabReturn(['task', enterprise.id, 'my']);
  const { data, isFetching } = useQuery({ queryKey: ['task', enterprise.id, 'my', query], queryFn: () => taskApi.my(query), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  return (
    <Card data-testid="my-tasks-page">
      <Typography.Title level={4}>{t('my.title')}</Typography.Title>
      <TaskSearch onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} />
      <TaskTable rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => navigate(`${TASK_ROUTES.myDetail}/${r.id}`)} />
    </Card>
  );
}
