import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const NS = 'risk-management';
const STATUS_COLORS = ['default', 'green', 'default', 'processing', 'red'];
const LEVEL_COLORS = ['', 'blue', 'orange', 'red'];

export function RiskStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="risk-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function IssueStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="issue-status" data-status={status}>
      {t(`issueStatus.${status}`)}
    </Tag>
  );
}

export function RiskLevelTag({ level }: { level: number }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={LEVEL_COLORS[level]} data-testid="risk-level">
      {t(`level.${level}`)}
    </Tag>
  );
}
