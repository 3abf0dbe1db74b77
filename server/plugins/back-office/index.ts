import type { FastifyInstance } from 'fastify';
import { editionManageRoutes } from './editions';
import { enterpriseManageRoutes } from './enterprises';
import { loginLogRoutes } from './loginLogRoutes';
import { menuIconRoutes } from './menuIcons';
import { roleManageRoutes } from './roles';
import { operatorRoutes } from './operators';
import { operatorScopeRoutes } from './operatorScopeRoutes';
import { userManageRoutes } from './users';

export { ADMIN_PERMISSIONS, ALL_ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
export { recordLoginAttempt, maskLoginName } from './loginLog';

/** The back office (运营后台) management API under /api/operation-manage; every route requires an admin session. */
export async function backOfficePlugin(app: FastifyInstance) {
  await app.register(enterpriseManageRoutes);
  await app.register(userManageRoutes);
  await app.register(operatorRoutes);
  await app.register(roleManageRoutes);
  await app.register(editionManageRoutes);
  await app.register(loginLogRoutes);
  await app.register(menuIconRoutes);
  await app.register(operatorScopeRoutes);
}
