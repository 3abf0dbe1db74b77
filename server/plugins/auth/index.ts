import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../../sms';
import { userCenterPlugin } from '../user-center';
import { accountRoutes } from './accountRoutes';
import { adminAuthRoutes } from './adminRoutes';
import { clientAuthRoutes } from './clientRoutes';
import { authGuards } from './guards';
import { identityConfigFromEnv } from './identityConfig';

export { authGuards } from './guards';

/**
 * Session guards (visible to every later plugin) plus the identity routes: sign-in/out, SMS-code and
 * account flows, and the personal centre. Settings (SMS provider, third-party URL) come from the
 * environment when the app is built.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const identity = identityConfigFromEnv(process.env);
  const sms = createSmsProvider(identity.sms, app.db, { revealCodes: app.config.devMode === true });
  await app.register(authGuards);
  await app.register(clientAuthRoutes);
  await app.register(adminAuthRoutes);
  await app.register(accountRoutes, { identity, sms });
  await app.register(userCenterPlugin, { sms });
}
