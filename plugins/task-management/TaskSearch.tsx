import { Button, DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFilters } from './api';
import { TASK_LEVELS, TASK_STATUS_VALUES } from './contract';

const NS = 'task-management';

/**
 * The task list's search bar (spec §5: inputs trimmed and capped at 20 characters): keyword, state,
 * level, deadline range (and the enterprise in the back office).
 */
export function TaskSearch(props: { onSearch: (f: TaskFilters) => void; enterprises?: { id: number; name: string }[]; extra?: ReactNode; withStatus?: boolean }) {
  const { t } = useTranslation(NS);
  const [f, setF] = useState<TaskFilters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const set = (patch: TaskFilters) => setF((old) => ({ ...old, ...patch }));
  const submit = (next: TaskFilters = f, dates = range) =>
    props.onSearch({ ...next, keyword: next.keyword?.trim() || undefined, deadlineBegin: dates?.[0]?.format('YYYY-MM-DD'), deadlineEnd: dates?.[1]?.format('YYYY-MM-DD') });
  const options = (values: readonly number[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="task-search">
      <Input allowClear maxLength={20} style={{ width: 180 }} placeholder={t('list.keyword')} value={f.keyword} onChange={(e) => set({ keyword: e.target.value })} onPressEnter={() => submit()} data-testid="task-search-keyword" />
      {props.withStatus !== false && (
        <Select allowClear style={{ width: 120 }} placeholder={t('list.status')} value={f.status} onChange={(status) => set({ status })} options={options(TASK_STATUS_VALUES, 'status')} data-testid="task-search-status" />
      )}
      <Select allowClear style={{ width: 120 }} placeholder={t('list.level')} value={f.level} onChange={(level) => set({ level })} options={options(TASK_LEVELS, 'level')} data-testid="task-search-level" />
      {props.enterprises && (
        <Select allowClear showSearch optionFilterProp="label" style={{ width: 220 }} placeholder={t('list.enterprise')} value={f.enterpriseId} onChange={(enterpriseId) => set({ enterpriseId })}
          options={props.enterprises.map((e) => ({ value: e.id, label: e.name }))} data-testid="task-search-enterprise" />
      )}
      <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} placeholder={t('list.deadline', { returnObjects: true }) as [string, string]} data-testid="task-search-deadline" />
      <Button type="primary" onClick={() => submit()} data-testid="task-search-submit">
        {t('list.search')}
      </Button>
      <Button
        onClick={() => {
          setF({});
          setRange(null);
          submit({}, null);
        }}
        data-testid="task-search-reset"
      >
        {t('list.reset')}
      </Button>
      {props.extra}
    </Space>
  );
}
