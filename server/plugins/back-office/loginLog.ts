import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Area, Db } from '../../core/contracts';

export type LoginOutcome = 'success' | 'wrongPassword' | 'locked' | 'disabled';

/** The login name as the log may keep it: enough to follow an incident, not enough to harvest accounts. */
export function maskLoginName(login: string): string {
  if (/^\d{11}$/.test(login)) return `${login.slice(0, 3)}****${login.slice(7)}`;
  if (login.length <= 2) return `${login.slice(0, 1)}*`;
  return `${login.slice(0, 1)}***${login.slice(-1)}`;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/**
 * A coarse location code for the log. Without a geo-IP database only private addresses can be placed;
 * the code is translated when the log is read.
 */
export function locationOf(ip: string): 'intranet' | 'unknown' {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return PRIVATE_V4.some((re) => re.test(v4)) ? 'intranet' : 'unknown';
  if (ip === '::1' || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip)) return 'intranet';
  return 'unknown';
}

/**
 * Writes one login_log row for a sign-in attempt (either area, success or failure). A failure to write
 * the log must never change the sign-in answer, so errors are only logged.
 */
export async function recordLoginAttempt(
  db: Pick<Db, 'query'>,
  request: FastifyRequest,
  entry: { area: Area; login: string; userId?: number | null; outcome: LoginOutcome },
): Promise<void> {
  try {
    const ua = request.headers['user-agent'];
    await db.query(
      `INSERT INTO login_log (area, user_id, login_masked, success, reason, ip, user_agent, location)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.area, entry.userId ?? null, maskLoginName(entry.login), entry.outcome === 'success', entry.outcome,
        request.ip.slice(0, 64), typeof ua === 'string' ? ua.slice(0, 256) : null, locationOf(request.ip),
      ],
    );
  } catch (err) {
    request.log.warn({ err }, 'login log not written');
  }
}
