/**
 * SQL of the form storage: definitions (one row per form, its current version) and their versions.
 * An enterprise's forms carry its id; back-office templates have none. Every query is scoped by the
 * `owner` (an enterprise id, or null for templates), deleted forms are kept (tasks may reference a
 * version of one) but are not listed or reachable by key.
 */
import { FORM_LIMITS, type FormDetail, type FormSummary, type FormVersionEntry } from '../../schemas/contracts/forms';
import type { FormJson } from '../../schemas/forms/types';
import type { Db } from '../core/contracts';
import { formatBeijing } from '../db/types';

/** An enterprise id, or null for the back office's templates. */
export type FormOwner = number | null;

type Queryable = Pick<Db, 'query'>;

interface SummaryRow {
  id: string;
  form_key: string;
  name: string;
  description: string;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

const ownerClause = (owner: FormOwner, param: number) => (owner === null ? 'd.enterprise_id IS NULL' : `d.enterprise_id = $${param}`);
const ownerParams = (owner: FormOwner): unknown[] => (owner === null ? [] : [owner]);

const SUMMARY = `d.id, d.form_key, d.name, d.description, d.version, d.updated_at,
  (SELECT u.name FROM form_version v JOIN app_user u ON u.id = v.saved_by WHERE v.form_id = d.id AND v.version = d.version) AS updated_by`;

function summary(row: SummaryRow): FormSummary {
  return {
    id: Number(row.id),
    formKey: row.form_key,
    name: row.name,
    description: row.description,
    version: row.version,
    updatedAt: formatBeijing(new Date(row.updated_at)),
    updatedBy: row.updated_by,
  };
}

export interface FormPageQuery {
  offset: number;
  limit: number;
  /** ILIKE pattern over name and key. */
  search?: string;
}

export async function listForms(db: Queryable, owner: FormOwner, q: FormPageQuery): Promise<{ records: FormSummary[]; total: number }> {
  const params = ownerParams(owner);
  let where = `NOT d.deleted AND ${ownerClause(owner, 1)}`;
  if (q.search) {
    params.push(q.search);
    where += ` AND (d.name ILIKE $${params.length} OR d.form_key ILIKE $${params.length})`;
  }
  const total = await db.query<{ n: string }>(`SELECT count(*) AS n FROM form_definition d WHERE ${where}`, params);
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM form_definition d WHERE ${where} ORDER BY d.updated_at DESC, d.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.limit, q.offset],
  );
  return { records: rows.rows.map(summary), total: Number(total.rows[0]?.n ?? 0) };
}

/** Key and name of every live form of the owner, by name: what pickers of a form key offer. */
export async function formKeys(db: Queryable, owner: FormOwner): Promise<{ formKey: string; name: string }[]> {
  const { rows } = await db.query<{ formKey: string; name: string }>(
    `SELECT d.form_key AS "formKey", d.name FROM form_definition d WHERE NOT d.deleted AND ${ownerClause(owner, 1)} ORDER BY d.name, d.form_key LIMIT ${FORM_LIMITS.forms}`,
    ownerParams(owner),
  );
  return rows;
}

