import type { ServerMenu } from '../shell/serverMenus';

/**
 * Grant-tree selection rules (pure, unit-tested), shared by every screen that grants menus (enterprise
 * roles, back-office roles and editions): checking an entry checks everything below it and the entries
 * above it (a button needs its page, a page its directory — the server applies the same closure);
 * unchecking an entry unchecks everything below it.
 */
export interface TreeIndex {
  parent: Map<number, number | null>;
  children: Map<number, number[]>;
}

export function indexTree(nodes: readonly ServerMenu[], index: TreeIndex = { parent: new Map(), children: new Map() }, parentId: number | null = null): TreeIndex {
  for (const node of nodes) {
    index.parent.set(node.id, parentId);
    index.children.set(node.id, (node.children ?? []).map((c) => c.id));
    indexTree(node.children ?? [], index, node.id);
  }
  return index;
}

function descendants(index: TreeIndex, id: number): number[] {
  return (index.children.get(id) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

function ancestors(index: TreeIndex, id: number): number[] {
  const result: number[] = [];
  for (let p = index.parent.get(id) ?? null; p !== null; p = index.parent.get(p) ?? null) result.push(p);
  return result;
}

export function toggleGrant(index: TreeIndex, selected: ReadonlySet<number>, id: number, checked: boolean): Set<number> {
  const next = new Set(selected);
  if (checked) {
    for (const m of [id, ...descendants(index, id), ...ancestors(index, id)]) next.add(m);
  } else {
    for (const m of [id, ...descendants(index, id)]) next.delete(m);
  }
  return next;
}

/** Only ids the tree knows (a role may hold entries outside the edition or system; those are not shown). */
export function knownIds(index: TreeIndex, ids: Iterable<number>): Set<number> {
  return new Set([...ids].filter((id) => index.parent.has(id)));
}

/**
 * How the tree shows a selection, each parent from its children: a parent whose children are all checked
 * is checked; one with some of its subtree granted (or granted itself without all of it, e.g. a page
 * without its buttons, which still opens) is half-checked. A leaf is checked when granted.
 */
export function checkState(index: TreeIndex, selected: ReadonlySet<number>): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const visit = (id: number): 'checked' | 'half' | 'none' => {
    const children = index.children.get(id) ?? [];
    const states = children.map(visit);
    let state: 'checked' | 'half' | 'none';
    if (children.length === 0) state = selected.has(id) ? 'checked' : 'none';
    else if (states.every((s) => s === 'checked')) state = 'checked';
    else state = selected.has(id) || states.some((s) => s !== 'none') ? 'half' : 'none';
    if (state === 'checked') checked.push(id);
    else if (state === 'half') halfChecked.push(id);
    return state;
  };
  for (const [id, parent] of index.parent) if (parent === null) visit(id);
  return { checked, halfChecked };
}
