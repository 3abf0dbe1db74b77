import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Area, PermissionKey } from '../../core/contracts';
import { ErrorCode, SUCCESS_CODE } from '../../../data-providers/catalogue';
import { ENTERPRISE_HEADER, MEMBER_ENTERPRISE_HEADER, OPERATOR_ENTERPRISE_HEADER, SHOWN_ENTERPRISE_HEADER } from '../../../data-providers/constants';
import { ApiError } from '../../core/errors';
import { messageTexts } from '../../core/messages';
import { SessionCache, type CachedSession } from './sessionCache';
import { VersionWatch } from './versionWatch';
import {
  extendSession,
  findSession,
  findSessionWithGrant,
  sessionIdOf,
  tokenFromHeader,
  TOUCH_INTERVAL_SECONDS,
  type EnterpriseGrant,
  type SessionState,
} from './sessions';
import { EDITION_ALLOWS_PERM_SQL } from '../menus/access';
import { groupScopeOf, memberHeader, memberScope } from './groupScope';
import {
  mayOperatorWrite,
  operatorEnterprise,
  operatorEnterpriseId,
  operatorGrants,
  operatorKeys,
  operatorPermissions,
  holdsOperatorScope,
  recordOperatorCall,
  OPERATOR_READS,
} from './operatorScope';
import { idOf } from '../../../schemas/contracts/ids';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Entry = CachedSession<SessionState>;

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
 * A cached session may answer on its own only while it is live and needs no sliding write; anything
 * else (expired by the clock, due for extension) goes to the database, which may know better (another
 * process may have extended it) and performs the write.
 */
function servable(session: SessionState, now = Date.now()): boolean {
  return !session.revokeReason && session.expireTime > now && now - session.lastSeenMs < TOUCH_INTERVAL_SECONDS * 1000;
}

/**
 * The session answers of spec §8: 401 missing/unknown/expired/logged out or wrong area, 403 superseded,
 * 402 disabled account. Sets request.auth without permissions; the area guards add them. A session due
 * for its sliding write is extended, and the cache entry learns the new times.
 */
async function admit(app: FastifyInstance, request: FastifyRequest, area: Area, session: SessionState | null, entry?: Entry): Promise<void> {
  if (!session || session.area !== area) throw ApiError.sessionExpired();
  if (session.revokeReason === 'superseded') throw ApiError.sessionSuperseded();
  if (session.revokeReason || session.expired) throw ApiError.sessionExpired();
  if (session.userStatus !== 1) throw ApiError.accountDisabled();
  if (area === 'admin' && !session.isAdminArea) throw ApiError.sessionExpired();
  let expireTime = session.expireTime;
  if (session.stale) {
    const extended = await extendSession(app.db, session.id, app.config.sessionTtlSeconds);
    if (extended !== null) {
      expireTime = extended;
      if (entry) entry.session = { ...session, stale: false, expireTime: extended, lastSeenMs: Date.now() };
    }
  }
  request.auth = { area, userId: session.userId, sessionId: session.id, permissions: new Set(), expireTime };
}

function requestToken(request: FastifyRequest): string {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw ApiError.sessionExpired();
  return token;
}

/** A cache entry for what a lookup read; an entry of the same version keeps the grants it knew. */
function remember(cache: SessionCache<SessionState>, id: string, session: SessionState, current: Entry | undefined): Entry {
  if (current && current.version === session.authVersion) {
    current.session = session;
    return current;
  }
  return cache.put(id, session, session.authVersion);
}

/** Admits the session for `area`, or for its own area ('own': the operator header, either session may send it). */
async function authenticate(app: FastifyInstance, cache: SessionCache<SessionState>, request: FastifyRequest, area: Area | 'own'): Promise<Entry | undefined> {
  if (request.auth?.area === area) return undefined;
  const token = requestToken(request);
  const id = sessionIdOf(token);
  const cached = await cache.get(id);
  if (cached && servable(cached.session)) {
    await admit(app, request, area === 'own' ? cached.session.area : area, cached.session);
    return cached;
  }
  const session = await findSession(app.db, token);
  const entry = session ? remember(cache, id, session, cached) : undefined;
  await admit(app, request, area === 'own' ? (session?.area ?? 'client') : area, session, entry);
  return entry;
}

/**
 * The keys of a grant as a set, built once per grant object: a cached grant answers many requests, and
 * a set of a few hundred keys per request was a visible part of a list request's CPU. Shared between
 * requests, so never changed (nothing adds to or removes from request.auth.permissions).
 */
