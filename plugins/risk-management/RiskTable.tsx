import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { queryPagination, type PageQuery } from '../../runtime/common/listPagination';
import type { RiskRow } from './contract';
import { RiskLevelTag, RiskStatusTag } from './tags';

const NS = 'risk-management';

export type { PageQuery };

/** The platform's list pagination (runtime/common/listPagination: sizes, total, jumper) bound to a page query. */
export function usePagination() {
  const { t } = useTranslation(NS);
  return <Q extends PageQuery>(query: Q, setQuery: (q: Q) => void, total: number | undefined) => queryPagination(query, setQuery, total, (n) => t('list.total', { total: n }));
}

/** The risk list's table (client and back office); `open` shows a risk. */
export function RiskTable<Q extends PageQuery>(props: {
  rows: RiskRow[] | undefined;
  total: number | undefined;
  loading: boolean;
  query: Q;
  setQuery: (q: Q) => void;
  open: (row: RiskRow) => void;
  withEnterprise?: boolean;
}) {
  const { t } = useTranslation(NS);
  const pagination = usePagination();
  const columns: ColumnsType<RiskRow> = [
    ...(props.withEnterprise ? [{ title: t('list.enterprise'), dataIndex: 'enterpriseName' }] : []),
    { title: t('list.title'), dataIndex: 'title', render: (title: string, r) => <span data-testid="risk-title" data-id={r.id}>{title}</span> },
    { title: t('list.level'), render: (_, r) => <RiskLevelTag level={r.level} /> },
    { title: t('list.status'), render: (_, r) => <RiskStatusTag status={r.status} /> },
    { title: t('list.source'), render: (_, r) => t(`source.${r.source}`) },
    { title: t('list.point'), render: (_, r) => r.pointName ?? '—' },
    { title: t('list.factor'), render: (_, r) => r.factorName ?? r.factorCode ?? '—' },
    { title: t('list.beginTime'), dataIndex: 'beginTime' },
    { title: t('list.createdAt'), dataIndex: 'createdAt' },
    {
      title: t('list.actions'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => props.open(r)} data-testid="risk-open">
          {t('list.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<RiskRow>
      rowKey="id"
      size="middle"
      loading={props.loading}
      dataSource={props.rows}
      columns={columns}
      data-testid="risk-table"
      onRow={(r) => ({ 'data-testid': 'risk-row', 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>}
      pagination={pagination(props.query, props.setQuery, props.total)}
    />
  );
}
