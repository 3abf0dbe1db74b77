import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const AUDIT_COLORS: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'success', 4: 'default' };

/** Audit status of spec §4: 1 pending review, 2 rejected, 3 passed (4 cancelled). */
export function AuditStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('workflow');
  return (
    <Tag color={AUDIT_COLORS[status]} data-testid="audit-status" data-status={status}>
      {t(`auditStatus.${status}`)}
    </Tag>
  );
}

/** Examine status of spec §4: 0 pending, 1 completed (with the decision); 2 withdrawn by the engine. */
export function ExamineStatusTag({ status, outcome }: { status: number; outcome: string | null }) {
  const { t } = useTranslation('workflow');
  if (status === 0) return <Tag color="processing">{t('examineStatus.0')}</Tag>;
  if (status === 2) return <Tag>{t('examineStatus.2')}</Tag>;
  return <Tag color={outcome === 'rejected' ? 'error' : 'success'}>{`${t('examineStatus.1')} · ${t(`outcome.${outcome ?? 'approved'}`)}`}</Tag>;
}
