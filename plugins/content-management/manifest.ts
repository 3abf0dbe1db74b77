import { defineManifest } from '../../schemas/plugins/manifest';
import { CONTENT_KEYS as K, CONTENT_ROUTES as R } from './contract';
import { locales } from './locales';

/**
 * Environmental headlines (spec §2 /contentManagement, full screen; the back office's content
 * management): articles the operators write and publish for every enterprise user.
 */
export default defineManifest({
  name: 'content-management',
  locales,
  menus: [
    { key: 'contentManagement', path: R.page, title: 'menu.headlines', icon: 'content', order: 80, permission: K.view, fullScreen: true },
    {
      system: 'admin', key: 'admin-content', path: R.admin, title: 'menu.admin', icon: 'content', order: 55, permission: K.adminView,
      buttons: [
        { key: 'admin-content-edit', title: 'perm.adminEdit', permission: K.adminEdit },
        { key: 'admin-content-publish', title: 'perm.adminPublish', permission: K.adminPublish },
      ],
    },
  ],
  permissions: [
    { key: K.view, title: 'perm.view', readOnly: true },
    { key: K.adminView, title: 'perm.adminView', system: 'admin' },
    { key: K.adminEdit, title: 'perm.adminEdit', system: 'admin' },
    { key: K.adminPublish, title: 'perm.adminPublish', system: 'admin' },
  ],
});
