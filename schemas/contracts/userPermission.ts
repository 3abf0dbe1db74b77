/** Permission keys of the enterprise admin's user and role management (spec §2 /user-permission/*). */
export const USER_PERMISSION_KEYS = {
  userView: 'userPermission:user:view',
  /** Add, re-role and remove users of the enterprise; reset their passwords. */
  userEdit: 'userPermission:user:edit',
  roleView: 'userPermission:role:view',
  /** Create, edit and delete the enterprise's roles and their menu grants. */
  roleEdit: 'userPermission:role:edit',
} as const;

export const ALL_USER_PERMISSION_KEYS: readonly string[] = Object.values(USER_PERMISSION_KEYS);
export const USER_PERMISSION_VIEW_KEYS: readonly string[] = [USER_PERMISSION_KEYS.userView, USER_PERMISSION_KEYS.roleView];
