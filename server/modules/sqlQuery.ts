/**
 * WHERE and ORDER BY clauses of list queries. Values are always parameters; identifiers come only
 * from the validated schema. Every clause starts with the enterprise scope and the soft-delete guard.
 */
import type { ModuleSchema } from '../../schemas/types';
import type { Filter, ListQuery, Sort } from './pageQuery';
import type { RecordStorage } from './storage';

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** LIKE treats % and _ as wildcards and \ as the escape: a user typing them means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const CASTS: Record<string, string> = { date: '::date', datetime: '::timestamp', boolean: '::boolean' };

function filterSql(storage: RecordStorage, filter: Filter, params: unknown[]): string {
  const value = storage.value(filter.field);
  const add = (v: unknown) => `$${params.push(v)}`;
  const cast = CASTS[filter.field.type] ?? '';
  switch (filter.kind) {
    case 'contains':
      return `${value} ILIKE ${add(`%${escapeLike(filter.text)}%`)} ESCAPE '\\'`;
    case 'in':
      if (storage.isJson(filter.field)) return `${value} ?| ${add(filter.values.map(String))}::text[]`;
      if (filter.values.length === 1) return storage.equals?.(filter.field, filter.values[0], params) ?? `${value} = ${add(filter.values[0])}${cast}`;
      return `${value} = ANY(${add(filter.values)}${cast || '::text'}[])`;
    case 'range': {
      const parts: string[] = [];
      if (filter.from) parts.push(`${value} ${filter.from.inclusive ? '>=' : '>'} ${add(filter.from.value)}${cast}`);
      if (filter.to) parts.push(`${value} ${filter.to.inclusive ? '<=' : '<'} ${add(filter.to.value)}${cast}`);
      return parts.join(' AND ');
    }
  }
}

/** `WHERE enterprise_id = $1 AND deleted_at IS NULL AND <storage scope> AND <filters>`. */
export function whereClause(storage: RecordStorage, enterpriseId: number, query: Pick<ListQuery, 'filters'>): SqlPart {
  const params: unknown[] = [enterpriseId];
  const conditions = [`"enterprise_id" = $1`, `"deleted_at" IS NULL`, ...storage.scope(params)];
  for (const filter of query.filters) conditions.push(filterSql(storage, filter, params));
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

/**
 * The requested sort, else the schema's default, else newest first; id breaks ties so pages are stable.
 * The id is qualified with the table: a bare "id" would name the SELECT list's float8 alias, which no
 * index can deliver in order.
 */
export function orderClause(storage: RecordStorage, schema: ModuleSchema, sort: Sort | null): string {
  // A module has a handful of sort choices: each clause is built once and then looked up.
  let clauses = orderClauses.get(storage);
  if (!clauses) orderClauses.set(storage, (clauses = new Map()));
  const key = sort ? `${sort.field}\u0000${sort.order}` : '';
  let clause = clauses.get(key);
  if (clause === undefined) {
    clause = buildOrderClause(storage, schema, sort);
    clauses.set(key, clause);
  }
  return clause;
}

const orderClauses = new WeakMap<RecordStorage, Map<string, string>>();

function buildOrderClause(storage: RecordStorage, schema: ModuleSchema, sort: Sort | null): string {
  const chosen = sort ?? schema.list.defaultSort ?? null;
  const id = `${storage.table}."id"`;
  if (!chosen) return `ORDER BY ${id} DESC`;
  const direction = chosen.order === 'ascend' ? 'ASC' : 'DESC';
  const field = schema.fields.find((f) => f.name === chosen.field)!;
  return `ORDER BY ${storage.value(field)} ${direction}, ${id} ${direction}`;
}
