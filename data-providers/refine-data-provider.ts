import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery, Pagination } from '@refinedev/core';
import { API_PREFIX, ENTERPRISE_APP } from './constants';
import type { HttpClient, RequestOptions } from './http-client';

export interface RefineDataProviderOptions {
  /** Service prefix the module resources live under; default '/enterprise-side-app'. */
  prefix?: string;
}

export interface PageResult<T> {
  records: T[];
  total: number;
}

/** The default page size of spec §9 when Refine does not say. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Query parameters of the generic module convention (docs/api.md) for Refine filters and sorters.
 * Shared with exports, which take the same filters and sort as the page call.
 */
export function toListQuery(input: { filters?: CrudFilter[]; sorters?: CrudSort[] }): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const filter of input.filters ?? []) addFilter(query, filter);
  const sorter = input.sorters?.find((s) => s.field && s.order);
  if (sorter) {
    query.sortField = sorter.field;
    query.sortOrder = sorter.order === 'desc' ? 'descend' : 'ascend';
  }
  return query;
}

function addFilter(query: Record<string, unknown>, filter: CrudFilter): void {
  if (!('field' in filter)) {
    if (filter.operator !== 'and') throw new Error(`filter operator '${filter.operator}' is not supported by the module API`);
    for (const child of filter.value) addFilter(query, child);
    return;
  }
  const { field, operator, value } = filter;
  switch (operator) {
    case 'eq':
    case 'contains':
      query[field] = value;
      return;
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '');
      if (list.length) query[field] = list.join(',');
      return;
    }
    case 'between':
      if (Array.isArray(value)) query[field] = [value[0], value[1]];
      return;
    case 'gte':
    case 'lte': {
      // A range arrives as two filters on one field; the API wants it as field[0] and field[1].
      const range = Array.isArray(query[field]) ? (query[field] as unknown[]) : [undefined, undefined];
      range[operator === 'gte' ? 0 : 1] = value;
      query[field] = range;
      return;
    }
    default:
      throw new Error(`filter operator '${operator}' is not supported by the module API`);
  }
}

function pageQuery(pagination: Pagination | undefined): Record<string, unknown> {
  if (pagination?.mode === 'off' || pagination?.mode === 'client') return {};
  return { pageNum: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? DEFAULT_PAGE_SIZE };
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function idSegment(id: BaseKey): string {
  return encodeURIComponent(String(id));
}

function requestOptions(meta: MetaQuery | undefined, extra: RequestOptions = {}): RequestOptions {
  const signal = meta?.queryContext?.signal as AbortSignal | undefined;
  const headers = meta?.headers as Record<string, string> | undefined;
  return { ...extra, ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) };
}

/**
 * Refine DataProvider over the generic module CRUD of docs/api.md: `resource` is the module's api path
 * (e.g. 'account/deviceInventory'), resolved under `prefix`. All calls go through the HttpClient, so
 * errors have already been shown to the user when Refine sees them (`error.handled`).
 */
export function createRefineDataProvider(http: HttpClient, opts: RefineDataProviderOptions = {}): DataProvider {
  const prefix = `/${trimSlashes(opts.prefix ?? ENTERPRISE_APP)}`;
  const base = (resource: string) => `${prefix}/${trimSlashes(resource)}`;
  const apiUrl = `${API_PREFIX}${prefix}`;

  /** Refine custom calls are often built from getApiUrl(); the client adds /api itself. */
  const customUrl = (url: string): string => {
    if (/^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url)) return url;
    if (url.startsWith(`${API_PREFIX}/`)) return url.slice(API_PREFIX.length);
    if (url.startsWith('/')) return url;
    return `${prefix}/${url}`;
  };

  const provider: DataProvider = {
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const params = { ...pageQuery(pagination), ...toListQuery({ filters, sorters }) };
      const page = await http.get<PageResult<never> | null>(`${base(resource)}/page`, requestOptions(meta, { params }));
      return { data: page?.records ?? [], total: page?.total ?? 0 };
    },
    getOne: async ({ resource, id, meta }) => ({
      data: await http.get<never>(`${base(resource)}/${idSegment(id)}`, requestOptions(meta)),
    }),
    create: async ({ resource, variables, meta }) => ({
      data: await http.post<never>(base(resource), variables, requestOptions(meta)),
    }),
    update: async ({ resource, id, variables, meta }) => ({
      data: await http.put<never>(base(resource), { ...(variables as object), id }, requestOptions(meta)),
    }),
    deleteOne: async ({ resource, id, meta }) => ({
      data: await http.delete<never>(`${base(resource)}/${idSegment(id)}`, requestOptions(meta)),
    }),
    deleteMany: async <TData extends BaseRecord>({ resource, ids, meta }: { resource: string; ids: BaseKey[]; meta?: MetaQuery }) => {
      await http.delete(`${base(resource)}/${ids.map(idSegment).join(',')}`, requestOptions(meta));
      return { data: ids.map((id) => ({ id }) as TData) };
    },
    getApiUrl: () => apiUrl,
    custom: async ({ url, method, filters, sorters, payload, query, headers, meta }) => {
      const params = { ...toListQuery({ filters, sorters }), ...(query as Record<string, unknown> | undefined) };
      const options = requestOptions(meta, { params, data: payload });
      options.headers = { ...options.headers, ...(headers as Record<string, string> | undefined) };
      return { data: await http.request<never>(method.toUpperCase(), customUrl(url), options) };
    },
  };
  return provider;
}
