/**
 * Custom list columns of a user, stored on the server (spec §3 Column config, §5 "at least one column
 * must stay checked"), keyed by route path plus keyword:
 *   GET columnConfig?key=…  → {key, columns}; columns is [] until the user saves a setting
 *   PUT columnConfig?key=…  body {columns: [{field, visible, order, width?}]} → the stored setting
 * The browser passes the visible columns in order to exportExcel as `columns`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message, type MessageLocale } from '../../schemas/validators';
import { ApiError, type FieldError } from '../core/errors';
import { envelopeSchema } from './jsonSchemas';
import { moduleMessage } from './messages';
import { localeOf } from './routes';
import { plainJson, skipValidation } from '../core/documentedOnly';

export interface ColumnSetting {
  field: string;
  visible: boolean;
  order: number;
  width?: number;
}

const KEY = /^[^\u0000-\u001f\u007f]{1,200}$/u;
const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_COLUMNS = 200;


function keyOf(req: FastifyRequest, locale: MessageLocale): string {
  const key = (req.query as { key?: unknown }).key;
  if (typeof key !== 'string' || !KEY.test(key.trim())) {
    throw ApiError.badParameter([{ field: 'key', message: `${moduleMessage('labelColumnKey', locale)}: ${moduleMessage('columnKeyFormat', locale)}` }], locale);
  }
  return key.trim();
}

const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The columns of a PUT body, or the field errors that refuse it. */
export function columnSettings(body: unknown, locale: MessageLocale): ColumnSetting[] {
  const label = moduleMessage('labelColumnList', locale);
  const bad = (field: string, text: string): never => {
    throw ApiError.badParameter([{ field, message: `${label}: ${text}` }], locale);
  };
  const columns = (body as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(columns) || columns.length === 0) bad('columns', moduleMessage('atLeastOneColumn', locale));
  if ((columns as unknown[]).length > MAX_COLUMNS) bad('columns', message('maxItems', locale, { n: MAX_COLUMNS }));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const out: ColumnSetting[] = [];
  (columns as unknown[]).forEach((raw, i) => {
    const c = raw as Record<string, unknown>;
    const at = `columns[${i}]`;
    const unknown = c && typeof c === 'object' ? Object.keys(c).filter((k) => !['field', 'visible', 'order', 'width'].includes(k)) : [];
    if (!c || typeof c !== 'object' || typeof c.field !== 'string' || !FIELD.test(c.field) || typeof c.visible !== 'boolean' || !isInt(c.order, 0, 1000)
      || (c.width !== undefined && c.width !== null && !isInt(c.width, 40, 2000)) || unknown.length > 0) {
      errors.push({ field: at, message: `${label} ${at}: ${moduleMessage('columnEntryFormat', locale)}` });
      return;
    }
    if (seen.has(c.field)) errors.push({ field: at, message: `${label}: ${moduleMessage('duplicateColumnSetting', locale, { field: c.field })}` });
    seen.add(c.field);
    out.push({ field: c.field, visible: c.visible, order: c.order as number, ...(typeof c.width === 'number' ? { width: c.width } : {}) });
  });
  if (errors.length > 0) throw ApiError.badParameter(errors, locale);
  if (!out.some((c) => c.visible)) bad('columns', moduleMessage('atLeastOneColumn', locale));
  return out.sort((a, b) => a.order - b.order);
}

export function registerColumnConfigRoutes(app: FastifyInstance): void {
  // Like every client route, only for an enterprise the user belongs to (the enterprise_id header).
  const common = { validatorCompiler: skipValidation, serializerCompiler: plainJson, preHandler: [app.requireEnterprise] };
  const schema = (summary: string) => ({
    tags: ['Column settings'],
    summary,
    security: [{ token: [], enterpriseId: [] }],
    querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', description: 'route path + keyword' } } },
    response: { 200: envelopeSchema({ type: 'object', properties: { key: { type: 'string' }, columns: { type: 'array' } } }) },
  });

  app.get('/columnConfig', { ...common, schema: schema("the caller's column setting for a list") }, async (req) => {
    const key = keyOf(req, localeOf(req));
    const { rows } = await app.db.query<{ columns: ColumnSetting[] }>(`SELECT "columns" FROM "column_config" WHERE "user_id" = $1 AND "key" = $2`, [req.auth!.userId, key]);
    return { key, columns: rows[0]?.columns ?? [] };
  });

  // The caller's own arrangement, not the enterprise's data: an operator in an enterprise's scope keeps theirs too.
  app.put('/columnConfig', { ...common, config: { callersOwn: true }, schema: { ...schema('store the caller\'s column setting (at least one visible column)'), body: { type: 'object' } } }, async (req) => {
    const locale = localeOf(req);
    const key = keyOf(req, locale);
    const columns = columnSettings(req.body, locale);
    await app.db.query(
      `INSERT INTO "column_config" ("user_id", "key", "columns", "updated_at") VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT ("user_id", "key") DO UPDATE SET "columns" = EXCLUDED."columns", "updated_at" = now()`,
      [req.auth!.userId, key, JSON.stringify(columns)],
    );
    return { key, columns };
  });
}
