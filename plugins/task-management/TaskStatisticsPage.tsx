import { useQuery } from '@tanstack/react-query';
import { Card, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../runtime/shell/ShellData';
import { taskApi, type TaskFilters } from './api';
import { TASK_SCOPES, type TaskScope } from './contract';
import { TaskSearch } from './TaskSearch';
import { TaskStatisticsView } from './TaskStatisticsView';

const NS = 'task-management';

/** /taskManagement/taskStatisticalPage (also from messages): the enterprise's tasks counted, with the list's filters. */
export default function TaskStatisticsPage() {
  const { t } = useTranslation(NS);
  const { enterprise } = useShell();
  const [filters, setFilters] = useState<TaskFilters & { scope: TaskScope }>({ scope: 'all' });
  const { data } = useQuery({ queryKey: ['task', enterprise.id, 'statistics', filters], queryFn: () => taskApi.statistics(filters), refetchOnMount: 'always' });
  return (
    <Card data-testid="task-statistics-page" title={t('stats.title')}>
      <Tabs
        activeKey={filters.scope}
        onChange={(scope) => setFilters({ ...filters, scope: scope as TaskScope })}
        items={TASK_SCOPES.map((s) => ({ key: s, label: t(`scope.${s}`) }))}
      />
      <TaskSearch withStatus={false} onSearch={(f) => setFilters({ ...f, scope: filters.scope })} />
      {data ? <TaskStatisticsView stats={data} /> : <Spin />}
    </Card>
  );
}
