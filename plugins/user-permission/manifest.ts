import { USER_PERMISSION_KEYS as K } from '../../schemas/contracts/userPermission';
import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** Spec §2: user and role management sit in the personal workbench, not the sidebar. */
export default defineManifest({
  name: 'user-permission',
  locales,
  menus: [
    {
      key: 'user-permission-user', parent: 'personal', path: '/user-permission/user', title: 'user.title', order: 5, permission: K.userView, hidden: true,
      buttons: [{ key: 'user-permission-user-edit', title: 'perm.userEdit', permission: K.userEdit }],
    },
    {
      key: 'user-permission-role', parent: 'personal', path: '/user-permission/role', title: 'role.title', order: 6, permission: K.roleView, hidden: true, notInTrial: true,
      buttons: [{ key: 'user-permission-role-edit', title: 'perm.roleEdit', permission: K.roleEdit, notInTrial: true }],
    },
  ],
  permissions: [
    { key: K.userView, title: 'perm.userView' },
    { key: K.userEdit, title: 'perm.userEdit' },
    { key: K.roleView, title: 'perm.roleView' },
    { key: K.roleEdit, title: 'perm.roleEdit' },
  ],
});
