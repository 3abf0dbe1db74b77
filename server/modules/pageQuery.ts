/**
 * The page/export query string after validation, as typed filters with explicit bounds. Filters and
 * sort are shared by the page and the export so a download always holds what the list shows.
 */
import { DEFAULT_PAGE_SIZE } from '../../schemas/fieldKinds';
import { isDate, monthStart, nextDay, nextMonthStart } from '../../schemas/temporal';
import type { FieldSchema } from '../../schemas/types';
import type { FilterSpec, ModuleContext } from './context';
import { filterKeys } from './jsonSchemas';

export interface Bound {
  value: string;
  inclusive: boolean;
}

export type Filter =
  | { kind: 'contains'; field: FieldSchema; text: string }
  | { kind: 'in'; field: FieldSchema; values: (string | boolean)[] }
  | { kind: 'range'; field: FieldSchema; from?: Bound; to?: Bound };

export interface Sort {
  field: string;
  order: 'ascend' | 'descend';
}

export interface ListQuery {
  sort: Sort | null;
  filters: Filter[];
}

export interface PageQuery extends ListQuery {
  pageNum: number;
  pageSize: number;
}

export interface ExportQuery extends ListQuery {
  columns: string[];
}

type Raw = Record<string, unknown>;

/** Names of a module's range filters (two bounds), worked out once per module rather than per request. */
const rangedByContext = new WeakMap<ModuleContext, ReadonlySet<string>>();
function rangedFilters(ctx: ModuleContext): ReadonlySet<string> {
  let ranged = rangedByContext.get(ctx);
  if (!ranged) {
    ranged = new Set(ctx.filters.filter((f) => filterKeys(f.field.name, f.item.searchType).length > 1).map((f) => f.field.name));
    rangedByContext.set(ctx, ranged);
  }
  return ranged;
}

/**
 * Flattens what the query parser produced into `key → trimmed string`, dropping empty values (a
 * cleared search input is sent empty). Range bounds arrive as `name[0]`/`name[1]` keys (GET flattening
 * of the browser) or, behind a nested-aware parser, as arrays/objects; repeated plain keys are joined
 * with commas like a multiple select's value.
 */
export function flattenQuery(raw: unknown, ctx: ModuleContext): Record<string, unknown> {
  const ranged = rangedFilters(ctx);
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value.trim();
    } else if (value !== undefined && value !== null) {
      out[key] = value; // not a string: validation refuses it with a type error on this key
    }
  };
  for (const [key, value] of Object.entries((raw ?? {}) as Raw)) {
    if (Array.isArray(value)) {
      if (ranged.has(key)) value.slice(0, 2).forEach((v, i) => put(`${key}[${i}]`, v));
      else put(key, value.map((v) => String(v).trim()).filter(Boolean).join(','));
    } else if (value && typeof value === 'object' && ranged.has(key)) {
      for (const [index, v] of Object.entries(value as Raw)) put(`${key}[${index}]`, v);
    } else {
      put(key, value);
    }
  }
  return out;
}

/** Bounds of a date or month filter, widened to whole days/months on datetime and date columns. */
function rangeFilter(spec: FilterSpec, single: string | undefined, lower: string | undefined, upper: string | undefined): Filter | undefined {
  const field = spec.field;
  const time = field.type === 'datetime' ? ' 00:00:00' : '';
  let from: Bound | undefined;
  let to: Bound | undefined;
  const start = (v: string): Bound => {
    if (spec.item.searchType === 'month') return field.type === 'month' ? { value: v, inclusive: true } : { value: monthStart(v) + time, inclusive: true };
    return field.type === 'datetime' && isDate(v) ? { value: v + time, inclusive: true } : { value: v, inclusive: true };
  };
  const end = (v: string): Bound => {
    if (spec.item.searchType === 'month') return field.type === 'month' ? { value: v, inclusive: true } : { value: nextMonthStart(v) + time, inclusive: false };
    return field.type === 'datetime' && isDate(v) ? { value: nextDay(v) + time, inclusive: false } : { value: v, inclusive: true };
  };
  if (single !== undefined) {
    from = start(single);
    to = end(single);
  }
  if (lower !== undefined) from = start(lower);
  if (upper !== undefined) to = end(upper);
  if (!from && !to) return undefined;
  return { kind: 'range', field, from, to };
}

/** True when the bounds leave nothing between them. */
export function isEmptyRange(filter: Filter): boolean {
  if (filter.kind !== 'range' || !filter.from || !filter.to) return false;
  return filter.from.value > filter.to.value || (filter.from.value === filter.to.value && !(filter.from.inclusive && filter.to.inclusive));
}

function toFilter(spec: FilterSpec, q: Record<string, string>): Filter | undefined {
  const name = spec.field.name;
  const value = q[name];
  switch (spec.item.searchType) {
    case 'input':
      return value === undefined ? undefined : { kind: 'contains', field: spec.field, text: value };
    case 'select': {
      if (value === undefined) return undefined;
      const values = spec.multiple ? [...new Set(value.split(',').map((v) => v.trim()))] : [value];
      const typed = spec.field.type === 'boolean' ? values.map((v) => v === 'true' || v === '1') : values;
      return { kind: 'in', field: spec.field, values: typed };
    }
    case 'cascader':
      return value === undefined ? undefined : { kind: 'in', field: spec.field, values: [value.split(',').pop()!.trim()] };
    case 'date':
    case 'month':
      return rangeFilter(spec, value, q[`${name}[0]`], q[`${name}[1]`]);
  }
}

/** Filters and sort of a validated query. */
export function listQuery(q: Record<string, string>, ctx: ModuleContext): ListQuery {
  const filters = ctx.filters.map((spec) => toFilter(spec, q)).filter((f): f is Filter => f !== undefined);
  const sort: Sort | null = q.sortField ? { field: q.sortField, order: q.sortOrder === 'descend' ? 'descend' : 'ascend' } : null;
  return { sort, filters };
}

/** `list`: the filters and sort of `q` when the caller has already built them. */
export function pageQuery(q: Record<string, string>, ctx: ModuleContext, list = listQuery(q, ctx)): PageQuery {
  return { ...list, pageNum: q.pageNum ? Number(q.pageNum) : 1, pageSize: q.pageSize ? Number(q.pageSize) : DEFAULT_PAGE_SIZE };
}

export function exportQuery(q: Record<string, string>, ctx: ModuleContext, list = listQuery(q, ctx)): ExportQuery {
  const columns = q.columns ? q.columns.split(',').map((c) => c.trim()) : ctx.defaultExportColumns;
  return { ...list, columns };
}
