import { definePlugin } from '../../runtime/plugins/registry';
import manifest, { ADMIN_USER_INFO } from './manifest';

/**
 * Personal centre (spec §2 "Personal centre", §7 user centre): account info with name, phone (two steps)
 * and password changes, and enterprise certification. Open to every signed-in user (no permission key:
 * every user owns their account). The entry sits next to the user menu (slot navbar.user).
 */
export default definePlugin({
  manifest,
  routes: [
    { path: '/system/user-info', component: () => import('./UserInfoPage'), meta: { title: 'userInfo.title' } },
    {
      path: '/system/enterprise-certification',
      component: () => import('./EnterpriseCertificationPage'),
      meta: { title: 'certification.title' },
    },
  ],
  widgets: { 'navbar.user': () => import('./PersonalCenterEntry') },
  // The operations user's account: a back-office page offered in the back office's user menu.
  adminRoutes: [{ path: ADMIN_USER_INFO, component: () => import('./AdminUserInfoPage'), meta: { title: 'userInfo.title', userMenu: true } }],
});
