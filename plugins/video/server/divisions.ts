/** Administrative division names (GB/T 2260, the platform's cascade) by code: "浙江省 杭州市 西湖区". */
import { divisionCascade, type CascadeOption } from '../../../server/plugin-api';

let names: Map<string, string> | undefined;

function collect(options: readonly CascadeOption[], prefix: string, into: Map<string, string>): void {
  for (const o of options) {
    const name = prefix ? `${prefix} ${o.label}` : o.label;
    into.set(o.value, name);
    if (o.children) collect(o.children, name, into);
  }
}

export function divisionName(code: string | null): string | null {
  if (!code) return null;
  if (!names) {
    names = new Map();
    collect(divisionCascade().tree, '', names);
  }
  return names.get(code) ?? null;
}
