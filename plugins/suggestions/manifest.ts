import { defineManifest } from '../../schemas/plugins/manifest';
import { SUGGEST_KEYS as K, SUGGEST_ROUTES as R } from './contract';
import { locales } from './locales';

/** Suggestions (spec §2 personal centre /system-suggest, back-office system suggest): write to operations, get one reply. */
export default defineManifest({
  name: 'suggestions',
  locales,
  menus: [
    { key: 'system-suggest', parent: 'personal', path: R.page, title: 'menu.suggestions', order: 5, permission: K.submit, hidden: true },
    {
      system: 'admin', key: 'admin-suggest', title: 'menu.admin', icon: 'message', order: 70,
      children: [{ key: 'admin-suggest-list', path: R.admin, title: 'menu.admin', order: 1, permission: K.adminView, buttons: [{ key: 'admin-suggest-reply', title: 'perm.adminReply', permission: K.adminReply }] }],
    },
  ],
  permissions: [
    // Every member may write to operations, the read-only role too.
    { key: K.submit, title: 'perm.submit', readOnly: true },
    { key: K.adminView, title: 'perm.adminView', system: 'admin' },
    { key: K.adminReply, title: 'perm.adminReply', system: 'admin' },
  ],
});
