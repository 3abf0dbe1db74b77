/**
 * A plugin's server texts in both languages, declared once as a table: `text` reads one in the caller's
 * language, `fieldError` names the field it concerns (the `errors` entries of a 2010102 answer).
 */
import type { FieldError } from '../core/errors';
import type { Locale } from '../../data-providers/catalogue';

export type MessageTable = Record<string, Readonly<Record<Locale, string>>>;

export function defineMessages<T extends MessageTable>(table: T) {
  const text = (key: keyof T, locale: Locale): string => table[key][locale];
  const fieldError = (field: string, key: keyof T, locale: Locale): FieldError => ({ field, message: text(key, locale) });
  return { table, text, fieldError };
}
