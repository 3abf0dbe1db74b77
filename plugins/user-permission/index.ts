import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

import { USER_PERMISSION_KEYS as KEYS } from '../../schemas/contracts/userPermission';

/** User and role management of the chosen enterprise (spec §2 /user-permission/user and /role). */
export default definePlugin({
  manifest,
  routes: [
    { path: '/user-permission/user', component: () => import('./UserPage'), meta: { title: 'user.title', permission: KEYS.userView } },
    { path: '/user-permission/role', component: () => import('./RolePage'), meta: { title: 'role.title', permission: KEYS.roleView } },
  ],
});
