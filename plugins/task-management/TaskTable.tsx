import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { queryPagination, type PageQuery } from '../../runtime/common/listPagination';
import type { TaskRow } from './contract';
import { issuerLabel, OverdueTag, TaskLevelTag, TaskStatusTag } from './tags';

const NS = 'task-management';

/** The task lists' table (task list, my tasks, back office); `open` shows a task. */
export function TaskTable<Q extends PageQuery>(props: {
  rows: TaskRow[] | undefined;
  total: number | undefined;
  loading: boolean;
  query: Q;
  setQuery: (q: Q) => void;
  open: (row: TaskRow) => void;
  withEnterprise?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { query, setQuery } = props;
  const columns: ColumnsType<TaskRow> = [
    ...(props.withEnterprise ? [{ title: t('list.enterprise'), dataIndex: 'enterpriseName' }] : []),
    { title: t('list.title'), dataIndex: 'title', render: (title: string, r) => <span data-testid="task-title" data-id={r.id}>{title}</span> },
    { title: t('list.level'), render: (_, r) => <TaskLevelTag level={r.level} /> },
    { title: t('list.status'), render: (_, r) => (<><TaskStatusTag status={r.status} /><OverdueTag overdue={r.overdue} /></>) },
    { title: t('list.issuer'), render: (_, r) => <span data-testid="task-issuer">{issuerLabel(t, r)}</span> },
    { title: t('list.assignee'), render: (_, r) => <span data-testid="task-assignee">{r.assigneeName ?? t('list.wholeEnterprise')}</span> },
    { title: t('list.deadlineCol'), dataIndex: 'deadline' },
    { title: t('list.createdAt'), dataIndex: 'createdAt' },
    {
      title: t('list.actions'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => props.open(r)} data-testid="task-open">
          {t('list.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<TaskRow>
      rowKey="id"
      size="middle"
      loading={props.loading}
      dataSource={props.rows}
      columns={columns}
      data-testid="task-table"
      onRow={(r) => ({ 'data-testid': 'task-row', 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>}
      pagination={queryPagination(query, setQuery, props.total, (n) => t('list.total', { total: n }))}
    />
  );
}
