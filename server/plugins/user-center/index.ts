import type { FastifyInstance } from 'fastify';
import type { SmsProvider } from '../../sms';
import { userCenterAdminRoutes } from './adminRoutes';
import { certificationRoutes } from './certification';
import { userCenterClientRoutes } from './clientRoutes';
import { selfService } from './selfService';

/** Personal centre calls of both areas (own name, password, phone) and enterprise certification. */
export async function userCenterPlugin(app: FastifyInstance, opts: { sms: SmsProvider }) {
  const self = selfService(app, opts.sms);
  await app.register(userCenterClientRoutes, { self });
  await app.register(userCenterAdminRoutes, { self, sms: opts.sms });
  await app.register(certificationRoutes);
}
