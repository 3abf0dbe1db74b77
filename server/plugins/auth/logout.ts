import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { findSession, revokeSession, tokenFromHeader } from './sessions';

/**
 * Signing out is idempotent for a token the server issued in this area (already expired or revoked is
 * fine: the browser only wants the session gone); an unknown token is 401 like everywhere else.
 */
export async function signOut(app: FastifyInstance, request: FastifyRequest, area: Area): Promise<null> {
  const token = tokenFromHeader(request.headers.authorization);
  const session = token ? await findSession(app.db, token) : null;
  if (!session || session.area !== area) throw ApiError.sessionExpired();
  if (!session.revokeReason) await revokeSession(app.db, session.id, 'logout');
  request.log.info({ area, userId: session.userId }, 'signed out');
  return null;
}
