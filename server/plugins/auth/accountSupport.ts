import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nameProblem, phoneProblem } from '../../../schemas/validators/accountRules';
import type { Db } from '../../core/contracts';
import { hashPassword } from '../../core/passwords';
import { badInput, tooFast } from './identityErrors';
import { liftLockouts } from './loginLimiter';
import { LOOKUP_RULE, takeToken } from './rateLimit';
import { USER_COLUMNS, type SignInUser } from './signIn';

/** A mobile number as the spec words its problems (手机号码不能为空 / 请填写正确格式的手机号码). */
export function requireMobile(value: unknown): string {
  const phone = typeof value === 'string' ? value.trim() : '';
  const problem = phoneProblem(phone);
  if (problem) throw badInput(problem);
  return phone;
}

/** A person's name: 请输入名字 / 姓名格式不符合要求 (at most 10 characters). */
export function requireName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  const problem = nameProblem(name);
  if (problem) throw badInput(problem);
  return name;
}

export async function userByPhone(db: Db, phone: string): Promise<SignInUser | undefined> {
  const { rows } = await db.query<SignInUser>(`SELECT ${USER_COLUMNS} FROM app_user WHERE phone = $1`, [phone]);
  return rows[0];
}

export async function userById(db: Db, id: number): Promise<SignInUser | undefined> {
  const { rows } = await db.query<SignInUser>(`SELECT ${USER_COLUMNS} FROM app_user WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * Every answer that tells whether a number or account is registered spends one lookup of the caller's
 * address, so nobody can walk the number space (2010107 past the limit).
 */
export async function spendLookup(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await takeToken(app.db, `lookup:${request.ip}`, LOOKUP_RULE))) throw tooFast('tooManyRequests');
}

/** Stores a new pre-hashed password (slow salted hash) and forgets earlier failed sign-ins of the user. */
export async function storePassword(db: Db, user: { id: number; phone: string; account: string | null }, prehash: string): Promise<void> {
  await db.query('UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, await hashPassword(prehash)]);
  const logins = [user.phone, ...(user.account ? [user.account] : [])];
  await liftLockouts(db, logins.flatMap((login) => [{ area: 'client' as const, login }, { area: 'admin' as const, login }]));
}
