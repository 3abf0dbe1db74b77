import type { CrudFilter } from '@refinedev/core';
import { SEARCH_INPUT_MAX } from '../../schemas/fieldKinds';
import type { FieldSchema, SearchItem } from '../../schemas/types';

/** Spec §5/§9: search text inputs are trimmed and capped at 20 characters (shared with the server). */
export { SEARCH_INPUT_MAX };

/**
 * What a search item holds once the user has picked something, already in the wire format the API
 * expects: a string, or a list (multiple select, [start, end] of a range, a cascader's value path).
 */
export type SearchValue = string | string[];
export type SearchValues = Record<string, SearchValue | undefined>;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MONTH_FORMAT = 'YYYY-MM';

export type SearchKind = 'text' | 'select' | 'multiSelect' | 'cascader' | 'date' | 'dateRange' | 'month' | 'monthRange';

export function searchKind(item: SearchItem): SearchKind {
  switch (item.searchType) {
    case 'input':
      return 'text';
    case 'select':
      return item.multiple ? 'multiSelect' : 'select';
    case 'cascader':
      return 'cascader';
    case 'date':
      return item.dateType === 'daterange' ? 'dateRange' : 'date';
    case 'month':
      return item.dateType === 'monthrange' ? 'monthRange' : 'month';
  }
}

export function isRangeKind(kind: SearchKind): boolean {
  return kind === 'dateRange' || kind === 'monthRange';
}

/**
 * The string format of a date/month search value. Ranges over a datetime column use full
 * timestamps (00:00:00 to 23:59:59, spec §5); an explicit item format wins.
 */
export function searchValueFormat(item: SearchItem, field: FieldSchema | undefined): string {
  if (item.format) return item.format;
  if (item.searchType === 'month') return MONTH_FORMAT;
  // A single day stays a day; the filter mapping widens it to the day's range on datetime columns.
  return field?.type === 'datetime' && item.dateType === 'daterange' ? DATETIME_FORMAT : DATE_FORMAT;
}

export function trimSearchText(value: string): string {
  return value.trim().slice(0, SEARCH_INPUT_MAX);
}

function nonEmptyList(value: SearchValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== '');
}

/**
 * Spec §3 search items → Refine filters, which the data provider turns into the query parameters of
 * docs/api.md (contains → `name=abc`, in → `a,b`, between → `name[0]`/`name[1]`, a cascader path →
 * `name=a,b,c`). Empty values
 * produce no filter. A single day on a datetime column becomes that day's range.
 */
export function searchValuesToFilters(
  items: readonly SearchItem[],
  fields: readonly FieldSchema[],
  values: SearchValues,
): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const item of items) {
    const raw = values[item.searchName];
    if (raw === undefined) continue;
    const field = item.searchName;
    const kind = searchKind(item);
    if (kind === 'text') {
      const text = trimSearchText(Array.isArray(raw) ? raw.join(' ') : raw);
      if (text) filters.push({ field, operator: 'contains', value: text });
    } else if (kind === 'multiSelect') {
      const list = nonEmptyList(raw);
      if (list.length) filters.push({ field, operator: 'in', value: list });
    } else if (kind === 'cascader') {
      // The whole path goes out (`region=32,3205,320505`); the API matches its last value.
      const path = nonEmptyList(raw);
      if (path.length) filters.push({ field, operator: 'eq', value: path.join(',') });
    } else if (isRangeKind(kind)) {
      const list = nonEmptyList(raw);
      if (list.length === 2) filters.push({ field, operator: 'between', value: [list[0], list[1]] });
    } else {
      const [value] = nonEmptyList(raw);
      if (value === undefined) continue;
      const column = fields.find((f) => f.name === field);
      if (kind === 'date' && column?.type === 'datetime' && value.length === DATE_FORMAT.length) {
        filters.push({ field, operator: 'between', value: [`${value} 00:00:00`, `${value} 23:59:59`] });
      } else {
        filters.push({ field, operator: 'eq', value });
      }
    }
  }
  return filters;
}
