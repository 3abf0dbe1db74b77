import { definePlugin } from '../../runtime/plugins/registry';
import manifest, { KEYS, PAGES } from './manifest';

/**
 * Water-plant data centre (spec §2 routes under /boao): process data of a municipal wastewater plant's
 * inlet, units and outlet, consumption and compliance statistics, reports with xlsx export, cloud
 * control over an audit-logged command queue, dosing recommendations and video. See README.md.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: PAGES.data, component: () => import('./pages/DataPage'), meta: { title: 'menu.data', permission: KEYS.data } },
    { path: PAGES.history, component: () => import('./pages/HistoryPage'), meta: { title: 'menu.history', permission: KEYS.data } },
    { path: PAGES.consume, component: () => import('./pages/ConsumePage'), meta: { title: 'menu.consume', permission: KEYS.statistics } },
    { path: PAGES.reach, component: () => import('./pages/ReachPage'), meta: { title: 'menu.reach', permission: KEYS.statistics } },
    { path: PAGES.technology, component: () => import('./pages/TechnologyReportPage'), meta: { title: 'menu.technology', permission: KEYS.report } },
    { path: PAGES.monthlyEmission, component: () => import('./pages/MonthlyEmissionPage'), meta: { title: 'menu.monthlyEmission', permission: KEYS.report } },
    { path: PAGES.cloudControl, component: () => import('./pages/CloudControlPage'), meta: { title: 'menu.cloudControl', permission: KEYS.control } },
    { path: PAGES.intelligentTechnology, component: () => import('./pages/IntelligentTechnologyPage'), meta: { title: 'menu.intelligentTechnology', permission: KEYS.intelligent } },
    { path: PAGES.videoMonitoring, component: () => import('./pages/VideoMonitoringPage'), meta: { title: 'menu.videoMonitoring', permission: KEYS.video } },
  ],
});
