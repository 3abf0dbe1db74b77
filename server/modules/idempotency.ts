/**
 * `Idempotency-Key` on POST: a client that retries a create (a timeout, a double click that got past
 * the 2 s button lock) sends the same key and gets the first answer back instead of a second record.
 * The key is claimed in the same transaction that writes the record, so a retry running concurrently
 * waits for the first to commit (or roll back) and then replays it. Keys belong to a user, live 24 h,
 * and bind to one request: the same key with another body or another endpoint answers 2010108.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { codeMessage, ErrorCode } from '../../data-providers/catalogue';
import type { MessageLocale } from '../../schemas/validators';
import { ApiError } from '../core/errors';
import { canonicalJson } from './audit/canonicalJson';
import { moduleMessage } from './messages';
import type { Tx } from './repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_FORMAT = /^[A-Za-z0-9_\-:.]{1,128}$/;

export interface IdempotencyClaim {
  key: string;
  userId: number;
  enterpriseId: number;
  /** The endpoint, e.g. "POST account/deviceInventory". */
  scope: string;
  /** sha256 of the canonical request body. */
  requestHash: string;
}

/** The claim of a request, or undefined when it carries no key; a malformed key answers 2010102. */
export function idempotencyClaim(req: FastifyRequest, scope: string, body: unknown, actor: { userId: number; enterpriseId: number }, locale: MessageLocale): IdempotencyClaim | undefined {
  const header = req.headers[IDEMPOTENCY_HEADER];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!KEY_FORMAT.test(key)) {
    throw ApiError.badParameter([{ field: 'Idempotency-Key', message: `${moduleMessage('labelIdempotencyKey', locale)}: ${moduleMessage('idempotencyKeyFormat', locale)}` }], locale);
  }
  const requestHash = createHash('sha256').update(canonicalJson(body ?? null)).digest('hex');
  return { key, userId: actor.userId, enterpriseId: actor.enterpriseId, scope, requestHash };
}

interface StoredKey {
  scope: string;
  enterprise_id: number;
  request_hash: string;
  response: unknown;
}

/**
 * Claims the key inside `tx`. Returns `{ replay }` with the first answer when the key was already
 * used for this very request, undefined when this request is the first (call settle() after writing).
 */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<{ replay: unknown } | undefined> {
  // An expired key is free again; removing it here keeps the table small without a sweeper.
  await tx.query(`DELETE FROM "idempotency_key" WHERE "user_id" = $1 AND "created_at" < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`, [claim.userId]);
  const inserted = await tx.query(
    `INSERT INTO "idempotency_key" ("user_id", "key", "enterprise_id", "scope", "request_hash") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("user_id", "key") DO NOTHING RETURNING 1`,
    [claim.userId, claim.key, claim.enterpriseId, claim.scope, claim.requestHash],
  );
  if (inserted.rows.length > 0) return undefined;
  const { rows } = await tx.query<StoredKey>(
    `SELECT "scope", "enterprise_id"::float8 AS "enterprise_id", "request_hash", "response" FROM "idempotency_key" WHERE "user_id" = $1 AND "key" = $2`,
    [claim.userId, claim.key],
  );
  const stored = rows[0];
  if (!stored || stored.scope !== claim.scope || stored.enterprise_id !== claim.enterpriseId || stored.request_hash !== claim.requestHash || stored.response === null) {
    const text = (locale: MessageLocale) => `${codeMessage(ErrorCode.Duplicate, locale)}: ${moduleMessage('idempotencyReused', locale)}`;
    throw ApiError.localized(ErrorCode.Duplicate, { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') });
  }
  return { replay: stored.response };
}

/** Stores the answer of a claimed key (same transaction as the write it answers). */
export async function settleIdempotencyKey(tx: Tx, claim: IdempotencyClaim, response: unknown): Promise<void> {
  await tx.query(`UPDATE "idempotency_key" SET "response" = $3::jsonb WHERE "user_id" = $1 AND "key" = $2`, [claim.userId, claim.key, JSON.stringify(response)]);
}
