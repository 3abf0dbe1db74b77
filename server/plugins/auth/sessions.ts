import { createHash, randomBytes } from 'node:crypto';
import type { Area, Db } from '../../core/contracts';
import { AUTH_VERSION_SQL } from './sessionCache';

/** Sliding expiry writes at most this often per session, not on every request. */
export const TOUCH_INTERVAL_SECONDS = 30;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 'Authorization: <token>' as the legacy clients send it, or 'Bearer <token>'. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

export interface NewSession {
  token: string;
  /** Expiry instant in epoch milliseconds. */
  expireTime: number;
}

/**
 * Creates a session; with `supersede`, the user's other live sessions of the area are revoked as
 * 'superseded' (the browser then answers 403 "signed in elsewhere"). The user row is locked first so two
 * simultaneous sign-ins cannot both survive.
 */
export async function createSession(
  db: Db,
  input: { userId: number; area: Area; ttlSeconds: number; supersede: boolean; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expireTime = await db.transaction(async (tx) => {
    if (input.supersede) {
      await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [input.userId]);
      await tx.query(
        `UPDATE session SET revoked_at = now(), revoke_reason = 'superseded'
          WHERE user_id = $1 AND area = $2 AND revoked_at IS NULL`,
        [input.userId, input.area],
      );
    }
    // Long-dead sessions of this user are kept a week (for "signed in elsewhere" answers), then dropped.
    await tx.query(`DELETE FROM session WHERE user_id = $1 AND expires_at < now() - interval '7 days'`, [input.userId]);
    const { rows } = await tx.query<{ expire_ms: number }>(
      `INSERT INTO session (id, user_id, area, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + $4 * interval '1 second', $5, $6)
       RETURNING (extract(epoch FROM expires_at) * 1000)::int8 AS expire_ms`,
      [sessionIdOf(token), input.userId, input.area, input.ttlSeconds, input.ip ?? null, input.userAgent?.slice(0, 256) ?? null],
    );
    return rows[0].expire_ms;
  });
  return { token, expireTime };
}

export interface SessionState {
  id: string;
  userId: number;
  area: Area;
  revokeReason: 'logout' | 'superseded' | null;
  expired: boolean;
  /** Last write older than TOUCH_INTERVAL_SECONDS: the next request should extend the session. */
  stale: boolean;
  expireTime: number;
  userStatus: number;
  isAdminArea: boolean;
  /** Last write of the sliding expiry (epoch ms, database clock). */
  lastSeenMs: number;
  /** auth_version read in the same statement (sessionCache.ts). */
  authVersion: number;
}

/** An enterprise grant of the session's user: the enterprise's target and the keys the user holds there. */
export interface EnterpriseGrant {
  target: number;
  perms: string[];
}

interface SessionRow {
  id: string;
  user_id: number;
  area: Area;
  revoke_reason: 'logout' | 'superseded' | null;
  revoked: boolean;
  expired: boolean;
  stale: boolean;
  expire_ms: number;
  status: number;
  is_admin_area: boolean;
  last_seen_ms: number;
  auth_version: number;
  grant_target: number | null;
  grant_perms: string[] | null;
}

const SESSION_COLUMNS = `s.id, s.user_id, s.area, s.revoke_reason, s.revoked_at IS NOT NULL AS revoked,
            s.expires_at <= now() AS expired,
            s.last_seen_at < now() - interval '${TOUCH_INTERVAL_SECONDS} seconds' AS stale,
            (extract(epoch FROM s.expires_at) * 1000)::int8 AS expire_ms,
            (extract(epoch FROM s.last_seen_at) * 1000)::int8 AS last_seen_ms,
            u.status, u.is_admin_area, (${AUTH_VERSION_SQL}) AS auth_version`;

function sessionState(r: SessionRow): SessionState {
  return {
    id: r.id,
    userId: r.user_id,
    area: r.area,
    // A revoked row always carries a reason; treat an odd null as a plain logout.
    revokeReason: r.revoked ? (r.revoke_reason ?? 'logout') : null,
    expired: r.expired,
    stale: r.stale,
    expireTime: r.expire_ms,
    userStatus: r.status,
    isAdminArea: r.is_admin_area,
    lastSeenMs: Number(r.last_seen_ms),
    authVersion: Number(r.auth_version),
  };
}

export async function findSession(db: Db, token: string): Promise<SessionState | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM session s JOIN app_user u ON u.id = s.user_id WHERE s.id = $1`,
    [sessionIdOf(token)],
    { prepare: true },
  );
  return rows[0] ? sessionState(rows[0]) : null;
}

/**
 * The session and, in the same round trip, the user's grant in `enterpriseId` (`grantSql` selects
 * `target` and `perms` for `$2` with the session's user as `s.user_id`): every enterprise-scoped call
 * needs both, and one statement instead of two was a measurable share of a list request.
 */
export async function findSessionWithGrant(
  db: Db,
  token: string,
  enterpriseId: number,
  grantSql: string,
): Promise<{ session: SessionState; grant: EnterpriseGrant | null } | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS}, g.target AS grant_target, g.perms AS grant_perms
       FROM session s JOIN app_user u ON u.id = s.user_id
       LEFT JOIN LATERAL (${grantSql}) g ON true
      WHERE s.id = $1`,
    [sessionIdOf(token), enterpriseId],
    { prepare: true },
  );
  const r = rows[0];
  if (!r) return null;
  const grant = r.grant_target === null ? null : { target: r.grant_target, perms: r.grant_perms ?? [] };
  return { session: sessionState(r), grant };
}

/** Extends a live session by the idle lifetime; returns the new expiry or null when it is no longer live. */
export async function extendSession(db: Db, sessionId: string, ttlSeconds: number): Promise<number | null> {
  const { rows } = await db.query<{ expire_ms: number }>(
    `UPDATE session SET last_seen_at = now(), expires_at = now() + $2 * interval '1 second'
      WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()
      RETURNING (extract(epoch FROM expires_at) * 1000)::int8 AS expire_ms`,
    [sessionId, ttlSeconds],
  );
  return rows[0]?.expire_ms ?? null;
}

export async function revokeSession(db: Db, sessionId: string, reason: 'logout' | 'superseded'): Promise<void> {
  await db.query(`UPDATE session SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
    sessionId,
    reason,
  ]);
}

/**
 * Ends every live session of a user in both areas (after a password or phone change the user signs in
 * afresh everywhere); their next call answers 401.
 */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.query(`UPDATE session SET revoked_at = now(), revoke_reason = 'logout' WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}
