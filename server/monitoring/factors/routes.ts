/**
 * Pollution factors: the back-office list/add/edit (/api/operation-manage/pollutionFactor/…) and the
 * enabled list the client's point forms pick from (/api/enterprise-side-app/pointManagement/factor/list).
 * A factor's code is what stored data refers to, so it is fixed once created.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { ADMIN_PREFIX, adminRoute, CLIENT_PREFIX, clientRoute, containsPattern, idParams, isUniqueViolation, offsetOf, pageData, pagingProperties, searchText, type Paging } from '../http/common';
import { compileInput, parseId } from '../http/validate';
import { monitoringTexts } from '../messages';
import { MONITORING_PERMISSIONS as P } from '../../../schemas/contracts/monitoring/permissions';
import { FACTOR_MEDIA } from '../../../schemas/contracts/monitoring/pointTypes';

const ADMIN_BASE = `${ADMIN_PREFIX}/pollutionFactor`;
const tags = ['monitoring: pollution factors'];

const COLUMNS = `id, code, name, code_2005 AS "code2005", medium, unit, unit_amount AS "unitAmount", data_type AS "dataType",
  builtin, enabled, created_at AS "createdAt", updated_at AS "updatedAt"`;

const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const editable = {
  name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  code2005: { type: ['string', 'null'], maxLength: 10, pattern: '^[0-9A-Za-z]*$' },
  medium: { type: 'string', enum: FACTOR_MEDIA },
  unit: optionalText(20),
  unitAmount: optionalText(20),
  dataType: { type: ['string', 'null'], maxLength: 10, pattern: '^N\\d{1,2}(\\.\\d)?$' },
  enabled: { type: 'boolean' },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'medium'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' }, ...editable },
};
const updateBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...editable } };
const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, code: searchText, name: searchText, medium: { type: 'string', enum: FACTOR_MEDIA }, enabled: { type: 'boolean' } },
};
const listQuery = { type: 'object', additionalProperties: false, properties: { medium: { type: 'string', enum: FACTOR_MEDIA } } };

const factorRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    code2005: { type: ['string', 'null'] },
    medium: { type: 'string' },
    unit: { type: ['string', 'null'] },
    unitAmount: { type: ['string', 'null'] },
    dataType: { type: ['string', 'null'] },
    builtin: { type: 'boolean' },
    enabled: { type: 'boolean' },
  },
};

interface FactorInput {
  code: string;
  name: string;
  code2005?: string | null;
  medium: string;
  unit?: string | null;
  unitAmount?: string | null;
  dataType?: string | null;
  enabled?: boolean;
}

const COLUMN_OF: Record<string, string> = {
  name: 'name',
  code2005: 'code_2005',
  medium: 'medium',
  unit: 'unit',
  unitAmount: 'unit_amount',
  dataType: 'data_type',
  enabled: 'enabled',
};

const duplicate = (err: unknown) => (isUniqueViolation(err) ? ApiError.localized(2010108, monitoringTexts('factorCodeTaken'), { field: 'code' }) : err);

export async function factorRoutes(app: FastifyInstance): Promise<void> {
  const page = compileInput<Paging & { code?: string; name?: string; medium?: string; enabled?: boolean }>(pageQuery, 'querystring');
  const create = compileInput<FactorInput>(createBody, 'body');
  const update = compileInput<Partial<FactorInput> & { id: number }>(updateBody, 'body');
  const list = compileInput<{ medium?: string }>(listQuery, 'querystring');

  const getFactor = async (id: number) => {
    const { rows } = await app.db.query(`SELECT ${COLUMNS} FROM pollution_factor WHERE id = $1`, [id]);
    return rows[0] ?? null;
  };

  app.get(`${ADMIN_BASE}/page`, adminRoute(app, { tags, summary: 'Pollution factors (back office)', querystring: pageQuery, data: pageData(factorRecord) }), async (req) => {
    const q = page(req.query, req.locale);
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.code?.trim()) where.push(`code ILIKE $${params.push(containsPattern(q.code))}`);
    if (q.name?.trim()) where.push(`name ILIKE $${params.push(containsPattern(q.name))}`);
    if (q.medium) where.push(`medium = $${params.push(q.medium)}`);
    if (q.enabled !== undefined) where.push(`enabled = $${params.push(q.enabled)}`);
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM pollution_factor ${sql}`, params);
    const { rows } = await app.db.query(`SELECT ${COLUMNS} FROM pollution_factor ${sql} ORDER BY code LIMIT ${q.pageSize} OFFSET ${offsetOf(q)}`, params);
    return { records: rows, total: total.rows[0]?.total ?? 0 };
  });

  app.get(`${ADMIN_BASE}/:id`, adminRoute(app, { tags, summary: 'One pollution factor', params: idParams('id'), data: factorRecord }), async (req) => {
    const factor = await getFactor(parseId((req.params as { id: string }).id, req.locale));
    if (!factor) throw ApiError.notFound();
    return factor;
  });

  app.post(ADMIN_BASE, adminRoute(app, { tags, summary: 'Add a pollution factor', body: createBody, data: factorRecord }), async (req) => {
    const input = create(req.body, req.locale);
    const { rows } = await app.db
      .query<{ id: number }>(
        `INSERT INTO pollution_factor (code, name, code_2005, medium, unit, unit_amount, data_type, enabled, builtin)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
        [input.code, input.name.trim(), input.code2005 ?? null, input.medium, input.unit ?? null, input.unitAmount ?? null, input.dataType ?? null, input.enabled ?? true],
      )
      .catch((err) => {
        throw duplicate(err);
      });
    return getFactor(Number(rows[0].id));
  });

  app.put(ADMIN_BASE, adminRoute(app, { tags, summary: 'Edit a pollution factor (its code cannot change)', body: updateBody, data: factorRecord }), async (req) => {
    const { id, ...input } = update(req.body, req.locale);
    const sets = Object.entries(input)
      .filter(([key, v]) => v !== undefined && COLUMN_OF[key])
      .map(([key, v]) => [COLUMN_OF[key], key === 'name' ? String(v).trim() : v] as const);
    const { rowCount } = await app.db.query(
      `UPDATE pollution_factor SET ${[...sets.map(([c], i) => `${c} = $${i + 2}`), 'updated_at = now()'].join(', ')} WHERE id = $1`,
      [id, ...sets.map(([, v]) => v)],
    );
    if (rowCount === 0) throw ApiError.notFound();
    return getFactor(id);
  });

  app.get(`${CLIENT_PREFIX}/pointManagement/factor/list`, clientRoute(app, P.pointView, { tags, summary: 'Enabled pollution factors to pick from', querystring: listQuery, data: { type: 'array', items: factorRecord } }), async (req) => {
    const { medium } = list(req.query, req.locale);
    const { rows } = await app.db.query(
      `SELECT code, name, code_2005 AS "code2005", medium, unit, unit_amount AS "unitAmount" FROM pollution_factor
        WHERE enabled AND ($1::text IS NULL OR medium = $1) ORDER BY code`,
      [medium ?? null],
    );
    return rows;
  });
}
