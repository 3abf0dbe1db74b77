import { ADMIN_PERMISSIONS as A } from '../../schemas/contracts/backOffice';
import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * The back office (运营后台) under #/admin/*: an application area with its own sign-in, token cookie,
 * cache and layout. Its pages are admin routes like those other plugins contribute (with menus of
 * `system: 'admin'` in their manifests); the area renders them all.
 */
export default definePlugin({
  manifest,
  areas: { admin: () => import('./AdminApp') },
  adminRoutes: [
    { path: '/admin/dashboard', component: () => import('./pages/DashboardPage'), meta: { title: 'menu.dashboard' } },
    { path: '/admin/enterprises', component: () => import('./pages/EnterprisesPage'), meta: { title: 'menu.enterprises', permission: A.enterprise } },
    { path: '/admin/users', component: () => import('./pages/UsersPage'), meta: { title: 'menu.users', permission: A.user } },
    { path: '/admin/roles', component: () => import('./pages/RolesPage'), meta: { title: 'menu.roles', permission: A.role } },
    { path: '/admin/editions', component: () => import('./pages/EditionsPage'), meta: { title: 'menu.editions', permission: A.edition } },
    { path: '/admin/menus', component: () => import('./pages/MenusPage'), meta: { title: 'menu.menus', permission: A.menu } },
    { path: '/admin/sms', component: () => import('./pages/SmsOutboxPage'), meta: { title: 'menu.sms' } },
    { path: '/admin/login-log', component: () => import('./pages/LoginLogPage'), meta: { title: 'menu.loginLog', permission: A.loginLog } },
    { path: '/admin/operator-actions', component: () => import('./pages/OperatorActionsPage'), meta: { title: 'menu.operatorActions', permission: A.loginLog } },
  ],
});
