import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldSchema, SearchItem } from '../../schemas/types';
import { searchKind, searchValueFormat, trimSearchText, type SearchValues } from './searchFilters';

dayjs.extend(customParseFormat);

/** What the antd search form holds: strings, string lists, dayjs values or pairs of them. */
export type SearchFormValues = Record<string, unknown>;

function fieldOf(fields: readonly FieldSchema[], item: SearchItem): FieldSchema | undefined {
  return fields.find((f) => f.name === item.searchName);
}

function parse(text: string, format: string): Dayjs | undefined {
  const value = dayjs(text, format);
  return value.isValid() ? value : undefined;
}

/** URL/search values → form values (date strings become dayjs for the pickers). */
export function toFormValues(items: readonly SearchItem[], fields: readonly FieldSchema[], values: SearchValues): SearchFormValues {
  const form: SearchFormValues = {};
  for (const item of items) {
    const value = values[item.searchName];
    if (value === undefined) continue;
    const kind = searchKind(item);
    const format = searchValueFormat(item, fieldOf(fields, item));
    if (kind === 'dateRange' || kind === 'monthRange') {
      const pair = Array.isArray(value) ? value.map((v) => parse(v, format)) : [];
      if (pair.length === 2 && pair[0] && pair[1]) form[item.searchName] = pair;
    } else if (kind === 'date' || kind === 'month') {
      form[item.searchName] = typeof value === 'string' ? parse(value, format) : undefined;
    } else {
      form[item.searchName] = value;
    }
  }
  return form;
}

function isDayjs(value: unknown): value is Dayjs {
  return dayjs.isDayjs(value);
}

/**
 * Form values → search values in wire format: text trimmed and capped, a day range from 00:00:00
 * to 23:59:59 (spec §5), months as YYYY-MM.
 */
export function fromFormValues(items: readonly SearchItem[], fields: readonly FieldSchema[], form: SearchFormValues): SearchValues {
  const values: SearchValues = {};
  for (const item of items) {
    const value = form[item.searchName];
    if (value === undefined || value === null) continue;
    const kind = searchKind(item);
    const format = searchValueFormat(item, fieldOf(fields, item));
    if (kind === 'text') {
      const text = trimSearchText(String(value));
      if (text) values[item.searchName] = text;
    } else if (kind === 'multiSelect' || kind === 'cascader') {
      const list = (Array.isArray(value) ? value : [value]).map(String).filter(Boolean);
      if (list.length) values[item.searchName] = list;
    } else if (kind === 'dateRange' || kind === 'monthRange') {
      if (Array.isArray(value) && isDayjs(value[0]) && isDayjs(value[1])) {
        const [start, end] = kind === 'dateRange' ? [value[0].startOf('day'), value[1].endOf('day')] : [value[0], value[1]];
        values[item.searchName] = [start.format(format), end.format(format)];
      }
    } else if (kind === 'date' || kind === 'month') {
      if (isDayjs(value)) values[item.searchName] = value.format(format);
    } else if (value !== '') {
      values[item.searchName] = String(value);
    }
  }
  return values;
}

/** Spec §5: no future days, no future months. */
export function isFutureDay(date: Dayjs): boolean {
  return date.isAfter(dayjs().endOf('day'));
}

export function isFutureMonth(date: Dayjs): boolean {
  return date.isAfter(dayjs().endOf('month'));
}
