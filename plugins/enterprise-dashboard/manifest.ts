import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

export default defineManifest({
  name: 'enterprise-dashboard',
  locales,
  menus: [{ key: 'enterpriseLandun', path: '/enterpriseLandun/page', title: 'menu.title', icon: 'home', order: 5, permission: P.monitoringView, fullScreen: true }],
});
