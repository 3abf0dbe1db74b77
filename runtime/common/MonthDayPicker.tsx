import { Cascader, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { daysInMonth, formatMonthDay, parseMonthDay, type MonthDay } from '../../schemas/contracts/monthDay';

/** One month of the cascader with its days (February: 29, the period recurs in leap years). */
export interface MonthOption {
  value: number;
  label: string;
  children: Array<{ value: number; label: string }>;
}

/** The cascader's options: 1月…12月, each with the days that month can have. */
export function monthDayOptions(monthLabel: (month: number) => string, dayLabel: (day: number) => string): MonthOption[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    return {
      value: month,
      label: monthLabel(month),
      children: Array.from({ length: daysInMonth(month) }, (_, d) => ({ value: d + 1, label: dayLabel(d + 1) })),
    };
  });
}

/** The cascader path of a month-day; empty for none or an unreal one, so a bad stored value shows blank. */
export function cascaderPath(value: MonthDay | null | undefined): number[] {
  const parsed = parseMonthDay(value);
  return parsed ? [parsed.month, parsed.day] : [];
}

/** The month-day a cascader path names, or null when cleared or incomplete. */
export function monthDayOfPath(path: readonly (string | number)[] | null | undefined): MonthDay | null {
  if (!path || path.length < 2) return null;
  return formatMonthDay(Number(path[0]), Number(path[1]));
}

export interface MonthDayPickerProps {
  value?: MonthDay | null;
  onChange?: (value: MonthDay | null) => void;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
  id?: string;
}

/**
 * The month-day cascader picker of spec §2 generic screens: month (1月…12月) then day; the value is `MM-DD`
 * (no year), null when cleared. Works as an antd Form.Item control (value/onChange).
 */
export function MonthDayPicker({ value, onChange, placeholder, disabled, testId, id }: MonthDayPickerProps) {
  const { t, i18n } = useTranslation('runtime');
  const options = useMemo(
    () => monthDayOptions((month) => t('picker.month', { month }), (day) => t('picker.day', { day })),
    // The labels follow the language.
    [t, i18n.language],
  );
  return (
    <Cascader
      id={id}
      data-testid={testId}
      options={options}
      value={cascaderPath(value)}
      onChange={(path) => onChange?.(monthDayOfPath(path as number[] | undefined))}
      placeholder={placeholder ?? t('picker.monthDayPlaceholder')}
      disabled={disabled}
      allowClear
      expandTrigger="hover"
      displayRender={(labels) => labels.join('')}
      style={{ width: 140 }}
    />
  );
}

export interface MonthDayRange {
  start: MonthDay | null;
  end: MonthDay | null;
}

/** Whether a complete range wraps the year end (its end comes before its start, e.g. 11-15 → 03-15). */
export function rangeWraps(range: MonthDayRange | null | undefined): boolean {
  return !!range?.start && !!range.end && range.end < range.start;
}

/** A start and an end month-day (a recurring period); marked when it wraps the year end. */
export function MonthDayRangePicker({ value, onChange, disabled, testId }: {
  value?: MonthDayRange | null;
  onChange?: (value: MonthDayRange) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('runtime');
  const range: MonthDayRange = { start: value?.start ?? null, end: value?.end ?? null };
  return (
    <Space size={4} data-testid={testId}>
      <MonthDayPicker value={range.start} onChange={(start) => onChange?.({ ...range, start })} placeholder={t('picker.rangeStart')} disabled={disabled} testId={testId && `${testId}-start`} />
      <span>~</span>
      <MonthDayPicker value={range.end} onChange={(end) => onChange?.({ ...range, end })} placeholder={t('picker.rangeEnd')} disabled={disabled} testId={testId && `${testId}-end`} />
      {rangeWraps(range) && <Tag color="blue">{t('picker.rangeWraps')}</Tag>}
    </Space>
  );
}
