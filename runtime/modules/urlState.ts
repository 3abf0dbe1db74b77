import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../schemas/fieldKinds';
import type { SearchItem } from '../../schemas/types';
import { isRangeKind, searchKind, trimSearchText, type SearchValues } from './searchFilters';

/** Spec §9 pagination constants, shared with the server's page validation. */
export { DEFAULT_PAGE_SIZE };
export const PAGE_SIZE_OPTIONS = PAGE_SIZES;

export type SortOrder = 'ascend' | 'descend';

/** Everything a list page keeps in the URL query so that a refresh restores the same view. */
export interface ListQueryState {
  values: SearchValues;
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

const PAGE_NUM = 'pageNum';
const PAGE_SIZE = 'pageSize';
const SORT_FIELD = 'sortField';
const SORT_ORDER = 'sortOrder';
const LIST_SEPARATOR = ',';
/** Dates as the API takes them; anything else in a date parameter is ignored. */
const DATE_VALUE = /^\d{4}-\d{2}(-\d{2}( \d{2}:\d{2}:\d{2})?)?$/;

/** Query string (without `?`) for a list state; defaults are left out to keep links short. */
export function encodeListQuery(items: readonly SearchItem[], state: ListQueryState): string {
  const params = new URLSearchParams();
  for (const item of items) {
    const value = state.values[item.searchName];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(LIST_SEPARATOR) : value;
    if (text !== '' && text !== LIST_SEPARATOR) params.set(item.searchName, text);
  }
  if (state.pageNum > 1) params.set(PAGE_NUM, String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(PAGE_SIZE, String(state.pageSize));
  if (state.sortField && state.sortOrder) {
    params.set(SORT_FIELD, state.sortField);
    params.set(SORT_ORDER, state.sortOrder);
  }
  return params.toString();
}

function decodeValue(item: SearchItem, text: string): string | string[] | undefined {
  const kind = searchKind(item);
  if (kind === 'text') return trimSearchText(text) || undefined;
  if (kind === 'multiSelect' || kind === 'cascader') {
    const list = text.split(LIST_SEPARATOR).filter(Boolean);
    return list.length ? list : undefined;
  }
  if (isRangeKind(kind)) {
    const list = text.split(LIST_SEPARATOR);
    return list.length === 2 && list.every((v) => DATE_VALUE.test(v)) ? list : undefined;
  }
  if (kind === 'date' || kind === 'month') return DATE_VALUE.test(text) ? text : undefined;
  return text || undefined;
}

function defaultValue(item: SearchItem): string | string[] | undefined {
  const value = item.default;
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/**
 * Reads a list state back from a query string. Unknown parameters and malformed values are dropped;
 * sorting is accepted only on `sortable` fields. An empty query means a first visit, which gets the
 * schema's default search values.
 */
export function decodeListQuery(
  items: readonly SearchItem[],
  search: string,
  sortable: readonly string[],
): ListQueryState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const firstVisit = [...params.keys()].length === 0;
  const values: SearchValues = {};
  for (const item of items) {
    const text = params.get(item.searchName);
    const value = text === null ? (firstVisit ? defaultValue(item) : undefined) : decodeValue(item, text);
    if (value !== undefined) values[item.searchName] = value;
  }
  const size = positiveInt(params.get(PAGE_SIZE));
  const pageSize = size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const state: ListQueryState = { values, pageNum: positiveInt(params.get(PAGE_NUM)) ?? 1, pageSize };
  const sortField = params.get(SORT_FIELD);
  const sortOrder = params.get(SORT_ORDER);
  if (sortField && sortable.includes(sortField) && (sortOrder === 'ascend' || sortOrder === 'descend')) {
    state.sortField = sortField;
    state.sortOrder = sortOrder;
  }
  return state;
}
