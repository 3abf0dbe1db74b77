import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../runtime/services/notifier';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { useShell } from '../../runtime/shell/ShellData';
import { riskApi, type RiskQuery } from './api';
import { RISK_KEYS, RISK_ROUTES } from './contract';
import { ManualProblemDialog } from './ManualProblemDialog';
import { RiskSearch, type RiskFilters } from './RiskSearch';
import { RiskTable } from './RiskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'risk-management';

/** /riskManagement/page: the enterprise's risks with search, manual report and export (spec §2, §7). */
export default function RiskListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const manualAuth = useButtonAuth(RISK_KEYS.manual);
  const exportAuth = useButtonAuth(RISK_KEYS.export, { exportAll: true });
  const [query, setQuery] = useState<RiskQuery>({ pageNum: 1, pageSize: 20 });
  const [manual, setManual] = useState(false);
  useRefreshOnTabReturn(['risk', enterprise.id, 'page']);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['risk', enterprise.id, 'page', query], queryFn: () => riskApi.page(query), placeholderData: keepPreviousData });
  const points = useQuery({ queryKey: ['risk', enterprise.id, 'points'], queryFn: () => riskApi.points() });

  const exportAll = () =>
    notifier.confirm({ title: t('list.export'), content: t('list.exportConfirm') }).then(async (ok) => {
      if (!ok) return;
      const { pageNum: _n, pageSize: _s, ...filters } = query;
      await riskApi.exportAll(filters).catch(() => undefined);
    });

  const extra = (
    <>
      {manualAuth !== 'hide' && (
        <Button disabled={manualAuth === 'disabled'} onClick={() => setManual(true)} data-testid="risk-manual">
          {t('list.manual')}
        </Button>
      )}
      {exportAuth !== 'hide' && (
        <Button disabled={exportAuth === 'disabled'} onClick={() => void exportAll()} data-testid="risk-export">
          {t('list.export')}
        </Button>
      )}
    </>
  );

  return (
    <Card data-testid="risk-page">
      <RiskSearch points={points.data ?? []} optionsLoading={points.isPending} onSearch={(f: RiskFilters) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} extra={extra} />
      <RiskTable rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => navigate(`${RISK_ROUTES.detail}/${r.id}`)} />
      <ManualProblemDialog
        open={manual}
        points={points.data}
        submit={riskApi.raise}
        onClose={() => setManual(false)}
        onDone={() => {
          setManual(false);
          void refetch();
        }}
      />
    </Card>
  );
}
