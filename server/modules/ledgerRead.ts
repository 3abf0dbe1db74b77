/**
 * Read access to the live records of a file module (a standard ledger) for features that evaluate
 * ledgers (e.g. an assessment rule counting emergency supplies): the table and its columns come from
 * the migrator's registry (`_module_schema`), so a caller names the module and fields by their schema
 * names and never writes a table or column name itself. Soft-deleted records are never returned.
 */
import { columnName } from '../../schemas/naming';
import type { Db } from '../core/contracts';
import { quoteIdent } from './ddl';

export interface LedgerQuery {
  /** Records of these enterprises only (a feature passes the enterprises it evaluates). */
  enterpriseIds: number[];
  /** Schema field names to read (camelCase); unknown names are refused. */
  fields: string[];
  /** A date/datetime field bounding the records: from ≤ field < to (China wall-clock `YYYY-MM-DD[ HH:mm:ss]`). */
  timeField?: string;
  from?: string;
  to?: string;
}

/** One record: `id`, `enterpriseId` and the asked fields (numbers as numbers, dates and times as text). */
export type LedgerRecord = Record<string, unknown> & { id: number; enterpriseId: number };

const NAME = /^[a-zA-Z][a-zA-Z0-9]{0,62}$/;

/** Registered columns of a module, or undefined when the module has no table (not migrated, or unknown). */
async function registeredColumns(db: Pick<Db, 'query'>, moduleId: string): Promise<{ table: string; types: Map<string, string> } | undefined> {
  const { rows } = await db.query<{ table_name: string; columns: { name: string; type: string }[] | string }>(
    `SELECT m.table_name, m.columns FROM "_module_schema" m WHERE m.module_id = $1 AND to_regclass(quote_ident(m.table_name)) IS NOT NULL`,
    [moduleId],
  );
  if (!rows[0]) return undefined;
  const columns = typeof rows[0].columns === 'string' ? JSON.parse(rows[0].columns) : rows[0].columns;
  return { table: rows[0].table_name, types: new Map(columns.map((c: { name: string; type: string }) => [c.name, c.type])) };
}

function readExpression(column: string, type: string): string {
  const quoted = quoteIdent(column);
  if (type.startsWith('numeric') || type === 'bigint') return `${quoted}::float8`;
  if (type === 'date') return `to_char(${quoted}, 'YYYY-MM-DD')`;
  if (type.startsWith('timestamp')) return `to_char(${quoted}, 'YYYY-MM-DD HH24:MI:SS')`;
  return quoted;
}

/**
 * Live records of a standard ledger for the given enterprises, oldest first. Returns null when the
 * module has no table here (a feature then reports "no ledger" instead of failing); throws on a field
 * the module does not have, which is a programming error of the caller.
 */
export async function ledgerRows(db: Pick<Db, 'query'>, moduleId: string, query: LedgerQuery): Promise<LedgerRecord[] | null> {
  const registered = await registeredColumns(db, moduleId);
  if (!registered) return null;
  const column = (field: string) => {
    const name = columnName(field);
    const type = registered.types.get(name);
    if (!NAME.test(field) || type === undefined) throw new Error(`ledger ${moduleId} has no field "${field}"`);
    return { name, type };
  };
  const select = query.fields.map((f) => {
    const c = column(f);
    return `${readExpression(c.name, c.type)} AS ${quoteIdent(f)}`;
  });
  const params: unknown[] = [query.enterpriseIds];
  const where = [`"enterprise_id" = ANY($1::bigint[])`, `"deleted_at" IS NULL`];
  let order = '"id"';
  if (query.timeField) {
    const time = quoteIdent(column(query.timeField).name);
    order = `${time}, "id"`;
    if (query.from !== undefined) {
      params.push(query.from);
      where.push(`${time} >= $${params.length}`);
    }
    if (query.to !== undefined) {
      params.push(query.to);
      where.push(`${time} < $${params.length}`);
    }
  }
  const { rows } = await db.query<LedgerRecord>(
    `SELECT "id"::float8 AS "id", "enterprise_id"::float8 AS "enterpriseId"${select.length ? `, ${select.join(', ')}` : ''}
       FROM ${quoteIdent(registered.table)} WHERE ${where.join(' AND ')} ORDER BY ${order}`,
    params,
  );
  return rows;
}
