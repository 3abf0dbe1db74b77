import { Button, DatePicker, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_INPUT_MAX } from '../../schemas/fieldKinds';

export interface HeadlineFilters {
  title?: string;
  beginDate?: string;
  endDate?: string;
}

/** Two searches asking for the same (a new search for the same thing reloads instead of changing nothing). */
export function sameFilters<F extends object>(a: F, b: F): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => x[k] === y[k]);
}

/** Search by title and date (spec §5: text trimmed and capped at 20 characters, no future days). */
export function HeadlineSearch({ onSearch, children }: { onSearch: (f: HeadlineFilters) => void; children?: ReactNode }) {
  const { t } = useTranslation('content-management');
  const [title, setTitle] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const submit = (text = title, dates = range) =>
    onSearch({ title: text.trim() || undefined, beginDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') });
  return (
    <Space wrap className="ec-headline-search" data-testid="headline-search">
      <Input allowClear maxLength={SEARCH_INPUT_MAX} style={{ width: 220 }} placeholder={t('search.title')} value={title}
        onChange={(e) => setTitle(e.target.value)} onPressEnter={() => submit()} data-testid="headline-search-title" />
      <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="headline-search-dates" />
      {children}
      <Button type="primary" onClick={() => submit()} data-testid="headline-search-submit">
        {t('search.search')}
      </Button>
      <Button
        onClick={() => {
          setTitle('');
          setRange(null);
          submit('', null);
        }}
        data-testid="headline-search-reset"
      >
        {t('search.reset')}
      </Button>
    </Space>
  );
}
