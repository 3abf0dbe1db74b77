import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../core/contracts';

/** One text message to one mobile number. `purpose` names the flow (login, register...). */
export interface SmsMessage {
  phone: string;
  purpose: string;
  text: string;
  /** The one-time code the text carries, if any (the outbox masks it). */
  code?: string;
}

/** Delivers text messages. Throws when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}

export const MASKED_CODE = '******';

/** What the outbox keeps of a code: its hash (purpose, phone and code, like sms_code). */
export function outboxCodeHash(message: Pick<SmsMessage, 'purpose' | 'phone'>, code: string): string {
  return createHash('sha256').update(`${message.purpose}:${message.phone}:${code}`).digest('hex');
}

/**
 * Default provider: the message is stored in sms_outbox, which operations read in the back office. A
 * code in it is stored as a hash and shown masked, so an operator cannot sign in as a user; only with
 * `revealCodes` (development mode: local demos and tests read codes where a phone would receive them)
 * is the text kept as sent. The log line says that a message went out, never what it says.
 */
export function outboxProvider(db: Db, opts: { revealCodes?: boolean } = {}): SmsProvider {
  return {
    name: 'outbox',
    async send(message, log) {
      const { code } = message;
      const text = code && !opts.revealCodes ? message.text.split(code).join(MASKED_CODE) : message.text;
      const codeHash = code ? outboxCodeHash(message, code) : null;
      await db.query('INSERT INTO sms_outbox (phone, purpose, text, code_hash) VALUES ($1, $2, $3, $4)', [message.phone, message.purpose, text, codeHash]);
      log.info({ phone: maskPhone(message.phone), purpose: message.purpose, provider: 'outbox' }, 'sms stored in outbox');
    },
  };
}

/** Posts `{phone, purpose, text}` as JSON to a gateway; any 2xx answer counts as accepted. */
export function webhookProvider(url: string, timeoutMs = 5000, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'webhook',
    async send(message, log) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: message.phone, purpose: message.purpose, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`sms webhook answered HTTP ${res.status}`);
      log.info({ phone: maskPhone(message.phone), purpose: message.purpose, provider: 'webhook' }, 'sms handed to webhook');
    },
  };
}

export interface SmsConfig {
  provider: 'outbox' | 'webhook';
  webhookUrl?: string;
}

export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'webhook') throw new Error(`SMS_PROVIDER must be outbox or webhook, got ${provider}`);
  if (provider === 'webhook' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  return { provider, webhookUrl: env.SMS_WEBHOOK_URL || undefined };
}

export function createSmsProvider(config: SmsConfig, db: Db, opts: { revealCodes?: boolean } = {}): SmsProvider {
  return config.provider === 'webhook' ? webhookProvider(config.webhookUrl!) : outboxProvider(db, opts);
}
