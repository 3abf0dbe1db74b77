import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';

/**
 * Enterprise dashboard (spec §2 /enterpriseLandun/page): a board of the enterprise's monitoring in a
 * light or dark skin remembered per user on the server (group/screen/boardTheme).
 */
export default definePlugin({
  manifest,
  routes: [
    {
      path: '/enterpriseLandun/page',
      component: () => import('./DashboardPage'),
      meta: { title: 'menu.title', permission: P.monitoringView, fullScreen: true, hideSidebar: true },
    },
  ],
});