const grantSets = new WeakMap<EnterpriseGrant, Set<string>>();
function permissionSet(grant: EnterpriseGrant): Set<string> {
  let set = grantSets.get(grant);
  if (!set) grantSets.set(grant, (set = new Set(grant.perms)));
  return set;
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

/** Back-office keys of a user, with the auth_version of the same snapshot. */
async function adminPermissions(app: FastifyInstance, userId: number): Promise<{ perms: string[]; version: number }> {
  const { rows } = await app.db.query<{ perms: string[]; version: number }>(
    `SELECT COALESCE((SELECT json_agg(rp.perm) FROM app_user u JOIN role_permission rp ON rp.role_id = u.admin_role_id WHERE u.id = $1), '[]'::json) AS perms,
            (SELECT version FROM auth_version WHERE id = 1) AS version`,
    [userId],
  );
  return { perms: rows[0]?.perms ?? [], version: Number(rows[0]?.version ?? 0) };
}

/** The guards of server/core/contracts.ts, decorated on the root instance for every feature plugin. */
export const authGuards = fp(
  async (app: FastifyInstance) => {
    const cache = new SessionCache<SessionState>(app.db, { ttlMs: app.config.authCacheSeconds * 1000 });
    if (cache.enabled) {
      // Cached checks are compared with the auth_version this process heard (versionWatch.ts) instead
      // of a read per request; without a listening connection, or after a write here, the cache reads.
      const watch = new VersionWatch(cache.versions, app.db);
      cache.useWatch(watch);
      const stop = await watch.start().catch((error: unknown) => {
        app.log.warn({ err: error }, 'auth_version watch unavailable: session cache reads the version per request');
        return undefined;
      });
      app.addHook('onClose', async () => {
        await stop?.();
      });
    }

    const requireClientSession: Guard = async (request) => {
      await authenticate(app, cache, request, 'client');
    };

    // Reference data every screen reads (dictionaries, cascades): also a back-office session calling in the
    // operator scope, whose enterprise screens need them like the enterprise's own users.
    const requireReader: Guard = async (request) => {
      await authenticate(app, cache, request, headerValue(request, OPERATOR_ENTERPRISE_HEADER) ? 'own' : 'client');
    };

    /** The back-office keys of the admitted operator, cached with the session entry like requireAdmin's. */
    const adminKeysOf = async (userId: number, entry: Entry | undefined): Promise<string[]> => {
      if (entry?.adminPerms) return entry.adminPerms;
      const read = await adminPermissions(app, userId);
      if (entry && entry.version === read.version) entry.adminPerms = read.perms;
      return read.perms;
    };

    // The operator scope (operatorScope.ts): which enterprise keys each back-office key gives.
    const grants = operatorGrants((app.pluginSet?.enabled ?? []).map((p) => p.manifest));
    app.decorate('operatorGrants', grants);

    /** An enterprise route called with the operator header: a back-office operator acting on that enterprise. */
    const requireOperator = async (request: FastifyRequest, raw: string): Promise<void> => {
      const entry = await authenticate(app, cache, request, 'own');
      const session = request.auth!;
      // A client session naming an enterprise for an operator: refused like a forged enterprise id.
      if (session.area !== 'admin') throw ApiError.noPermission();
      const enterpriseId = operatorEnterpriseId(raw);
      request.operatorCall = { operatorId: session.userId, enterpriseId };
      // One enterprise per call, named by the operator header alone.
      if (headerValue(request, ENTERPRISE_HEADER) || headerValue(request, MEMBER_ENTERPRISE_HEADER)) throw ApiError.noPermission();
      const keys = operatorKeys(await adminKeysOf(session.userId, entry), grants);
      if (!holdsOperatorScope(keys)) throw ApiError.noPermission();
      const enterprise = await operatorEnterprise(app.db, enterpriseId);
      if (!enterprise) throw ApiError.noPermission();
      const permissions = operatorPermissions(request, keys);
      if (!OPERATOR_READS.has(request.method) && !mayOperatorWrite(request, permissions)) throw ApiError.noPermission();
      request.auth = { ...session, area: 'client', enterpriseId, enterpriseTarget: enterprise.target, permissions, operator: true };
    };

    const requireEnterprise: Guard = async (request) => {
      if (request.auth?.area === 'client' && request.auth.enterpriseId !== undefined) return;
      const operator = headerValue(request, OPERATOR_ENTERPRISE_HEADER);
      if (operator) return requireOperator(request, operator);
      const enterpriseId = idOf(headerValue(request, ENTERPRISE_HEADER));
      let grant: EnterpriseGrant | null | undefined;
      if (request.auth?.area === 'client') {
        if (enterpriseId !== undefined) grant = await grantFor(app, request.auth.userId, enterpriseId);
      } else if (enterpriseId !== undefined) {
        const token = requestToken(request);
        const id = sessionIdOf(token);
        const cached = await cache.get(id);
        if (cached && servable(cached.session) && cached.grants.has(enterpriseId)) {
          await admit(app, request, 'client', cached.session);
          grant = cached.grants.get(enterpriseId);
        } else {
          // Session and grant in one round trip; the session answers (401/402/403) still come first.
          const found = await findSessionWithGrant(app.db, token, enterpriseId, GRANT_SQL);
          const entry = found ? remember(cache, id, found.session, cached) : undefined;
          entry?.grants.set(enterpriseId, found!.grant);
          await admit(app, request, 'client', found?.session ?? null, entry);
          grant = found?.grant;
        }
      } else {
        await authenticate(app, cache, request, 'client');
      }
      const auth = request.auth!;
      refuseEnterpriseMismatch(request, enterpriseId);
      // No grant, disabled or expired enterprise: the same answer, so ids of other tenants reveal nothing.
      if (enterpriseId === undefined || !grant) throw ApiError.noPermission();
      auth.permissions = permissionSet(grant);
      // Group scope: a group's user reads one member as that member, with the keys of the group's grant.
      const memberId = memberHeader(request, MEMBER_ENTERPRISE_HEADER);
      if (memberId !== undefined) {
        const member = await memberScope(app.db, request, enterpriseId, memberId);
        auth.groupId = enterpriseId;
        auth.enterpriseId = member.memberId;
        auth.enterpriseTarget = member.target;
        return;
      }
      auth.enterpriseId = enterpriseId;
      auth.enterpriseTarget = grant.target;
    };

    /** Group-wide routes: the header's enterprise must be a management group; its members are the scope. */
    const requireGroup: Guard = async (request, reply) => {
      if (request.auth?.group) return;
      if (!request.auth || request.auth.area !== 'client' || request.auth.enterpriseId === undefined) await requireEnterprise(request, reply);
      const auth = request.auth!;
      // A member-scoped request is not a group-wide one, nor an operator's (who acts on one enterprise).
      if (auth.groupId !== undefined || auth.operator) throw ApiError.noPermission();
      const scope = await groupScopeOf(app.db, auth.enterpriseId!);
      if (!scope) throw ApiError.noPermission();
      auth.group = scope;
    };

    const requireAdmin: Guard = async (request) => {
      if (request.auth?.area === 'admin') return;
      const entry = await authenticate(app, cache, request, 'admin');
      request.auth!.permissions = new Set(await adminKeysOf(request.auth!.userId, entry));
    };

    /** The key each permission guard checks: routes learn theirs when added (the operator's write rule). */
    const guardKeys = new WeakMap<Guard, PermissionKey>();
    const requirePermission = (perm: PermissionKey): Guard => {
      const guard: Guard = async (request, reply) => {
        if (!request.auth || (request.auth.area === 'client' && request.auth.enterpriseId === undefined)) {
          await requireEnterprise(request, reply);
        }
        if (!request.auth!.permissions.has(typeof perm === 'string' ? perm : perm(request))) throw ApiError.noPermission();
      };
      guardKeys.set(guard, perm);
      return guard;
    };
    app.addHook('onRoute', (route) => {
      const keys = [route.preHandler ?? []].flat().flatMap((h) => guardKeys.get(h as Guard) ?? []);
      if (keys.length > 0) route.config = { ...(route.config ?? {}), permissionKeys: keys };
    });

    // Every operator call is recorded with its answer: the code of the error it ended with, else success.
    app.addHook('onError', (request, _reply, error, done) => {
      // Input the router or a table refused is answered as bad input (envelope.ts); anything else is a 500.
      const refusedInput = (error as { validation?: unknown; statusCode?: number }).validation !== undefined || ((error as { statusCode?: number }).statusCode ?? 500) < 500;
      if (request.operatorCall) request.operatorCall.code = error instanceof ApiError ? error.code : refusedInput ? ErrorCode.BadParameter : ErrorCode.SystemError;
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      const call = request.operatorCall;
      if (!call) return done(null, payload);
      request.operatorCall = undefined;
      recordOperatorCall(app.db, request, call, call.code ?? SUCCESS_CODE).then(
        () => done(null, payload),
        (error: unknown) => {
          request.log.error({ err: error }, 'operator call not recorded');
          done(null, payload);
        },
      );
    });

    app.decorateRequest('auth', undefined);
    app.decorate('requireClientSession', requireClientSession);
    app.decorate('requireReader', requireReader);
    app.decorate('requireEnterprise', requireEnterprise);
    app.decorate('requireGroup', requireGroup);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requirePermission', requirePermission);
  },
  { name: 'auth-guards', decorators: { fastify: ['db', 'config'] } },
);
