import type { FastifyInstance } from 'fastify';
import { envelopeSchema, nullSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { signOut } from './logout';
import { accountLoginBody, adminInfoData, adminLoginData, noQuery } from './schemas';
import { signIn, USER_COLUMNS, type SignInUser } from './signIn';

const tags = ['auth (back office)'];
const security = [{ token: [] }];

/** Back-office (运营后台) sign-in: its own session area, so its tokens are refused on client routes. */
export async function adminAuthRoutes(app: FastifyInstance) {
  app.post<{ Body: { account: string; password: string } }>(
    '/api/operation-manage/auth/login',
    {
      schema: {
        tags,
        summary: 'Back-office sign-in with account (or phone) and pre-hashed password',
        body: accountLoginBody,
        response: { 200: envelopeSchema(adminLoginData) },
      },
    },
    async (request) => {
      const account = request.body.account.trim();
      // Users without back-office access look exactly like unknown accounts.
      const { rows } = await app.db.query<SignInUser>(
        `SELECT ${USER_COLUMNS} FROM app_user WHERE is_admin_area AND (account = $1 OR phone = $1) LIMIT 1`,
        [account],
      );
      const { user, session } = await signIn(app, request, { area: 'admin', login: account, password: request.body.password, user: rows[0], supersede: false });
      return { token: session.token, userId: user.id, name: user.name, phone: user.phone, account: user.account, expireTime: session.expireTime };
    },
  );

  app.delete(
    '/api/operation-manage/auth/logout',
    { schema: { tags, summary: 'Back-office sign-out', security, querystring: noQuery, response: { 200: envelopeSchema(nullSchema) } } },
    (request) => signOut(app, request, 'admin'),
  );

  app.get(
    '/api/operation-manage/user/info',
    {
      preHandler: app.requireAdmin,
      schema: { tags, summary: 'The signed-in back-office user', security, querystring: noQuery, response: { 200: envelopeSchema(adminInfoData) } },
    },
    async (request) => {
      const auth = request.auth!;
      const { rows } = await app.db.query<{ id: number; name: string; phone: string; account: string | null; role_name: string | null }>(
        `SELECT u.id, u.name, u.phone, u.account, r.name AS role_name
           FROM app_user u LEFT JOIN role r ON r.id = u.admin_role_id
          WHERE u.id = $1`,
        [auth.userId],
      );
      const user = rows[0];
      if (!user) throw ApiError.sessionExpired();
      return {
        id: user.id,
        name: user.name,
        phone: user.phone,
        account: user.account,
        roleNameList: user.role_name ? [user.role_name] : [],
        expireTime: auth.expireTime,
        permissions: [...auth.permissions].sort(),
      };
    },
  );
}
