/**
 * Indicators and evaluation systems of one owner: an enterprise (or group) id, or null for the back
 * office's templates. Every statement is scoped by owner; an owner also reads the templates (to copy
 * them or add their indicators), never another owner's rows.
 */
import { containsPattern, type Db } from '../../../server/plugin-api';
import type { IndicatorDefinition, IndicatorRecord, Level, RiskFeed, SystemItemRecord, SystemRecord } from '../contract';

export type Owner = number | null;
export type Kind = IndicatorDefinition['kind'];
export type { IndicatorRecord, SystemRecord };
type Q = Pick<Db, 'query'>;

/** `owner_enterprise_id = $n` or `IS NULL`, pushing the parameter when there is one. */
export function ownerSql(owner: Owner, params: unknown[], column = 'owner_enterprise_id'): string {
  if (owner === null) return `${column} IS NULL`;
  params.push(owner);
  return `${column} = $${params.length}`;
}

const INDICATOR_COLUMNS = `id::float8 AS id, owner_enterprise_id IS NULL AS template, kind, name, category, full_score AS "fullScore", rule_key AS "ruleKey",
  params, deduction, options, description, updated_at AS "updatedAt"`;

/** The owner's rows, plus the templates when `templates` (an owner always reads the templates it may copy). */
export function readableSql(owner: Owner, params: unknown[], templates: boolean | undefined, column = 'owner_enterprise_id'): string {
  return templates && owner !== null ? `(${ownerSql(owner, params, column)} OR ${column} IS NULL)` : ownerSql(owner, params, column);
}

/** `name ILIKE %text%` with the text's wildcards escaped, when there is a text. */
function nameFilter(name: string | undefined, params: unknown[], where: string[], column = 'name'): void {
  if (!name?.trim()) return;
  params.push(containsPattern(name));
  where.push(`${column} ILIKE $${params.length}`);
}

export async function pageIndicators(db: Q, owner: Owner, kind: Kind, q: { name?: string; category?: string; ruleKey?: string; withTemplates?: boolean; limit: number; offset: number }) {
  const params: unknown[] = [kind];
  const where = [`kind = $1`, readableSql(owner, params, q.withTemplates)];
  nameFilter(q.name, params, where);
  if (q.category) {
    params.push(q.category);
    where.push(`category = $${params.length}`);
  }
  if (q.ruleKey) {
    params.push(q.ruleKey);
    where.push(`rule_key = $${params.length}`);
  }
  const sql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ea_indicator WHERE ${sql}`, params);
  const { rows } = await db.query<IndicatorRecord>(
    `SELECT ${INDICATOR_COLUMNS} FROM ea_indicator WHERE ${sql} ORDER BY owner_enterprise_id NULLS LAST, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  );
  return { records: rows, total: count.rows[0].n };
}

/** An indicator the owner may read: its own, or a template (when `orTemplate`). */
export async function getIndicator(db: Q, owner: Owner, id: number, orTemplate = false): Promise<IndicatorRecord | undefined> {
  const params: unknown[] = [id];
  const scope = readableSql(owner, params, orTemplate);
  const { rows } = await db.query<IndicatorRecord>(`SELECT ${INDICATOR_COLUMNS} FROM ea_indicator WHERE id = $1 AND ${scope}`, params);
  return rows[0];
}

export async function nameTaken(db: Q, table: 'ea_indicator' | 'ea_system', owner: Owner, name: string, exceptId: number | null, kind?: Kind): Promise<boolean> {
  const params: unknown[] = [name.trim(), exceptId ?? 0];
  const where = [`name = $1`, `id <> $2`, ownerSql(owner, params)];
  if (kind) {
    params.push(kind);
    where.push(`kind = $${params.length}`);
  }
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE ${where.join(' AND ')} LIMIT 1`, params);
  return rows.length > 0;
}

export interface IndicatorValues extends IndicatorDefinition {
  description: string | null;
}

export async function insertIndicator(db: Q, owner: Owner, userId: number | null, v: IndicatorValues): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ea_indicator (owner_enterprise_id, kind, name, category, full_score, rule_key, params, deduction, options, description, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, $11) RETURNING id::float8 AS id`,
    [owner, v.kind, v.name.trim(), v.category.trim(), v.fullScore, v.ruleKey, JSON.stringify(v.params), v.deduction ? JSON.stringify(v.deduction) : null, v.options ? JSON.stringify(v.options) : null, v.description ?? null, userId],
  );
  return rows[0].id;
}

export async function updateIndicator(db: Q, owner: Owner, id: number, userId: number | null, v: IndicatorValues): Promise<boolean> {
  const params: unknown[] = [id, v.name.trim(), v.category.trim(), v.fullScore, v.ruleKey, JSON.stringify(v.params), v.deduction ? JSON.stringify(v.deduction) : null, v.options ? JSON.stringify(v.options) : null, v.description ?? null, userId, v.kind];
  const { rowCount } = await db.query(
    `UPDATE ea_indicator SET name = $2, category = $3, full_score = $4, rule_key = $5, params = $6::jsonb, deduction = $7::jsonb, options = $8::jsonb,
            description = $9, updated_by = $10, updated_at = now()
      WHERE id = $1 AND kind = $11 AND ${ownerSql(owner, params)}`,
    params,
  );
  return rowCount > 0;
}

/** Deletes all of `ids` or none (any id not the owner's of that kind: nothing deleted, false). */
export async function deleteIndicators(db: Db, owner: Owner, kind: Kind, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [ids, kind];
    const { rows } = await tx.query(`SELECT id FROM ea_indicator WHERE id = ANY($1::bigint[]) AND kind = $2 AND ${ownerSql(owner, params)} FOR UPDATE`, params);
    if (rows.length !== ids.length) return false;
    await tx.query('DELETE FROM ea_indicator WHERE id = ANY($1::bigint[])', [ids]);
    return true;
  });
}

