/** Number helpers for validators that accept JSON numbers or numeric strings typed into a form. */

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The value as a finite number, or null when it is neither a finite number nor a plain numeric string. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Digits after the decimal point as written: for strings the literal text counts ("1.50" has 2), for
 * numbers the shortest round-trip form does (0.1 + 0.2 has 17, which is what the client really sent).
 */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const match = /^[+-]?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return Number.POSITIVE_INFINITY;
  const fraction = match[2] ?? '';
  const exponent = match[3] ? Number(match[3]) : 0;
  return Math.max(0, fraction.length - exponent);
}
