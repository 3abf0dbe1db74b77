import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSuccessCode, SUCCESS_CODE } from '../../../data-providers/catalogue';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { messageTexts } from '../../core/messages';
import { ErrorCode } from '../../../data-providers/catalogue';
import { hashPassword } from '../../core/passwords';
import { issueCode, verifyCode, type SmsProvider, type SmsPurpose } from '../../sms';
import { requireMobile, requireName, spendLookup, storePassword, userByPhone } from './accountSupport';
import {
  booleanData,
  codeLoginBody,
  phoneParams,
  registerBody,
  resetPasswordBody,
  stringData,
  thirdPartyLoginBody,
} from './accountSchemas';
import type { IdentityConfig } from './identityConfig';
import { badInput, notConnected, taken } from './identityErrors';
import { recordFailure } from './loginLimiter';
import { clientLoginData, noQuery } from './schemas';
import { revokeUserSessions } from './sessions';
import { maskLogin, openSession, type SignInUser } from './signIn';

const APP = '/api/enterprise-side-app';
const tags = ['auth (client)'];

export interface AccountRoutesOptions {
  identity: IdentityConfig;
  sms: SmsProvider;
}

/** Whether a send-code call is for a registered number (login, reset) or a new one (register). */
type Audience = 'registered' | 'unregistered';

const SEND_CODE_ROUTES: { path: string; purpose: SmsPurpose; audience: Audience; summary: string }[] = [
  { path: 'user/login/sendCode', purpose: 'login', audience: 'registered', summary: 'Send a sign-in code' },
  { path: 'user/register/sendCode', purpose: 'register', audience: 'unregistered', summary: 'Send a registration code' },
  { path: 'user/forgetPassword/sendCode', purpose: 'forgetPassword', audience: 'registered', summary: 'Send a password-reset code' },
  {
    path: 'user/login/modifyPassword/sendCode',
    purpose: 'modifyPassword',
    audience: 'registered',
    summary: 'Send a code to change the password before signing in',
  },
];

const RESET_ROUTES: { method: 'POST' | 'PUT'; path: string; purpose: SmsPurpose; summary: string }[] = [
  { method: 'POST', path: 'user/forgetPassword', purpose: 'forgetPassword', summary: 'Reset a forgotten password with an SMS code' },
  { method: 'PUT', path: 'user/login/password/update', purpose: 'modifyPassword', summary: 'Change the password with an SMS code' },
];

const loginAnswer = (user: SignInUser, session: { token: string; expireTime: number }) => ({
  token: session.token,
  userId: user.id,
  name: user.name,
  phone: user.phone,
  expireTime: session.expireTime,
});

