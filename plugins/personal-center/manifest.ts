import { defineManifest } from '../../schemas/plugins/manifest';
import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';

/**
 * The personal centre: a hidden directory other plugins hang their workbench pages under (my tasks,
 * my approvals, … when those features exist; user and role management now). Account pages are open to
 * every signed-in user, so they are not catalogue entries.
 */
/** The back office's account page (a route offered in the back office's user menu, no side-menu entry). */
export const ADMIN_USER_INFO = '/admin/user-info';

export default defineManifest({
  name: 'personal-center',
  locales: { 'zh-CN': zhCN, 'en-US': enUS },
  menus: [{ key: 'personal', title: 'menu.personal', icon: 'user', order: 90, hidden: true }],
});
