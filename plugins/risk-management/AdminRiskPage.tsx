import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { adminRiskApi, type RiskQuery } from './api';
import { RISK_KEYS } from './contract';
import { ManualProblemDialog } from './ManualProblemDialog';
import { RiskDetailView } from './RiskDetailView';
import { RiskSearch } from './RiskSearch';
import { RiskTable } from './RiskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'risk-management';

function AdminRiskDetail({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const { data, isError } = useQuery({ queryKey: ['admin-risk', 'detail', id], queryFn: () => adminRiskApi.detail(id), retry: false });
  if (isError) return <Empty description={t('detail.missing')} />;
  return data ? <RiskDetailView risk={data} signed /> : <Spin />;
}

/** Back office 风险管理: every enterprise's risks (read only), and issuing a problem to an enterprise. */
export default function AdminRiskPage() {
  const { t } = useTranslation(NS);
  // The back office has no client shell: its operator's keys decide (useButtonAuth would throw here).
  const mayIssue = useAdminPermission(RISK_KEYS.adminIssue);
  const [query, setQuery] = useState<RiskQuery>({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  useRefreshOnTabReturn(['admin-risk', 'page']);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-risk', 'page', query], queryFn: () => adminRiskApi.page(query), placeholderData: keepPreviousData });
  const enterprises = useQuery({ queryKey: ['admin-risk', 'enterprises'], queryFn: () => adminRiskApi.enterprises() });
  const extra = !mayIssue ? null : (
      <Button type="primary" onClick={() => setIssuing(true)} data-testid="admin-risk-issue">
        {t('manual.issue')}
      </Button>
    );
  return (
    <Card data-testid="admin-risk-page">
      <RiskSearch enterprises={enterprises.data ?? []} optionsLoading={enterprises.isPending} onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} extra={extra} />
      <RiskTable withEnterprise rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => setOpen(r.id)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} width="80%" destroyOnHidden title={t('detail.title')}>
        {open !== null && <AdminRiskDetail id={open} />}
      </Drawer>
      <ManualProblemDialog
        open={issuing}
        enterprises={enterprises.data ?? []}
        submit={(body) => adminRiskApi.issue({ ...body, enterpriseId: body.enterpriseId! })}
        onClose={() => setIssuing(false)}
        onDone={() => {
          setIssuing(false);
          void refetch();
        }}
      />
    </Card>
  );
}
