import type { FastifyInstance } from 'fastify';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { issueCode, listOutbox, verifyCode, type SmsProvider } from '../../sms';
import { storePassword, spendLookup } from '../auth/accountSupport';
import { adminPasswordBody, booleanData, nameQuery, phoneCodeQuery, phoneStepBody } from '../auth/accountSchemas';
import { badInput } from '../auth/identityErrors';
import { noQuery } from '../auth/schemas';
import { revokeUserSessions } from '../auth/sessions';
import { USER_COLUMNS, type SignInUser } from '../auth/signIn';
import type { SelfService } from './selfService';

const OPS = '/api/operation-manage';
const tags = ['user centre (back office)'];
const security = [{ token: [] }];
const done = { 200: envelopeSchema(nullSchema) };

const outboxQuery = {
  type: 'object',
  properties: {
    pageNum: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [10, 20, 30, 50], default: 20 },
    phone: { type: 'string', maxLength: 20 },
  },
} as const;

const outboxPage = {
  type: 'object',
  required: ['records', 'total'],
  properties: {
    records: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, phone: { type: 'string' }, purpose: { type: 'string' }, text: { type: 'string' }, createdAt: { type: 'string' } },
      },
    },
    total: { type: 'integer' },
  },
} as const;

async function adminByAccount(app: FastifyInstance, account: string): Promise<SignInUser | undefined> {
  const { rows } = await app.db.query<SignInUser>(
    `SELECT ${USER_COLUMNS} FROM app_user WHERE is_admin_area AND (account = $1 OR phone = $1) LIMIT 1`,
    [account.trim()],
  );
  return rows[0];
}

/** Back-office user calls of spec §7 "Operations back office", plus the SMS outbox list for operations. */
export async function userCenterAdminRoutes(app: FastifyInstance, opts: { self: SelfService; sms: SmsProvider }) {
  const { self } = opts;
  const preHandler = app.requireAdmin;

  // Signed out (the sign-in screen's "change password"): answers the same whether the account exists, so
  // it cannot be used to find back-office accounts; the code only ever goes to the account's own phone.
  app.get<{ Params: { account: string } }>(
    `${OPS}/user/login/modifyPassword/sendCode/:account`,
    {
      schema: {
        tags,
        summary: 'Send a password-change code to the phone of a back-office account',
        params: { type: 'object', required: ['account'], properties: { account: { type: 'string', minLength: 1, maxLength: 64 } } },
        querystring: noQuery,
        response: done,
      },
    },
    async (request) => {
      await spendLookup(app, request);
      const user = await adminByAccount(app, request.params.account);
      if (user) await issueCode({ db: app.db, sms: opts.sms, log: request.log }, { phone: user.phone, purpose: 'modifyPassword', ip: request.ip });
      return null;
    },
  );

  app.put<{ Body: { account: string; code: string; password: string } }>(
    `${OPS}/user/login/password/update`,
    { schema: { tags, summary: 'Change a back-office password with the SMS code; ends every session', body: adminPasswordBody, response: done } },
    async (request) => {
      const user = await adminByAccount(app, request.body.account);
      if (!user) throw badInput('codeWrong');
      await verifyCode(app.db, { phone: user.phone, purpose: 'modifyPassword', code: request.body.code });
      await storePassword(app.db, user, request.body.password);
      await revokeUserSessions(app.db, user.id);
      return null;
    },
  );

  app.get<{ Querystring: { phoneNumber?: string; phone?: string } }>(
    `${OPS}/user/send/phoneNumber/code`,
    { preHandler, schema: { tags, security, summary: 'Phone change codes (current phone, or the new one after step 1)', querystring: phoneCodeQuery, response: done } },
    (request) => self.sendPhoneCode(request, request.query.phoneNumber ?? request.query.phone),
  );

  app.put<{ Body: { code: string; phoneNumber: string } }>(
    `${OPS}/user/phone/validate`,
    { preHandler, schema: { tags, security, summary: 'Phone change step 1', body: phoneStepBody, response: done } },
    (request) => self.validateCurrentPhone(request, request.body),
  );

  app.put<{ Body: { code: string; phoneNumber: string } }>(
    `${OPS}/user/update/phone`,
    { preHandler, schema: { tags, security, summary: 'Phone change step 2; ends every session', body: phoneStepBody, response: done } },
    (request) => self.changePhone(request, request.body),
  );

  app.get<{ Params: { value: string } }>(
    `${OPS}/user/login/checkExist/:value`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Whether a phone or account is taken (rate limited)',
        params: { type: 'object', required: ['value'], properties: { value: { type: 'string', minLength: 1, maxLength: 64 } } },
        querystring: noQuery,
        response: { 200: envelopeSchema(booleanData) },
      },
    },
    async (request) => {
      await spendLookup(app, request);
      const value = request.params.value.trim();
      const { rows } = await app.db.query('SELECT 1 FROM app_user WHERE phone = $1 OR account = $1 LIMIT 1', [value]);
      return rows.length > 0;
    },
  );

  app.get<{ Querystring: { name: string } }>(
    `${OPS}/user/updateName`,
    { preHandler, schema: { tags, security, summary: 'Change the own name', querystring: nameQuery, response: done } },
    (request) => self.changeName(request, request.query.name),
  );

  app.get<{ Querystring: { pageNum: number; pageSize: number; phone?: string } }>(
    `${OPS}/sms/outbox/page`,
    { preHandler, schema: { tags: ['sms (back office)'], security, summary: 'Messages of the SMS outbox, newest first', querystring: outboxQuery, response: { 200: envelopeSchema(outboxPage) } } },
    (request) => listOutbox(app.db, request.query),
  );
}
