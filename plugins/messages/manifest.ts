import { defineManifest } from '../../schemas/plugins/manifest';
import { SYSTEM_MESSAGE_KEYS as K, SYSTEM_MESSAGE_ROUTES as R } from './contract';
import { locales } from './locales';

/** Messages: every user's inbox (spec §2 /system-message/page) and the back office's system messages. */
export default defineManifest({
  name: 'messages',
  locales,
  menus: [
    {
      system: 'admin', key: 'admin-system-message', path: R.admin, title: 'admin.menu', icon: 'message', order: 75, permission: K.adminView,
      buttons: [{ key: 'admin-system-message-send', title: 'admin.perm.send', permission: K.adminSend }],
    },
  ],
  permissions: [
    { key: K.adminView, title: 'admin.perm.view', system: 'admin' },
    { key: K.adminSend, title: 'admin.perm.send', system: 'admin' },
  ],
});
