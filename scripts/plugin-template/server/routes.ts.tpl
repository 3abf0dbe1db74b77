import type { FastifyInstance } from 'fastify';
import {
  clientRoute,
  compileInput,
  enterpriseOf,
  nullSchema,
  offsetOf,
  pageData,
  pagingProperties,
  userOf,
  type JsonSchema,
  type Paging,
} from '../../../server/plugin-api';
import { API_BASE, TITLE_MAX, type __PASCAL__Item, type __PASCAL__Page } from '../contract';
import { KEYS } from '../manifest';

const BASE = `/api${API_BASE}`;
const tags = ['__NAME__'];

const pageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties } };
const itemBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { title: { type: 'string', minLength: 1, maxLength: TITLE_MAX, pattern: '\\S' } },
};
const item: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, title: { type: 'string' }, createdAt: { type: 'string' } },
};

/** GET page (the enterprise's entries, newest first) and POST (add one); both scoped to enterprise_id. */
export async function routes(app: FastifyInstance): Promise<void> {
  const query = compileInput<Paging>(pageQuery, 'querystring');
  const body = compileInput<{ title: string }>(itemBody, 'body');

  app.get(`${BASE}/page`, clientRoute(app, KEYS.view, { tags, summary: 'Entries of the enterprise', querystring: pageQuery, data: pageData(item) }), async (req): Promise<__PASCAL__Page> => {
    const paging = query(req.query, req.locale);
    const enterpriseId = enterpriseOf(req);
    const { rows } = await app.db.query<{ id: number; title: string; created_at: string; total: number }>(
      `SELECT id, title, created_at, count(*) OVER () AS total FROM __SNAKE__ WHERE enterprise_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [enterpriseId, paging.pageSize, offsetOf(paging)],
    );
    const records: __PASCAL__Item[] = rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
    const total = rows.length > 0 ? Number(rows[0].total) : Number((await app.db.query<{ n: number }>('SELECT count(*) AS n FROM __SNAKE__ WHERE enterprise_id = $1', [enterpriseId])).rows[0].n);
    return { records, total };
  });

  app.post(BASE, clientRoute(app, KEYS.edit, { tags, summary: 'Add an entry', body: itemBody, data: nullSchema }), async (req) => {
    const { title } = body(req.body, req.locale);
    await app.db.query('INSERT INTO __SNAKE__ (enterprise_id, title, created_by) VALUES ($1, $2, $3)', [enterpriseOf(req), title.trim(), userOf(req)]);
    return null;
  });
}
