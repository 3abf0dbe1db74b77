import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { looseObject } from './paging';
import { ADMIN_PERMISSIONS } from './permissions';

const tags = ['back office: roles'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/roleManage';
const PERM = '^[A-Za-z][A-Za-z0-9_:.-]{0,127}$';

const ROLE_SQL = `
  SELECT r.id, r.name, r.code, r.area,
         COALESCE((SELECT json_agg(rp.perm ORDER BY rp.perm) FROM role_permission rp WHERE rp.role_id = r.id), '[]'::json) AS permissions,
         (SELECT count(*) FROM user_enterprise ue WHERE ue.role_id = r.id) AS "grantCount"
    FROM role r`;

/**
 * Role management. Only enterprise-side roles can be created or re-granted here: editing the back-office
 * role from the back office could lock every operator out.
 */
export async function roleManageRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.role)];

  app.get<{ Querystring: { area?: 'client' | 'admin' } }>(
    `${BASE}/list`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Roles with their permission keys',
        querystring: { type: 'object', additionalProperties: false, properties: { area: { type: 'string', enum: ['client', 'admin'] } } },
        response: { 200: envelopeSchema({ type: 'array', items: looseObject }) },
      },
    },
    async (request) => (await app.db.query(`${ROLE_SQL} WHERE ($1::text IS NULL OR r.area = $1) ORDER BY r.area DESC, r.id`, [request.query.area ?? null])).rows,
  );

  app.get(
    `${BASE}/permissionKeys`,
    { preHandler: guard, schema: { tags, security, summary: 'Every enterprise-side permission key in use (grant checklist)', response: { 200: envelopeSchema({ type: 'array', items: { type: 'string' } }) } } },
    async () =>
      (await app.db.query<{ perm: string }>(`SELECT DISTINCT rp.perm FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE r.area = 'client' ORDER BY 1`)).rows.map((r) => r.perm),
  );

  app.post<{ Body: { name: string; code: string } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Create an enterprise-side role',
        body: { type: 'object', required: ['name', 'code'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: 50 }, code: { type: 'string', pattern: '^[a-z][a-z0-9_]{1,63}$' } } },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const taken = await app.db.query(`SELECT 1 FROM role WHERE area = 'client' AND code = $1`, [request.body.code]);
      if (taken.rows.length) throw ApiError.duplicate();
      const { rows } = await app.db.query<{ id: number }>(`INSERT INTO role (name, code, area) VALUES ($1, $2, 'client') RETURNING id`, [request.body.name.trim(), request.body.code]);
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [rows[0].id])).rows[0];
    },
  );

  app.put<{ Body: { id: number; permissions: string[] } }>(
    `${BASE}/permissions`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Replace an enterprise-side role’s permission keys',
        body: {
          type: 'object', required: ['id', 'permissions'], additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 }, permissions: { type: 'array', maxItems: 2000, uniqueItems: true, items: { type: 'string', pattern: PERM } } },
        },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const { id, permissions } = request.body;
      await app.db.transaction(async (tx) => {
        const role = await tx.query(`SELECT 1 FROM role WHERE id = $1 AND area = 'client' FOR UPDATE`, [id]);
        if (!role.rows.length) throw ApiError.notFound();
        await tx.query('DELETE FROM role_permission WHERE role_id = $1', [id]);
        if (permissions.length) await tx.query('INSERT INTO role_permission (role_id, perm) SELECT $1, unnest($2::text[])', [id, permissions]);
      });
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [id])).rows[0];
    },
  );
}
