import { definePlugin } from '../../runtime/plugins/registry';
import { RISK_KEYS as K, RISK_ROUTES as R } from './contract';
import manifest from './manifest';

const detail = () => import('./RiskDetailPage');

/**
 * Risk prevention (spec §2): the risk list with search, manual reports and export, the detail with the
 * evidence chart, handling through an approval and the approval history, risk notices; the same detail
 * from messages (riskDetailPage) and my issues (/system-issue); the back office's risk management.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: R.page, component: () => import('./RiskListPage'), meta: { title: 'menu.list', permission: K.view } },
    { path: `${R.detail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.page, keepAlive: false } },
    { path: R.notice, component: () => import('./RiskNoticePage'), meta: { title: 'menu.notice', permission: K.view } },
    { path: `${R.messageDetail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.page, keepAlive: false } },
    { path: R.issues, component: () => import('./IssuesPage'), meta: { title: 'menu.issues', permission: K.view } },
    { path: `${R.issueDetail}/:id`, component: detail, meta: { title: 'menu.issueDetail', permissionFrom: R.page, keepAlive: false } },
    // Management groups (spec §2): the members' risks, read-only.
    { path: R.groupPage, component: () => import('./GroupRiskPage'), meta: { title: 'menu.groupList', permission: K.view, system: 'group' } },
    { path: `${R.groupDetail}/:id`, component: () => import('./GroupRiskDetailPage'), meta: { title: 'menu.detail', permissionFrom: R.groupPage, system: 'group', keepAlive: false } },
  ],
  adminRoutes: [{ path: R.admin, component: () => import('./AdminRiskPage'), meta: { title: 'menu.adminList', permission: K.adminView } }],
});
