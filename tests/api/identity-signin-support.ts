// Shared steps of the identity API tests: calls, codes read from the SMS outbox, throwaway users.
import type { LightMyRequestResponse } from 'fastify';
import { prehashPassword } from '../../data-providers/password';
import { hashPassword } from '../../server/core/passwords';
import { latestOutboxCode } from '../../server/sms';
import type { TestApp } from './helpers/testApp';

export const APP = '/api/enterprise-side-app';
export const OPS = '/api/operation-manage';

export interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
  body: string;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; headers?: Record<string, string>; locale?: string } = {},
): Promise<Answer> {
  const res: LightMyRequestResponse = await t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { ...(options.headers ?? {}), ...(options.locale ? { 'accept-language': options.locale } : {}) },
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, body: res.body };
}

let serial = 0;
/** A fresh, unused mobile number per call (13 + 9 digits from the time and a counter). */
export function freshPhone(): string {
  serial += 1;
  return `135${String((Date.now() % 1e6) * 100 + (serial % 100)).padStart(8, '0')}`;
}

/** Inserts a user with a grant in the given enterprise (when any), returns its id. */
export async function createUser(t: TestApp, phone: string, password: string, enterpriseId?: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO app_user (phone, name, password_hash) VALUES ($1, '测试用户', $2) RETURNING id`,
    [phone, await hashPassword(prehashPassword(password))],
  );
  if (enterpriseId !== undefined) {
    await t.db.query(
      `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT $1, $2, id FROM role WHERE area = 'client' ORDER BY id LIMIT 1`,
      [rows[0].id, enterpriseId],
    );
  }
  return rows[0].id;
}

/** The code of the newest message to the number, as the phone would show it. */
export async function codeFor(t: TestApp, phone: string, purpose?: string): Promise<string> {
  const code = await latestOutboxCode(t.db, phone, purpose);
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** Lets the next code be sent at once (the 60 s resend lock is tested on its own). */
export async function forgetSendTimes(t: TestApp): Promise<void> {
  await t.db.query(`UPDATE sms_code SET created_at = created_at - interval '2 minutes'`);
  await t.db.query('DELETE FROM rate_event');
}

/** A code different from the right one. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1e6).padStart(6, '0');
