import { createHash } from 'node:crypto';
import type { PluginManifest } from '../../../schemas/plugins/manifest';
import type { ModuleSchema } from '../../../schemas/types';
import type { Db } from '../../core/contracts';
import { menuCatalogue, SYSTEM, type CatalogueEntry } from './catalogue';

type Query = Pick<Db, 'query'>;

export const EDITION = { standard: 1, trial: 2 } as const;

function metaOf(entry: CatalogueEntry): Record<string, unknown> {
  const meta: Record<string, unknown> = { title: entry.name, titleEn: entry.nameEn };
  if (entry.icon) meta.icon = entry.icon;
  if (entry.perms && entry.type !== 2) meta.permission = entry.perms;
  if (entry.hidden) meta.hidden = true;
  if (entry.fullScreen) meta.fullScreen = true;
  return meta;
}

/** Upserts the catalogue by (system, code); returns the entries created by this run with their ids. */
async function upsertCatalogue(db: Query, entries: CatalogueEntry[]): Promise<{ entry: CatalogueEntry; id: number }[]> {
  const ids = new Map<string, number>();
  const created: { entry: CatalogueEntry; id: number }[] = [];
  for (const entry of entries) {
    const parentId = entry.parent ? ids.get(`${entry.systemId}:${entry.parent}`) : null;
    if (parentId === undefined) throw new Error(`menu catalogue: parent "${entry.parent}" of "${entry.code}" comes later or is missing`);
    const { rows } = await db.query<{ id: number; inserted: boolean }>(
      `INSERT INTO menu (system_id, code, parent_id, name, path, type, menu_style, order_num, perms, meta)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
       ON CONFLICT (system_id, code) DO UPDATE SET
         parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, path = EXCLUDED.path, type = EXCLUDED.type,
         menu_style = EXCLUDED.menu_style, order_num = EXCLUDED.order_num, perms = EXCLUDED.perms,
         meta = EXCLUDED.meta, active = true, updated_at = now()
       RETURNING id, (xmax = 0) AS inserted`,
      [
        entry.systemId, entry.code, parentId, entry.name, entry.path ?? null, entry.type, entry.menuStyle ?? 0,
        entry.orderNum, entry.perms ?? null, JSON.stringify(metaOf(entry)),
      ],
    );
    ids.set(`${entry.systemId}:${entry.code}`, rows[0].id);
    if (rows[0].inserted) created.push({ entry, id: rows[0].id });
  }
  return created;
}

/**
 * Keeps the menu catalogue in step with the loaded schemas and the enabled plugins' manifests on every
 * start (after the demo seed): new entries join the standard edition (and the trial one unless marked),
 * system roles are granted the menus whose keys they hold and the new key-less pages; entries no
 * enabled plugin declares any more are retired (hidden everywhere, their grants kept for a return).
 * Existing edition and role choices are kept.
 */
export async function syncMenus(db: Query, schemas: readonly ModuleSchema[], manifests: readonly PluginManifest[]): Promise<void> {
  const catalogue = menuCatalogue(schemas, manifests);
  const stored = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [SYNC_MARKER]);
  if (stored.rows[0]?.value === (await syncState(db, catalogue))) return;
  await applyCatalogue(db, catalogue);
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [SYNC_MARKER, await syncState(db, catalogue)],
  );
}

const SYNC_MARKER = 'menus.synced';

/**
 * What the last sync saw: the catalogue and the system roles' keys. When neither changed since, the
 * sync would write nothing new, so a restart skips it (it was a large part of the start-up time).
 */
async function syncState(db: Query, catalogue: CatalogueEntry[]): Promise<string> {
  const { rows } = await db.query<{ digest: string | null }>(
    `SELECT md5(string_agg(rp.role_id || ':' || rp.perm, ',' ORDER BY rp.role_id, rp.perm)) AS digest
       FROM role_permission rp JOIN role r ON r.id = rp.role_id AND r.enterprise_id IS NULL`,
  );
  return createHash('sha256')
    .update(JSON.stringify({ catalogue, roles: rows[0]?.digest ?? '' }))
    .digest('hex');
}

async function applyCatalogue(db: Query, catalogue: CatalogueEntry[]): Promise<void> {
  const created = await upsertCatalogue(db, catalogue);
  await db.query(
    `UPDATE menu SET active = false, updated_at = now()
      WHERE active AND (system_id::text || ':' || code) <> ALL($1::text[])`,
    [catalogue.map((e) => `${e.systemId}:${e.code}`)],
  );
  // Editions sell enterprise- and group-area menus; the back office's own menus are not for sale.
  const sold = created.filter((c) => c.entry.systemId !== SYSTEM.admin);
  const newIds = sold.map((c) => c.id);
  const trialIds = sold.filter((c) => !c.entry.notInTrial).map((c) => c.id);
  for (const [editionId, menuIds] of [[EDITION.standard, newIds], [EDITION.trial, trialIds]] as const) {
    await db.query(
      `INSERT INTO edition_menu (edition_id, menu_id)
       SELECT $1, m FROM unnest($2::bigint[]) AS m WHERE EXISTS (SELECT 1 FROM edition WHERE id = $1)
       ON CONFLICT DO NOTHING`,
      [editionId, menuIds],
    );
  }
  // System roles: role_permission is their source (seeds write it); mirror it into role_menu for the grant tree.
  await db.query(
    `INSERT INTO role_menu (role_id, menu_id)
     SELECT rp.role_id, m.id FROM role_permission rp
       JOIN role r ON r.id = rp.role_id AND r.area = 'client' AND r.enterprise_id IS NULL
       JOIN menu m ON m.perms = rp.perm
     ON CONFLICT DO NOTHING`,
  );
  const keyless = sold.filter((c) => c.entry.type === 1 && !c.entry.perms).map((c) => c.id);
  await db.query(
    `INSERT INTO role_menu (role_id, menu_id)
     SELECT r.id, m FROM role r, unnest($1::bigint[]) AS m WHERE r.area = 'client' AND r.enterprise_id IS NULL
     ON CONFLICT DO NOTHING`,
    [keyless],
  );
}
