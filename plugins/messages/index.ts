import { definePlugin } from '../../runtime/plugins/registry';
import { SYSTEM_MESSAGE_KEYS as K, SYSTEM_MESSAGE_ROUTES as R } from './contract';
import manifest from './manifest';

/**
 * Messages (spec §2): the navbar link with an unread dot and /system-message/page with unread counts per
 * type. Open to every signed-in user: each sees only their own notices (server/plugins/notices). The back
 * office's system message page sends notices to the members of all or chosen enterprises.
 */
export default definePlugin({
  manifest,
  routes: [{ path: '/system-message/page', component: () => import('./MessagesPage'), meta: { title: 'title' } }],
  adminRoutes: [{ path: R.admin, component: () => import('./AdminMessagesPage'), meta: { title: 'admin.menu', permission: K.adminView } }],
  widgets: { 'navbar.messages': () => import('./MessagesLink') },
});
