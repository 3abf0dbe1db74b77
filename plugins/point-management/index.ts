import { definePlugin } from '../../runtime/plugins/registry';
import manifest, { ADMIN_POINT_KEYS, ADMIN_POINTS_PATH, FACTORS_ADMIN_PATH } from './manifest';
import type { PluginRoute } from '../../runtime/plugins/types';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';

/**
 * Point management (spec §2): points with their logger and factor limits, devices and channels, risk
 * settings. The same screens are registered under the three parents the spec nests them in; each copy
 * gets its root as a prop so links stay under it, and sub-pages borrow the list's permission.
 */
export const POINT_PARENTS = ['/accountManagement', '/onlineMonitoring', '/videoManagement'] as const;

function screensUnder(base: string): PluginRoute[] {
  const root = `${base}/pointManagement`;
  return [
    { path: `${root}/page`, component: () => import('./PointListPage'), props: { root }, meta: { title: 'menu.points', permission: P.pointView } },
    { path: `${root}/riskSetting`, component: () => import('./RiskSettingPage'), props: { root }, meta: { title: 'risk.title', permissionFrom: `${root}/page` } },
    { path: `${root}/device/page`, component: () => import('./DevicePage'), props: { root }, meta: { title: 'device.title', permissionFrom: `${root}/page` } },
    { path: `${root}/device/channel`, component: () => import('./ChannelPage'), props: { root }, meta: { title: 'channel.title', permissionFrom: `${root}/device/page` } },
  ];
}

/**
 * Back office: the same four screens for the enterprise an operator picks (operator scope,
 * docs/operator-scope.md) under `/admin/pointManagement/:enterpriseId/…`; the picker page is the menu entry.
 */
const adminScreen = () => import('./AdminPointScreen');
const ADMIN_SCREENS = { list: '/page', risk: '/riskSetting', device: '/device/page', channel: '/device/channel' } as const;
const adminScreens: PluginRoute[] = [
  { path: ADMIN_POINTS_PATH, component: adminScreen, props: { screen: 'list' }, meta: { title: 'menu.points', permission: ADMIN_POINT_KEYS.view } },
  ...Object.entries(ADMIN_SCREENS).map(([screen, suffix]) => ({
    path: `${ADMIN_POINTS_PATH}/:enterpriseId${suffix}`,
    component: adminScreen,
    props: { screen },
    meta: { title: 'menu.points', permission: ADMIN_POINT_KEYS.view },
  })),
];

export default definePlugin({
  manifest,
  routes: POINT_PARENTS.flatMap(screensUnder),
  adminRoutes: [
    // The catalogue of pollution factors the point forms pick from, maintained by the operators.
    { path: FACTORS_ADMIN_PATH, component: () => import('./AdminFactorsPage'), meta: { title: 'factor.menu' } },
    ...adminScreens,
  ],
});
