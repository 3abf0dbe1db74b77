/**
 * Canonical JSON for hashing: object keys sorted by code point at every level, no whitespace, and the
 * standard JSON spelling of strings and numbers. A value that went through jsonb and back (which
 * reorders keys and drops trailing zeros) still yields the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonical JSON has no spelling for a non-finite number');
  return JSON.stringify(value);
}
