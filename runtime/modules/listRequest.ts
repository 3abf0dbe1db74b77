import { keys, type CrudFilter, type CrudSort } from '@refinedev/core';
import type { ModuleSchema } from '../../schemas/types';
import { searchValuesToFilters } from './searchFilters';
import { decodeListQuery, type ListQueryState, type SortOrder } from './urlState';

/** What the generic list asks the module API for: one page of its records, filtered and sorted. */
export interface ListRequest {
  filters: CrudFilter[];
  sorters: CrudSort[];
  pagination: { currentPage: number; pageSize: number; mode: 'server' };
}

function sortableFields(schema: ModuleSchema): string[] {
  return schema.list.columns.filter((c) => c.sortable).map((c) => c.field);
}

function toCrudSort(field: string, order: SortOrder): CrudSort {
  return { field, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** The list's state as its URL query holds it (search values, page, sort). */
export function listStateOf(schema: ModuleSchema, queryString: string): ListQueryState {
  return decodeListQuery(schema.search, queryString, sortableFields(schema));
}

/** The request of a list state: the user's sort, else the schema's default sort. */
export function listRequestOf(schema: ModuleSchema, state: ListQueryState): ListRequest {
  const defaultSort = schema.list.defaultSort;
  const sorters =
    state.sortField && state.sortOrder ? [toCrudSort(state.sortField, state.sortOrder)] : defaultSort ? [toCrudSort(defaultSort.field, defaultSort.order)] : [];
  return {
    filters: searchValuesToFilters(schema.search, schema.fields, state.values),
    sorters,
    pagination: { currentPage: state.pageNum, pageSize: state.pageSize, mode: 'server' },
  };
}

/**
 * The cache key Refine's useList gives this request (its public key builder, with the arguments
 * useList passes it), so that a page read ahead is the list's own query.
 */
export function listQueryKey(resource: string, request: ListRequest): readonly unknown[] {
  return keys().data('default').resource(resource).action('list').params({ filters: request.filters, pagination: request.pagination, sorters: request.sorters }).get();
}
