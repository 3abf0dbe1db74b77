/** Back-office permission keys, held by the seeded operations admin role. */
export const ADMIN_PERMISSIONS = {
  enterprise: 'operation:enterprise',
  user: 'operation:user',
  role: 'operation:role',
  edition: 'operation:edition',
  loginLog: 'operation:loginLog',
  menu: 'operation:menu',
} as const;

export const ALL_ADMIN_PERMISSIONS: readonly string[] = Object.values(ADMIN_PERMISSIONS);

/**
 * The keys an operator needs to administer operators: with both, accounts can be created, enabled and
 * given any role, and roles granted any key. The back office always keeps one enabled account holding
 * both (server/plugins/back-office/administration.ts), so nobody can lock every operator out.
 */
export const ADMINISTRATION_KEYS: readonly string[] = [ADMIN_PERMISSIONS.user, ADMIN_PERMISSIONS.role];

/** A back-office account name (sign-in by account or phone): a letter, then letters, digits or underscores; 4-32 in all. */
export const OPERATOR_ACCOUNT_PATTERN = '^[A-Za-z][A-Za-z0-9_]{3,31}$';

/** The seeded system role of the back office: holds every back-office key, re-granted on each start, not editable. */
export const SYSTEM_OPERATOR_ROLE_CODE = 'operations_admin';
