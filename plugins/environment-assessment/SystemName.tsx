import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssessmentSummary } from './contract';
import { NS } from './settings/shared';

/** The system of an assessment, marked when it is the management group's rather than the enterprise's own. */
export function SystemName({ assessment }: { assessment: Pick<AssessmentSummary, 'systemName' | 'systemOwnerId' | 'enterpriseId'> }) {
  const { t } = useTranslation(NS);
  if (assessment.systemOwnerId === assessment.enterpriseId) return <>{assessment.systemName}</>;
  return (
    <Space size={4}>
      {assessment.systemName}
      <Tag color="geekblue" data-testid="group-system-tag">{t('list.groupSystem')}</Tag>
    </Space>
  );
}
