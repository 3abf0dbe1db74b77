import type { FastifyInstance } from 'fastify';
import { uscc } from '../../../schemas/validators/identity';
import { envelopeSchema } from '../../core/envelope';
import { badInput, taken } from '../auth/identityErrors';
import { noQuery } from '../auth/schemas';
import { startCertificationReview } from './certificationReview';

const APP = '/api/enterprise-side-app';
const tags = ['user centre (client)'];
const security = [{ token: [] }];

const certificationBody = {
  type: 'object',
  required: ['enterpriseName', 'socialCreditCode'],
  properties: {
    enterpriseName: { type: 'string', minLength: 1, maxLength: 100 },
    socialCreditCode: { type: 'string', maxLength: 32 },
    remark: { type: 'string', maxLength: 200 },
  },
} as const;

const certificationItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    enterpriseName: { type: 'string' },
    socialCreditCode: { type: 'string' },
    remark: { type: ['string', 'null'] },
    status: { type: 'integer', description: 'audit status: 1 pending review, 2 rejected, 3 passed' },
    createdAt: { type: 'string' },
  },
} as const;

/**
 * Enterprise certification (spec §7 POST userEnterprise/certification): a signed-in user asks to join an
 * enterprise by name and unified social credit code. The request starts the platform process
 * `enterprise-certification` (server/workflow): operations review it in the back office, and the
 * process's end sets the request's audit status (certificationReview.ts).
 */
export async function certificationRoutes(app: FastifyInstance) {
  const preHandler = app.requireClientSession;

  app.post<{ Body: { enterpriseName: string; socialCreditCode: string; remark?: string } }>(
    `${APP}/userEnterprise/certification`,
    { preHandler, schema: { tags, security, summary: 'Apply to join an enterprise', body: certificationBody, response: { 200: envelopeSchema(certificationItem) } } },
    async (request) => {
      const enterpriseName = request.body.enterpriseName.trim();
      const code = request.body.socialCreditCode.trim().toUpperCase();
      if (!enterpriseName) throw badInput('enterpriseNameRequired');
      if (uscc(code) !== null) throw badInput('usccInvalid');
      const userId = request.auth!.userId;
      const { rows: pending } = await app.db.query(
        'SELECT 1 FROM enterprise_certification WHERE user_id = $1 AND social_credit_code = $2 AND status = 1',
        [userId, code],
      );
      if (pending.length > 0) throw taken('certificationPending');
      const remark = request.body.remark?.trim() || null;
      // The request and its review process commit together: no request without a reviewer's task.
      return app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; enterpriseName: string }>(
          `INSERT INTO enterprise_certification (user_id, enterprise_name, social_credit_code, remark) VALUES ($1, $2, $3, $4)
           RETURNING id, enterprise_name AS "enterpriseName", social_credit_code AS "socialCreditCode", remark, status, created_at AS "createdAt"`,
          [userId, enterpriseName, code, remark],
        );
        await startCertificationReview(tx, { id: Number(rows[0].id), userId, enterpriseName, socialCreditCode: code, remark });
        return rows[0];
      });
    },
  );

  app.get(
    `${APP}/userEnterprise/certification/list`,
    {
      preHandler,
      schema: { tags, security, summary: 'The signed-in user’s certification requests, newest first', querystring: noQuery, response: { 200: envelopeSchema({ type: 'array', items: certificationItem }) } },
    },
    async (request) => {
      const { rows } = await app.db.query(
        `SELECT id, enterprise_name AS "enterpriseName", social_credit_code AS "socialCreditCode", remark, status, created_at AS "createdAt"
           FROM enterprise_certification WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
        [request.auth!.userId],
      );
      return rows;
    },
  );
}
