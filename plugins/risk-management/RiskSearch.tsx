import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_LEVELS, RISK_SOURCES, RISK_STATUS_VALUES } from './contract';

const NS = 'risk-management';

export interface RiskFilters {
  keyword?: string;
  status?: number;
  level?: number;
  source?: string;
  pointId?: number;
  enterpriseId?: number;
  beginDate?: string;
  endDate?: string;
}

/**
 * The risk list's search bar (spec §5: inputs trimmed and capped at 20 characters, no future days):
 * state, level, source, point (or enterprise in the back office), date range.
 */
export function RiskSearch(props: {
  onSearch: (f: RiskFilters) => void;
  /**
   * The point (or enterprise) filter shows when its options are given. Pass [] while they load, with
   * `optionsLoading`: a filter that appeared only once its options arrived would push the buttons after
   * it aside, and a click aimed at one of them would land on the date picker.
   */
  points?: { id: number; name: string }[];
  enterprises?: { id: number; name: string }[];
  optionsLoading?: boolean;
  extra?: ReactNode;
  /** Filters the bar starts with (a link into the list, e.g. one member of a group). */
  initial?: RiskFilters;
}) {
  const { t } = useTranslation(NS);
  const [f, setF] = useState<RiskFilters>(props.initial ?? {});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const set = (patch: RiskFilters) => setF((old) => ({ ...old, ...patch }));
  const submit = (next: RiskFilters = f, dates = range) =>
    props.onSearch({ ...next, keyword: next.keyword?.trim() || undefined, beginDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') });
  const options = (values: readonly (number | string)[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="risk-search">
      <Input allowClear maxLength={20} style={{ width: 180 }} placeholder={t('list.keyword')} value={f.keyword} onChange={(e) => set({ keyword: e.target.value })} onPressEnter={() => submit()} data-testid="risk-search-keyword" />
      <Select allowClear style={{ width: 120 }} placeholder={t('list.status')} value={f.status} onChange={(status) => set({ status })} options={options(RISK_STATUS_VALUES, 'status')} data-testid="risk-search-status" />
      <Select allowClear style={{ width: 120 }} placeholder={t('list.level')} value={f.level} onChange={(level) => set({ level })} options={options(RISK_LEVELS, 'level')} data-testid="risk-search-level" />
      <Select allowClear style={{ width: 120 }} placeholder={t('list.source')} value={f.source} onChange={(source) => set({ source })} options={options(RISK_SOURCES, 'source')} data-testid="risk-search-source" />
      {props.points && (
        <Select allowClear showSearch optionFilterProp="label" loading={props.optionsLoading} style={{ width: 180 }} placeholder={t('list.point')} value={f.pointId} onChange={(pointId) => set({ pointId })}
          options={props.points.map((p) => ({ value: p.id, label: p.name }))} data-testid="risk-search-point" />
      )}
      {props.enterprises && (
        <Select allowClear showSearch optionFilterProp="label" loading={props.optionsLoading} style={{ width: 220 }} placeholder={t('list.enterprise')} value={f.enterpriseId} onChange={(enterpriseId) => set({ enterpriseId })}
          options={props.enterprises.map((e) => ({ value: e.id, label: e.name }))} data-testid="risk-search-enterprise" />
      )}
      <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} disabledDate={(d) => d.isAfter(dayjs(), 'day')} placeholder={t('list.dates', { returnObjects: true }) as [string, string]} data-testid="risk-search-dates" />
      <Button type="primary" onClick={() => submit()} data-testid="risk-search-submit">
        {t('list.search')}
      </Button>
      <Button
        onClick={() => {
          setF({});
          setRange(null);
          submit({}, null);
        }}
        data-testid="risk-search-reset"
      >
        {t('list.reset')}
      </Button>
      {props.extra}
    </Space>
  );
}
