/** Validators for names typed by users. */
import type { MessageKey } from './messages';

const NAME = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;
// Chinese names may carry the middle dot of transliterated minority names (阿依古丽·买买提).
const CHINESE_PERSON = /^(?=[\p{Script=Han}·]{1,20}$)\p{Script=Han}+(·\p{Script=Han}+)*$/u;
const LATIN_PERSON = /^(?=.{1,20}$)[A-Za-z][A-Za-z. ]*$/;

/** Letters, digits, underscore, hyphen and Chinese characters. */
export function name(value: unknown): MessageKey | null {
  return typeof value === 'string' && NAME.test(value) ? null : 'name';
}

/** 1-20 Chinese characters, or 1-20 letters, dots and spaces (starting with a letter). */
export function personName(value: unknown): MessageKey | null {
  if (typeof value !== 'string') return 'personName';
  return CHINESE_PERSON.test(value) || LATIN_PERSON.test(value) ? null : 'personName';
}
