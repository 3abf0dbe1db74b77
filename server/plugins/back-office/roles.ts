import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { roleMenuIds } from '../menus/access';
import { CLIENT_AREA_SYSTEMS, closeClientAreaGrants } from './grantMenus';
import { looseObject } from './paging';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { label } from './texts';

const tags = ['back office: roles'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/roleManage';
const PERM = '^[A-Za-z][A-Za-z0-9_:.-]{0,127}$';

const ROLE_SQL = `
  SELECT r.id, r.name, r.code, r.area,
         COALESCE((SELECT json_agg(rp.perm ORDER BY rp.perm) FROM role_permission rp WHERE rp.role_id = r.id), '[]'::json) AS permissions,
         (SELECT count(*) FROM user_enterprise ue WHERE ue.role_id = r.id) AS "grantCount"
    FROM role r`;

/** Keys held by enterprise-side roles that no menu carries (archive, custom ledgers …): outside the tree. */
const OTHER_KEYS_SQL = `
  SELECT DISTINCT rp.perm FROM role_permission rp JOIN role r ON r.id = rp.role_id
   WHERE r.area = 'client' AND NOT EXISTS (SELECT 1 FROM menu m WHERE m.perms = rp.perm)`;

/** Only enterprise-side roles are granted here (2010105 otherwise). */
async function clientRole(db: Pick<Db, 'query'>, id: number): Promise<void> {
  const { rows } = await db.query(`SELECT 1 FROM role WHERE id = $1 AND area = 'client'`, [id]);
  if (!rows.length) throw ApiError.notFound();
}

/**
 * Role management. Only enterprise-side roles can be created or re-granted here: editing the back-office
 * role from the back office could lock every operator out. Grants follow the enterprise's own role
 * screen: a menu tree (menus with their buttons) whose choices are closed upwards and materialised into
 * role_permission, plus the keys no menu carries.
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
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Enterprise-side permission keys in use that no menu carries (granted next to the menu tree)',
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'string' } }) },
      },
    },
    async () => (await app.db.query<{ perm: string }>(`${OTHER_KEYS_SQL} ORDER BY 1`)).rows.map((r) => r.perm),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/menuIds/:id`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Menu ids an enterprise-side role grants (the checked entries of the grant tree)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }) },
      },
    },
    async (request) => {
      await clientRole(app.db, request.params.id);
      return [...(await roleMenuIds(app.db, request.params.id))].sort((a, b) => a - b);
    },
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

  app.put<{ Body: { id: number; menuIds: number[]; permissions: string[] } }>(
    `${BASE}/grants`,
    {
      preHandler: guard,
      schema: {
        tags, security,
        summary: 'Replace an enterprise-side role’s grants: menus of the grant tree (closed upwards) and keys no menu carries',
        body: {
          type: 'object', required: ['id', 'menuIds', 'permissions'], additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1 },
            menuIds: { type: 'array', maxItems: 2000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
            permissions: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', pattern: PERM } },
          },
        },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const { id, menuIds, permissions } = request.body;
      const locale = request.locale;
      await clientRole(app.db, id);
      const grants = await closeClientAreaGrants(app.db, menuIds, locale);
      if (permissions.length) {
        const carried = await app.db.query('SELECT 1 FROM menu WHERE perms = ANY($1::text[]) LIMIT 1', [permissions]);
        if (carried.rows.length) throw ApiError.badParameter([{ field: 'permissions', message: label('grant', 'menuKey', locale) }], locale);
      }
      await app.db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM role WHERE id = $1 FOR UPDATE`, [id]);
        // Menus of other systems (none today) are not in this tree and stay as they are.
        await tx.query('DELETE FROM role_menu WHERE role_id = $1 AND menu_id IN (SELECT id FROM menu WHERE system_id = ANY($2::int[]))', [id, CLIENT_AREA_SYSTEMS]);
        await tx.query('INSERT INTO role_menu (role_id, menu_id) SELECT $1, m FROM unnest($2::bigint[]) AS m', [id, grants.menuIds]);
        // role_permission is what the guards read: the keys of every granted menu plus the free keys.
        await tx.query('DELETE FROM role_permission WHERE role_id = $1', [id]);
        await tx.query(
          `INSERT INTO role_permission (role_id, perm)
           SELECT $1::bigint, m.perms FROM role_menu rm JOIN menu m ON m.id = rm.menu_id WHERE rm.role_id = $1 AND m.perms IS NOT NULL
           UNION SELECT $1::bigint, p FROM unnest($2::text[]) AS p`,
          [id, permissions],
        );
      });
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [id])).rows[0];
    },
  );
}
