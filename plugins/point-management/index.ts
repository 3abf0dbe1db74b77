import { definePlugin } from '../../runtime/plugins/registry';
import manifest, { FACTORS_ADMIN_PATH } from './manifest';
import type { PluginRoute } from '../../runtime/plugins/types';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';

/**
 * Point management (spec §2): points with their logger and factor limits, devices and channels, risk
 * settings. The same screens are registered under the three parents the spec nests them in; each copy
 * gets its parent as `base` so links stay under it, and sub-pages borrow the list's permission.
 */
export const POINT_PARENTS = ['/accountManagement', '/onlineMonitoring', '/videoManagement'] as const;

function screensUnder(base: string): PluginRoute[] {
  const root = `${base}/pointManagement`;
  return [
    { path: `${root}/page`, component: () => import('./PointListPage'), props: { base }, meta: { title: 'menu.points', permission: P.pointView } },
    { path: `${root}/riskSetting`, component: () => import('./RiskSettingPage'), props: { base }, meta: { title: 'risk.title', permissionFrom: `${root}/page` } },
    { path: `${root}/device/page`, component: () => import('./DevicePage'), props: { base }, meta: { title: 'device.title', permissionFrom: `${root}/page` } },
    { path: `${root}/device/channel`, component: () => import('./ChannelPage'), props: { base }, meta: { title: 'channel.title', permissionFrom: `${root}/device/page` } },
  ];
}

export default definePlugin({
  manifest,
  routes: POINT_PARENTS.flatMap(screensUnder),
  // The catalogue of pollution factors the point forms pick from, maintained by the operators.
  adminRoutes: [{ path: FACTORS_ADMIN_PATH, component: () => import('./AdminFactorsPage'), meta: { title: 'factor.menu' } }],
});
