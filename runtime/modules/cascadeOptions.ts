import type { OptionItem } from './dictionaries';

/** One option of an antd Cascader (the shape of the server's cascadeList answers too). */
export interface CascadeOption {
  value: string;
  label: string;
  children?: CascadeOption[];
}

/**
 * Nests flat options by value prefix, the way hierarchical codes are built (GB/T 2260 `32` → `3205`
 * → `320505`, GB/T 4754 `C` → `C13` → `C131`): an option becomes a child of the longest other value
 * that starts its own. Options keep their order; one without such a parent is a root.
 */
export function nestByPrefix(options: readonly OptionItem[]): CascadeOption[] {
  const nodes = options.map((o) => ({ value: o.value, label: o.label }) as CascadeOption);
  const roots: CascadeOption[] = [];
  nodes.forEach((node) => {
    let parent: CascadeOption | undefined;
    for (const other of nodes) {
      if (other === node || other.value.length >= node.value.length || !node.value.startsWith(other.value)) continue;
      if (!parent || other.value.length > parent.value.length) parent = other;
    }
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  });
  return roots;
}

