import { definePlugin } from '../../runtime/plugins/registry';
import { CONTENT_KEYS as K, CONTENT_ROUTES as R } from './contract';
import manifest from './manifest';

/**
 * Environmental headlines (spec §2): the published articles with search and their detail, both full
 * screen, for enterprise users; the back office's content management writes, publishes and withdraws.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: R.page, component: () => import('./HeadlinesPage'), meta: { title: 'menu.headlines', permission: K.view, fullScreen: true } },
    { path: `${R.detail}/:id`, component: () => import('./HeadlineDetailPage'), meta: { title: 'menu.detail', permissionFrom: R.page, fullScreen: true, keepAlive: false } },
  ],
  adminRoutes: [{ path: R.admin, component: () => import('./AdminContentPage'), meta: { title: 'menu.admin', permission: K.adminView } }],
});
