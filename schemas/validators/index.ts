/**
 * Named validators referenced by module schemas (`"validator": "uscc"`). Pure functions with no Node or
 * DOM APIs so the browser form and the server request validation run the very same code.
 * Each returns null when the value is valid, or the key of its message (see ./messages).
 */
import { phoneOrLandline, mobile } from './contact';
import { hwCategory, hwCode } from './hazardousWaste';
import { citizenId, uscc } from './identity';
import { latitude, longitude, max100, max365, nonNegative2, nonNegative6, positiveInteger, positiveNumber } from './numeric';
import { name, personName } from './text';
import type { MessageKey } from './messages';

export type NamedValidator = (value: unknown) => MessageKey | null;

export const namedValidators: Readonly<Record<string, NamedValidator>> = Object.freeze({
  uscc,
  citizenId: (value: unknown) => citizenId(value),
  phoneOrLandline,
  mobile,
  longitude,
  latitude,
  positiveInteger,
  max365,
  max100,
  nonNegative2,
  nonNegative6,
  positiveNumber,
  name,
  personName,
  hwCode,
  hwCategory,
});

export function isNamedValidator(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(namedValidators, key);
}

export { message, isMessageKey, type MessageKey, type MessageLocale } from './messages';
export { decimalPlaces, toNumber } from './decimal';
