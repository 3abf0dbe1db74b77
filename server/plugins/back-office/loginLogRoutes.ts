import { loadExcel } from '../../core/excel';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../data-providers/catalogue';
import { envelopeSchema } from '../../core/envelope';
import { pageData, pageQueryProperties, pageResult, paging, type PageQuery } from './paging';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { label, loginLogHeaders, text } from './texts';

const tags = ['back office: login log'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/loginLog';
const EXPORT_LIMIT = 50000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface LogFilters {
  area?: 'client' | 'admin';
  success?: '0' | '1';
  /** YYYY-MM-DD, Beijing days, inclusive. */
  startDate?: string;
  endDate?: string;
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const filterProperties = {
  area: { type: 'string', enum: ['client', 'admin'] },
  success: { type: 'string', enum: ['0', '1'] },
  startDate: DATE,
  endDate: DATE,
} as const;

interface LogRow {
  id: number;
  area: string;
  loginMasked: string;
  success: boolean;
  reason: string;
  ip: string;
  userAgent: string | null;
  location: string;
  createdAt: string;
}

const WHERE = `WHERE ($1::text IS NULL OR area = $1) AND ($2::boolean IS NULL OR success = $2)
                 AND ($3::date IS NULL OR created_at >= ($3::date::timestamp AT TIME ZONE 'Asia/Shanghai'))
                 AND ($4::date IS NULL OR created_at < (($4::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'))`;
const COLUMNS = `id, area, login_masked AS "loginMasked", success, reason, ip, user_agent AS "userAgent", location,
                 to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"`;

function filterParams(q: LogFilters): unknown[] {
  return [q.area ?? null, q.success === undefined ? null : q.success === '1', q.startDate ?? null, q.endDate ?? null];
}

function present(row: LogRow, locale: Locale) {
  return { ...row, areaName: label('area', row.area, locale), reasonText: label('reason', row.reason, locale), locationName: label('location', row.location, locale) };
}

function beijingStamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** RFC 5987 encoding for filename*: the Chinese name survives every browser. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export async function loginLogRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.loginLog)];

  app.get<{ Querystring: PageQuery & LogFilters }>(
    `${BASE}/page`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Sign-in attempts of both areas, newest first (logins masked)',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties, ...filterProperties } },
        response: { 200: envelopeSchema(pageData()) },
      },
    },
    async (request) => {
      const { limit, offset } = paging(request.query);
      const { rows } = await app.db.query<LogRow & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER () AS total FROM login_log ${WHERE} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...filterParams(request.query), limit, offset],
      );
      const page = pageResult(rows);
      return { total: page.total, records: page.records.map((r) => present(r, request.locale)) };
    },
  );

  app.get<{ Querystring: LogFilters }>(
    `${BASE}/exportExcel`,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'The filtered login log as xlsx (at most 50000 rows)',
        querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const { rows } = await app.db.query<LogRow>(`SELECT ${COLUMNS} FROM login_log ${WHERE} ORDER BY created_at DESC, id DESC LIMIT ${EXPORT_LIMIT}`, filterParams(request.query));
      const { Workbook } = await loadExcel();
      const workbook = new Workbook();
      const sheet = workbook.addWorksheet(text('loginLogSheet', locale));
      sheet.addRow([...loginLogHeaders(locale)]).font = { bold: true };
      for (const r of rows.map((row) => present(row, locale))) {
        sheet.addRow([r.createdAt, r.areaName, r.loginMasked, text(r.success ? 'successLabel' : 'failureLabel', locale), r.reasonText, r.ip, r.locationName, r.userAgent ?? '']);
      }
      sheet.columns.forEach((column, i) => (column.width = [20, 12, 16, 8, 18, 18, 10, 60][i]));
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const stamp = beijingStamp();
      const name = `${text('loginLogSheet', locale)}${stamp}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="loginLog_${stamp}.xlsx"; filename*=UTF-8''${rfc5987(name)}`)
        .send(buffer);
    },
  );
}
