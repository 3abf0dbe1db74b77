/**
 * Table derivation: a module's table, columns and indexes come from its schema, never from
 * hand-written SQL. Identifiers are quoted and come only from a validated schema.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_PRECISION, DEFAULT_STRING_LENGTH, NUMBER_DIGITS } from '../../schemas/fieldKinds';
import { columnName } from '../../schemas/naming';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';

export interface ColumnDef {
  name: string;
  /** SQL type as PostgreSQL spells it in DDL, e.g. "varchar(32)", "numeric(18,2)". */
  type: string;
  /** System column clauses (NOT NULL, DEFAULT, PRIMARY KEY); field columns have none. */
  constraints?: string;
}

export interface IndexDef {
  name: string;
  /** Key list as written inside the parentheses, already quoted. */
  keys: string;
  /** Non-key columns stored in the index (INCLUDE), already quoted. */
  include?: string;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const SYSTEM_COLUMN_DEFS: ColumnDef[] = [
  { name: 'id', type: 'bigserial', constraints: 'PRIMARY KEY' },
  { name: 'enterprise_id', type: 'bigint', constraints: 'NOT NULL' },
  { name: 'created_at', type: 'timestamptz', constraints: 'NOT NULL DEFAULT now()' },
  { name: 'updated_at', type: 'timestamptz', constraints: 'NOT NULL DEFAULT now()' },
  { name: 'created_by', type: 'bigint' },
  { name: 'updated_by', type: 'bigint' },
  { name: 'deleted_at', type: 'timestamptz' },
];

/** The SQL type of a field's column. */
export function columnType(field: FieldSchema): string {
  switch (field.type) {
    case 'string':
      return `varchar(${field.maxLength ?? DEFAULT_STRING_LENGTH})`;
    case 'text':
      return 'text';
    case 'integer':
      return 'bigint';
    case 'number':
      return `numeric(${NUMBER_DIGITS},${field.precision ?? DEFAULT_PRECISION})`;
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp(0)';
    case 'month':
      return 'varchar(7)';
    case 'enum':
      return field.multiple ? 'jsonb' : 'varchar(64)';
    case 'files':
    case 'subtable':
      return 'jsonb';
  }
}

export function fieldColumns(schema: ModuleSchema): ColumnDef[] {
  return schema.fields.map((f) => ({ name: columnName(f.name), type: columnType(f) }));
}

/** System columns first, then one column per field in schema order. */
export function tableColumns(schema: ModuleSchema): ColumnDef[] {
  return [...SYSTEM_COLUMN_DEFS, ...fieldColumns(schema)];
}

/** Index names must stay within PostgreSQL's 63 bytes and unique per schema: long ones get a hash. */
function indexName(table: string, suffix: string, ending = 'idx'): string {
  const name = `${table}_${suffix}_${ending}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 63 - 9 - ending.length - 1)}_${hash}_${ending}`;
}

export interface UniqueIndexDef extends IndexDef {
  /** The business key's field names, in schema order of the key. */
  fields: string[];
}

/** One partial unique index per business key: (enterprise_id, key columns) among live rows. */
export function uniqueIndexes(schema: ModuleSchema): UniqueIndexDef[] {
  return (schema.unique ?? []).map((fields) => {
    const columns = fields.map(columnName);
    return {
      name: indexName(schema.table, columns.join('_'), 'uq'),
      keys: [quoteIdent('enterprise_id'), ...columns.map(quoteIdent)].join(', '),
      fields,
    };
  });
}

/** Deleted rows keep their keys for the record but must not block a new record with the same key. */
export function createUniqueIndexSql(table: string, index: IndexDef): string {
  return `CREATE UNIQUE INDEX IF NOT EXISTS ${quoteIdent(index.name)} ON ${quoteIdent(table)} (${index.keys}) WHERE ${quoteIdent('deleted_at')} IS NULL`;
}

/**
 * The list's default order, then one index per select/date/month search item on a scalar column
 * (jsonb columns would need GIN and are left to the planner). A filter index also carries the default
 * sort column, so "filter = x AND time range ORDER BY time" reads one index range in list order, and
 * includes the other filter columns, so the page's count(*) under several filters is an index-only scan.
 */
export function tableIndexes(schema: ModuleSchema): IndexDef[] {
  const byName = new Map(schema.fields.map((f) => [f.name, f] as const));
  const sort = schema.list.defaultSort;
  const sortKeys = sort
    ? `${quoteIdent('enterprise_id')}, ${quoteIdent(columnName(sort.field))} ${sort.order === 'ascend' ? 'ASC' : 'DESC'}, ${quoteIdent('id')} ${sort.order === 'ascend' ? 'ASC' : 'DESC'}`
    : `${quoteIdent('enterprise_id')}, ${quoteIdent('id')} DESC`;
  const indexes: IndexDef[] = [{ name: indexName(schema.table, 'list'), keys: sortKeys }];
  const sortColumn = sort ? byName.get(sort.field) : undefined;
  const then = sortColumn && columnType(sortColumn) !== 'jsonb' ? `, ${quoteIdent(columnName(sortColumn.name))}` : '';
  // The list index already leads with the default sort column.
  const filtered: string[] = [];
  for (const item of schema.search) {
    if (item.searchType === 'input') continue;
    const field = byName.get(item.searchName);
    if (!field || columnType(field) === 'jsonb' || field.name === sort?.field || filtered.includes(field.name)) continue;
    filtered.push(field.name);
  }
  for (const name of filtered) {
    const column = columnName(name);
    const others = filtered.filter((n) => n !== name).map((n) => quoteIdent(columnName(n)));
    indexes.push({
      name: indexName(schema.table, column),
      keys: `${quoteIdent('enterprise_id')}, ${quoteIdent(column)}${then}`,
      ...(others.length ? { include: others.join(', ') } : {}),
    });
  }
  return indexes;
}

export function columnSql(column: ColumnDef): string {
  return [quoteIdent(column.name), column.type, column.constraints].filter(Boolean).join(' ');
}

/**
 * Soft-deleted rows never appear in lists, so the indexes cover live rows only; every query carries
 * `deleted_at IS NULL`, which lets the planner use them.
 */
export function createIndexSql(table: string, index: IndexDef): string {
  const include = index.include ? ` INCLUDE (${index.include})` : '';
  return `CREATE INDEX IF NOT EXISTS ${quoteIdent(index.name)} ON ${quoteIdent(table)} (${index.keys})${include} WHERE ${quoteIdent('deleted_at')} IS NULL`;
}

export function createTableSql(schema: ModuleSchema): string {
  const columns = tableColumns(schema).map((c) => `  ${columnSql(c)}`);
  return `CREATE TABLE IF NOT EXISTS ${quoteIdent(schema.table)} (\n${columns.join(',\n')}\n)`;
}

/** Every statement that creates the module's table and indexes from nothing. */
export function moduleDdl(schema: ModuleSchema): string[] {
  return [
    createTableSql(schema),
    ...tableIndexes(schema).map((i) => createIndexSql(schema.table, i)),
    ...uniqueIndexes(schema).map((i) => createUniqueIndexSql(schema.table, i)),
  ];
}
