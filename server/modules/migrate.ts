/**
 * Brings module tables in line with their schemas without ever losing data: creates missing tables,
 * adds missing columns, widens varchar columns, and only warns about anything else (a column that
 * left the schema, a type that would narrow). Runs under a transaction-scoped advisory lock so that
 * several processes starting at once apply it one after the other.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../core/contracts';
import { columnName, SYSTEM_COLUMNS } from '../../schemas/naming';
import type { ModuleSchema } from '../../schemas/types';
import {
  columnSql,
  createIndexSql,
  createTableSql,
  createUniqueIndexSql,
  fieldColumns,
  quoteIdent,
  tableIndexes,
  uniqueIndexes,
  type ColumnDef,
  type IndexDef,
  type UniqueIndexDef,
} from './ddl';

type Tx = Pick<Db, 'query' | 'dialect'>;

export interface MigrateLogger {
  warn(message: string): void;
  info?(message: string): void;
}

export interface MigrateOptions {
  logger?: MigrateLogger;
}

/** Advisory lock key shared by every process migrating module tables ("modu" in ASCII). */
const MIGRATION_LOCK_KEY = 0x6d6f6475;

const REGISTRY_SQL = `CREATE TABLE IF NOT EXISTS "_module_schema" (
  "module_id" varchar(64) PRIMARY KEY,
  "table_name" varchar(63) NOT NULL,
  "version" integer NOT NULL,
  "columns" jsonb NOT NULL,
  "applied_at" timestamptz NOT NULL DEFAULT now()
)`;

/** Bump when this file changes what it derives from a schema, so every table is checked again once. */
const MIGRATOR_VERSION = 1;

/**
 * What the table of a schema must look like. A module whose stored fingerprint matches and whose table
 * exists is already aligned, so a restart skips its catalogue introspection (most of the start-up time
 * on PGlite). Only a complete alignment records it: a business key left unenforced is retried next start.
 */
export function moduleFingerprint(schema: ModuleSchema): string {
  const shape = {
    v: MIGRATOR_VERSION,
    table: schema.table,
    columns: fieldColumns(schema),
    indexes: tableIndexes(schema).map((i) => [i.name, signature(i, false)]),
    unique: uniqueIndexes(schema).map((i) => [i.name, signature(i, true)]),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

interface ExistingColumn {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
}

/** The column's type spelled like ddl.ts spells it, so the two can be compared as strings. */
function spelledType(c: ExistingColumn): string {
  switch (c.data_type) {
    case 'character varying':
      return c.character_maximum_length === null ? 'varchar' : `varchar(${c.character_maximum_length})`;
    case 'numeric':
      return c.numeric_precision === null ? 'numeric' : `numeric(${c.numeric_precision},${c.numeric_scale ?? 0})`;
    case 'timestamp without time zone':
      return `timestamp(${c.datetime_precision ?? 6})`;
    case 'timestamp with time zone':
      return 'timestamptz';
    default:
      return c.data_type;
  }
}

/** Whether changing `from` to `to` keeps every value that fits `from` (and needs no table rewrite). */
function isWidening(from: string, to: string): boolean {
  const length = (t: string) => Number(/^varchar\((\d+)\)$/.exec(t)?.[1] ?? NaN);
  if (from.startsWith('varchar(') && to === 'text') return true;
  return from.startsWith('varchar(') && to.startsWith('varchar(') && length(to) > length(from);
}

async function existingColumns(tx: Tx, table: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<ExistingColumn>(
    `SELECT column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, datetime_precision
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Map(rows.map((r) => [r.column_name, spelledType(r)]));
}

async function alignColumns(tx: Tx, schema: ModuleSchema, present: Map<string, string>, log: MigrateLogger): Promise<void> {
  const table = quoteIdent(schema.table);
  const wanted = fieldColumns(schema);
  for (const column of wanted) {
    const current = present.get(column.name);
    if (current === undefined) {
      await tx.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnSql(column)}`);
      log.info?.(`module ${schema.id}: added column ${schema.table}.${column.name} ${column.type}`);
    } else if (current !== column.type) {
      if (isWidening(current, column.type)) {
        await tx.query(`ALTER TABLE ${table} ALTER COLUMN ${quoteIdent(column.name)} TYPE ${column.type}`);
        log.info?.(`module ${schema.id}: widened ${schema.table}.${column.name} from ${current} to ${column.type}`);
      } else {
        log.warn(`module ${schema.id}: column ${schema.table}.${column.name} is ${current}, the schema asks for ${column.type}; left unchanged so no data is lost`);
      }
    }
  }
  const names = new Set(wanted.map((c) => c.name));
  for (const name of present.keys()) {
    if (!names.has(name) && !(SYSTEM_COLUMNS as readonly string[]).includes(name)) {
      log.warn(`module ${schema.id}: column ${schema.table}.${name} is no longer in the schema; kept with its data`);
    }
  }
}

