/**
 * Mapping between table rows and API records. Every column is read through an expression that yields
 * the same JS type on PGlite and PostgreSQL (the drivers parse int8/numeric/date differently), and
 * timestamps are rendered as Beijing wall-clock strings.
 */
import { columnName } from '../../schemas/naming';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { columnType, quoteIdent } from './ddl';

/** A record as the API returns it. */
export type ApiRow = Record<string, unknown>;

const beijing = (column: string) => `to_char(${quoteIdent(column)} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

function readExpression(field: FieldSchema): string {
  const column = quoteIdent(columnName(field.name));
  switch (field.type) {
    case 'integer':
    case 'number':
      return `${column}::float8`;
    case 'date':
      return `to_char(${column}, 'YYYY-MM-DD')`;
    case 'datetime':
      return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
    default:
      return column;
  }
}

/**
 * An export column: as readExpression, except that numbers come as PostgreSQL's text of the float8
 * (the very text the driver would have parsed), which the export writes as it is when it is already
 * what JavaScript would print for the number (export.ts), instead of parsing and printing it again.
 */
function exportExpression(field: FieldSchema): string {
  return field.type === 'integer' || field.type === 'number' ? `${readExpression(field)}::text` : readExpression(field);
}

/**
 * The SELECT list of a module's records, aliased to the API names: the system columns and every field;
 * or, for exports, exactly the named fields in the given order (a consumer may read rows as arrays),
 * numbers as text (exportExpression).
 */
export function selectList(schema: ModuleSchema, names?: readonly string[]): string {
  if (names) return namedFields(schema, names).map((f) => `${exportExpression(f)} AS ${quoteIdent(f.name)}`).join(', ');
  const system = [
    `${quoteIdent('id')}::float8 AS "id"`,
    `${beijing('created_at')} AS "createdAt"`,
    `${beijing('updated_at')} AS "updatedAt"`,
    `${quoteIdent('created_by')}::float8 AS "createdBy"`,
    `${quoteIdent('updated_by')}::float8 AS "updatedBy"`,
  ];
  return [...system, ...schema.fields.map((f) => `${readExpression(f)} AS ${quoteIdent(f.name)}`)].join(', ');
}

/** API names of the system columns at the head of every record's SELECT list, in order. */
export const SYSTEM_NAMES = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

/** API names of a record's SELECT list (system columns, then every field), in order. */
export const recordNames = (schema: ModuleSchema): string[] => [...SYSTEM_NAMES, ...schema.fields.map((f) => f.name)];

/**
 * The row mapper of a module, compiled once: an array row (rowMode 'array') whose columns from `from`
 * on are the record's SELECT list becomes the API record. The mapper is one object literal, so every
 * record is born with its final shape; building records key by key, or from a spread template as the
 * driver does, made mapping and JSON serialisation of a page 2-6 times slower (measured on a 36-column
 * page). Names are embedded as JSON string literals and positions as integers: no other text enters the code.
 */
export function recordMapper(names: readonly string[], from: number): (row: unknown[]) => ApiRow {
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError(`bad column offset ${from}`);
  const properties = names.map((name, i) => `${JSON.stringify(String(name))}: row[${from + i}]`).join(', ');
  return new Function('row', `return { ${properties} };`) as (row: unknown[]) => ApiRow;
}

/** The schema fields of `names`, in that order (names the schema lacks are skipped). */
export function namedFields(schema: ModuleSchema, names: readonly string[]): FieldSchema[] {
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  return names.flatMap((name) => byName.get(name) ?? []);
}

/** A value as a statement parameter, with the cast its column needs (jsonb values travel as JSON text). */
export function writeParam(field: FieldSchema, value: unknown, placeholder: string): { sql: string; param: unknown } {
  if (columnType(field) === 'jsonb') return { sql: `${placeholder}::jsonb`, param: value === null ? null : JSON.stringify(value) };
  return { sql: placeholder, param: value };
}
