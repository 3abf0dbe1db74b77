import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { riskApi } from './api';
import { RISK_KEYS, RISK_ROUTES, type RiskRow } from './contract';
import { ManualProblemDialog } from './ManualProblemDialog';
import { usePagination } from './RiskTable';
import { IssueStatusTag, RiskLevelTag } from './tags';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'risk-management';

/**
 * /system-issue/page (my issues): the problems I raised, with the issue status of spec §4 (0 not
 * released while open, 1 handled, 2 ignored). A row opens the problem; raising one is a click away.
 */
export default function IssuesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise, permissions } = useShell();
  const pagination = usePagination();
  const [query, setQuery] = useState<{ pageNum: number; pageSize: number; status?: number; keyword?: string }>({ pageNum: 1, pageSize: 20 });
  const [keyword, setKeyword] = useState('');
  const [raising, setRaising] = useState(false);
  useRefreshOnTabReturn(['risk', enterprise.id, 'issues']);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['risk', enterprise.id, 'issues', query], queryFn: () => riskApi.issues(query), placeholderData: keepPreviousData });
  const points = useQuery({ queryKey: ['risk', enterprise.id, 'points'], queryFn: () => riskApi.points(), enabled: raising });
  return (
    <Card data-testid="issues-page" title={t('issues.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={query.status ?? 'all'}
          onChange={(v) => setQuery({ ...query, pageNum: 1, status: v === 'all' ? undefined : Number(v) })}
          options={[{ value: 'all', label: t('list.all') }, ...[0, 1, 2].map((s) => ({ value: s, label: t(`issueStatus.${s}`) }))]}
          data-testid="issues-status"
        />
        <Input.Search allowClear maxLength={20} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => setQuery({ ...query, pageNum: 1, keyword: v.trim() || undefined })} placeholder={t('list.keyword')} enterButton={t('list.search')} />
        {permissions.has(RISK_KEYS.manual) && (
          <Button type="primary" onClick={() => setRaising(true)} data-testid="issues-raise">
            {t('list.manual')}
          </Button>
        )}
      </Space>
      <Table<RiskRow & { issueStatus: number }>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="issues-table"
        pagination={pagination(query, setQuery, data?.total)}
        columns={[
          { title: t('manual.name'), dataIndex: 'title' },
          { title: t('list.level'), render: (_, r) => <RiskLevelTag level={r.level} /> },
          { title: t('issues.status'), render: (_, r) => <IssueStatusTag status={r.issueStatus} /> },
          { title: t('list.point'), render: (_, r) => r.pointName ?? '—' },
          { title: t('list.createdAt'), dataIndex: 'createdAt' },
          {
            title: t('list.actions'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => navigate(`${RISK_ROUTES.issueDetail}/${r.id}`)} data-testid="issue-open">
                {t('issues.view')}
              </Button>
            ),
          },
        ]}
      />
      <ManualProblemDialog
        open={raising}
        points={points.data}
        submit={riskApi.raise}
        onClose={() => setRaising(false)}
        onDone={() => {
          setRaising(false);
          void refetch();
        }}
      />
    </Card>
  );
}
