/**
 * Recomputes an enterprise's audit chain from its first entry: every entry must link to the hash of
 * the one before it and hash to what it stores, and the head must point at the last entry. The first
 * entry that fails is named with the reason, which is what `npm run audit:verify` prints.
 */
import type { Db } from '../../core/contracts';
import { auditHash, GENESIS_HASH, type AuditAction } from './hash';

export interface ChainReport {
  enterpriseId: number;
  ok: boolean;
  /** Entries checked. */
  entries: number;
  /** The first entry found broken (or the last one, when only the head disagrees). */
  brokenId?: number;
  reason?: string;
}

interface StoredEntry {
  id: number;
  module_id: string;
  record_id: number;
  action: AuditAction;
  actor_id: number | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  prev_hash: string;
  hash: string;
}

const BATCH = 1000;

export async function verifyAuditChain(db: Pick<Db, 'query' | 'stream'>, enterpriseId: number): Promise<ChainReport> {
  const sql = `SELECT "id"::float8 AS "id", "module_id", "record_id"::float8 AS "record_id", "action", "actor_id"::float8 AS "actor_id",
                      to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at", "before", "after", "prev_hash", "hash"
                 FROM "ledger_audit" WHERE "enterprise_id" = $1 ORDER BY "id"`;
  let expectedPrev = GENESIS_HASH;
  let previousId: number | undefined;
  let entries = 0;
  const broken = (id: number, reason: string): ChainReport => ({ enterpriseId, ok: false, entries, brokenId: id, reason });
  let failure: ChainReport | undefined;
  for await (const batch of db.stream<StoredEntry>(sql, [enterpriseId], BATCH)) {
    for (const e of batch) {
      entries++;
      if (e.prev_hash !== expectedPrev) {
        failure = broken(
          e.id,
          previousId === undefined
            ? 'prev_hash is not the chain start: entries before it were removed'
            : `prev_hash does not match the hash of entry ${previousId}: an entry between them was removed, or an earlier entry was changed and rehashed`,
        );
        break;
      }
      const hash = auditHash({ prevHash: e.prev_hash, enterpriseId, module: e.module_id, recordId: e.record_id, action: e.action, actor: e.actor_id, at: e.at, before: e.before, after: e.after });
      if (hash !== e.hash) {
        failure = broken(e.id, 'content does not match its hash: the entry was changed after it was written');
        break;
      }
      expectedPrev = e.hash;
      previousId = e.id;
    }
    if (failure) break;
  }
  if (failure) return failure;

  const { rows } = await db.query<{ last_hash: string; last_id: number | null }>(
    `SELECT "last_hash", "last_id"::float8 AS "last_id" FROM "ledger_audit_head" WHERE "enterprise_id" = $1`,
    [enterpriseId],
  );
  const head = rows[0];
  if (!head) {
    return entries === 0 ? { enterpriseId, ok: true, entries } : broken(previousId!, 'the chain head is missing');
  }
  if (head.last_hash !== expectedPrev || (head.last_id ?? undefined) !== previousId) {
    return broken(
      head.last_id ?? previousId ?? 0,
      `the chain head names entry ${head.last_id ?? 'none'} but the chain ends at ${previousId ?? 'nothing'}: entries at the end were removed or the head was changed`,
    );
  }
  return { enterpriseId, ok: true, entries };
}
