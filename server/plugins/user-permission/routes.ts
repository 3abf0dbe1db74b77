import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { prehashedPassword } from '../auth/schemas';
import { USER_PERMISSION_KEYS as K } from '../../../schemas/contracts/userPermission';
import { createRole, deleteRole, listRoles, roleMenusInEnterprise, updateRole } from './roles';
import { addMember, autoComplete, memberPage, removeMember, resetMemberPassword, setMemberRole, type MemberQuery } from './users';

const APP = '/api/enterprise-side-app';
const tags = ['user permission'];
const security = [{ token: [], enterpriseId: [] }];
const id = { type: 'integer', minimum: 1 } as const;
const phone = { type: 'string', pattern: '^1\\d{10}$' } as const;
const roleName = { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' } as const;
const menuIds = { type: 'array', maxItems: 2000, items: id } as const;
const obj = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', additionalProperties: false, required, properties });
const anyData = { type: ['object', 'array', 'null'], additionalProperties: true, items: { type: 'object', additionalProperties: true } };

const enterpriseOf = (request: FastifyRequest) => request.auth!.enterpriseId!;

/** /user-permission/user and /user-permission/role calls: the enterprise admin's users and roles (enterprise-scoped). */
export async function userPermissionRoutes(app: FastifyInstance) {
  const userView = app.requirePermission(K.userView);
  const userEdit = app.requirePermission(K.userEdit);
  const roleView = app.requirePermission(K.roleView);
  const roleEdit = app.requirePermission(K.roleEdit);
  // The user screen needs the role options too.
  const userOrRoleView = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireEnterprise(request, reply);
    const granted = request.auth!.permissions;
    if (!granted.has(K.userView) && !granted.has(K.roleView)) throw ApiError.noPermission();
  };

  app.get<{ Querystring: MemberQuery }>(
    `${APP}/user/page`,
    {
      preHandler: userView,
      schema: {
        tags, summary: 'Users of the enterprise with their role', security,
        querystring: {
          type: 'object', additionalProperties: false,
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', enum: [10, 20, 30, 50], default: 10 },
            keyword: { type: 'string', maxLength: 50 },
            roleId: id,
          },
        },
        response: { 200: envelopeSchema(anyData) },
      },
    },
    (request) => memberPage(app.db, enterpriseOf(request), request.query),
  );

  app.get<{ Params: { keyword: string } }>(
    `${APP}/user/autoComplete/:keyword`,
    {
      preHandler: userEdit,
      schema: {
        tags, summary: 'Registered users whose phone starts with the keyword (≥ 4 digits); names masked', security,
        params: obj({ keyword: { type: 'string', maxLength: 11 } }, ['keyword']),
        response: { 200: envelopeSchema(anyData) },
      },
    },
    (request) => autoComplete(app.db, enterpriseOf(request), request.params.keyword),
  );

  app.post<{ Body: { phone: string; roleId: number } }>(
    `${APP}/user`,
    {
      preHandler: userEdit,
      schema: { tags, summary: 'Add a registered user to the enterprise with a role', security, body: obj({ phone, roleId: id }, ['phone', 'roleId']), response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } }) } },
    },
    async (request) => ({ id: await addMember(app.db, enterpriseOf(request), request.body) }),
  );

  app.put<{ Body: { userId: number; roleId: number } }>(
    `${APP}/user/role`,
    {
      preHandler: userEdit,
      schema: { tags, summary: "Change a member's role", security, body: obj({ userId: id, roleId: id }, ['userId', 'roleId']), response: { 200: envelopeSchema(nullSchema) } },
    },
    async (request) => {
      await setMemberRole(app.db, enterpriseOf(request), request.auth!.userId, request.body);
      return null;
    },
  );

  app.delete<{ Params: { userId: number } }>(
    `${APP}/user/:userId`,
    {
      preHandler: userEdit,
      schema: { tags, summary: 'Remove a member from the enterprise', security, params: obj({ userId: id }, ['userId']), response: { 200: envelopeSchema(nullSchema) } },
    },
    async (request) => {
      await removeMember(app.db, enterpriseOf(request), request.auth!.userId, request.params.userId);
      return null;
    },
  );

  app.put<{ Body: { userId: number; password: string } }>(
    `${APP}/user/password/reset`,
    {
      preHandler: userEdit,
      schema: {
        tags, summary: "Set a member's password (pre-hashed) and end their sessions", security,
        body: obj({ userId: id, password: prehashedPassword }, ['userId', 'password']),
        response: { 200: envelopeSchema(nullSchema) },
      },
    },
    async (request) => {
      await resetMemberPassword(app.db, enterpriseOf(request), request.auth!.userId, request.body);
      return null;
    },
  );

  app.get(
    `${APP}/role/list`,
    { preHandler: userOrRoleView, schema: { tags, summary: 'Roles usable in the enterprise (system roles first)', security, response: { 200: envelopeSchema(anyData) } } },
    (request) => listRoles(app.db, enterpriseOf(request)),
  );

  app.get<{ Params: { roleId: number } }>(
    `${APP}/role/menuIds/:roleId`,
    {
      preHandler: roleView,
      schema: { tags, summary: "A role's granted menu ids within the enterprise's edition", security, params: obj({ roleId: id }, ['roleId']), response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }) } },
    },
    (request) => roleMenusInEnterprise(app.db, enterpriseOf(request), request.params.roleId),
  );

  app.post<{ Body: { name: string; menuIds: number[] } }>(
    `${APP}/role`,
    {
      preHandler: roleEdit,
      schema: { tags, summary: 'Create an enterprise role with menu and button grants', security, body: obj({ name: roleName, menuIds }, ['name', 'menuIds']), response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } }) } },
    },
    async (request) => ({ id: await createRole(app.db, enterpriseOf(request), { ...request.body, name: request.body.name.trim() }) }),
  );

  app.put<{ Body: { id: number; name: string; menuIds: number[] } }>(
    `${APP}/role`,
    {
      preHandler: roleEdit,
      schema: { tags, summary: "Rename an enterprise role and replace its grants", security, body: obj({ id, name: roleName, menuIds }, ['id', 'name', 'menuIds']), response: { 200: envelopeSchema(nullSchema) } },
    },
    async (request) => {
      await updateRole(app.db, enterpriseOf(request), { ...request.body, name: request.body.name.trim() });
      return null;
    },
  );

  app.delete<{ Params: { roleId: number } }>(
    `${APP}/role/:roleId`,
    {
      preHandler: roleEdit,
      schema: { tags, summary: 'Delete an unused enterprise role', security, params: obj({ roleId: id }, ['roleId']), response: { 200: envelopeSchema(nullSchema) } },
    },
    async (request) => {
      await deleteRole(app.db, enterpriseOf(request), request.params.roleId);
      return null;
    },
  );
}
