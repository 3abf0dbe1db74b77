import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { defineManifest } from '../../schemas/plugins/manifest';
import { GROUP_MONITORING } from './groupRoutes';
import { locales } from './locales';

export default defineManifest({
  name: 'online-monitoring',
  locales,
  menus: [
    {
      key: 'onlineMonitoring',
      title: 'menu.title',
      icon: 'monitor',
      order: 10,
      children: [
        { key: 'onlineMonitoring-page', path: '/onlineMonitoring/page', title: 'menu.realtime', order: 0, permission: P.monitoringView },
        { key: 'onlineMonitoring-exceedance', path: '/onlineMonitoring/exceedance/page', title: 'menu.exceedance', order: 1, permission: P.monitoringView },
      ],
    },
    { system: 'group', key: 'group-onlineMonitoring', path: GROUP_MONITORING.page, title: 'menu.groupRealtime', icon: 'monitor', order: 15, permission: P.monitoringView },
  ],
  permissions: [{ key: P.monitoringView, title: 'perm.view', readOnly: true }],
});
