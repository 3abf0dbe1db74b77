import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { riskApi } from './api';
import { RiskActions } from './RiskActions';
import { RiskDetailView } from './RiskDetailView';

const NS = 'risk-management';

/** /riskManagement/detail/:id, and the same risk from messages (riskDetailPage) and my issues. */
export default function RiskDetailPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const { enterprise } = useShell();
  const queryClient = useQueryClient();
  const key = ['risk', enterprise.id, 'detail', Number(id)];
  // Fetched again whenever the page opens: the risk's state moves elsewhere too (an approval decided on
  // the approvals screen, the detection job), and a cached copy would offer actions it no longer allows.
  const { data, isError } = useQuery({ queryKey: key, queryFn: () => riskApi.detail(Number(id)), retry: false, refetchOnMount: 'always' });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;
  return <RiskDetailView risk={data} actions={<RiskActions risk={data} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['risk', enterprise.id] })} />} />;
}
