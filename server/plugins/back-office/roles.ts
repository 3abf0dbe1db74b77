import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { roleMenuIds } from '../menus/access';
import { AREA_SYSTEMS, closeAreaGrants } from './grantMenus';
import { looseObject } from './paging';
import { ADMIN_PERMISSIONS, ALL_ADMIN_PERMISSIONS, SYSTEM_OPERATOR_ROLE_CODE } from '../../../schemas/contracts/backOffice';
import { keepingAnAdministrator } from './administration';
import { label } from './texts';

type Area = 'client' | 'admin';

const tags = ['back office: roles'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/roleManage';
const PERM = '^[A-Za-z][A-Za-z0-9_:.-]{0,127}$';

const ROLE_SQL = `
  SELECT r.id, r.name, r.code, r.area, (r.area = 'admin' AND r.code = '${SYSTEM_OPERATOR_ROLE_CODE}') AS system,
         COALESCE((SELECT json_agg(rp.perm ORDER BY rp.perm) FROM role_permission rp WHERE rp.role_id = r.id), '[]'::json) AS permissions,
         (SELECT count(*) FROM user_enterprise ue WHERE ue.role_id = r.id) + (SELECT count(*) FROM app_user u WHERE u.admin_role_id = r.id) AS "grantCount"
    FROM role r`;

/** Keys held by enterprise-side roles that no menu carries (archive, custom ledgers …): outside the tree. */
const OTHER_KEYS_SQL = `
  SELECT DISTINCT rp.perm FROM role_permission rp JOIN role r ON r.id = rp.role_id
   WHERE r.area = 'client' AND NOT EXISTS (SELECT 1 FROM menu m WHERE m.perms = rp.perm)`;

/**
 * A role whose grants the back office may change, with its area: enterprise-side roles and the
 * back-office roles operators created. The seeded operations-admin role holds every back-office key by
 * definition (re-granted on each start) and is not changed here (2010105, like an unknown role).
 */
async function grantableRole(db: Pick<Db, 'query'>, id: number): Promise<Area> {
  const { rows } = await db.query<{ area: Area }>(`SELECT area FROM role WHERE id = $1 AND NOT (area = 'admin' AND code = $2)`, [id, SYSTEM_OPERATOR_ROLE_CODE]);
  if (!rows[0]) throw ApiError.notFound();
  return rows[0].area;
}

/**
 * Role management for both areas. Grants follow the enterprise's own role screen: a menu tree (menus with
 * their buttons; for a back-office role the back office's own menus, whose pages and buttons carry every
 * back-office key) whose choices are closed upwards and materialised into role_permission, plus the keys
 * no menu carries. A change to a back-office role never leaves the back office without an administrator
 * (administration.ts).
 */
export async function roleManageRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.role)];
  /** Back-office keys the core and the enabled plugins declare. */
  const declaredAdminKeys = [...new Set([...ALL_ADMIN_PERMISSIONS, ...app.pluginSet.enabled.flatMap((p) => (p.manifest.permissions ?? []).filter((k) => k.system === 'admin').map((k) => k.key))])];
  /** The keys of an area granted next to its menu tree: enterprise-side keys in use, declared back-office keys; none a menu carries. */
  const otherKeys = async (area: Area): Promise<string[]> => {
    if (area === 'client') return (await app.db.query<{ perm: string }>(`${OTHER_KEYS_SQL} ORDER BY 1`)).rows.map((r) => r.perm);
    const carried = await app.db.query<{ perms: string }>('SELECT DISTINCT perms FROM menu WHERE perms = ANY($1::text[])', [declaredAdminKeys]);
    const onMenus = new Set(carried.rows.map((r) => r.perms));
    return declaredAdminKeys.filter((k) => !onMenus.has(k)).sort();
  };

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

  app.get<{ Querystring: { area?: Area } }>(
    `${BASE}/permissionKeys`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Permission keys of an area (default client) that no menu carries (granted next to the menu tree)',
        querystring: { type: 'object', additionalProperties: false, properties: { area: { type: 'string', enum: ['client', 'admin'] } } },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'string' } }) },
      },
    },
    async (request) => otherKeys(request.query.area ?? 'client'),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/menuIds/:id`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Menu ids a role grants (the checked entries of the grant tree)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }) },
      },
    },
    async (request) => {
      await grantableRole(app.db, request.params.id);
      return [...(await roleMenuIds(app.db, request.params.id))].sort((a, b) => a - b);
    },
  );

  const roleName = { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } as const;

  app.post<{ Body: { name: string; code: string; area?: Area } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Create a role of the enterprise side (default) or of the back office',
        body: {
          type: 'object', required: ['name', 'code'], additionalProperties: false,
          properties: { name: roleName, code: { type: 'string', pattern: '^[a-z][a-z0-9_]{1,63}$' }, area: { type: 'string', enum: ['client', 'admin'] } },
        },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const area = request.body.area ?? 'client';
      const taken = await app.db.query(`SELECT 1 FROM role WHERE area = $1 AND code = $2`, [area, request.body.code]);
      if (taken.rows.length) throw ApiError.duplicate();
      const { rows } = await app.db.query<{ id: number }>(`INSERT INTO role (name, code, area) VALUES ($1, $2, $3) RETURNING id`, [request.body.name.trim(), request.body.code, area]);
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [rows[0].id])).rows[0];
    },
  );

  app.put<{ Body: { id: number; name: string } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Rename a role (not the seeded operations-admin role)',
        body: { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, name: roleName } },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      await grantableRole(app.db, request.body.id);
      await app.db.query('UPDATE role SET name = $2 WHERE id = $1', [request.body.id, request.body.name.trim()]);
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [request.body.id])).rows[0];
    },
  );

  app.put<{ Body: { id: number; menuIds: number[]; permissions: string[] } }>(
    `${BASE}/grants`,
    {
      preHandler: guard,
      schema: {
        tags, security,
        summary: 'Replace a role’s grants: menus of its area’s grant tree (closed upwards) and keys no menu carries',
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
      const area = await grantableRole(app.db, id);
      const systems = AREA_SYSTEMS[area];
      const grants = await closeAreaGrants(app.db, systems, menuIds, locale);
      if (permissions.length) {
        const carried = await app.db.query('SELECT 1 FROM menu WHERE perms = ANY($1::text[]) LIMIT 1', [permissions]);
        if (carried.rows.length) throw ApiError.badParameter([{ field: 'permissions', message: label('grant', 'menuKey', locale) }], locale);
        // A back-office role holds only declared back-office keys (an enterprise-side role may hold keys of custom ledgers).
        if (area === 'admin' && permissions.some((p) => !declaredAdminKeys.includes(p))) {
          throw ApiError.badParameter([{ field: 'permissions', message: label('grant', 'unknownKey', locale) }], locale);
        }
      }
      const replace = async (tx: Pick<Db, 'query'>) => {
        await tx.query(`SELECT 1 FROM role WHERE id = $1 FOR UPDATE`, [id]);
        // Menus of other systems are not in this tree and stay as they are.
        await tx.query('DELETE FROM role_menu WHERE role_id = $1 AND menu_id IN (SELECT id FROM menu WHERE system_id = ANY($2::int[]))', [id, systems]);
        await tx.query('INSERT INTO role_menu (role_id, menu_id) SELECT $1, m FROM unnest($2::bigint[]) AS m', [id, grants.menuIds]);
        // role_permission is what the guards read: the keys of every granted menu plus the free keys.
        await tx.query('DELETE FROM role_permission WHERE role_id = $1', [id]);
        await tx.query(
          `INSERT INTO role_permission (role_id, perm)
           SELECT $1::bigint, m.perms FROM role_menu rm JOIN menu m ON m.id = rm.menu_id WHERE rm.role_id = $1 AND m.perms IS NOT NULL
           UNION SELECT $1::bigint, p FROM unnest($2::text[]) AS p`,
          [id, permissions],
        );
      };
      // Back-office roles decide who can administer the back office: never leave it without an administrator.
      if (area === 'admin') await keepingAnAdministrator(app.db, replace);
      else await app.db.transaction(replace);
      return (await app.db.query(`${ROLE_SQL} WHERE r.id = $1`, [id])).rows[0];
    },
  );
}
