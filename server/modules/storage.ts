/**
 * Where a module's records live. File modules own a table with one column per field; custom ledgers
 * (defined at run time) share `custom_record`, one jsonb document per record. Everything above this
 * file (queries, filters, export, audit) talks to a RecordStorage and never needs to know which.
 * Identifiers come only from validated schemas (field names are [a-zA-Z0-9]), values are parameters.
 */
import { isScalarField } from '../../schemas/fieldKinds';
import { columnName } from '../../schemas/naming';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { columnType, quoteIdent } from './ddl';
import { namedFields, recordNames, selectList, writeParam } from './rows';
import type { FieldValues } from './validation';

export interface RecordStorage {
  readonly kind: 'columns' | 'document';
  /** The FROM target, quoted. */
  readonly table: string;
  /** The SELECT list: system columns and every field, aliased to API names. */
  readonly select: string;
  /** The API names of `select`, in order (for array rows). */
  readonly names: readonly string[];
  /**
   * The SELECT list of exactly the named fields, in that order, no system columns (exports read rows as
   * arrays); numbers may come as text (the export's converters take either).
   */
  selectFields(names: readonly string[]): string;
  /** Conditions beyond the enterprise/soft-delete scope (e.g. which custom module), adding to `params`. */
  scope(params: unknown[]): string[];
  /** A field's value as a typed SQL expression, for filters and ORDER BY. */
  value(field: FieldSchema): string;
  /** Whether value(field) is jsonb (files, sub-tables, multiple enums): filtered with ?| rather than =. */
  isJson(field: FieldSchema): boolean;
  /** An equality filter that can use the storage's index, or undefined for the generic `value = $n`. */
  equals?(field: FieldSchema, value: unknown, params: unknown[]): string | undefined;
  /** Columns and placeholders of an INSERT beyond enterprise_id/created_by/updated_by. */
  insert(values: FieldValues, params: unknown[]): { columns: string[]; placeholders: string[] };
  /** SET clauses of an UPDATE of the given values. */
  update(values: FieldValues, params: unknown[]): string[];
}

/** One column per field (file modules). */
export function columnStorage(schema: ModuleSchema): RecordStorage {
  const byName = new Map(schema.fields.map((f) => [f.name, f] as const));
  // Column expressions are worked out once per module, not per filter of every request.
  const columnOf = new Map(schema.fields.map((f) => [f.name, quoteIdent(columnName(f.name))] as const));
  const assignments = (values: FieldValues, params: unknown[]) =>
    Object.entries(values).map(([name, value]) => {
      const { sql, param } = writeParam(byName.get(name)!, value, `$${params.length + 1}`);
      params.push(param);
      return { column: quoteIdent(columnName(name)), sql };
    });
  return {
    kind: 'columns',
    table: quoteIdent(schema.table),
    select: selectList(schema),
    names: recordNames(schema),
    selectFields: (names) => selectList(schema, names),
    scope: () => [],
    value: (field) => columnOf.get(field.name) ?? quoteIdent(columnName(field.name)),
    isJson: (field) => columnType(field) === 'jsonb',
    insert(values, params) {
      const set = assignments(values, params);
      return { columns: set.map((a) => a.column), placeholders: set.map((a) => a.sql) };
    },
    update: (values, params) => assignments(values, params).map((a) => `${a.column} = ${a.sql}`),
  };
}

export const DOCUMENT_TABLE = 'custom_record';

/** `"data"->'name'` (jsonb) / `"data"->>'name'` (text). Field names are [a-zA-Z0-9] only (meta-schema). */
const jsonPath = (name: string, asText: boolean) => `"data"${asText ? '->>' : '->'}'${name}'`;

/** Casts that make a stored JSON text compare like the column type would. */
const DOCUMENT_CASTS: Partial<Record<FieldSchema['type'], string>> = {
  integer: '::numeric',
  number: '::numeric',
  boolean: '::boolean',
  date: '::date',
  datetime: '::timestamp',
};

const SYSTEM_SELECT = [
  `"id"::float8 AS "id"`,
  `to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"`,
  `to_char("updated_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt"`,
  `"created_by"::float8 AS "createdBy"`,
  `"updated_by"::float8 AS "updatedBy"`,
];

/**
 * One jsonb document per record in the shared table, scoped by module id. Fields the schema no longer
 * has stay in the document (readable again if the field comes back) but are not selected; new fields
 * read as null until written.
 */
export function documentStorage(schema: ModuleSchema): RecordStorage {
  const isJson = (field: FieldSchema) => !isScalarField(field);
  const selectOf = (fields: readonly FieldSchema[]) => [...SYSTEM_SELECT, ...fields.map((f) => `${jsonPath(f.name, false)} AS ${quoteIdent(f.name)}`)].join(', ');
  return {
    kind: 'document',
    table: quoteIdent(DOCUMENT_TABLE),
    select: selectOf(schema.fields),
    names: recordNames(schema),
    selectFields: (names) => namedFields(schema, names).map((f) => `${jsonPath(f.name, false)} AS ${quoteIdent(f.name)}`).join(', '),
    scope: (params) => [`"module_id" = $${params.push(schema.id)}`],
    value: (field) => (isJson(field) ? jsonPath(field.name, false) : `(${jsonPath(field.name, true)})${DOCUMENT_CASTS[field.type] ?? ''}`),
    isJson,
    // Containment is what the GIN index on "data" answers; booleans and strings are stored as such.
    equals: (field, value, params) => (isJson(field) ? undefined : `"data" @> $${params.push(JSON.stringify({ [field.name]: value }))}::jsonb`),
    insert(values, params) {
      return { columns: ['"module_id"', '"data"'], placeholders: [`$${params.push(schema.id)}`, `$${params.push(JSON.stringify(values))}::jsonb`] };
    },
    // Merging keeps the values of fields the request did not name (and of fields no longer in the schema).
    update: (values, params) => [`"data" = "data" || $${params.push(JSON.stringify(values))}::jsonb`],
  };
}