/** Comment on every index the engine derives: its definition, so a changed definition is noticed. */
const SIGNATURE_PREFIX = 'module-index ';

function signature(index: IndexDef, unique: boolean): string {
  return `${SIGNATURE_PREFIX}${unique ? 'unique ' : ''}(${index.keys})${index.include ? ` include (${index.include})` : ''} where deleted_at is null`;
}

interface PresentIndex {
  name: string;
  signature: string | null;
}

async function presentIndexes(tx: Tx, table: string): Promise<PresentIndex[]> {
  const { rows } = await tx.query<PresentIndex>(
    `SELECT c.relname AS name, obj_description(c.oid, 'pg_class') AS signature
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = $1`,
    [table],
  );
  return rows;
}

/**
 * Creates the index, or rebuilds it when an index of that name has another definition (derived data:
 * dropping it loses nothing), and records the definition in the index's comment.
 */
async function ensureIndex(tx: Tx, schema: ModuleSchema, index: IndexDef, unique: boolean, present: PresentIndex[], log: MigrateLogger): Promise<boolean> {
  const wanted = signature(index, unique);
  const existing = present.find((p) => p.name === index.name);
  if (existing?.signature === wanted) return true;
  if (unique && !(await uniqueKeyHolds(tx, schema, index as UniqueIndexDef, log))) return false;
  if (existing) {
    await tx.query(`DROP INDEX ${quoteIdent(index.name)}`);
    log.info?.(`module ${schema.id}: index ${index.name} rebuilt for its new definition`);
  }
  await tx.query(unique ? createUniqueIndexSql(schema.table, index) : createIndexSql(schema.table, index));
  await tx.query(`COMMENT ON INDEX ${quoteIdent(index.name)} IS '${wanted.replace(/'/g, "''")}'`);
  return true;
}

/**
 * A business key added to a schema whose table already holds duplicate live rows cannot be indexed;
 * the rows are left alone (a person must decide which record is right) and the key is not enforced
 * until they are resolved and the server restarts.
 */
