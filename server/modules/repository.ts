/**
 * Record storage of one module: every statement is scoped to the caller's enterprise and ignores
 * soft-deleted rows, so another enterprise's id behaves exactly like an unknown one. Every write runs
 * in a transaction that also appends the audit entries (who, when, before, after) of the records it
 * changed; a business-key clash rolls it back and answers 2010108 naming the key's fields.
 */
import { codeMessage, ErrorCode } from '../../data-providers/catalogue';
import { localized } from '../../schemas/dictionaries';
import type { ModuleSchema } from '../../schemas/types';
import type { MessageLocale } from '../../schemas/validators';
import type { Db } from '../core/contracts';
import { ApiError } from '../core/errors';
import { appendAudit, type AuditEntry } from './audit/trail';
import { uniqueIndexes } from './ddl';
import { moduleMessage } from './messages';
import type { ListQuery, PageQuery } from './pageQuery';
import { recordMapper, type ApiRow } from './rows';
import { orderClause, whereClause } from './sqlQuery';
import { columnStorage, type RecordStorage } from './storage';
import type { FieldValues } from './validation';

export interface Actor {
  enterpriseId: number;
  userId: number;
}

export type Tx = Pick<Db, 'query' | 'dialect'>;

/** Writes of one actor inside one transaction; each call appends its audit entries. */
export interface RecordWriter {
  create(values: FieldValues): Promise<ApiRow>;
  /** Creates the rows in order (import); returns them in the same order. */
  createMany(rows: FieldValues[]): Promise<ApiRow[]>;
  update(id: number, values: FieldValues): Promise<ApiRow | undefined>;
  /** Soft-deletes all of `ids` or none: returns 0 when any is not a live record of the enterprise. */
  remove(ids: number[]): Promise<number>;
}

export interface ModuleRepository {
  readonly schema: ModuleSchema;
  readonly storage: RecordStorage;
  page(enterpriseId: number, query: PageQuery): Promise<{ records: ApiRow[]; total: number }>;
  get(enterpriseId: number, id: number): Promise<ApiRow | undefined>;
  /** Runs fn in one transaction (records and their audit entries commit together). */
  write<T>(actor: Actor, fn: (writer: RecordWriter, tx: Tx) => Promise<T>): Promise<T>;
  create(actor: Actor, values: FieldValues): Promise<ApiRow>;
  update(actor: Actor, id: number, values: FieldValues): Promise<ApiRow | undefined>;
  remove(actor: Actor, ids: number[]): Promise<number>;
  /** The SELECT of an export: the page's filters and order, without paging; only `fields` when given. */
  listSql(enterpriseId: number, query: ListQuery, fields?: readonly string[]): { sql: string; params: unknown[] };
}

const PREPARED = { prepare: true } as const;
const PAGE_ROWS = { prepare: true, rowMode: 'array' } as const;

/**
 * The statements of a page, parameters numbered from `$1` (the enterprise), the page size and offset
 * after `params`. `combined` is what the page route runs: the count and the page in one statement, so
 * one round trip and one statement for the driver and the server instead of two. The page is joined to
 * the one count row, so an empty page still answers the count (one row whose record columns are all
 * null). `count` and `page` are the two on their own (the list bench's pgbench floor runs them).
 */
export function pageStatements(storage: RecordStorage, schema: ModuleSchema, enterpriseId: number, query: PageQuery) {
  const where = whereClause(storage, enterpriseId, query);
  const n = where.params.length;
  const count = `SELECT count(*)::float8 AS total FROM ${storage.table} ${where.sql}`;
  const page = `SELECT ${storage.select} FROM ${storage.table} ${where.sql} ${orderClause(storage, schema, query.sort)} LIMIT $${n + 1} OFFSET $${n + 2}`;
  return { count, page, combined: `SELECT c.total, p.* FROM (${count}) c LEFT JOIN LATERAL (${page}) p ON true`, params: where.params };
}

/** Rows per INSERT of createMany. */
const INSERT_CHUNK = 500;

