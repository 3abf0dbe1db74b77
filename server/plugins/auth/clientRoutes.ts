import type { FastifyInstance } from 'fastify';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { signOut } from './logout';
import { clientLoginData, enterpriseListData, heartbeatData, noQuery, phoneLoginBody, userInfoData } from './schemas';
import { extendSession } from './sessions';
import { signIn, USER_COLUMNS, type SignInUser } from './signIn';

const tags = ['auth (client)'];
const security = [{ token: [] }];
const securityWithEnterprise = [{ token: [], enterpriseId: [] }];

/** Client-area identity calls of docs/api.md ("Identity calls used by the foundation"). */
export async function clientAuthRoutes(app: FastifyInstance) {
  app.post<{ Body: { phone: string; password: string } }>(
    '/api/enterprise-side-app/auth/login/phonePassword',
    {
      schema: {
        tags,
        summary: 'Sign in with phone and pre-hashed password; revokes the user’s other client sessions',
        body: phoneLoginBody,
        response: { 200: envelopeSchema(clientLoginData) },
      },
    },
    async (request) => {
      const { phone, password } = request.body;
      // Account or phone (spec §2); an account never looks like a phone number, so at most one row matches.
      const { rows } = await app.db.query<SignInUser>(`SELECT ${USER_COLUMNS} FROM app_user WHERE phone = $1 OR account = $1 LIMIT 1`, [phone]);
      const { user, session } = await signIn(app, request, { area: 'client', login: phone, password, user: rows[0], supersede: true });
      return { token: session.token, userId: user.id, name: user.name, phone: user.phone, expireTime: session.expireTime };
    },
  );

  app.delete(
    '/api/enterprise-side-app/auth/logout',
    { schema: { tags, summary: 'Sign out (revokes the session)', security, querystring: noQuery, response: { 200: envelopeSchema(nullSchema) } } },
    (request) => signOut(app, request, 'client'),
  );

  app.get(
    '/api/enterprise-side-auth/token/heartbeat/connect',
    {
      preHandler: app.requireClientSession,
      schema: { tags, summary: 'Keep-alive: extends the session', security, querystring: noQuery, response: { 200: envelopeSchema(heartbeatData) } },
    },
    async (request) => {
      const expireTime = await extendSession(app.db, request.auth!.sessionId, app.config.sessionTtlSeconds);
      if (expireTime === null) throw ApiError.sessionExpired();
      return { expireTime };
    },
  );

  app.get(
    '/api/enterprise-side-app/userEnterprise/authorizationEnterpriseList',
    {
      preHandler: app.requireClientSession,
      schema: {
        tags,
        summary: 'Enterprises the user holds a grant for, including disabled and expired ones (shown, not selectable)',
        security,
        querystring: noQuery,
        response: { 200: envelopeSchema(enterpriseListData) },
      },
    },
    async (request) => {
      const { rows } = await app.db.query(
        `SELECT e.id, e.name, e.type, e.actived, (e.expire_at IS NOT NULL AND e.expire_at <= now()) AS expired,
                e.target, e.edition_id AS "editionId", e.trial
           FROM user_enterprise ue JOIN enterprise e ON e.id = ue.enterprise_id
          WHERE ue.user_id = $1
          -- Enterprises before management groups: the default choice (first effective) is a real enterprise.
          ORDER BY e.type, e.id`,
        [request.auth!.userId],
      );
      return rows;
    },
  );

  app.get(
    '/api/enterprise-side-app/user/center/info',
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: 'The signed-in user in the enterprise of the enterprise_id header',
        security: securityWithEnterprise,
        querystring: noQuery,
        response: { 200: envelopeSchema(userInfoData) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { rows } = await app.db.query<{ id: number; name: string; phone: string; account: string | null; role_name: string }>(
        `SELECT u.id, u.name, u.phone, u.account, r.name AS role_name
           FROM app_user u
           JOIN user_enterprise ue ON ue.user_id = u.id AND ue.enterprise_id = $2
           JOIN role r ON r.id = ue.role_id
          WHERE u.id = $1`,
        [auth.userId, auth.enterpriseId],
      );
      const user = rows[0];
      if (!user) throw ApiError.noPermission();
      return {
        id: user.id,
        name: user.name,
        phone: user.phone,
        account: user.account,
        roleNameList: [user.role_name],
        expireTime: auth.expireTime,
        permissions: [...auth.permissions].sort(),
      };
    },
  );
}