async function uniqueKeyHolds(tx: Tx, schema: ModuleSchema, index: UniqueIndexDef, log: MigrateLogger): Promise<boolean> {
  // NULLs never clash in a unique index, so rows with an empty key part are not duplicates.
  const filled = index.fields.map((f) => `${quoteIdent(columnName(f))} IS NOT NULL`).join(' AND ');
  const { rows: clashes } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${quoteIdent(schema.table)} WHERE "deleted_at" IS NULL AND ${filled} GROUP BY ${index.keys} HAVING count(*) > 1) d`,
  );
  if (clashes[0].n === 0) return true;
  log.warn(`module ${schema.id}: business key [${index.fields.join(', ')}] is not enforced: ${clashes[0].n} value(s) occur in more than one live row of ${schema.table}`);
  return false;
}

/** Derived indexes of the table, made to match the schema; ones the schema no longer derives are dropped. */
async function alignIndexes(tx: Tx, schema: ModuleSchema, log: MigrateLogger): Promise<boolean> {
  const present = await presentIndexes(tx, schema.table);
  const wanted = new Set<string>();
  let complete = true;
  for (const index of tableIndexes(schema)) if (await ensureIndex(tx, schema, index, false, present, log)) wanted.add(index.name);
  for (const index of uniqueIndexes(schema)) {
    if (await ensureIndex(tx, schema, index, true, present, log)) wanted.add(index.name);
    else complete = false;
  }
  for (const stale of present) {
    if (stale.signature?.startsWith(SIGNATURE_PREFIX) && !wanted.has(stale.name)) {
      await tx.query(`DROP INDEX ${quoteIdent(stale.name)}`);
      log.info?.(`module ${schema.id}: index ${stale.name} dropped, the schema no longer derives it`);
    }
  }
  return complete;
}

async function migrateOne(tx: Tx, schema: ModuleSchema, log: MigrateLogger): Promise<void> {
  const { rows: claims } = await tx.query<{ module_id: string; table_name: string }>(
    `SELECT module_id, table_name FROM "_module_schema" WHERE module_id = $1 OR table_name = $2`,
    [schema.id, schema.table],
  );
  const foreign = claims.find((c) => c.table_name === schema.table && c.module_id !== schema.id);
  if (foreign) throw new Error(`module ${schema.id}: table "${schema.table}" belongs to module "${foreign.module_id}"`);
  const own = claims.find((c) => c.module_id === schema.id);
  if (own && own.table_name !== schema.table) {
    log.warn(`module ${schema.id}: table changed from ${own.table_name} to ${schema.table}; ${own.table_name} is kept with its data`);
  }

  const present = await existingColumns(tx, schema.table);
  if (present.size === 0) {
    await tx.query(createTableSql(schema));
    log.info?.(`module ${schema.id}: created table ${schema.table}`);
  } else if (!own || own.table_name !== schema.table) {
    // Never adopt a table some other part of the system created: altering it could break that owner.
    throw new Error(`module ${schema.id}: table "${schema.table}" already exists and is not a module table`);
  } else {
    await alignColumns(tx, schema, present, log);
  }
  const complete = await alignIndexes(tx, schema, log);

  const columns: ColumnDef[] = fieldColumns(schema);
  await tx.query(
    `INSERT INTO "_module_schema" (module_id, table_name, version, columns, applied_at, fingerprint) VALUES ($1, $2, $3, $4::jsonb, now(), $5)
     ON CONFLICT (module_id) DO UPDATE SET table_name = EXCLUDED.table_name, version = EXCLUDED.version,
       columns = EXCLUDED.columns, applied_at = EXCLUDED.applied_at, fingerprint = EXCLUDED.fingerprint`,
    [schema.id, schema.table, schema.version, JSON.stringify(columns), complete ? moduleFingerprint(schema) : null],
  );
}

/** Modules whose recorded fingerprint matches the schema and whose table still exists. */
async function alignedModules(tx: Tx, schemas: readonly ModuleSchema[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ module_id: string; fingerprint: string | null; present: boolean }>(
    `SELECT m.module_id, m.fingerprint, to_regclass(quote_ident(m.table_name)) IS NOT NULL AS present FROM "_module_schema" m`,
  );
  const recorded = new Map(rows.map((r) => [r.module_id, r]));
  return new Set(
    schemas
      .filter((schema) => {
        const row = recorded.get(schema.id);
        return row?.present === true && row.fingerprint === moduleFingerprint(schema);
      })
      .map((schema) => schema.id),
  );
}

const consoleLogger: MigrateLogger = { warn: (m) => console.warn(m) };

export async function migrateModules(db: Db, schemas: ModuleSchema[], options: MigrateOptions = {}): Promise<void> {
  const log = options.logger ?? consoleLogger;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(REGISTRY_SQL);
    await tx.query(`ALTER TABLE "_module_schema" ADD COLUMN IF NOT EXISTS "fingerprint" varchar(64)`);
    const aligned = await alignedModules(tx, schemas);
    for (const schema of schemas) if (!aligned.has(schema.id)) await migrateOne(tx, schema, log);
  });
}
