import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors';
import { issueCode, verifyCode, type SmsProvider } from '../../sms';
import { requireMobile, requireName, storePassword, userById, userByPhone } from '../auth/accountSupport';
import { badInput, taken } from '../auth/identityErrors';
import { revokeUserSessions } from '../auth/sessions';
import type { SignInUser } from '../auth/signIn';

/** Step 1 of a phone change (current number verified) stays valid this long for step 2. */
const PHONE_STEP_MINUTES = 10;
const PHONE_STEP = 'phoneVerified';

/**
 * The signed-in user's own account changes, shared by the client user centre and the back office:
 * name, password (SMS code to the current number) and phone (two steps). Password and phone changes end
 * every session of the user, so the next call asks for a fresh sign-in.
 */
export function selfService(app: FastifyInstance, sms: SmsProvider) {
  const { db } = app;

  async function me(request: FastifyRequest): Promise<SignInUser> {
    const user = await userById(db, request.auth!.userId);
    if (!user) throw ApiError.sessionExpired();
    return user;
  }

  const send = (request: FastifyRequest, phone: string, purpose: 'changePassword' | 'changePhoneOld' | 'changePhoneNew') =>
    issueCode({ db, sms, log: request.log }, { phone, purpose, ip: request.ip });

  async function hasPhoneStep(userId: number): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM verified_step WHERE user_id = $1 AND step = $2 AND expires_at > now()', [userId, PHONE_STEP]);
    return rows.length > 0;
  }

  return {
    async changeName(request: FastifyRequest, rawName: unknown): Promise<null> {
      const name = requireName(rawName);
      await db.query('UPDATE app_user SET name = $2, updated_at = now() WHERE id = $1', [request.auth!.userId, name]);
      request.log.info({ userId: request.auth!.userId }, 'name changed');
      return null;
    },

    async sendPasswordCode(request: FastifyRequest): Promise<null> {
      await send(request, (await me(request)).phone, 'changePassword');
      return null;
    },

    async changePassword(request: FastifyRequest, body: { code: string; password: string; phone?: string }): Promise<null> {
      const user = await me(request);
      // The form shows the current number; a different one means a stale page, not a new target.
      if (body.phone !== undefined && body.phone.trim() !== '' && body.phone.trim() !== user.phone) throw badInput('phoneNotOwn');
      await verifyCode(db, { phone: user.phone, purpose: 'changePassword', code: body.code });
      await storePassword(db, user, body.password);
      await revokeUserSessions(db, user.id);
      request.log.info({ userId: user.id }, 'password changed, sessions ended');
      return null;
    },

    /** Without a number: a code to the current phone (step 1). With one: a code to the new phone (step 2). */
    async sendPhoneCode(request: FastifyRequest, newPhone: string | undefined): Promise<null> {
      const user = await me(request);
      if (newPhone === undefined || newPhone.trim() === '' || newPhone.trim() === user.phone) {
        await send(request, user.phone, 'changePhoneOld');
        return null;
      }
      const phone = requireMobile(newPhone);
      // Codes go to a number the user names only after proving the current one: no SMS relay for strangers.
      if (!(await hasPhoneStep(user.id))) throw badInput('phoneStepMissing');
      if (await userByPhone(db, phone)) throw taken('phoneRegistered');
      await send(request, phone, 'changePhoneNew');
      return null;
    },

    async validateCurrentPhone(request: FastifyRequest, body: { code: string; phoneNumber: string }): Promise<null> {
      const user = await me(request);
      if (body.phoneNumber.trim() !== user.phone) throw badInput('codeWrong');
      await verifyCode(db, { phone: user.phone, purpose: 'changePhoneOld', code: body.code });
      await db.query(
        `INSERT INTO verified_step (user_id, step, expires_at) VALUES ($1, $2, now() + interval '${PHONE_STEP_MINUTES} minutes')
         ON CONFLICT (user_id, step) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [user.id, PHONE_STEP],
      );
      return null;
    },

    async changePhone(request: FastifyRequest, body: { code: string; phoneNumber: string }): Promise<null> {
      const user = await me(request);
      const phone = requireMobile(body.phoneNumber);
      if (!(await hasPhoneStep(user.id))) throw badInput('phoneStepMissing');
      if (phone === user.phone || (await userByPhone(db, phone))) throw taken('phoneRegistered');
      await verifyCode(db, { phone, purpose: 'changePhoneNew', code: body.code });
      const { rowCount } = await db.query(
        `UPDATE app_user SET phone = $2, updated_at = now() WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM app_user WHERE phone = $2)`,
        [user.id, phone],
      );
      if (rowCount === 0) throw taken('phoneRegistered');
      await db.query('DELETE FROM verified_step WHERE user_id = $1 AND step = $2', [user.id, PHONE_STEP]);
      await revokeUserSessions(db, user.id);
      request.log.info({ userId: user.id }, 'phone changed, sessions ended');
      return null;
    },
  };
}

export type SelfService = ReturnType<typeof selfService>;
