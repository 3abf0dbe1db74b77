import type { Db } from '../../core/contracts';

/** A menu row as the API returns it (spec §3 Menu entry). */
export interface MenuNode {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  path: string | null;
  type: number;
  menuStyle: number;
  orderNum: number;
  perms: string | null;
  systemId: number;
  meta: Record<string, unknown>;
  /** Back office only (`withIconChoice`): the operator's icon (null: none) and the plugin's own. */
  customIcon?: string | null;
  defaultIcon?: string | null;
  children?: MenuNode[];
}

/**
 * The active entries of a system. `meta.icon` is the effective icon: the operator's choice (column icon,
 * set in the back office) over the manifest's (meta, rewritten by every catalogue sync).
 */
export async function loadSystemMenus(db: Pick<Db, 'query'>, systemId: number, opts: { withIconChoice?: boolean } = {}): Promise<MenuNode[]> {
  const choice = opts.withIconChoice ? `, icon AS "customIcon", meta->>'icon' AS "defaultIcon"` : '';
  const { rows } = await db.query<MenuNode>(
    `SELECT id, parent_id AS "parentId", code, name, path, type, menu_style AS "menuStyle", order_num AS "orderNum",
            perms, system_id AS "systemId",
            CASE WHEN icon IS NULL THEN meta ELSE meta || jsonb_build_object('icon', icon) END AS meta${choice}
       FROM menu WHERE system_id = $1 AND active ORDER BY order_num, id`,
    [systemId],
  );
  return rows;
}

/**
 * Nests the rows kept by `keep` under their parents. A kept entry whose parent chain is not kept is
 * dropped (a button never outlives its menu), except that directories (type 0) above a kept entry are
 * brought back so the tree keeps its shape; directories left without children disappear.
 * Menus get `meta.buttonAuth`: the perms of their kept type-2 children.
 */
export function buildTree(rows: readonly MenuNode[], keep: (row: MenuNode) => boolean = () => true): MenuNode[] {
  const byParent = new Map<number | null, MenuNode[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const visit = (parentId: number | null): MenuNode[] => {
    const result: MenuNode[] = [];
    for (const row of byParent.get(parentId) ?? []) {
      const isDirectory = row.type === 0;
      if (!isDirectory && !keep(row)) continue;
      const children = visit(row.id);
      if (isDirectory && children.length === 0 && !keep(row)) continue;
      const node: MenuNode = { ...row, meta: { ...row.meta }, children };
      if (row.type !== 2) node.meta.buttonAuth = children.filter((c) => c.type === 2 && c.perms).map((c) => c.perms);
      result.push(node);
    }
    return result;
  };
  return visit(null);
}

/** Ids of every row of a tree, depth first. */
export function treeIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...treeIds(n.children ?? [])]);
}
