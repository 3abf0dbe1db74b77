import type { Db } from '../core/contracts';
import { ALL_ADMIN_PERMISSIONS } from '../../schemas/contracts/backOffice';
import { ARCHIVE_PERMISSIONS } from '../../schemas/contracts/enterpriseArchive';
import { ROLE_ENTERPRISE_ADMIN, ROLE_OPERATIONS_ADMIN } from './demoData';
import { grantRoleKeys } from './grants';

/**
 * Keys of the archive and back-office features for the demo roles, on every start (idempotent), so a
 * database seeded before these features existed gets them too.
 */
export async function grantIdentityPermissions(tx: Pick<Db, 'query'>): Promise<void> {
  const plan: [string, 'client' | 'admin', readonly string[]][] = [
    [ROLE_ENTERPRISE_ADMIN.code, 'client', Object.values(ARCHIVE_PERMISSIONS)],
    [ROLE_OPERATIONS_ADMIN.code, 'admin', ALL_ADMIN_PERMISSIONS],
  ];
  for (const [code, area, perms] of plan) await grantRoleKeys(tx, code, area, perms);
}
