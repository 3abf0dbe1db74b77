import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGroupMembers } from '../../runtime/shell/memberScope';
import { useShell } from '../../runtime/shell/ShellData';
import { groupRiskApi, type RiskQuery } from './api';
import { RISK_ROUTES } from './contract';
import { RiskSearch } from './RiskSearch';
import { RiskTable } from './RiskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';
import { idOf } from '../../schemas/contracts/ids';

/**
 * /managementGroup/riskManagement/page (spec §2): the risks of the group's member enterprises with the
 * risk list's search and table, filtered by member (`?enterpriseId=` from the group dashboard); read-only.
 */
export default function GroupRiskPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { enterprise } = useShell();
  const members = useGroupMembers();
  const initial = { enterpriseId: idOf(params.get('enterpriseId')) };
  const [query, setQuery] = useState<RiskQuery>({ pageNum: 1, pageSize: 20, ...initial });
  useRefreshOnTabReturn(['group-risk', enterprise.id, 'page']);
  const { data, isFetching } = useQuery({ queryKey: ['group-risk', enterprise.id, 'page', query], queryFn: () => groupRiskApi.page(query), placeholderData: keepPreviousData });
  const effective = (members.data ?? []).filter((m) => m.effective);
  return (
    <Card data-testid="group-risk-page">
      <RiskSearch enterprises={effective} optionsLoading={members.isPending} initial={initial} onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, ...f })} />
      <RiskTable withEnterprise rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => navigate(`${RISK_ROUTES.groupDetail}/${r.id}`)} />
    </Card>
  );
}
