import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagination } from './paging';
import { useNavigate } from 'react-router';
import { clientApi, type WorkflowApi } from './api';
import type { TaskRow } from './contract';
import { ExamineStatusTag } from './StatusTags';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'workflow';

/**
 * My approvals (spec §2 /system-examine/page): examine status 0 pending / 1 completed. A row opens the
 * detail at `${detailBase}/:instanceId`. Used by the back office too (its platform approvals).
 */
export function TaskList({ api, detailBase, extra }: { api: WorkflowApi; detailBase: string; extra?: React.ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [examineStatus, setExamineStatus] = useState<0 | 1>(0);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, keyword: '' });
  const params = { examineStatus, pageNum: query.pageNum, pageSize: query.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}) };
  useRefreshOnTabReturn(['workflow', api.area, 'tasks']);
  const { data, isFetching } = useQuery({ queryKey: ['workflow', api.area, 'tasks', params], queryFn: () => api.tasks(params), placeholderData: keepPreviousData });
  return (
    <Card data-testid="examine-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented
          value={examineStatus}
          onChange={(v) => {
            setExamineStatus(v as 0 | 1);
            setQuery({ ...query, pageNum: 1 });
          }}
          options={[{ value: 0, label: t('examineStatus.0') }, { value: 1, label: t('examineStatus.1') }]}
          data-testid="examine-status"
        />
        <Input.Search allowClear maxLength={20} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => setQuery({ ...query, pageNum: 1, keyword: v.trim() })} placeholder={t('list.keyword')} enterButton={t('list.search')} />
        {extra}
      </Space>
      <Table<TaskRow>
        rowKey="taskId"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="examine-table"
        pagination={pagination(t, query, setQuery, data?.total)}
        columns={[
          { title: t('list.title'), dataIndex: 'title' },
          { title: t('list.taskName'), dataIndex: 'taskName' },
          { title: t('list.starter'), render: (_, r) => r.starterName ?? '—' },
          { title: t('list.status'), render: (_, r) => <ExamineStatusTag status={r.examineStatus} outcome={r.outcome} /> },
          { title: t('list.dueAt'), render: (_, r) => r.dueAt ?? '—' },
          { title: examineStatus === 0 ? t('list.createdAt') : t('list.completedAt'), render: (_, r) => (examineStatus === 0 ? r.createdAt : r.completedAt) },
          {
            title: t('list.actions'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => navigate(`${detailBase}/${r.instanceId}`)} data-testid="examine-open">
                {examineStatus === 0 ? t('list.handle') : t('list.view')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /system-examine/page; my own applications are one click away (the workbench lists approvals only). */
export default function ExaminePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const mine = (
    <Button onClick={() => navigate('/system-application/page')} data-testid="examine-my-applications">
      {t('menu.application')}
    </Button>
  );
  return <TaskList api={clientApi} detailBase="/system-examine/system-examine-detail" extra={mine} />;
}
