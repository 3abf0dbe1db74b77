import type { Db } from '../core/contracts';

/**
 * Gives the system role `code` of `area` every key in `perms` it does not hold yet: one set-based
 * statement, because the demo roles are re-granted on every start (new modules bring new keys).
 */
export async function grantRoleKeys(tx: Pick<Db, 'query'>, code: string, area: 'client' | 'admin', perms: readonly string[]): Promise<void> {
  await tx.query(
    `INSERT INTO role_permission (role_id, perm)
     SELECT r.id, p FROM role r, unnest($3::text[]) AS p WHERE r.area = $2 AND r.code = $1 AND r.enterprise_id IS NULL
     ON CONFLICT DO NOTHING`,
    [code, area, [...perms]],
  );
}