export async function countForms(db: Queryable, owner: FormOwner): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM form_definition d WHERE NOT d.deleted AND ${ownerClause(owner, 1)}`, ownerParams(owner));
  return Number(rows[0]?.n ?? 0);
}

interface DetailRow extends SummaryRow {
  json: FormJson;
  trusted: boolean;
}

async function oneForm(db: Queryable, owner: FormOwner, condition: string, values: unknown[], version?: number): Promise<FormDetail | null> {
  const params = [...ownerParams(owner), ...values];
  const versionSql = version === undefined ? 'd.version' : `$${params.push(version)}`;
  const { rows } = await db.query<DetailRow>(
    `SELECT ${SUMMARY}, v.json, v.trusted FROM form_definition d JOIN form_version v ON v.form_id = d.id AND v.version = ${versionSql}
     WHERE ${ownerClause(owner, 1)} AND ${condition}`,
    params,
  );
  const row = rows[0];
  return row ? { ...summary(row), version: version ?? row.version, json: row.json, trusted: row.trusted } : null;
}

/** A live form by id (its current version, or the given one). */
export function findForm(db: Queryable, owner: FormOwner, id: number, version?: number): Promise<FormDetail | null> {
  const at = owner === null ? 1 : 2;
  return oneForm(db, owner, `d.id = $${at} AND NOT d.deleted`, [id], version);
}

/**
 * A form by key: the current version of the live form, or — with `version` — that version even of a
 * deleted form (an approval task keeps rendering the version it was started with).
 */
export function findFormByKey(db: Queryable, owner: FormOwner, formKey: string, version?: number): Promise<FormDetail | null> {
  const at = owner === null ? 1 : 2;
  const live = version === undefined ? ' AND NOT d.deleted' : '';
  // The condition ends the statement: the newest matching definition wins (a key may return after a delete).
  return oneForm(db, owner, `d.form_key = $${at}${live} ORDER BY d.deleted, d.id DESC LIMIT 1`, [formKey], version);
}

export async function listVersions(db: Queryable, owner: FormOwner, id: number): Promise<FormVersionEntry[]> {
  const params = [...ownerParams(owner), id];
  const { rows } = await db.query<{ version: number; saved_at: Date; saved_by: string | null }>(
    `SELECT v.version, v.saved_at, u.name AS saved_by FROM form_version v JOIN form_definition d ON d.id = v.form_id LEFT JOIN app_user u ON u.id = v.saved_by
     WHERE ${ownerClause(owner, 1)} AND d.id = $${params.length} AND NOT d.deleted ORDER BY v.version DESC`,
    params,
  );
  return rows.map((r) => ({ version: r.version, savedAt: formatBeijing(new Date(r.saved_at)), savedBy: r.saved_by }));
}

export interface SaveForm {
  formKey: string;
  name: string;
  description: string;
  json: FormJson;
  trusted: boolean;
  savedBy: number | null;
}

/** A new form at version 1; the unique index refuses a key already live for the owner. */
export async function insertForm(db: Pick<Db, 'transaction'>, owner: FormOwner, input: SaveForm): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO form_definition (enterprise_id, form_key, name, description) VALUES ($1, $2, $3, $4) RETURNING id',
      [owner, input.formKey, input.name, input.description],
    );
    const id = Number(rows[0].id);
    await tx.query('INSERT INTO form_version (form_id, version, json, trusted, saved_by) VALUES ($1, 1, $2, $3, $4)', [id, JSON.stringify(input.json), input.trusted, input.savedBy]);
    return id;
  });
}

/** A new version of a live form; false when the owner has no such form. */
export async function addVersion(db: Pick<Db, 'transaction'>, owner: FormOwner, id: number, input: Omit<SaveForm, 'formKey'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const params = [...ownerParams(owner), id, input.name, input.description];
    const { rows } = await tx.query<{ version: number }>(
      `UPDATE form_definition d SET version = d.version + 1, name = $${params.length - 1}, description = $${params.length}, updated_at = now()
       WHERE ${ownerClause(owner, 1)} AND d.id = $${params.length - 2} AND NOT d.deleted RETURNING d.version`,
      params,
    );
    if (rows.length === 0) return false;
    await tx.query('INSERT INTO form_version (form_id, version, json, trusted, saved_by) VALUES ($1, $2, $3, $4, $5)', [id, rows[0].version, JSON.stringify(input.json), input.trusted, input.savedBy]);
    return true;
  });
}

/** Marks the owner's forms deleted; the number actually deleted. */
export async function deleteForms(db: Queryable, owner: FormOwner, ids: number[]): Promise<number> {
  const params = [...ownerParams(owner), ids];
  const { rowCount } = await db.query(
    `UPDATE form_definition d SET deleted = true, updated_at = now() WHERE ${ownerClause(owner, 1)} AND d.id = ANY($${params.length}::bigint[]) AND NOT d.deleted`,
    params,
  );
  return rowCount;
}
