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
