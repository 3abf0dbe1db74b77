/**
 * Time and date widgets (spec §2: time, time-range, date, date-range, date-time, date-time-range). The
 * form holds the string in the widget's value format (`YYYY-MM-DD`, `HH:mm:ss`, ranges as pairs); the
 * picker works on dayjs values only while it is shown.
 */
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, DEFAULT_TIME_FORMAT, dayjsFormat } from '../../../schemas/forms/dates';
import type { FieldWidgetProps } from '../../plugins/types';
import { controlProps, str } from './shared';

dayjs.extend(customParseFormat);

type Picker = 'date' | 'week' | 'month' | 'quarter' | 'year';

/** The picker and formats of a date widget (VForm `type`: date, datetime, month, year, week…). */
function dateMode(props: FieldWidgetProps): { picker: Picker; showTime: boolean; format: string; valueFormat: string } {
  const type = String(props.options.type ?? '').replace(/range$/, '');
  const showTime = type === 'datetime';
  const picker: Picker = type === 'month' || type === 'year' || type === 'week' ? type : 'date';
  const fallback = showTime ? DEFAULT_DATETIME_FORMAT : picker === 'month' ? 'YYYY-MM' : picker === 'year' ? 'YYYY' : DEFAULT_DATE_FORMAT;
  const valueFormat = dayjsFormat(props.options.valueFormat, fallback);
  return { picker, showTime, valueFormat, format: dayjsFormat(props.options.format, valueFormat) };
}

const parse = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  const parsed = dayjs(value, format);
  return parsed.isValid() ? parsed : null;
};

const pairOf = (value: unknown, format: string): [Dayjs, Dayjs] | null => {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [a, b] = [parse(value[0], format), parse(value[1], format)];
  return a && b ? [a, b] : null;
};

const formatPair = (pair: [Dayjs | null, Dayjs | null] | null, format: string): [string, string] | null =>
  pair && pair[0] && pair[1] ? [pair[0].format(format), pair[1].format(format)] : null;

export function DateWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const mode = dateMode(props);
  return (
    <DatePicker
      {...controlProps(props)}
      picker={mode.picker}
      showTime={mode.showTime}
      format={mode.format}
      value={parse(value, mode.valueFormat)}
      onChange={(d) => onChange?.(d ? d.format(mode.valueFormat) : null)}
      placeholder={str(options.placeholder)}
      allowClear={options.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}

export function DateRangeWidget(props: FieldWidgetProps) {
  const { options, value, onChange, testId } = props;
  const mode = dateMode(props);
  const { 'data-testid': _t, ...control } = controlProps(props);
  return (
    <span data-testid={testId} style={{ display: 'block' }}>
      <DatePicker.RangePicker
        {...control}
        picker={mode.picker}
        showTime={mode.showTime}
        format={mode.format}
        value={pairOf(value, mode.valueFormat)}
        onChange={(pair) => onChange?.(formatPair(pair, mode.valueFormat))}
        placeholder={[str(options.startPlaceholder) ?? '', str(options.endPlaceholder) ?? '']}
        allowClear={options.clearable !== false}
        style={{ width: '100%' }}
      />
    </span>
  );
}

export function TimeWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const format = dayjsFormat(options.format, DEFAULT_TIME_FORMAT);
  return (
    <TimePicker
      {...controlProps(props)}
      format={format}
      value={parse(value, format)}
      onChange={(d) => onChange?.(d ? d.format(format) : null)}
      placeholder={str(options.placeholder)}
      allowClear={options.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}

export function TimeRangeWidget(props: FieldWidgetProps) {
  const { options, value, onChange, testId } = props;
  const format = dayjsFormat(options.format, DEFAULT_TIME_FORMAT);
  const { 'data-testid': _t, ...control } = controlProps(props);
  return (
    <span data-testid={testId} style={{ display: 'block' }}>
      <TimePicker.RangePicker
        {...control}
        format={format}
        value={pairOf(value, format)}
        onChange={(pair) => onChange?.(formatPair(pair, format))}
        placeholder={[str(options.startPlaceholder) ?? '', str(options.endPlaceholder) ?? '']}
        allowClear={options.clearable !== false}
        style={{ width: '100%' }}
      />
    </span>
  );
}
