import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Messages (spec §2): the navbar link with an unread dot and /system-message/page with unread counts per
 * type. Open to every signed-in user: each sees only their own notices (server/plugins/notices).
 */
export default definePlugin({
  manifest,
  routes: [{ path: '/system-message/page', component: () => import('./MessagesPage'), meta: { title: 'title' } }],
  widgets: { 'navbar.messages': () => import('./MessagesLink') },
});
