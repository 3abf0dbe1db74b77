/**
 * Appending to the audit trail. Entries are chained per enterprise: each stores the previous entry's
 * hash and its own. The enterprise's head row (last hash) is locked FOR UPDATE before entries are
 * numbered and hashed, so concurrent writers of one enterprise queue up instead of forking the chain,
 * and chain order is id order. Callers append inside the transaction that changes the records, after
 * the record rows are locked (head last: no lock-order cycles between writers).
 */
import type { Db } from '../../core/contracts';
import { auditHash, GENESIS_HASH, type AuditAction } from './hash';

type Tx = Pick<Db, 'query'>;

export interface AuditEntry {
  enterpriseId: number;
  moduleId: string;
  recordId: number;
  action: AuditAction;
  actorId: number | null;
  /** Field values before / after the change (null for create / delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Rows per INSERT statement (11 parameters each, far below PostgreSQL's 65535). */
const CHUNK = 200;

async function lockHead(tx: Tx, enterpriseId: number): Promise<string> {
  await tx.query(`INSERT INTO "ledger_audit_head" ("enterprise_id", "last_hash") VALUES ($1, $2) ON CONFLICT ("enterprise_id") DO NOTHING`, [enterpriseId, GENESIS_HASH]);
  const { rows } = await tx.query<{ last_hash: string }>(`SELECT "last_hash" FROM "ledger_audit_head" WHERE "enterprise_id" = $1 FOR UPDATE`, [enterpriseId]);
  return rows[0].last_hash;
}

async function appendChain(tx: Tx, enterpriseId: number, entries: AuditEntry[]): Promise<void> {
  let prevHash = await lockHead(tx, enterpriseId);
  const at = new Date().toISOString();
  let lastId = 0;
  for (let start = 0; start < entries.length; start += CHUNK) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const entry of entries.slice(start, start + CHUNK)) {
      const hash = auditHash({ prevHash, enterpriseId, module: entry.moduleId, recordId: entry.recordId, action: entry.action, actor: entry.actorId, at, before: entry.before, after: entry.after });
      const p = (v: unknown) => `$${params.push(v)}`;
      tuples.push(
        `(${p(enterpriseId)}, ${p(entry.moduleId)}, ${p(entry.recordId)}, ${p(entry.action)}, ${p(entry.actorId)}, ${p(at)}::timestamptz, ` +
          `${p(entry.before === null ? null : JSON.stringify(entry.before))}::jsonb, ${p(entry.after === null ? null : JSON.stringify(entry.after))}::jsonb, ${p(prevHash)}, ${p(hash)})`,
      );
      prevHash = hash;
    }
    // Ids come from the sequence in VALUES order while the head is locked, so they follow the chain.
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO "ledger_audit" ("enterprise_id", "module_id", "record_id", "action", "actor_id", "at", "before", "after", "prev_hash", "hash")
       VALUES ${tuples.join(', ')} RETURNING "id"::float8 AS "id"`,
      params,
    );
    lastId = Math.max(lastId, ...rows.map((r) => r.id));
  }
  await tx.query(`UPDATE "ledger_audit_head" SET "last_hash" = $2, "last_id" = $3, "updated_at" = now() WHERE "enterprise_id" = $1`, [enterpriseId, prevHash, lastId]);
}

/** Appends the entries (in order) to their enterprises' chains, inside the caller's transaction. */
export async function appendAudit(tx: Tx, entries: AuditEntry[]): Promise<void> {
  const byEnterprise = new Map<number, AuditEntry[]>();
  for (const entry of entries) byEnterprise.set(entry.enterpriseId, [...(byEnterprise.get(entry.enterpriseId) ?? []), entry]);
  // A fixed lock order across enterprises keeps two multi-enterprise writers from deadlocking.
  for (const enterpriseId of [...byEnterprise.keys()].sort((a, b) => a - b)) await appendChain(tx, enterpriseId, byEnterprise.get(enterpriseId)!);
}
