import { ARCHIVE_PERMISSIONS } from '../../schemas/contracts/enterpriseArchive';
import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';
import { ARCHIVE_PATH } from './paths';

export default defineManifest({
  name: 'enterprise-archive',
  locales,
  menus: [
    {
      key: 'enterpriseArchive',
      path: ARCHIVE_PATH,
      title: 'title',
      icon: 'enterprise',
      order: 90,
      buttons: [{ key: 'enterpriseArchive-edit', title: 'editPermission', permission: ARCHIVE_PERMISSIONS.edit }],
    },
  ],
  permissions: [{ key: ARCHIVE_PERMISSIONS.edit, title: 'editPermission' }],
});
