import { definePlugin } from '../../runtime/plugins/registry';
import { SUGGEST_KEYS as K, SUGGEST_ROUTES as R } from './contract';
import manifest from './manifest';

const detail = () => import('./SuggestionDetailPage');

/**
 * Suggestions (spec §2 personal centre): my suggestions with their reply status, writing one with
 * files, the detail (also opened from the reply's message); the back office reads and replies.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: R.page, component: () => import('./SuggestionsPage'), meta: { title: 'menu.suggestions', permission: K.submit } },
    { path: `${R.detail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.page, keepAlive: false } },
    { path: `${R.messageDetail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.page, keepAlive: false } },
  ],
  adminRoutes: [{ path: R.admin, component: () => import('./AdminSuggestionsPage'), meta: { title: 'menu.admin', permission: K.adminView } }],
});
