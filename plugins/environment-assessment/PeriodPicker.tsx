import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { PeriodType } from './contract';

/** The period key of a day: `2024-06`, `2024-Q2`, `2024`. */
export function periodKeyOf(type: PeriodType, d: Dayjs): string {
  if (type === 'month') return d.format('YYYY-MM');
  if (type === 'quarter') return `${d.year()}-Q${Math.floor(d.month() / 3) + 1}`;
  return String(d.year());
}

/** A day inside the period of a key. */
export function dayOfPeriod(key: string): Dayjs {
  const q = /^(\d{4})-Q([1-4])$/.exec(key);
  if (q) return dayjs(`${q[1]}-${String(Number(q[2]) * 3 - 2).padStart(2, '0')}-01`);
  return dayjs(key.length === 4 ? `${key}-01-01` : `${key}-01`);
}

/** Picks a month, quarter or year (no future periods: spec §5 date searches). */
export function PeriodPicker({ type, value, onChange, testId }: { type: PeriodType; value?: string; onChange(key: string | undefined): void; testId?: string }) {
  return (
    <DatePicker
      picker={type}
      value={value ? dayOfPeriod(value) : null}
      onChange={(d) => onChange(d ? periodKeyOf(type, d) : undefined)}
      disabledDate={(d) => d.isAfter(dayjs(), type === 'quarter' ? 'month' : type)}
      format={(d) => periodKeyOf(type, d)}
      data-testid={testId}
    />
  );
}
