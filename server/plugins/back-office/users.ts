import type { FastifyInstance } from 'fastify';
import { PREHASH_PATTERN } from '../../../data-providers/password';
import { personName } from '../../../schemas/validators/text';
import { message } from '../../../schemas/validators';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { likePattern, looseObject, pageData, pageQueryProperties, pageResult, paging, type PageQuery } from './paging';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { keepingAnAdministrator, lockoutRefused } from './administration';
import { USER_SQL, userRecord } from './userRecord';

const tags = ['back office: users'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/userManage';

/**
 * User management: list (both areas), create enterprise-side users, enable/disable, grant to an enterprise
 * with a role. Back-office accounts are created and edited in operators.ts.
 */
export async function userManageRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.user)];

  const one = (id: number) => userRecord(app.db, id);

  app.get<{ Querystring: PageQuery & { keyword?: string; area?: 'client' | 'admin' } }>(
    `${BASE}/page`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Users of both areas with their enterprise grants (never password hashes)',
        querystring: {
          type: 'object', additionalProperties: false,
          properties: { ...pageQueryProperties, keyword: { type: 'string' }, area: { type: 'string', enum: ['client', 'admin'], description: 'enterprise-side users or back-office accounts' } },
        },
        response: { 200: envelopeSchema(pageData()) },
      },
    },
    async (request) => {
      const { limit, offset } = paging(request.query);
      const { rows } = await app.db.query<{ total: number }>(
        `${USER_SQL} WHERE ($1::text IS NULL OR u.name ILIKE $1 OR u.phone LIKE $1 OR u.account ILIKE $1)
                         AND ($4::text IS NULL OR u.is_admin_area = ($4 = 'admin'))
          ORDER BY u.id LIMIT $2 OFFSET $3`,
        [likePattern(request.query.keyword), limit, offset, request.query.area ?? null],
      );
      return pageResult(rows);
    },
  );

  app.post<{ Body: { phone: string; name: string; password: string } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Create an enterprise-side user (password pre-hashed in the browser)',
        body: {
          type: 'object', required: ['phone', 'name', 'password'], additionalProperties: false,
          properties: { phone: { type: 'string', pattern: '^1[3-9]\\d{9}$' }, name: { type: 'string', minLength: 1, maxLength: 20 }, password: { type: 'string', pattern: PREHASH_PATTERN } },
        },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const { phone, name, password } = request.body;
      const nameIssue = personName(name.trim());
      if (nameIssue) throw ApiError.badParameter([{ field: 'name', message: message(nameIssue, request.locale) }], request.locale);
      const taken = await app.db.query('SELECT 1 FROM app_user WHERE phone = $1', [phone]);
      if (taken.rows.length) throw ApiError.duplicate();
      const hash = await hashPassword(password);
      const { rows } = await app.db.query<{ id: number }>(
        'INSERT INTO app_user (phone, name, password_hash, status) VALUES ($1, $2, $3, 1) RETURNING id',
        [phone, name.trim(), hash],
      );
      request.log.info({ userId: rows[0].id, by: request.auth!.userId }, 'user created');
      return one(rows[0].id);
    },
  );

  app.put<{ Body: { id: number; status: 0 | 1 } }>(
    `${BASE}/status`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Enable (1) or disable (0); a disabled user’s sessions answer 402 at once (never yourself, never the last administrator)',
        body: { type: 'object', required: ['id', 'status'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, status: { type: 'integer', enum: [0, 1] } } },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      // Operations staff cannot lock themselves out of the back office, nor disable its last administrator.
      if (request.body.id === request.auth!.userId) throw lockoutRefused('selfDisable');
      const { rowCount } = await keepingAnAdministrator(app.db, (tx) =>
        tx.query('UPDATE app_user SET status = $2, updated_at = now() WHERE id = $1', [request.body.id, request.body.status]),
      );
      if (!rowCount) throw ApiError.notFound();
      return one(request.body.id);
    },
  );

  const grantBody = { type: 'object', required: ['userId', 'enterpriseId'], additionalProperties: false, properties: { userId: { type: 'integer', minimum: 1 }, enterpriseId: { type: 'integer', minimum: 1 }, roleId: { type: 'integer', minimum: 1 } } } as const;

  app.put<{ Body: { userId: number; enterpriseId: number; roleId: number } }>(
    `${BASE}/grant`,
    {
      preHandler: guard,
      schema: { tags, security, summary: 'Grant (or change) a user’s role in an enterprise', body: { ...grantBody, required: ['userId', 'enterpriseId', 'roleId'] }, response: { 200: envelopeSchema(looseObject) } },
    },
    async (request) => {
      const { userId, enterpriseId, roleId } = request.body;
      const ok = await app.db.query(
        `SELECT 1 FROM app_user u, enterprise e, role r
          WHERE u.id = $1 AND NOT u.is_admin_area AND e.id = $2 AND r.id = $3 AND r.area = 'client'`,
        [userId, enterpriseId, roleId],
      );
      if (!ok.rows.length) throw ApiError.notFound();
      await app.db.query(
        `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, enterprise_id) DO UPDATE SET role_id = EXCLUDED.role_id`,
        [userId, enterpriseId, roleId],
      );
      return one(userId);
    },
  );

  app.delete<{ Querystring: { userId: string; enterpriseId: string } }>(
    `${BASE}/grant`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Withdraw a user’s grant for an enterprise',
        querystring: { type: 'object', required: ['userId', 'enterpriseId'], properties: { userId: { type: 'string', pattern: '^[1-9]\\d*$' }, enterpriseId: { type: 'string', pattern: '^[1-9]\\d*$' } } },
        response: { 200: envelopeSchema(nullSchema) },
      },
    },
    async (request) => {
      const { rowCount } = await app.db.query('DELETE FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2', [Number(request.query.userId), Number(request.query.enterpriseId)]);
      if (!rowCount) throw ApiError.notFound();
      return null;
    },
  );
}
