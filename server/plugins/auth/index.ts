import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './adminRoutes';
import { clientAuthRoutes } from './clientRoutes';
import { authGuards } from './guards';

export { authGuards } from './guards';

/** Session guards (visible to every later plugin) plus the sign-in/out and identity routes. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(authGuards);
  await app.register(clientAuthRoutes);
  await app.register(adminAuthRoutes);
}
