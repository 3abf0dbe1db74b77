import { manifestText, type ManifestMenu, type ManifestMenuRoot, type MenuSystem, type PluginManifest } from '../../../schemas/plugins/manifest';
import type { ModuleSchema } from '../../../schemas/types';

/** Spec §6 systems (table `system`). */
export const SYSTEM = { client: 1, group: 2, admin: 3 } as const;
export const MENU_TYPE = { directory: 0, menu: 1, button: 2 } as const;

const SYSTEM_ID: Record<MenuSystem, number> = { client: SYSTEM.client, group: SYSTEM.group, admin: SYSTEM.admin };

/**
 * One entry of the menu catalogue the server keeps in the `menu` table. `code` is stable: the upsert
 * key, and the menu key the plugin declares (the catalogue is derived from the plugins' manifests, so
 * the key is spelled once, in the manifest).
 */
export interface CatalogueEntry {
  systemId: number;
  code: string;
  parent?: string;
  name: string;
  nameEn: string;
  path?: string;
  type: 0 | 1 | 2;
  menuStyle?: 0 | 1;
  orderNum: number;
  /** The permission key: a type-1 entry's route permission, a type-2 entry's button permission. */
  perms?: string;
  icon?: string;
  hidden?: boolean;
  fullScreen?: boolean;
  /** Left out of the trial edition when the entry is first created. */
  notInTrial?: boolean;
}

/** Module buttons, in the order of spec §2 list buttons (the texts are the generic screens' own). */
const MODULE_BUTTONS: Record<string, [string, string]> = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出全部', 'Export all'],
  import: ['导入', 'Import'],
};

/** A menu entry per schema module of the group, with the module's buttons (the schema engine is core). */
function moduleEntries(systemId: number, parent: string, schemas: readonly ModuleSchema[]): CatalogueEntry[] {
  return schemas.flatMap((schema, index) => {
    const code = `module-${schema.id}`;
    const entries: CatalogueEntry[] = [
      {
        systemId, code, parent, name: schema.title['zh-CN'] ?? schema.id, nameEn: schema.title['en-US'] ?? schema.title['zh-CN'] ?? schema.id,
        path: schema.route, type: MENU_TYPE.menu, orderNum: 1000 + index, perms: schema.permissions.view,
      },
    ];
    for (const [action, [name, nameEn]] of Object.entries(MODULE_BUTTONS)) {
      const key = schema.permissions[action as keyof typeof schema.permissions];
      if (typeof key !== 'string' || key === '' || key === schema.permissions.view) continue;
      entries.push({
        systemId, code: `${code}-${action}`, parent: code, name, nameEn, type: MENU_TYPE.button,
        orderNum: Object.keys(MODULE_BUTTONS).indexOf(action), perms: key, notInTrial: action === 'export' || action === 'import',
      });
    }
    return entries;
  });
}

function manifestEntries(manifest: PluginManifest, schemas: readonly ModuleSchema[]): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const visit = (menu: ManifestMenu, systemId: number, parent: string | undefined) => {
    const title = manifestText(manifest, menu.title);
    entries.push({
      systemId, code: menu.key, parent, name: title['zh-CN'], nameEn: title['en-US'], path: menu.path,
      type: menu.path ? MENU_TYPE.menu : MENU_TYPE.directory, orderNum: menu.order, perms: menu.permission, icon: menu.icon,
      hidden: menu.hidden, fullScreen: menu.fullScreen, notInTrial: menu.notInTrial,
    });
    (menu.buttons ?? []).forEach((button, index) => {
      const text = manifestText(manifest, button.title);
      entries.push({
        systemId, code: button.key, parent: menu.key, name: text['zh-CN'], nameEn: text['en-US'], type: MENU_TYPE.button,
        orderNum: index, perms: button.permission, notInTrial: button.notInTrial,
      });
    });
    for (const child of menu.children ?? []) visit(child, systemId, menu.key);
    if (menu.moduleGroup) entries.push(...moduleEntries(systemId, menu.key, schemas.filter((s) => s.group === menu.moduleGroup)));
  };
  for (const root of manifest.menus ?? []) visit(root, SYSTEM_ID[(root as ManifestMenuRoot).system ?? 'client'], (root as ManifestMenuRoot).parent);
  return entries;
}

/**
 * The whole catalogue, parents before children: every enabled plugin's menus (with the module entries
 * of the schema groups its menus bind). An entry whose parent no enabled plugin declares is left out,
 * with everything below it; a key declared twice in one system is a configuration error.
 */
export function menuCatalogue(schemas: readonly ModuleSchema[], manifests: readonly PluginManifest[]): CatalogueEntry[] {
  const all = manifests.flatMap((m) => manifestEntries(m, schemas));
  const byKey = new Map<string, CatalogueEntry>();
  for (const entry of all) {
    const key = `${entry.systemId}:${entry.code}`;
    if (byKey.has(key)) throw new Error(`menu key "${entry.code}" is declared twice in system ${entry.systemId}`);
    byKey.set(key, entry);
  }
  const children = new Map<string, CatalogueEntry[]>();
  for (const entry of all) {
    if (!entry.parent) continue;
    const key = `${entry.systemId}:${entry.parent}`;
    children.set(key, [...(children.get(key) ?? []), entry]);
  }
  const ordered: CatalogueEntry[] = [];
  const emit = (entry: CatalogueEntry) => {
    ordered.push(entry);
    for (const child of children.get(`${entry.systemId}:${entry.code}`) ?? []) emit(child);
  };
  for (const entry of all) if (!entry.parent) emit(entry);
  return ordered;
}
