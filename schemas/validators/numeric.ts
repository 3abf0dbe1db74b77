/** Numeric validators; each accepts a JSON number or a numeric string as typed into a form. */
import { decimalPlaces, toNumber } from './decimal';
import type { MessageKey } from './messages';

function within(value: unknown, min: number, max: number, decimals: number, key: MessageKey): MessageKey | null {
  const n = toNumber(value);
  if (n === null || n < min || n > max) return key;
  return decimalPlaces(value as number | string) <= decimals ? null : key;
}

export const longitude = (value: unknown): MessageKey | null => within(value, -180, 180, 6, 'longitude');
export const latitude = (value: unknown): MessageKey | null => within(value, -90, 90, 6, 'latitude');

export function positiveInteger(value: unknown): MessageKey | null {
  const n = toNumber(value);
  return n !== null && Number.isSafeInteger(n) && n > 0 && decimalPlaces(value as number | string) === 0 ? null : 'positiveInteger';
}

function atMost(limit: number, key: MessageKey) {
  return (value: unknown): MessageKey | null => {
    const n = toNumber(value);
    if (n === null) return 'notNumber';
    return n <= limit ? null : key;
  };
}
export const max365 = atMost(365, 'max365');
export const max100 = atMost(100, 'max100');

export const nonNegative2 = (value: unknown): MessageKey | null => within(value, 0, Number.MAX_VALUE, 2, 'nonNegative2');
export const nonNegative6 = (value: unknown): MessageKey | null => within(value, 0, Number.MAX_VALUE, 6, 'nonNegative6');

export function positiveNumber(value: unknown): MessageKey | null {
  const n = toNumber(value);
  return n !== null && n > 0 ? null : 'positiveNumber';
}
