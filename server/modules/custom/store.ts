/**
 * custom_module rows: the custom ledgers of an enterprise. Every statement is scoped to the
 * enterprise; a module id of another enterprise behaves like an unknown one.
 */
import type { ModuleSchema } from '../../../schemas/types';
import type { Db } from '../../core/contracts';
import type { Actor } from '../repository';
import { customModuleId, type CustomDefinition } from './definition';

export interface CustomModuleRow {
  moduleId: string;
  name: string;
  version: number;
  definition: CustomDefinition;
  schema: ModuleSchema;
  createdAt: string;
  updatedAt: string;
}

/** Most live custom ledgers one enterprise may have. */
export const MAX_CUSTOM_MODULES = 100;

const COLUMNS = `"module_id" AS "moduleId", "name", "version", "definition", "schema",
  to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
  to_char("updated_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt"`;

export async function listCustomModules(db: Pick<Db, 'query'>, enterpriseId: number): Promise<CustomModuleRow[]> {
  const { rows } = await db.query<CustomModuleRow>(
    `SELECT ${COLUMNS} FROM "custom_module" WHERE "enterprise_id" = $1 AND "deleted_at" IS NULL ORDER BY "seq"`,
    [enterpriseId],
  );
  return rows;
}

export async function findCustomModule(db: Pick<Db, 'query'>, enterpriseId: number, moduleId: string): Promise<CustomModuleRow | undefined> {
  const { rows } = await db.query<CustomModuleRow>(
    `SELECT ${COLUMNS} FROM "custom_module" WHERE "enterprise_id" = $1 AND "module_id" = $2 AND "deleted_at" IS NULL`,
    [enterpriseId, moduleId],
  );
  return rows[0];
}

/** The id and version a new module would get; call inside the transaction that inserts it. */
export async function nextCustomModule(tx: Pick<Db, 'query'>, enterpriseId: number): Promise<{ moduleId: string; seq: number; live: number }> {
  // Serialises definers of one enterprise so two new ledgers never get the same number.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('custom_module'), hashtext($1::text))`, [String(enterpriseId)]);
  const { rows } = await tx.query<{ seq: number; live: number }>(
    `SELECT COALESCE(max("seq"), 0)::int + 1 AS "seq", count(*) FILTER (WHERE "deleted_at" IS NULL)::int AS "live" FROM "custom_module" WHERE "enterprise_id" = $1`,
    [enterpriseId],
  );
  return { moduleId: customModuleId(enterpriseId, rows[0].seq), seq: rows[0].seq, live: rows[0].live };
}

export async function insertCustomModule(tx: Pick<Db, 'query'>, actor: Actor, seq: number, definition: CustomDefinition, schema: ModuleSchema): Promise<void> {
  await tx.query(
    `INSERT INTO "custom_module" ("enterprise_id", "seq", "module_id", "name", "definition", "schema", "version", "created_by", "updated_by")
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $8)`,
    [actor.enterpriseId, seq, schema.id, definition.name, JSON.stringify(definition), JSON.stringify(schema), schema.version, actor.userId],
  );
}

/** Replaces the definition when it is still at `fromVersion` (a concurrent edit makes this return false). */
export async function updateCustomModule(db: Pick<Db, 'query'>, actor: Actor, fromVersion: number, definition: CustomDefinition, schema: ModuleSchema): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE "custom_module" SET "name" = $4, "definition" = $5::jsonb, "schema" = $6::jsonb, "version" = $7, "updated_by" = $8, "updated_at" = now()
      WHERE "enterprise_id" = $1 AND "module_id" = $2 AND "version" = $3 AND "deleted_at" IS NULL RETURNING 1`,
    [actor.enterpriseId, schema.id, fromVersion, definition.name, JSON.stringify(definition), JSON.stringify(schema), schema.version, actor.userId],
  );
  return rows.length > 0;
}

/** Soft-deletes the ledger; its records stay stored (ledgers are kept at least five years). */
export async function removeCustomModule(db: Pick<Db, 'query'>, actor: Actor, moduleId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE "custom_module" SET "deleted_at" = now(), "updated_at" = now(), "updated_by" = $3
      WHERE "enterprise_id" = $1 AND "module_id" = $2 AND "deleted_at" IS NULL RETURNING 1`,
    [actor.enterpriseId, moduleId, actor.userId],
  );
  return rows.length > 0;
}

/** Whether a live record of the ledger holds a value for the field (a type change would strand it). */
export async function fieldHasValues(db: Pick<Db, 'query'>, enterpriseId: number, moduleId: string, field: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM "custom_record" WHERE "enterprise_id" = $1 AND "module_id" = $2 AND "deleted_at" IS NULL
        AND "data" ? $3 AND "data" -> $3 <> 'null'::jsonb LIMIT 1`,
    [enterpriseId, moduleId, field],
  );
  return rows.length > 0;
}
