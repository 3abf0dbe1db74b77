import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../data-providers/catalogue';
import type { Area } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { loginWaitTexts, messageTexts } from '../../core/messages';
import { verifyAgainstDecoy, verifyPassword } from '../../core/passwords';
import { passwordWaitSeconds, recordFailure, rememberSuccess } from './loginLimiter';
import { createSession, type NewSession } from './sessions';
import { recordLoginAttempt } from '../back-office/loginLog';

export interface SignInUser {
  id: number;
  name: string;
  phone: string;
  account: string | null;
  password_hash: string;
  status: number;
}

export const USER_COLUMNS = 'id, name, phone, account, password_hash, status';

/** Logs keep enough of a login name to follow an incident, not enough to harvest accounts. */
export function maskLogin(login: string): string {
  return /^\d{11}$/.test(login) ? `${login.slice(0, 3)}****${login.slice(7)}` : `${login.slice(0, 1)}***`;
}

/**
 * Password sign-in shared by both areas: lockout check, constant-time verification (a decoy hash for
 * unknown logins), one generic answer for wrong login or password, then a new session.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { area: Area; login: string; password: string; user: SignInUser | undefined; supersede: boolean },
): Promise<{ user: SignInUser; session: NewSession }> {
  const { db } = app;
  const { area, login, user } = input;
  const wait = await passwordWaitSeconds(db, area, login, request.ip);
  if (wait > 0) {
    await recordLoginAttempt(db, request, { area, login, userId: user?.id, outcome: 'locked' });
    throw ApiError.localized(ErrorCode.TooFast, loginWaitTexts(Math.ceil(wait / 60)));
  }
  const ok = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
  if (!ok || !user) {
    await recordFailure(db, area, login, request.ip);
    await recordLoginAttempt(db, request, { area, login, outcome: 'wrongPassword' });
    request.log.info({ area, login: maskLogin(login) }, 'sign-in failed');
    throw ApiError.localized(ErrorCode.BadParameter, messageTexts('loginFailed'));
  }
  return openSession(app, request, { area, login, user, supersede: input.supersede });
}

/**
 * The end of every sign-in once the caller proved who they are (password, SMS code, third party): the
 * disabled check, forgiving earlier failures, then a new session.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { area: Area; login: string; user: SignInUser; supersede: boolean },
): Promise<{ user: SignInUser; session: NewSession }> {
  const { db } = app;
  const { area, login, user } = input;
  // Told only after the caller proved they own the account.
  if (user.status !== 1) {
    await recordLoginAttempt(db, request, { area, login, userId: user.id, outcome: 'disabled' });
    throw ApiError.localized(ErrorCode.NoPermission, messageTexts('accountDisabled'));
  }
  await rememberSuccess(db, area, login, request.ip);
  const session = await createSession(db, {
    userId: user.id,
    area,
    ttlSeconds: app.config.sessionTtlSeconds,
    supersede: input.supersede,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await recordLoginAttempt(db, request, { area, login, userId: user.id, outcome: 'success' });
  request.log.info({ area, userId: user.id }, 'signed in');
  return { user, session };
}