const SYSTEM_COLUMNS = `s.id::float8 AS id, s.owner_enterprise_id IS NULL AS template, s.owner_enterprise_id::float8 AS "ownerEnterpriseId", s.name,
  s.period_type AS "periodType", s.levels, s.enabled, s.remark, s.copied_from::float8 AS "copiedFrom", s.risk_feed AS "riskFeed", s.updated_at AS "updatedAt",
  (SELECT count(*) FROM ea_system_item i WHERE i.system_id = s.id)::int AS "itemCount"`;

export async function pageSystems(db: Q, owner: Owner, q: { name?: string; withTemplates?: boolean; limit: number; offset: number }) {
  const params: unknown[] = [];
  const where = [readableSql(owner, params, q.withTemplates, 's.owner_enterprise_id')];
  nameFilter(q.name, params, where, 's.name');
  const sql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ea_system s WHERE ${sql}`, params);
  const { rows } = await db.query<SystemRecord>(
    `SELECT ${SYSTEM_COLUMNS} FROM ea_system s WHERE ${sql} ORDER BY s.owner_enterprise_id NULLS LAST, s.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  );
  return { records: rows, total: count.rows[0].n };
}

export async function systemItems(db: Q, systemId: number): Promise<SystemItemRecord[]> {
  const { rows } = await db.query<SystemItemRecord>(
    `SELECT id::float8 AS id, kind, name, category, full_score AS "fullScore", rule_key AS "ruleKey", params, deduction, options, weight, sort_order AS "sortOrder",
            indicator_id::float8 AS "indicatorId"
       FROM ea_system_item WHERE system_id = $1 ORDER BY sort_order, id`,
    [systemId],
  );
  return rows;
}

/** A system with its items, when the owner may read it (its own, or a template with `orTemplate`). */
export async function getSystem(db: Q, owner: Owner, id: number, orTemplate = false): Promise<SystemRecord | undefined> {
  const params: unknown[] = [id];
  const scope = readableSql(owner, params, orTemplate, 's.owner_enterprise_id');
  const { rows } = await db.query<SystemRecord>(`SELECT ${SYSTEM_COLUMNS} FROM ea_system s WHERE s.id = $1 AND ${scope}`, params);
  if (!rows[0]) return undefined;
  return { ...rows[0], items: await systemItems(db, id) };
}

export interface SystemValues {
  name: string;
  periodType: string;
  levels: Level[];
  enabled: boolean;
  remark: string | null;
  riskFeed: RiskFeed;
}

/** Items as stored: a snapshot of the indicator plus weight, thresholds and order. */
export interface ItemValues extends IndicatorDefinition {
  id?: number;
  indicatorId: number | null;
  weight: number;
}

/** Writes a system and replaces its items (kept items keep their ids, so answers and results stay linked). */
export async function saveSystem(db: Db, owner: Owner, userId: number | null, id: number | null, v: SystemValues, items: ItemValues[], copiedFrom: number | null = null): Promise<number | null> {
  return db.transaction(async (tx) => {
    let systemId: number;
    if (id === null) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ea_system (owner_enterprise_id, name, period_type, levels, enabled, remark, copied_from, created_by, updated_by, risk_feed)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $8, $9::jsonb) RETURNING id::float8 AS id`,
        [owner, v.name.trim(), v.periodType, JSON.stringify(v.levels), v.enabled, v.remark, copiedFrom, userId, JSON.stringify(v.riskFeed)],
      );
      systemId = rows[0].id;
    } else {
      const params: unknown[] = [id, v.name.trim(), v.periodType, JSON.stringify(v.levels), v.enabled, v.remark, userId, JSON.stringify(v.riskFeed)];
      const { rowCount } = await tx.query(
        `UPDATE ea_system SET name = $2, period_type = $3, levels = $4::jsonb, enabled = $5, remark = $6, updated_by = $7, risk_feed = $8::jsonb, updated_at = now()
          WHERE id = $1 AND ${ownerSql(owner, params)}`,
        params,
      );
      if (rowCount === 0) return null;
      systemId = id;
    }
    const kept = items.filter((i) => i.id !== undefined).map((i) => i.id!);
    await tx.query('DELETE FROM ea_system_item WHERE system_id = $1 AND NOT (id = ANY($2::bigint[]))', [systemId, kept]);
    for (const [order, item] of items.entries()) {
      if (item.id !== undefined) {
        await tx.query('UPDATE ea_system_item SET weight = $3, params = $4::jsonb, sort_order = $5 WHERE id = $1 AND system_id = $2', [item.id, systemId, item.weight, JSON.stringify(item.params), order]);
      } else {
        await tx.query(
          `INSERT INTO ea_system_item (system_id, indicator_id, kind, name, category, full_score, rule_key, params, deduction, options, weight, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12)`,
          [systemId, item.indicatorId, item.kind, item.name, item.category, item.fullScore, item.ruleKey, JSON.stringify(item.params), item.deduction ? JSON.stringify(item.deduction) : null, item.options ? JSON.stringify(item.options) : null, item.weight, order],
        );
      }
    }
    return systemId;
  });
}

export async function deleteSystems(db: Db, owner: Owner, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [ids];
    const { rows } = await tx.query(`SELECT id FROM ea_system WHERE id = ANY($1::bigint[]) AND ${ownerSql(owner, params)} FOR UPDATE`, params);
    if (rows.length !== ids.length) return false;
    await tx.query('DELETE FROM ea_system WHERE id = ANY($1::bigint[])', [ids]);
    return true;
  });
}
