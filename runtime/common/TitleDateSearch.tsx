import { Button, DatePicker, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { SEARCH_INPUT_MAX } from '../../schemas/fieldKinds';

export interface TitleDateFilters {
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

export interface TitleDateSearchProps {
  onSearch: (f: TitleDateFilters) => void;
  /** The page's own texts (its namespace). */
  labels: { title: string; search: string; reset: string };
  /** Test ids of the bar's parts (the pages' tests name them). */
  testIds: { root?: string; title: string; dates?: string; submit: string; reset?: string };
  className?: string;
  /** More filters, between the dates and the buttons. */
  children?: ReactNode;
}

/** Search by title and date (spec §5: text trimmed and capped at 20 characters, no future days). */
export function TitleDateSearch({ onSearch, labels, testIds, className, children }: TitleDateSearchProps) {
  const [title, setTitle] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const submit = (text = title, dates = range) =>
    onSearch({ title: text.trim() || undefined, beginDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') });
  return (
    <Space wrap className={className} data-testid={testIds.root}>
      <Input allowClear maxLength={SEARCH_INPUT_MAX} style={{ width: 220 }} placeholder={labels.title} value={title}
        onChange={(e) => setTitle(e.target.value)} onPressEnter={() => submit()} data-testid={testIds.title} />
      <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid={testIds.dates} />
      {children}
      <Button type="primary" onClick={() => submit()} data-testid={testIds.submit}>
        {labels.search}
      </Button>
      <Button
        onClick={() => {
          setTitle('');
          setRange(null);
          submit('', null);
        }}
        data-testid={testIds.reset}
      >
        {labels.reset}
      </Button>
    </Space>
  );
}
