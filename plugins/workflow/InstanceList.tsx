import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagination } from './paging';
import { useNavigate } from 'react-router';
import type { Page } from './api';
import type { InstanceRow } from './contract';
import { AuditStatusTag } from './StatusTags';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'workflow';

/** A page of instances with audit status filter; used for my applications, all instances and the back office. */
export function InstanceList(props: { queryKey: string; load(params: Record<string, unknown>): Promise<Page<InstanceRow>>; detailBase: string; toolbar?: ReactNode; testId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<{ pageNum: number; pageSize: number; keyword: string; status?: number }>({ pageNum: 1, pageSize: 20, keyword: '' });
  const params = { pageNum: query.pageNum, pageSize: query.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.status ? { status: query.status } : {}) };
  useRefreshOnTabReturn(['workflow', props.queryKey]);
  const { data, isFetching } = useQuery({ queryKey: ['workflow', props.queryKey, params], queryFn: () => props.load(params), placeholderData: keepPreviousData });
  return (
    <Card data-testid={props.testId}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('list.auditStatus')}
          value={query.status}
          onChange={(status) => setQuery({ ...query, pageNum: 1, status })}
          options={[1, 2, 3].map((s) => ({ value: s, label: t(`auditStatus.${s}`) }))}
        />
        <Input.Search allowClear maxLength={20} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => setQuery({ ...query, pageNum: 1, keyword: v.trim() })} placeholder={t('list.keyword')} enterButton={t('list.search')} />
        {props.toolbar}
      </Space>
      <Table<InstanceRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid={`${props.testId}-table`}
        pagination={pagination(t, query, setQuery, data?.total)}
        columns={[
          { title: t('list.title'), dataIndex: 'title' },
          { title: t('list.process'), dataIndex: 'processName' },
          { title: t('list.starter'), render: (_, r) => r.starterName ?? '—' },
          { title: t('list.auditStatus'), render: (_, r) => <AuditStatusTag status={r.status} /> },
          { title: t('list.currentTasks'), render: (_, r) => r.currentTasks ?? '—' },
          { title: t('list.createdAt'), dataIndex: 'createdAt' },
          {
            title: t('list.actions'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => navigate(`${props.detailBase}/${r.id}`)} data-testid="instance-open">
                {t('list.view')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