/** The audited state of a record: its schema fields (system columns are the entry's own metadata). */
export function fieldValues(row: ApiRow, schema: ModuleSchema): Record<string, unknown> {
  return Object.fromEntries(schema.fields.map((f) => [f.name, row[f.name] ?? null]));
}

/** 2010108 naming the business key's fields, in the caller's language. */
export function duplicateKeyError(schema: ModuleSchema, fields: string[]): ApiError {
  const labels = (locale: MessageLocale) =>
    fields.map((name) => localized(schema.fields.find((f) => f.name === name)?.label, locale) || name).join(locale === 'zh-CN' ? '、' : ' + ');
  const text = (locale: MessageLocale) => `${codeMessage(ErrorCode.Duplicate, locale)}: ${moduleMessage('duplicateKey', locale, { fields: labels(locale) })}`;
  const errors = fields.map((field) => ({ field, message: moduleMessage('duplicateKey', 'zh-CN', { fields: labels('zh-CN') }) }));
  return ApiError.localized(ErrorCode.Duplicate, { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') }, { fields, errors });
}

/** The business key whose unique index `error` (a PostgreSQL unique_violation) names, if any. */
export function violatedKey(schema: ModuleSchema, error: unknown): string[] | undefined {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== '23505') return undefined;
  return uniqueIndexes(schema).find((index) => index.name === e.constraint)?.fields;
}

export function moduleRepository(db: Pick<Db, 'query' | 'transaction'>, schema: ModuleSchema, storage: RecordStorage = columnStorage(schema)): ModuleRepository {
  const { table, select } = storage;
  // Page rows come as arrays: the count, then the record's columns. Compiled on the first page read.
  let toRecord: ((row: unknown[]) => ApiRow) | undefined;
  /**
   * The page statement of a query, built once per query object (the route's memo hands the same object
   * out for the same query string). Prepared: the text depends only on the schema and which filters are
   * set, so it is planned once per connection.
   */
  const pageStatementsOf = new WeakMap<PageQuery, { sql: string; params: unknown[] }>();
  const pageStatement = (query: PageQuery): { sql: string; params: unknown[] } => {
    let statement = pageStatementsOf.get(query);
    if (!statement) {
      const { combined, params } = pageStatements(storage, schema, 0, query);
      statement = { sql: combined, params: [...params.slice(1), query.pageSize, (query.pageNum - 1) * query.pageSize] };
      pageStatementsOf.set(query, statement);
    }
    return statement;
  };
  // The SELECT list names every field (storage.select), and the drivers already hand rows over as API
  // records (aliases, Beijing time text, numbers): nothing is left to map per row.
  const rows = (result: { rows: ApiRow[] }) => result.rows;
  /** `"id" = $1 AND "enterprise_id" = $2 AND live AND storage scope`, numbering after `params`. */
  const own = (params: unknown[], idCondition: string) => [idCondition, `"enterprise_id" = $2`, `"deleted_at" IS NULL`, ...storage.scope(params)].join(' AND ');
  const audit = (actor: Actor, action: AuditEntry['action'], id: number, before: ApiRow | null, after: ApiRow | null): AuditEntry => ({
    enterpriseId: actor.enterpriseId,
    moduleId: schema.id,
    recordId: id,
    action,
    actorId: actor.userId,
    before: before && fieldValues(before, schema),
    after: after && fieldValues(after, schema),
  });

  const writer = (tx: Tx, actor: Actor): RecordWriter => {
    const insert = async (batch: FieldValues[]): Promise<ApiRow[]> => {
      const params: unknown[] = [actor.enterpriseId, actor.userId];
      let columns: string[] = [];
      const tuples = batch.map((values) => {
        const part = storage.insert(values, params);
        columns = part.columns;
        return `(${['$1', '$2', '$2', ...part.placeholders].join(', ')})`;
      });
      const result = await tx.query<ApiRow>(
        `INSERT INTO ${table} (${['"enterprise_id"', '"created_by"', '"updated_by"', ...columns].join(', ')}) VALUES ${tuples.join(', ')} RETURNING ${select}`,
        params,
      );
      return rows(result);
    };
    return {
      async create(values) {
        const [row] = await insert([values]);
        await appendAudit(tx, [audit(actor, 'create', row.id as number, null, row)]);
        return row;
      },
      async createMany(list) {
        // One multi-row INSERT needs one column list: every row gets every field any row names.
        const names = schema.fields.map((f) => f.name).filter((name) => list.some((values) => name in values));
        const uniform = list.map((values) => Object.fromEntries(names.map((name) => [name, values[name] ?? null])));
        const created: ApiRow[] = [];
        for (let start = 0; start < uniform.length; start += INSERT_CHUNK) created.push(...(await insert(uniform.slice(start, start + INSERT_CHUNK))));
        await appendAudit(tx, created.map((row) => audit(actor, 'create', row.id as number, null, row)));
        return created;
      },
      async update(id, values) {
        const lockParams: unknown[] = [id, actor.enterpriseId];
        const current = rows(await tx.query<ApiRow>(`SELECT ${select} FROM ${table} WHERE ${own(lockParams, '"id" = $1')} FOR UPDATE`, lockParams))[0];
        if (!current) return undefined;
        const params: unknown[] = [id, actor.enterpriseId, actor.userId];
        const set = [...storage.update(values, params), '"updated_at" = now()', '"updated_by" = $3'];
        const updated = rows(await tx.query<ApiRow>(`UPDATE ${table} SET ${set.join(', ')} WHERE ${own(params, '"id" = $1')} RETURNING ${select}`, params))[0];
        await appendAudit(tx, [audit(actor, 'update', id, current, updated)]);
        return updated;
      },
      async remove(ids) {
        const lockParams: unknown[] = [ids, actor.enterpriseId];
        const current = rows(await tx.query<ApiRow>(`SELECT ${select} FROM ${table} WHERE ${own(lockParams, '"id" = ANY($1::bigint[])')} ORDER BY "id" FOR UPDATE`, lockParams));
        if (current.length !== ids.length) return 0;
        const params: unknown[] = [ids, actor.enterpriseId, actor.userId];
        const result = await tx.query(
          `UPDATE ${table} SET "deleted_at" = now(), "updated_at" = now(), "updated_by" = $3 WHERE ${own(params, '"id" = ANY($1::bigint[])')}`,
          params,
        );
        await appendAudit(tx, current.map((row) => audit(actor, 'delete', row.id as number, row, null)));
        return result.rowCount;
      },
    };
  };

  const write: ModuleRepository['write'] = async (actor, fn) => {
    try {
      return await db.transaction((tx) => fn(writer(tx, actor), tx));
    } catch (error) {
      const key = violatedKey(schema, error);
      if (key) throw duplicateKeyError(schema, key);
      throw error;
    }
  };

  return {
    schema,
    storage,
    async page(enterpriseId, query) {
      const statement = pageStatement(query);
      // $1 is always the enterprise; the rest of the parameters belong to the (shared) query.
      const params = [enterpriseId, ...statement.params];
      const result = await db.query<unknown[]>(statement.sql, params, PAGE_ROWS);
      const first = result.rows[0];
      toRecord ??= recordMapper(storage.names, 1);
      // Column 1 is the record id, never null for a record.
      const records = first && first[1] !== null ? result.rows.map(toRecord) : [];
      return { records, total: Number(first?.[0] ?? 0) };
    },

    async get(enterpriseId, id) {
      const params: unknown[] = [id, enterpriseId];
      return rows(await db.query<ApiRow>(`SELECT ${select} FROM ${table} WHERE ${own(params, '"id" = $1')}`, params, PREPARED))[0];
    },

    write,
    create: (actor, values) => write(actor, (w) => w.create(values)),
    update: (actor, id, values) => write(actor, (w) => w.update(id, values)),
    remove: (actor, ids) => write(actor, (w) => w.remove(ids)),

    listSql(enterpriseId, query, fields) {
      const where = whereClause(storage, enterpriseId, query);
      const list = fields ? storage.selectFields(fields) : select;
      return { sql: `SELECT ${list} FROM ${table} ${where.sql} ${orderClause(storage, schema, query.sort)}`, params: where.params };
    },
  };
}
