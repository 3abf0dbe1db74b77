import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { groupRiskApi } from './api';
import { RiskDetailView } from './RiskDetailView';

const NS = 'risk-management';

/** /managementGroup/riskManagement/detail/:id: a member enterprise's risk, read-only (no handling from the group). */
export default function GroupRiskDetailPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const { enterprise } = useShell();
  const { data, isError } = useQuery({ queryKey: ['group-risk', enterprise.id, 'detail', Number(id)], queryFn: () => groupRiskApi.detail(Number(id)), retry: false });
  if (isError) return <Empty description={t('detail.missing')} />;
  return data ? <RiskDetailView risk={data} signed /> : <Spin />;
}
