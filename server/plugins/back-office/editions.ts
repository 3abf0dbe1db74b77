import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { closeClientAreaGrants } from './grantMenus';
import { looseObject } from './paging';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { editionName } from './texts';

const tags = ['back office: editions'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/editionManage';

/**
 * Editions as the back office sees them. The edition table (names, menu id lists) belongs to the menus
 * work; until it exists the editions in use by enterprises are listed with a generated name.
 */
async function hasEditionTable(app: FastifyInstance): Promise<boolean> {
  const { rows } = await app.db.query<{ t: string | null }>(`SELECT to_regclass('edition')::text AS t`);
  return rows[0]?.t != null;
}

export async function editionManageRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.edition)];

  app.get(
    `${BASE}/list`,
    { preHandler: guard, schema: { tags, security, summary: 'Editions with the number of enterprises on each', response: { 200: envelopeSchema({ type: 'array', items: looseObject }) } } },
    async (request) => {
      const usage = (await app.db.query<{ id: number; n: number }>(`SELECT edition_id AS id, count(*) AS n FROM enterprise WHERE edition_id IS NOT NULL GROUP BY 1`)).rows;
      const counts = new Map(usage.map((u) => [Number(u.id), Number(u.n)]));
      if (await hasEditionTable(app)) {
        const { rows } = await app.db.query<{ id: number; name: string }>('SELECT id, name FROM edition ORDER BY id');
        return rows.map((r) => ({ id: r.id, name: r.name, editable: true, enterpriseCount: counts.get(Number(r.id)) ?? 0 }));
      }
      return [...counts.keys()].sort((a, b) => a - b).map((id) => ({ id, name: editionName(id, request.locale), editable: false, enterpriseCount: counts.get(id) }));
    },
  );

  app.put<{ Body: { id: number; name: string } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Rename an edition',
        body: { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string', minLength: 1, maxLength: 50 } } },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      if (!(await hasEditionTable(app))) throw ApiError.notFound();
      const { rowCount } = await app.db.query('UPDATE edition SET name = $2 WHERE id = $1', [request.body.id, request.body.name.trim()]);
      if (!rowCount) throw ApiError.notFound();
      return { id: request.body.id, name: request.body.name.trim(), editable: true };
    },
  );

  app.put<{ Body: { id: number; menuIds: number[] } }>(
    `${BASE}/menus`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Replace an edition’s menu id list (spec §3 edition/menuIdList), closed upwards like role grants',
        body: {
          type: 'object', required: ['id', 'menuIds'], additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 }, menuIds: { type: 'array', maxItems: 2000, uniqueItems: true, items: { type: 'integer', minimum: 1 } } },
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, menuIds: { type: 'array', items: { type: 'integer' } } } }) },
      },
    },
    async (request) => {
      const { id } = request.body;
      if (!(await hasEditionTable(app))) throw ApiError.notFound();
      const grants = await closeClientAreaGrants(app.db, request.body.menuIds, request.locale);
      await app.db.transaction(async (tx) => {
        const edition = await tx.query('SELECT 1 FROM edition WHERE id = $1 FOR UPDATE', [id]);
        if (!edition.rows.length) throw ApiError.notFound();
        await tx.query('DELETE FROM edition_menu WHERE edition_id = $1', [id]);
        await tx.query('INSERT INTO edition_menu (edition_id, menu_id) SELECT $1, m FROM unnest($2::bigint[]) AS m', [id, grants.menuIds]);
      });
      return { id, menuIds: grants.menuIds.sort((a, b) => a - b) };
    },
  );
}
