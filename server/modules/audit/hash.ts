/**
 * The hash of one audit entry: sha256 (hex) of the canonical JSON of everything the entry states plus
 * the previous entry's hash, so changing, removing or reordering any entry breaks every later link.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson';

/** prev_hash of an enterprise's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditAction = 'create' | 'update' | 'delete';

export interface HashedContent {
  prevHash: string;
  enterpriseId: number;
  module: string;
  recordId: number;
  action: AuditAction;
  actor: number | null;
  /** ISO 8601 UTC with milliseconds, e.g. 2024-05-01T02:03:04.567Z. */
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function auditHash(content: HashedContent): string {
  const canonical = canonicalJson({
    prev_hash: content.prevHash,
    enterprise_id: content.enterpriseId,
    module: content.module,
    record_id: content.recordId,
    action: content.action,
    actor: content.actor,
    at: content.at,
    before: content.before,
    after: content.after,
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
