import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Area } from '../../core/contracts';
import { ErrorCode } from '../../../data-providers/catalogue';
import { SHOWN_ENTERPRISE_HEADER } from '../../../data-providers/constants';
import { ApiError } from '../../core/errors';
import { messageTexts } from '../../core/messages';
import { extendSession, findSession, findSessionWithGrant, tokenFromHeader, type EnterpriseGrant, type SessionState } from './sessions';
import { EDITION_ALLOWS_PERM_SQL } from '../menus/access';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const ENTERPRISE_ID = /^[1-9]\d{0,14}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim();
};

/**
 * Issue 12: a write carries the enterprise its screen shows (shown_enterprise_id, sent by the browser);
 * when another enterprise is in enterprise_id (switched meanwhile) the write is refused, so it never
 * lands in an enterprise the user does not see. Clients that do not send the header are not checked.
 */
function refuseEnterpriseMismatch(request: FastifyRequest, enterpriseId: number | undefined): void {
  if (!WRITES.has(request.method)) return;
  const shown = headerValue(request, SHOWN_ENTERPRISE_HEADER);
  if (shown === undefined || shown === '' || (enterpriseId !== undefined && shown === String(enterpriseId))) return;
  const texts = messageTexts('enterpriseMismatch');
  throw ApiError.localized(ErrorCode.BadParameter, texts, { errors: [{ field: SHOWN_ENTERPRISE_HEADER, message: texts[request.locale] }] });
}

/**
 * The session answers of spec §8: 401 missing/unknown/expired/logged out or wrong area, 403 superseded,
 * 402 disabled account. Sets request.auth without permissions; the area guards add them.
 */
async function admit(app: FastifyInstance, request: FastifyRequest, area: Area, session: SessionState | null): Promise<void> {
  if (!session || session.area !== area) throw ApiError.sessionExpired();
  if (session.revokeReason === 'superseded') throw ApiError.sessionSuperseded();
  if (session.revokeReason || session.expired) throw ApiError.sessionExpired();
  if (session.userStatus !== 1) throw ApiError.accountDisabled();
  if (area === 'admin' && !session.isAdminArea) throw ApiError.sessionExpired();
  const expireTime = session.stale
    ? ((await extendSession(app.db, session.id, app.config.sessionTtlSeconds)) ?? session.expireTime)
    : session.expireTime;
  request.auth = { area, userId: session.userId, sessionId: session.id, permissions: new Set(), expireTime };
}

function requestToken(request: FastifyRequest): string {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw ApiError.sessionExpired();
  return token;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, area: Area): Promise<void> {
  if (request.auth?.area === area) return;
  const token = requestToken(request);
  await admit(app, request, area, await findSession(app.db, token));
}

/** The grant of `s.user_id` in enterprise `$2`: only an active, unexpired enterprise, keys its edition allows. */
const GRANT_SQL = `SELECT e.target, COALESCE(json_agg(rp.perm) FILTER (WHERE rp.perm IS NOT NULL), '[]'::json) AS perms
       FROM user_enterprise ue
       JOIN enterprise e ON e.id = ue.enterprise_id
       LEFT JOIN role_permission rp ON rp.role_id = ue.role_id AND ${EDITION_ALLOWS_PERM_SQL}
      WHERE ue.user_id = s.user_id AND ue.enterprise_id = $2
        AND e.actived = 1 AND (e.expire_at IS NULL OR e.expire_at > now())
      GROUP BY e.id, e.target`;

async function grantFor(app: FastifyInstance, userId: number, enterpriseId: number): Promise<EnterpriseGrant | undefined> {
  const { rows } = await app.db.query<EnterpriseGrant>(`SELECT g.* FROM (SELECT $1::bigint AS user_id) s, LATERAL (${GRANT_SQL}) g`, [userId, enterpriseId]);
  return rows[0];
}

async function adminPermissions(app: FastifyInstance, userId: number): Promise<string[]> {
  const { rows } = await app.db.query<{ perm: string }>(
    `SELECT rp.perm FROM app_user u JOIN role_permission rp ON rp.role_id = u.admin_role_id WHERE u.id = $1`,
    [userId],
  );
  return rows.map((r) => r.perm);
}

/** The guards of server/core/contracts.ts, decorated on the root instance for every feature plugin. */
export const authGuards = fp(
  async (app: FastifyInstance) => {
    const requireClientSession: Guard = (request) => authenticate(app, request, 'client');

    const requireEnterprise: Guard = async (request) => {
      if (request.auth?.area === 'client' && request.auth.enterpriseId !== undefined) return;
      const raw = headerValue(request, 'enterprise_id');
      const enterpriseId = raw && ENTERPRISE_ID.test(raw) ? Number(raw) : undefined;
      let grant: EnterpriseGrant | null | undefined;
      if (request.auth?.area === 'client') {
        if (enterpriseId !== undefined) grant = await grantFor(app, request.auth.userId, enterpriseId);
      } else if (enterpriseId !== undefined) {
        // Session and grant in one round trip; the session answers (401/402/403) still come first.
        const found = await findSessionWithGrant(app.db, requestToken(request), enterpriseId, GRANT_SQL);
        await admit(app, request, 'client', found?.session ?? null);
        grant = found?.grant;
      } else {
        await authenticate(app, request, 'client');
      }
      const auth = request.auth!;
      refuseEnterpriseMismatch(request, enterpriseId);
      // No grant, disabled or expired enterprise: the same answer, so ids of other tenants reveal nothing.
      if (enterpriseId === undefined || !grant) throw ApiError.noPermission();
      auth.enterpriseId = enterpriseId;
      auth.enterpriseTarget = grant.target;
      auth.permissions = new Set(grant.perms);
    };

    const requireAdmin: Guard = async (request) => {
      if (request.auth?.area === 'admin') return;
      await authenticate(app, request, 'admin');
      request.auth!.permissions = new Set(await adminPermissions(app, request.auth!.userId));
    };

    const requirePermission = (perm: string): Guard => {
      return async (request, reply) => {
        if (!request.auth || (request.auth.area === 'client' && request.auth.enterpriseId === undefined)) {
          await requireEnterprise(request, reply);
        }
        if (!request.auth!.permissions.has(perm)) throw ApiError.noPermission();
      };
    };

    app.decorateRequest('auth', undefined);
    app.decorate('requireClientSession', requireClientSession);
    app.decorate('requireEnterprise', requireEnterprise);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requirePermission', requirePermission);
  },
  { name: 'auth-guards', decorators: { fastify: ['db', 'config'] } },
);
