/**
 * The back office's side of the operator scope (docs/operator-scope.md): what an operator holds in an
 * enterprise (the pages that show an enterprise's screens read it once), and the record of the calls
 * operators made on enterprises' behalf.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { holdsOperatorScope, operatorEnterprise, operatorKeys } from '../auth/operatorScope';
import { likePattern, pageData, pageQueryProperties, pageResult, paging, type PageQuery } from './paging';

const security = [{ token: [] }];
const BASE = '/api/operation-manage/operatorScope';

/** The enterprise keys the caller's back-office keys give (after requireAdmin). */
export function operatorKeysOfRequest(app: FastifyInstance, request: FastifyRequest) {
  return operatorKeys(request.auth!.permissions, app.operatorGrants);
}

/** Whether the operator holds any key of the operator scope (its pages and the enterprise picker). */
export const mayActForEnterprises = (app: FastifyInstance, request: FastifyRequest) => holdsOperatorScope(operatorKeysOfRequest(app, request));

interface ActionFilters {
  enterpriseId?: string;
  operator?: string;
  /** 'write': only calls that were not reads. */
  kind?: 'write';
}

export async function operatorScopeRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    `${BASE}/enterprise/:id`,
    {
      preHandler: [
        app.requireAdmin,
        async (request) => {
          if (!mayActForEnterprises(app, request)) throw ApiError.noPermission();
        },
      ],
      schema: {
        tags: ['back office: operator scope'],
        security,
        summary: 'An enterprise an operator acts on, and the enterprise keys (patterns) the operator holds there',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9]\\d{0,14}$' } } },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              enterprise: { type: 'object', additionalProperties: true },
              keys: { type: 'object', properties: { read: { type: 'array', items: { type: 'string' } }, write: { type: 'array', items: { type: 'string' } } } },
            },
          }),
        },
      },
    },
    async (request) => {
      const enterprise = await operatorEnterprise(app.db, Number(request.params.id));
      // A group or an unknown id: the same answer as the enterprise routes give it.
      if (!enterprise) throw ApiError.noPermission();
      return { enterprise, keys: operatorKeysOfRequest(app, request) };
    },
  );

  app.get<{ Querystring: PageQuery & ActionFilters }>(
    `${BASE}/action/page`,
    {
      preHandler: [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.loginLog)],
      schema: {
        tags: ['back office: operator scope'],
        security,
        summary: 'Calls operators made on enterprises’ behalf, newest first (who, which enterprise, which route, the answer)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            enterpriseId: { type: 'string', pattern: '^[1-9]\\d{0,14}$' },
            operator: { type: 'string' },
            kind: { type: 'string', enum: ['write'] },
          },
        },
        response: { 200: envelopeSchema(pageData()) },
      },
    },
    async (request) => {
      const q = request.query;
      const { limit, offset } = paging(q);
      const { rows } = await app.db.query<Record<string, unknown> & { total: number }>(
        `SELECT a.id, a.operator_id AS "operatorId", u.name AS "operatorName", u.account AS "operatorAccount",
                a.enterprise_id AS "enterpriseId", e.name AS "enterpriseName", a.method, a.route, a.path, a.code,
                to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt", count(*) OVER () AS total
           FROM operator_action a
           LEFT JOIN app_user u ON u.id = a.operator_id
           LEFT JOIN enterprise e ON e.id = a.enterprise_id
          WHERE ($1::bigint IS NULL OR a.enterprise_id = $1)
            AND ($2::text IS NULL OR u.name ILIKE $2 OR u.account ILIKE $2)
            AND ($3::boolean IS NULL OR a.method NOT IN ('GET', 'HEAD'))
          ORDER BY a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5`,
        [q.enterpriseId ?? null, likePattern(q.operator), q.kind === 'write' ? true : null, limit, offset],
      );
      return pageResult(rows);
    },
  );
}
