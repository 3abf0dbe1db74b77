import type { CascadeOption } from './api';

/** The option path from a root to `code` (cascaders hold paths, the archive stores codes). */
export function pathTo(options: readonly CascadeOption[], code: string): string[] | null {
  for (const option of options) {
    if (option.value === code) return [option.value];
    if (option.children) {
      const below = pathTo(option.children, code);
      if (below) return [option.value, ...below];
    }
  }
  return null;
}

export function lastOf(path: unknown): string | undefined {
  return Array.isArray(path) && path.length > 0 ? String(path[path.length - 1]) : undefined;
}
