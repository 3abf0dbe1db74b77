import { definePlugin } from '../../runtime/plugins/registry';
import { GROUP_MONITORING as G } from './groupRoutes';
import manifest from './manifest';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';

/**
 * Online monitoring (spec §2 /onlineMonitoring): latest values per point with the pollution-factor
 * colours, a point's history (charts + table per level) and the exceedance list. Point management
 * screens live in plugins/point-management; the menu links to the copy registered under this parent.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: '/onlineMonitoring/page', component: () => import('./OnlineMonitoringPage'), meta: { title: 'menu.realtime', permission: P.monitoringView } },
    { path: '/onlineMonitoring/detail/:id', component: () => import('./PointDetailPage'), meta: { title: 'detail', permissionFrom: '/onlineMonitoring/page' } },
    // Management groups (spec §2): a member's points, read-only.
    { path: G.page, component: () => import('./GroupMonitoringPage'), meta: { title: 'menu.realtime', permission: P.monitoringView, system: 'group' } },
    { path: `${G.page}/:memberId`, component: () => import('./GroupMonitoringPage'), meta: { title: 'menu.realtime', permissionFrom: G.page, system: 'group' } },
    { path: `${G.detail}/:memberId/:id`, component: () => import('./GroupPointDetailPage'), meta: { title: 'detail', permissionFrom: G.page, system: 'group', keepAlive: false } },
    { path: '/onlineMonitoring/exceedance/page', component: () => import('./ExceedancePage'), meta: { title: 'menu.exceedance', permissionFrom: '/onlineMonitoring/page' } },
  ],
});
