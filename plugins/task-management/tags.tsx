import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from './contract';

const NS = 'task-management';
const STATUS_COLORS: Record<number, string> = { [-1]: 'default', 0: 'gold', 1: 'processing', 2: 'green', 3: 'default' };
const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

export function TaskStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="task-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function TaskLevelTag({ level }: { level: number }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={LEVEL_COLORS[level]} data-testid="task-level" data-level={level}>
      {t(`level.${level}`)}
    </Tag>
  );
}

export function OverdueTag({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation(NS);
  return overdue ? (
    <Tag color="red" data-testid="task-overdue">
      {t('list.overdue')}
    </Tag>
  ) : null;
}

/** Who issued a task as lists and details show it: the back office, the issuing group, or the colleague. */
export function issuerLabel(t: TFunction, r: Pick<TaskRow, 'issuerArea' | 'issuerName' | 'issuerGroupName'>): string {
  if (r.issuerArea === 'admin') return t('list.backOffice');
  if (r.issuerArea === 'group') return r.issuerGroupName ?? t('list.group');
  return r.issuerName ?? '—';
}
