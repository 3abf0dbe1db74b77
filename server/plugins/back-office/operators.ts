import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeMessage, ErrorCode, type Locale } from '../../../data-providers/catalogue';
import { PREHASH_PATTERN } from '../../../data-providers/password';
import { ADMIN_PERMISSIONS, OPERATOR_ACCOUNT_PATTERN } from '../../../schemas/contracts/backOffice';
import { message } from '../../../schemas/validators';
import { personName } from '../../../schemas/validators/text';
import type { Db } from '../../core/contracts';
import { envelopeSchema } from '../../core/envelope';
import { ApiError, type FieldError } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { keepingAnAdministrator, lockoutRefused } from './administration';
import { looseObject } from './paging';
import { label } from './texts';
import { userRecord } from './userRecord';

const tags = ['back office: users'];
const security = [{ token: [] }];
const BASE = '/api/operation-manage/userManage/operator';

interface OperatorBody {
  id?: number;
  account: string;
  phone: string;
  name: string;
  roleId: number;
  password?: string;
}

const properties = {
  id: { type: 'integer', minimum: 1 },
  account: { type: 'string', pattern: OPERATOR_ACCOUNT_PATTERN },
  phone: { type: 'string', pattern: '^1[3-9]\\d{9}$' },
  name: { type: 'string', minLength: 1, maxLength: 20 },
  roleId: { type: 'integer', minimum: 1 },
  password: { type: 'string', pattern: PREHASH_PATTERN },
} as const;
const { id: _id, ...createProperties } = properties;
const { password: _password, ...editProperties } = properties;

/** Account and phone are unique among all users (accounts in any case): 2010108 naming each taken field. */
async function refuseTaken(db: Pick<Db, 'query'>, body: OperatorBody, locale: Locale): Promise<void> {
  const { rows } = await db.query<{ account: boolean; phone: boolean }>(
    `SELECT bool_or(lower(account) = lower($1)) AS account, bool_or(phone = $2) AS phone
       FROM app_user WHERE (lower(account) = lower($1) OR phone = $2) AND id <> $3`,
    [body.account, body.phone, body.id ?? 0],
  );
  const errors: FieldError[] = [];
  if (rows[0]?.account) errors.push({ field: 'account', message: label('operator', 'accountTaken', locale) });
  if (rows[0]?.phone) errors.push({ field: 'phone', message: label('operator', 'phoneTaken', locale) });
  if (errors.length === 0) return;
  const head = (l: Locale) => `${codeMessage(ErrorCode.Duplicate, l)}: ${errors.map((e) => label('operator', `${e.field}Taken`, l)).join('; ')}`;
  throw ApiError.localized(ErrorCode.Duplicate, { 'zh-CN': head('zh-CN'), 'en-US': head('en-US') }, { errors });
}

/** The name follows the spec §5 name rule; the role must be a back-office role. */
async function checkOperator(db: Pick<Db, 'query'>, body: OperatorBody, locale: Locale): Promise<void> {
  const errors: FieldError[] = [];
  const nameIssue = personName(body.name.trim());
  if (nameIssue) errors.push({ field: 'name', message: message(nameIssue, locale) });
  const role = await db.query(`SELECT 1 FROM role WHERE id = $1 AND area = 'admin'`, [body.roleId]);
  if (!role.rows.length) errors.push({ field: 'roleId', message: label('operator', 'unknownRole', locale) });
  if (errors.length) throw ApiError.badParameter(errors, locale);
  await refuseTaken(db, body, locale);
}

/**
 * Back-office (operator) accounts: created with an account name, phone, name, initial password and a
 * back-office role; edited (name, account, phone, role). Nobody changes their own role, and no change may
 * leave the back office without an enabled account holding the administration keys (administration.ts).
 */
export async function operatorRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.user)];
  const one = (id: number) => userRecord(app.db, id);

  app.post<{ Body: OperatorBody & { password: string } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Create a back-office account with a back-office role (password pre-hashed in the browser)',
        body: { type: 'object', required: ['account', 'phone', 'name', 'roleId', 'password'], additionalProperties: false, properties: createProperties },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request) => {
      const body = { ...request.body, id: undefined };
      await checkOperator(app.db, body, request.locale);
      const hash = await hashPassword(body.password);
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO app_user (phone, account, name, password_hash, status, is_admin_area, admin_role_id)
         VALUES ($1, $2, $3, $4, 1, true, $5) RETURNING id`,
        [body.phone, body.account, body.name.trim(), hash, body.roleId],
      );
      request.log.info({ userId: rows[0].id, by: request.auth!.userId }, 'operator created');
      return one(rows[0].id);
    },
  );

  app.put<{ Body: OperatorBody & { id: number } }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags, security, summary: 'Edit a back-office account: name, account, phone, role (never your own role)',
        body: { type: 'object', required: ['id', 'account', 'phone', 'name', 'roleId'], additionalProperties: false, properties: editProperties },
        response: { 200: envelopeSchema(looseObject) },
      },
    },
    async (request: FastifyRequest<{ Body: OperatorBody & { id: number } }>) => {
      const body = request.body;
      const current = await app.db.query<{ roleId: number | null }>('SELECT admin_role_id AS "roleId" FROM app_user WHERE id = $1 AND is_admin_area', [body.id]);
      if (!current.rows[0]) throw ApiError.notFound();
      const roleChanges = Number(current.rows[0].roleId) !== body.roleId;
      if (roleChanges && body.id === request.auth!.userId) throw lockoutRefused('selfRole');
      await checkOperator(app.db, body, request.locale);
      await keepingAnAdministrator(app.db, (tx) =>
        tx.query('UPDATE app_user SET account = $2, phone = $3, name = $4, admin_role_id = $5, updated_at = now() WHERE id = $1', [
          body.id, body.account, body.phone, body.name.trim(), body.roleId,
        ]),
      );
      return one(body.id);
    },
  );
}
