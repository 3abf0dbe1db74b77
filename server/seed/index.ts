import { prehashPassword } from '../../data-providers/password';
import type { ModuleSchema } from '../../schemas/types';
import type { Db } from '../core/contracts';
import { hashPassword } from '../core/passwords';
import { txAsDb } from '../db/txDb';
import { CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS } from '../modules/custom/definition';
import { seedModuleData } from '../modules/seed';
import { grantMonitoringPermissions, seedMonitoring } from '../monitoring/index';
import {
  DEMO_ENTERPRISES,
  DEMO_USERS,
  MODULE_DATA_ENTERPRISES,
  ROLE_ENTERPRISE_ADMIN,
  ROLE_OPERATIONS_ADMIN,
  ROLE_VIEWER,
  type EnterpriseKey,
} from './demoData';
import { grantRoleKeys } from './grants';
import { grantIdentityPermissions } from './identityPermissions';
import { allModulePermissions, viewPermissions } from './permissions';

export { DEMO_LOGINS } from './demoData';

const SEED_MARKER = 'seed.demo';
type Tx = Pick<Db, 'query' | 'dialect'>;

async function insertRole(tx: Tx, role: { code: string; name: string }, area: 'client' | 'admin'): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('INSERT INTO role (name, code, area) VALUES ($1, $2, $3) RETURNING id', [role.name, role.code, area]);
  return rows[0].id;
}

/** Gives the demo roles the permissions of every loaded module (new modules included on later starts). */
async function grantModulePermissions(tx: Tx, schemas: readonly ModuleSchema[]): Promise<void> {
  // Custom ledgers are run-time modules: their keys are fixed, not declared by a schema file.
  const plan: [string, string[]][] = [
    [ROLE_ENTERPRISE_ADMIN.code, [...allModulePermissions(schemas), CUSTOM_MANAGE_PERMISSION, ...Object.values(CUSTOM_PERMISSIONS)]],
    [ROLE_VIEWER.code, [...viewPermissions(schemas), CUSTOM_PERMISSIONS.view]],
  ];
  for (const [code, perms] of plan) await grantRoleKeys(tx, code, 'client', perms);
}

async function insertEnterprises(tx: Tx): Promise<Map<EnterpriseKey, number>> {
  const ids = new Map<EnterpriseKey, number>();
  for (const e of DEMO_ENTERPRISES) {
    const a = e.archive;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO enterprise (parent_id, name, type, actived, expire_at, target, edition_id, trial, social_credit_code,
                               contact_phone, legal_person_name, legal_person_id_card, administrative_division_id,
                               industry_id_list, manage_address, longitude, latitude)
       VALUES ($1, $2, $3, $4, ${e.expireAtSql ?? 'NULL'}, 0, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15)
       RETURNING id`,
      [
        e.type === 0 ? (ids.get('group') ?? null) : null,
        e.name, e.type, e.actived, e.editionId, e.trial, e.socialCreditCode, e.contactPhone,
        a?.legalPersonName ?? null, a?.legalPersonIdCard ?? null, a?.administrativeDivisionId ?? null,
        JSON.stringify(a?.industryIdList ?? []), a?.manageAddress ?? null, a?.longitude ?? null, a?.latitude ?? null,
      ],
    );
    ids.set(e.key, rows[0].id);
  }
  return ids;
}

/**
 * Creates the demo data once (a marker row in app_meta makes later starts skip it), in one transaction,
 * then lets the module engine add ledger rows. Returns whether anything was created.
 */
export async function seedDemoData(db: Db, schemas: readonly ModuleSchema[]): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [SEED_MARKER]);
  if (done.rows.length > 0) {
    await db.transaction(async (tx) => {
      await grantModulePermissions(tx, schemas);
      await grantMonitoringPermissions(tx);
      await grantIdentityPermissions(tx);
    });
    return false;
  }
  // Hashing is slow on purpose; do it before the transaction opens.
  const hashes = new Map<string, string>();
  for (const u of DEMO_USERS) hashes.set(u.phone, await hashPassword(prehashPassword(u.password)));

  return db.transaction(async (tx) => {
    const marker = await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, 'done') ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SEED_MARKER],
    );
    if (marker.rows.length === 0) {
      // Another process seeded between the check above and this transaction.
      await grantModulePermissions(tx, schemas);
      return false;
    }
    await insertRole(tx, ROLE_ENTERPRISE_ADMIN, 'client');
    await insertRole(tx, ROLE_VIEWER, 'client');
    const opsRoleId = await insertRole(tx, ROLE_OPERATIONS_ADMIN, 'admin');
    await grantModulePermissions(tx, schemas);
    await grantIdentityPermissions(tx);
    const enterpriseIds = await insertEnterprises(tx);

    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO app_user (phone, account, name, password_hash, status, is_admin_area, admin_role_id)
         VALUES ($1, $2, $3, $4, $7, $5, $6) RETURNING id`,
        [u.phone, u.account, u.name, hashes.get(u.phone), u.isAdminArea, u.isAdminArea ? opsRoleId : null, u.disabled ? 0 : 1],
      );
      userIds.set(u.phone, rows[0].id);
      for (const g of u.grants) {
        await tx.query(
          `INSERT INTO user_enterprise (user_id, enterprise_id, role_id)
           SELECT $1, $2, id FROM role WHERE area = 'client' AND code = $3`,
          [rows[0].id, enterpriseIds.get(g.enterprise), g.role],
        );
      }
    }

    await seedModuleData(txAsDb(tx), [...schemas], {
      enterpriseIds: MODULE_DATA_ENTERPRISES.map((k) => enterpriseIds.get(k)!),
      userId: userIds.get(DEMO_USERS[0].phone)!,
    });
    await seedMonitoring(txAsDb(tx), { enterpriseIds: MODULE_DATA_ENTERPRISES.map((k) => enterpriseIds.get(k)!) });
    return true;
  });
}
