import { ENTERPRISE_APP } from '../../data-providers';

/** Calls of server/plugins/user-permission and the menu tree (spec §7). */
export const upPaths = {
  users: `${ENTERPRISE_APP}/user/page`,
  user: `${ENTERPRISE_APP}/user`,
  userRole: `${ENTERPRISE_APP}/user/role`,
  removeUser: (id: number) => `${ENTERPRISE_APP}/user/${id}`,
  autoComplete: (keyword: string) => `${ENTERPRISE_APP}/user/autoComplete/${encodeURIComponent(keyword)}`,
  resetPassword: `${ENTERPRISE_APP}/user/password/reset`,
  roles: `${ENTERPRISE_APP}/role/list`,
  role: `${ENTERPRISE_APP}/role`,
  removeRole: (id: number) => `${ENTERPRISE_APP}/role/${id}`,
  roleMenus: (id: number) => `${ENTERPRISE_APP}/role/menuIds/${id}`,
  menuTree: `${ENTERPRISE_APP}/menu/treeList`,
} as const;

export { USER_PERMISSION_KEYS as KEYS } from '../../schemas/contracts/userPermission';

export interface Member {
  id: number;
  name: string;
  phone: string;
  status: number;
  roleId: number;
  roleName: string;
  createdAt: string;
}

export interface RoleItem {
  id: number;
  name: string;
  code: string;
  system: boolean;
  userCount: number;
}

export interface Suggestion {
  id: number;
  phone: string;
  name: string;
}
