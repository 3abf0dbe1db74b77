import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../runtime/services/http';
import { isTrial } from '../../runtime/shell/enterpriseChoice';
import { useShell } from '../../runtime/shell/ShellData';
import { archiveApi } from './api';

const NS = 'enterprise-archive';

/** Spec §1: trial-edition pages say the data is sample data and give the contact phone (watermark: AppLayout). */
export function TrialNote() {
  const { t } = useTranslation(NS);
  const { enterprise } = useShell();
  const trial = isTrial(enterprise);
  const { data } = useQuery({
    queryKey: ['trialNote'],
    queryFn: () => http.get<{ phone: string }>(archiveApi.trialNote, { silent: true }),
    enabled: trial,
    staleTime: Infinity,
  });
  if (!trial) return null;
  return (
    <Alert
      className="ec-trial-note"
      data-testid="trial-note"
      type="warning"
      showIcon
      banner
      message={
        <span>
          {t('trialNote')}
          {data?.phone ? <span className="ec-trial-phone">（{t('trialContact', { phone: data.phone })}）</span> : null}
        </span>
      }
    />
  );
}
