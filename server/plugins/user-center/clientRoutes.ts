import type { FastifyInstance } from 'fastify';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { changePasswordBody, nameBody, phoneCodeQuery, phoneStepBody } from '../auth/accountSchemas';
import { noQuery } from '../auth/schemas';
import type { SelfService } from './selfService';

const APP = '/api/enterprise-side-app';
const tags = ['user centre (client)'];
const security = [{ token: [] }];
const done = { 200: envelopeSchema(nullSchema) };

/** User centre calls of spec §7 for the signed-in client user (no enterprise needed: they act on the person). */
export async function userCenterClientRoutes(app: FastifyInstance, opts: { self: SelfService }) {
  const { self } = opts;
  const preHandler = app.requireClientSession;

  app.put<{ Body: { name: string } }>(
    `${APP}/user/center/update/name`,
    { preHandler, schema: { tags, security, summary: 'Change the own name (请输入名字 / 姓名格式不符合要求)', body: nameBody, response: done } },
    (request) => self.changeName(request, request.body.name),
  );

  app.get(
    `${APP}/user/send/password/code`,
    { preHandler, schema: { tags, security, summary: 'Send a password-change code to the current phone', querystring: noQuery, response: done } },
    (request) => self.sendPasswordCode(request),
  );

  app.put<{ Body: { code: string; password: string; phone?: string } }>(
    `${APP}/user/center/update/password`,
    {
      preHandler,
      schema: { tags, security, summary: 'Change the password with a code; ends every session of the user', body: changePasswordBody, response: done },
    },
    (request) => self.changePassword(request, request.body),
  );

  app.get<{ Querystring: { phoneNumber?: string; phone?: string } }>(
    `${APP}/user/send/phoneNumber/code`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Phone change: a code to the current phone, or with phoneNumber (after step 1) to the new one',
        querystring: phoneCodeQuery,
        response: done,
      },
    },
    (request) => self.sendPhoneCode(request, request.query.phoneNumber ?? request.query.phone),
  );

  app.put<{ Body: { code: string; phoneNumber: string } }>(
    `${APP}/user/center/phone/validate`,
    { preHandler, schema: { tags, security, summary: 'Phone change step 1: verify the current number', body: phoneStepBody, response: done } },
    (request) => self.validateCurrentPhone(request, request.body),
  );

  app.put<{ Body: { code: string; phoneNumber: string } }>(
    `${APP}/user/center/update/phone`,
    {
      preHandler,
      schema: { tags, security, summary: 'Phone change step 2: the new number and its code; ends every session', body: phoneStepBody, response: done },
    },
    (request) => self.changePhone(request, request.body),
  );
}
