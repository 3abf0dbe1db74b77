import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../core/contracts';
import { badInput, notConnected, tooFast } from '../plugins/auth/identityErrors';
import { SEND_PER_IP_RULE, takeToken } from '../plugins/auth/rateLimit';
import type { SmsProvider } from './provider';
import { codeText, CODE_TTL_MINUTES, type SmsPurpose } from './texts';

export const CODE_LENGTH = 6;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
/** Codes per phone number in 24 hours, all purposes together. */
export const DAILY_CODE_CAP = 10;

const hashCode = (purpose: string, phone: string, code: string): string =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

/** Six digits from the CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Creates a code for phone + purpose and sends it. Refused with 2010107 within 60 s of the previous code
 * of the same purpose, past the daily cap of the number, or past the per-address send limit. A newer code
 * replaces the older ones. The number is locked while checking so two parallel requests cannot both pass.
 */
export async function issueCode(
  deps: { db: Db; sms: SmsProvider; log: FastifyBaseLogger },
  input: { phone: string; purpose: SmsPurpose; ip: string },
): Promise<void> {
  const { db } = deps;
  const { phone, purpose } = input;
  if (!(await takeToken(db, `sms:ip:${input.ip}`, SEND_PER_IP_RULE))) throw tooFast('tooManyRequests');
  const code = newCode();
  const refused = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const { rows } = await tx.query<{ recent: number; today: number }>(
      `SELECT count(*) FILTER (WHERE purpose = $2 AND created_at > now() - $3 * interval '1 second')::int4 AS recent,
              count(*)::int4 AS today
         FROM sms_code WHERE phone = $1 AND created_at > now() - interval '1 day'`,
      [phone, purpose, RESEND_SECONDS],
    );
    if (rows[0].recent > 0) return 'codeResendTooSoon' as const;
    if (rows[0].today >= DAILY_CODE_CAP) return 'codeDailyCap' as const;
    await tx.query('UPDATE sms_code SET used_at = now() WHERE phone = $1 AND purpose = $2 AND used_at IS NULL', [phone, purpose]);
    await tx.query(
      `INSERT INTO sms_code (phone, purpose, code_hash, expires_at) VALUES ($1, $2, $3, now() + interval '${CODE_TTL_MINUTES} minutes')`,
      [phone, purpose, hashCode(purpose, phone, code)],
    );
    return null;
  });
  if (refused) throw tooFast(refused);
  try {
    await deps.sms.send({ phone, purpose, text: codeText(purpose, code), code }, deps.log);
  } catch (err) {
    // Not delivered: the code must not block a retry nor stay usable.
    await db.query('DELETE FROM sms_code WHERE phone = $1 AND purpose = $2 AND used_at IS NULL', [phone, purpose]);
    deps.log.warn({ err: (err as Error).message, provider: deps.sms.name }, 'sms delivery failed');
    throw notConnected('smsUnavailable');
  }
}

type Verdict = 'ok' | 'codeWrong' | 'codeExpired' | 'codeTooManyAttempts';

/**
 * Consumes the latest code of phone + purpose. Wrong answers count; the fifth wrong one kills the code and
 * answers 2010107 (as does every later try until a new code is sent). Expired, used or missing codes read
 * 验证码已失效. The verdict is decided inside the transaction and thrown after it, so a counted attempt
 * is committed, not rolled back with the error.
 */
export async function verifyCode(db: Db, input: { phone: string; purpose: SmsPurpose; code: string }): Promise<void> {
  const { phone, purpose, code } = input;
  if (typeof code !== 'string' || code.length !== CODE_LENGTH) throw badInput('codeLength');
  const verdict = await db.transaction<Verdict>(async (tx) => {
    const { rows } = await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean; used: boolean }>(
      `SELECT id, code_hash, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used
         FROM sms_code WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [phone, purpose],
    );
    const row = rows[0];
    if (!row) return 'codeExpired';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'codeTooManyAttempts';
    if (row.used || row.expired) return 'codeExpired';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(purpose, phone, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const { rows: after } = await tx.query<{ attempts: number }>(
        'UPDATE sms_code SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [row.id],
      );
      return after[0].attempts >= MAX_CODE_ATTEMPTS ? 'codeTooManyAttempts' : 'codeWrong';
    }
    await tx.query('UPDATE sms_code SET used_at = now() WHERE id = $1', [row.id]);
    return 'ok';
  });
  if (verdict === 'codeTooManyAttempts') throw tooFast(verdict);
  if (verdict !== 'ok') throw badInput(verdict);
}
