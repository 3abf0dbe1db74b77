/**
 * A record's history as the detail page shows it: newest first, who (name), when (Beijing time), and
 * per changed field the value before and after, labelled in the caller's language.
 */
import { localized } from '../../../schemas/dictionaries';
import type { MessageLocale } from '../../../schemas/validators';
import type { Db } from '../../core/contracts';
import type { ModuleContext } from '../context';
import { cellValue } from '../export';
import type { AuditAction } from './hash';

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  /** The values as the list shows them (dictionary labels, 是/否). */
  beforeText: string | number | null;
  afterText: string | number | null;
}

export interface HistoryEntry {
  id: number;
  action: AuditAction;
  actorId: number | null;
  actorName: string | null;
  /** YYYY-MM-DD HH:mm:ss, Beijing time. */
  at: string;
  changes: FieldChange[];
}

interface StoredEntry {
  id: number;
  action: AuditAction;
  actor_id: number | null;
  actor_name: string | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Most entries one history call returns (a record edited more often shows its latest changes). */
export const HISTORY_LIMIT = 500;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between before and after, in schema order, then fields the schema no longer has. */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, ctx: ModuleContext, locale: MessageLocale): FieldChange[] {
  const names = [...new Set([...ctx.fields.keys(), ...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const name of names) {
    const b = before?.[name] ?? null;
    const a = after?.[name] ?? null;
    if (same(b, a)) continue;
    const field = ctx.fields.get(name);
    const text = (v: unknown) => (field ? (cellValue(field, v, ctx, locale) ?? null) : v === null ? null : JSON.stringify(v));
    changes.push({ field: name, label: field ? localized(field.label, locale) : name, before: b, after: a, beforeText: text(b), afterText: text(a) });
  }
  return changes;
}

/** Whether the record has any audit entry in the enterprise (history of a deleted record stays readable). */
export async function hasHistory(db: Pick<Db, 'query'>, enterpriseId: number, moduleId: string, recordId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM "ledger_audit" WHERE "enterprise_id" = $1 AND "module_id" = $2 AND "record_id" = $3 LIMIT 1`, [enterpriseId, moduleId, recordId]);
  return rows.length > 0;
}

export async function recordHistory(
  db: Pick<Db, 'query'>,
  ctx: ModuleContext,
  enterpriseId: number,
  recordId: number,
  locale: MessageLocale,
): Promise<HistoryEntry[]> {
  const { rows } = await db.query<StoredEntry>(
    `SELECT a."id"::float8 AS "id", a."action", a."actor_id"::float8 AS "actor_id", u."name" AS "actor_name",
            to_char(a."at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "at", a."before", a."after"
       FROM "ledger_audit" a LEFT JOIN "app_user" u ON u."id" = a."actor_id"
      WHERE a."enterprise_id" = $1 AND a."module_id" = $2 AND a."record_id" = $3
      ORDER BY a."id" DESC LIMIT ${HISTORY_LIMIT}`,
    [enterpriseId, ctx.schema.id, recordId],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorId: r.actor_id,
    actorName: r.actor_name,
    at: r.at,
    changes: fieldChanges(r.before, r.after, ctx, locale),
  }));
}
