import type { ListColumn } from '../../schemas/types';

/** Spec §3: column config is stored per route path plus keyword. */
export function columnStorageKey(routePath: string, keyword: string): string {
  return `ec_columns:${routePath}:${keyword}`;
}

export function defaultVisible(columns: readonly ListColumn[]): string[] {
  return columns.filter((c) => !c.hidden).map((c) => c.field);
}

/** Keeps schema order and drops fields the schema no longer has. */
function normalise(fields: readonly string[], columns: readonly ListColumn[]): string[] {
  const wanted = new Set(fields);
  return columns.filter((c) => wanted.has(c.field)).map((c) => c.field);
}

export function loadVisibleColumns(key: string, columns: readonly ListColumn[]): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (Array.isArray(stored)) {
      const fields = normalise(stored.filter((f): f is string => typeof f === 'string'), columns);
      if (fields.length > 0) return fields;
    }
  } catch {
    // Unreadable or disabled storage: fall back to the schema's choice.
  }
  return defaultVisible(columns);
}

export function saveVisibleColumns(key: string, fields: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(fields));
  } catch {
    // The choice then lasts for this page only.
  }
}

/**
 * The visible fields after (un)checking one; null when that would leave no column (spec §5: at
 * least one column must stay checked).
 */
export function withColumn(visible: readonly string[], field: string, checked: boolean, columns: readonly ListColumn[]): string[] | null {
  const next = checked ? [...visible, field] : visible.filter((f) => f !== field);
  const fields = normalise(next, columns);
  return fields.length > 0 ? fields : null;
}
