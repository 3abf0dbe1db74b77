import type { FastifyInstance } from 'fastify';
import { uscc } from '../../../schemas/validators/identity';
import { message } from '../../../schemas/validators';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { toArchiveRecord, ARCHIVE_SELECT } from '../enterprise/archive';
import { refuseTakenIdentity } from '../enterprise/uniqueness';
import { likePattern, looseObject, pageData, pageQueryProperties, pageResult, paging, type PageQuery } from './paging';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { mayActForEnterprises } from './operatorScopeRoutes';

const tags = ['back office: enterprises'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/enterpriseManage';

interface EnterpriseBody {
  id?: number;
  name: string;
  type: 0 | 1;
  parentId?: number | null;
  socialCreditCode?: string | null;
  actived: 0 | 1;
  /** YYYY-MM-DD, the last day of use; null = no expiry. */
  expireDate?: string | null;
  editionId?: number | null;
  trial: boolean;
  target: 0 | 1;
}

const enterpriseBody = {
  type: 'object',
  required: ['name', 'type', 'actived', 'trial', 'target'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    // A name of spaces only would be stored empty (names are trimmed).
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    type: { type: 'integer', enum: [0, 1] },
    parentId: { type: ['integer', 'null'], minimum: 1 },
    socialCreditCode: { type: ['string', 'null'] },
    actived: { type: 'integer', enum: [0, 1] },
    expireDate: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    editionId: { type: ['integer', 'null'], minimum: 1 },
    trial: { type: 'boolean' },
    target: { type: 'integer', enum: [0, 1] },
  },
} as const;

const LIST_SQL = `
  SELECT e.id, e.name, e.type, e.actived, e.parent_id AS "parentId", p.name AS "parentName",
         (e.expire_at IS NOT NULL AND e.expire_at <= now()) AS expired,
         to_char((e.expire_at AT TIME ZONE 'Asia/Shanghai') - interval '1 second', 'YYYY-MM-DD') AS "expireDate",
         e.trial, e.target, e.edition_id AS "editionId", e.social_credit_code AS "socialCreditCode",
         to_char(e.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
         count(*) OVER () AS total
    FROM enterprise e LEFT JOIN enterprise p ON p.id = e.parent_id`;

/** Enterprise management: list, create, edit (expiry, edition, trial, target, type), activate/disable. */
export async function enterpriseManageRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.enterprise)];

  app.get<{ Querystring: PageQuery & { name?: string; actived?: '0' | '1' } }>(
    `${BASE}/page`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Enterprises (all, with state)',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties, name: { type: 'string' }, actived: { type: 'string', enum: ['0', '1'] } } },
        response: { 200: envelopeSchema(pageData()) },
      },
    },
    async (request) => {
      const { limit, offset } = paging(request.query);
      const { rows } = await app.db.query<Record<string, unknown> & { id: number; total: number }>(
        `${LIST_SQL}
          WHERE ($1::text IS NULL OR e.name ILIKE $1) AND ($2::smallint IS NULL OR e.actived = $2)
          ORDER BY e.id LIMIT $3 OFFSET $4`,
        [likePattern(request.query.name), request.query.actived ?? null, limit, offset],
      );
      const result = pageResult(rows);
      // The archive completeness flag helps operations chase type-0 enterprises with missing profiles.
      const ids = result.records.map((r) => r.id);
      const archives = ids.length ? (await app.db.query(`${ARCHIVE_SELECT} WHERE id = ANY($1::bigint[])`, [ids])).rows.map(toArchiveRecord) : [];
      const complete = new Map(archives.map((a) => [a.id, a.complete]));
      return { total: result.total, records: result.records.map((r) => ({ ...r, complete: complete.get(r.id) ?? false })) };
    },
  );

  // The pickers of other screens (a group to belong to, an enterprise to grant): users management needs them
  // too, the operator log's filter, and the pages where an operator acts on one enterprise (operator scope).
  const pickers = [ADMIN_PERMISSIONS.enterprise, ADMIN_PERMISSIONS.user, ADMIN_PERMISSIONS.loginLog];
  app.get<{ Querystring: { name?: string; type?: '0' | '1'; size?: string } }>(
    `${BASE}/options`,
    {
      preHandler: [
        app.requireAdmin,
        async (request) => {
          if (!pickers.some((key) => request.auth!.permissions.has(key)) && !mayActForEnterprises(app, request)) throw ApiError.noPermission();
        },
      ],
      schema: {
        tags, security, summary: 'Enterprises for a picker, searched by name as the user types: names starting with the text first, at most `size` (20)',
        querystring: {
          type: 'object', additionalProperties: false,
          properties: { name: { type: 'string' }, type: { type: 'string', enum: ['0', '1'] }, size: { type: 'string', pattern: '^([1-9]|[1-4]\\d|50)$' } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, type: { type: 'integer' }, actived: { type: 'integer' } } } }) },
      },
    },
    async (request) => {
      const pattern = likePattern(request.query.name);
      const { rows } = await app.db.query(
        `SELECT e.id, e.name, e.type, e.actived FROM enterprise e
          WHERE ($1::text IS NULL OR e.name ILIKE $1) AND ($2::smallint IS NULL OR e.type = $2)
          ORDER BY ($1::text IS NOT NULL AND e.name ILIKE ltrim($1, '%')) DESC, e.name, e.id LIMIT $3`,
        [pattern, request.query.type ?? null, Number(request.query.size ?? 20)],
      );
      return rows;
    },
  );

  const validate = async (body: EnterpriseBody, locale: 'zh-CN' | 'en-US') => {
    if (body.socialCreditCode) {
      const key = uscc(body.socialCreditCode);
      if (key) throw ApiError.badParameter([{ field: 'socialCreditCode', message: message(key, locale) }], locale);
    }
    await refuseTakenIdentity(app.db, body, locale);
    if (body.parentId) {
      const parent = await app.db.query('SELECT 1 FROM enterprise WHERE id = $1 AND type = 1 AND id <> $2', [body.parentId, body.id ?? 0]);
      if (!parent.rows.length) throw ApiError.badParameter([{ field: 'parentId', message: message('pattern', locale) }], locale);
    }
  };

  // The expiry date is the last usable day in Beijing time: the enterprise expires at the next midnight.
  const expireSql = `CASE WHEN $6::date IS NULL THEN NULL ELSE (($6::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai') END`;
  const values = (b: EnterpriseBody) => [b.name.trim(), b.type, b.parentId ?? null, b.socialCreditCode || null, b.actived, b.expireDate ?? null, b.editionId ?? null, b.trial, b.target];

  const one = async (id: number) => {
    const { rows } = await app.db.query<Record<string, unknown> & { total?: number }>(`${LIST_SQL} WHERE e.id = $1`, [id]);
    if (!rows[0]) throw ApiError.notFound();
    const { total: _t, ...row } = rows[0];
    return row;
  };

  app.post<{ Body: EnterpriseBody }>(
    BASE,
    { preHandler: guard, schema: { tags, security, summary: 'Create an enterprise', body: enterpriseBody, response: { 200: envelopeSchema(looseObject) } } },
    async (request) => {
      const body = request.body;
      await validate({ ...body, id: undefined }, request.locale);
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO enterprise (name, type, parent_id, social_credit_code, actived, expire_at, edition_id, trial, target)
         VALUES ($1, $2, $3, $4, $5, ${expireSql}, $7, $8, $9) RETURNING id`,
        values(body),
      );
      request.log.info({ enterpriseId: rows[0].id, by: request.auth!.userId }, 'enterprise created');
      return one(rows[0].id);
    },
  );

  app.put<{ Body: EnterpriseBody & { id: number } }>(
    BASE,
    { preHandler: guard, schema: { tags, security, summary: 'Edit an enterprise', body: { ...enterpriseBody, required: [...enterpriseBody.required, 'id'] }, response: { 200: envelopeSchema(looseObject) } } },
    async (request) => {
      const body = request.body;
      await one(body.id);
      await validate(body, request.locale);
      await app.db.query(
        `UPDATE enterprise SET name = $1, type = $2, parent_id = $3, social_credit_code = $4, actived = $5, expire_at = ${expireSql},
                edition_id = $7, trial = $8, target = $9, updated_at = now()
          WHERE id = $10`,
        [...values(body), body.id],
      );
      return one(body.id);
    },
  );

  app.put<{ Body: { id: number; actived: 0 | 1 } }>(
    `${BASE}/actived`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Activate (1) or disable (0); takes effect on the next call of its users',
        body: { type: 'object', required: ['id', 'actived'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, actived: { type: 'integer', enum: [0, 1] } } },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const { rowCount } = await app.db.query('UPDATE enterprise SET actived = $2, updated_at = now() WHERE id = $1', [request.body.id, request.body.actived]);
      if (!rowCount) throw ApiError.notFound();
      return one(request.body.id);
    },
  );
}
