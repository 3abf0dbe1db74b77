import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { editionMenuIds, enterpriseMenuScope, roleMenuIds } from './access';
import { SYSTEM } from './catalogue';
import { editionParams, idListSchema, menuTreeSchema, treeListQuery } from './schemas';
import { buildTree, loadSystemMenus } from './tree';

const APP = '/api/enterprise-side-app';
const ADMIN = '/api/operation-manage';
const tags = ['menus'];
const security = [{ token: [], enterpriseId: [] }];

async function userRoleId(app: FastifyInstance, userId: number, enterpriseId: number): Promise<number> {
  const { rows } = await app.db.query<{ role_id: number }>(
    'SELECT role_id FROM user_enterprise WHERE user_id = $1 AND enterprise_id = $2',
    [userId, enterpriseId],
  );
  if (!rows[0]) throw ApiError.noPermission();
  return rows[0].role_id;
}

/** menu/routerList, menu/treeList and edition/menuIdList (spec §7) for both areas. */
export async function menuRoutes(app: FastifyInstance) {
  app.get(
    `${APP}/menu/routerList`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: "The user's permitted menu tree in the enterprise of the header: role grants ∩ edition ∩ system",
        security,
        response: { 200: envelopeSchema(menuTreeSchema) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const enterpriseId = auth.enterpriseId!;
      const [scope, roleId] = await Promise.all([enterpriseMenuScope(app.db, enterpriseId), userRoleId(app, auth.userId, enterpriseId)]);
      const [rows, granted] = await Promise.all([loadSystemMenus(app.db, scope.systemId), roleMenuIds(app.db, roleId)]);
      return buildTree(rows, (row) => {
        if (scope.editionMenuIds && !scope.editionMenuIds.has(row.id)) return false;
        // A keyed entry follows the effective permissions (role keys the edition allows) the guards use too.
        return row.perms ? auth.permissions.has(row.perms) : granted.has(row.id);
      });
    },
  );

  app.get<{ Querystring: { systemId?: number; editionId?: number } }>(
    `${APP}/menu/treeList`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: "The full menu tree of the enterprise's system (systemId defaults to it), limited to its edition when editionId is given",
        security,
        querystring: treeListQuery,
        response: { 200: envelopeSchema(menuTreeSchema) },
      },
    },
    async (request) => {
      const scope = await enterpriseMenuScope(app.db, request.auth!.enterpriseId!);
      const { systemId = scope.systemId, editionId } = request.query;
      // The client area sees its own system and edition only; other editions are back-office business.
      if (systemId === SYSTEM.admin) throw ApiError.noPermission();
      if (editionId !== undefined && editionId !== scope.editionId) throw ApiError.noPermission();
      const rows = await loadSystemMenus(app.db, systemId);
      const limit = editionId !== undefined ? scope.editionMenuIds : null;
      return buildTree(rows, (row) => !limit || limit.has(row.id));
    },
  );

  app.get<{ Params: { editionId: number } }>(
    `${APP}/edition/menuIdList/:editionId`,
    {
      preHandler: app.requireEnterprise,
      schema: { tags, summary: "Menu ids of the enterprise's own edition", security, params: editionParams, response: { 200: envelopeSchema(idListSchema) } },
    },
    async (request) => {
      const scope = await enterpriseMenuScope(app.db, request.auth!.enterpriseId!);
      if (request.params.editionId !== scope.editionId) throw ApiError.noPermission();
      return [...(scope.editionMenuIds ?? [])].sort((a, b) => a - b);
    },
  );

  app.get<{ Querystring: { systemId?: number; editionId?: number } }>(
    `${ADMIN}/menu/treeList`,
    {
      preHandler: app.requireAdmin,
      schema: { tags, summary: 'Back office: the menu tree of a system, optionally limited to an edition', security: [{ token: [] }], querystring: treeListQuery, response: { 200: envelopeSchema(menuTreeSchema) } },
    },
    async (request) => {
      const { systemId = SYSTEM.client, editionId } = request.query;
      const rows = await loadSystemMenus(app.db, systemId, { withIconChoice: true });
      const limit = editionId !== undefined ? new Set(await editionMenuIds(app.db, editionId)) : null;
      return buildTree(rows, (row) => !limit || limit.has(row.id));
    },
  );

  app.get<{ Params: { editionId: number } }>(
    `${ADMIN}/edition/menuIdList/:editionId`,
    {
      preHandler: app.requireAdmin,
      schema: { tags, summary: 'Back office: menu ids of an edition', security: [{ token: [] }], params: editionParams, response: { 200: envelopeSchema(idListSchema) } },
    },
    (request) => editionMenuIds(app.db, request.params.editionId),
  );
}
