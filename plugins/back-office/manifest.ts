import { ADMIN_PERMISSIONS as A } from '../../schemas/contracts/backOffice';
import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** The back office's own pages; feature plugins add theirs to the same area with `system: 'admin'`. */
export default defineManifest({
  name: 'back-office',
  locales,
  menus: [
    { system: 'admin', key: 'admin-dashboard', path: '/admin/dashboard', title: 'menu.dashboard', icon: 'dashboard', order: 0 },
    { system: 'admin', key: 'admin-enterprises', path: '/admin/enterprises', title: 'menu.enterprises', icon: 'enterprise', order: 10, permission: A.enterprise },
    { system: 'admin', key: 'admin-users', path: '/admin/users', title: 'menu.users', icon: 'team', order: 20, permission: A.user },
    { system: 'admin', key: 'admin-roles', path: '/admin/roles', title: 'menu.roles', icon: 'role', order: 30, permission: A.role },
    { system: 'admin', key: 'admin-editions', path: '/admin/editions', title: 'menu.editions', icon: 'tag', order: 40, permission: A.edition },
    { system: 'admin', key: 'admin-sms', path: '/admin/sms', title: 'menu.sms', icon: 'message', order: 50 },
    { system: 'admin', key: 'admin-menus', path: '/admin/menus', title: 'menu.menus', icon: 'folder', order: 45, permission: A.menu },
    { system: 'admin', key: 'admin-login-log', path: '/admin/login-log', title: 'menu.loginLog', icon: 'log', order: 60, permission: A.loginLog },
    // The record of operators' calls on enterprises' behalf (operator scope, docs/operator-scope.md): a security record like the login log.
    { system: 'admin', key: 'admin-operator-actions', path: '/admin/operator-actions', title: 'menu.operatorActions', icon: 'log', order: 61, permission: A.loginLog },
  ],
  permissions: [
    { key: A.enterprise, title: 'perm.enterprise', system: 'admin' },
    { key: A.user, title: 'perm.user', system: 'admin' },
    { key: A.role, title: 'perm.role', system: 'admin' },
    { key: A.edition, title: 'perm.edition', system: 'admin' },
    { key: A.loginLog, title: 'perm.loginLog', system: 'admin' },
    { key: A.menu, title: 'perm.menu', system: 'admin' },
  ],
});