/**
 * Signed-out account calls of spec §7: SMS-code sign-in, existence check, registration, password reset,
 * the configurable third-party sign-in and the post-logout URL.
 */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  const smsDeps = (request: FastifyRequest) => ({ db: app.db, sms: opts.sms, log: request.log });

  app.post<{ Body: { phone: string; code: string } }>(
    `${APP}/auth/login/phoneVerifyCode`,
    {
      schema: { tags, summary: 'Sign in with phone and SMS code; revokes the user’s other client sessions', body: codeLoginBody, response: { 200: envelopeSchema(clientLoginData) } },
    },
    async (request) => {
      const phone = requireMobile(request.body.phone);
      await verifyCode(app.db, { phone, purpose: 'login', code: request.body.code });
      const user = await userByPhone(app.db, phone);
      // A code is only ever sent to registered numbers; a user deleted since then reads as a wrong code.
      if (!user) throw badInput('codeWrong');
      const { session } = await openSession(app, request, { area: 'client', login: phone, user, supersede: true });
      return loginAnswer(user, session);
    },
  );

  app.get<{ Params: { phone: string } }>(
    `${APP}/user/login/checkExist/:phone`,
    {
      schema: {
        tags,
        summary: 'Whether a phone number is registered (rate limited per client address)',
        params: phoneParams,
        querystring: noQuery,
        response: { 200: envelopeSchema(booleanData) },
      },
    },
    async (request) => {
      const phone = requireMobile(request.params.phone);
      await spendLookup(app, request);
      return (await userByPhone(app.db, phone)) !== undefined;
    },
  );

  for (const route of SEND_CODE_ROUTES) {
    app.get<{ Params: { phone: string } }>(
      `${APP}/${route.path}/:phone`,
      { schema: { tags, summary: route.summary, params: phoneParams, querystring: noQuery, response: { 200: envelopeSchema(nullSchema) } } },
      async (request) => {
        const phone = requireMobile(request.params.phone);
        await spendLookup(app, request);
        const registered = (await userByPhone(app.db, phone)) !== undefined;
        if (route.audience === 'unregistered' && registered) throw taken('phoneRegistered');
        if (route.audience === 'registered' && !registered) throw badInput('phoneNotRegistered');
        await issueCode(smsDeps(request), { phone, purpose: route.purpose, ip: request.ip });
        return null;
      },
    );
  }

  app.post<{ Body: { phone: string; code: string; name: string; password: string } }>(
    `${APP}/user/register`,
    { schema: { tags, summary: 'Register a new account with phone, SMS code, name and pre-hashed password', body: registerBody, response: { 200: envelopeSchema(nullSchema) } } },
    async (request) => {
      const phone = requireMobile(request.body.phone);
      const name = requireName(request.body.name);
      if (await userByPhone(app.db, phone)) throw taken('phoneRegistered');
      await verifyCode(app.db, { phone, purpose: 'register', code: request.body.code });
      const hash = await hashPassword(request.body.password);
      const { rowCount } = await app.db.query(
        'INSERT INTO app_user (phone, name, password_hash) VALUES ($1, $2, $3) ON CONFLICT (phone) DO NOTHING',
        [phone, name, hash],
      );
      if (rowCount === 0) throw taken('phoneRegistered');
      request.log.info({ phone: maskLogin(phone) }, 'account registered');
      return null;
    },
  );

  for (const route of RESET_ROUTES) {
    app.route<{ Body: { phone: string; code: string; password: string } }>({
      method: route.method,
      url: `${APP}/${route.path}`,
      schema: { tags, summary: `${route.summary}; ends every session of the user`, body: resetPasswordBody, response: { 200: envelopeSchema(nullSchema) } },
      handler: async (request) => {
        const phone = requireMobile(request.body.phone);
        await verifyCode(app.db, { phone, purpose: route.purpose, code: request.body.code });
        const user = await userByPhone(app.db, phone);
        if (!user) throw badInput('codeWrong');
        await storePassword(app.db, user, request.body.password);
        await revokeUserSessions(app.db, user.id);
        request.log.info({ userId: user.id }, 'password reset');
        return null;
      },
    });
  }

  app.post<{ Body: { phone: string; password: string; clientType?: number } }>(
    `${APP}/auth/login/haitian`,
    {
      schema: {
        tags,
        summary: 'Third-party sign-in (HAITIAN_LOGIN_URL confirms the credentials); 2010104 when not configured',
        body: thirdPartyLoginBody,
        response: { 200: envelopeSchema(clientLoginData) },
      },
    },
    async (request) => {
      const url = opts.identity.haitianLoginUrl;
      if (!url) throw notConnected('thirdPartyNotConfigured');
      const login = request.body.phone.trim();
      const confirmedPhone = await askThirdParty(url, { phone: login, password: request.body.password, clientType: 0 }, request);
      const user = confirmedPhone ? await userByPhone(app.db, confirmedPhone) : undefined;
      if (!user) {
        await recordFailure(app.db, 'client', login, request.ip);
        request.log.info({ login: maskLogin(login) }, 'third-party sign-in refused');
        throw ApiError.localized(ErrorCode.BadParameter, messageTexts('loginFailed'));
      }
      const { session } = await openSession(app, request, { area: 'client', login, user, supersede: true });
      return loginAnswer(user, session);
    },
  );

  app.get(
    `${APP}/login/out/url`,
    {
      config: { rawResponse: true },
      schema: { tags, summary: 'Where the browser goes after logging out', querystring: noQuery, response: { 200: envelopeSchema(stringData) } },
    },
    // A bare string would leave as raw text (the envelope passes strings through for exports): wrap it here.
    async () => ({ code: SUCCESS_CODE, msg: 'success', data: opts.identity.logoutUrl }),
  );
}

/**
 * Asks the third-party service to confirm credentials. It answers a JSON envelope; success codes
 * (200/1000000) accept, and `data.phone` (when present) names the account, else the login as sent.
 * Returns the confirmed phone, or null when refused.
 */
async function askThirdParty(url: string, body: object, request: FastifyRequest): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'third-party sign-in unreachable');
    throw notConnected('thirdPartyUnavailable');
  }
  if (!res.ok) return null;
  const json = (await res.json().catch(() => null)) as { code?: unknown; data?: { phone?: unknown } } | null;
  if (!json || !isSuccessCode(json.code)) return null;
  const phone = typeof json.data?.phone === 'string' ? json.data.phone : (body as { phone: string }).phone;
  return /^1\d{10}$/.test(phone) ? phone : null;
}
