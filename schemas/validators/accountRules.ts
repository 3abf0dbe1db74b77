/**
 * Account field rules of spec §5, written once for the sign-in screens, the personal centre and the
 * server. Results are i18n keys of the `signin` namespace (runtime/login/locales.ts); the server maps
 * the same keys to its texts. Pure: no imports, safe in the small login chunk and in Node.
 */

const MOBILE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;
// Chinese names may carry the middle dot of transliterated minority names; Latin names letters, dots, spaces.
const CHINESE_NAME = /^\p{Script=Han}+(·\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z][A-Za-z. ]*$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NAME_MAX = 10;
/** The name input accepts one character more than allowed so the user sees the length message (spec §5). */
export const NAME_INPUT_MAX = 11;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
/** Spec §9: the "get code" button counts down this long after a send. */
export const RESEND_COUNTDOWN_SECONDS = 60;

export type PhoneProblem = 'phoneRequired' | 'phoneInvalid';
export type CodeProblem = 'codeRequired' | 'codeLength';
export type NameProblem = 'nameRequired' | 'nameInvalid';
export type PasswordProblem = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordWeak';

export function phoneProblem(value: string): PhoneProblem | null {
  const v = value.trim();
  if (!v) return 'phoneRequired';
  return MOBILE.test(v) ? null : 'phoneInvalid';
}

export function codeProblem(value: string): CodeProblem | null {
  if (!value) return 'codeRequired';
  return CODE.test(value) ? null : 'codeLength';
}

export function nameProblem(value: string): NameProblem | null {
  const v = value.trim();
  if (!v) return 'nameRequired';
  if ([...v].length > NAME_MAX) return 'nameInvalid';
  return CHINESE_NAME.test(v) || LATIN_NAME.test(v) ? null : 'nameInvalid';
}

const hasLetter = (v: string) => /[A-Za-z]/.test(v);
const hasDigit = (v: string) => /\d/.test(v);
const hasSpecial = (v: string) => /[^A-Za-z0-9\s]/.test(v);

/** 8-16 characters with a letter, a digit and a special symbol (spec §5 shared password validator). */
export function passwordProblem(value: string): PasswordProblem | null {
  if (!value) return 'passwordRequired';
  if (value.length < PASSWORD_MIN) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'passwordTooLong';
  return hasLetter(value) && hasDigit(value) && hasSpecial(value) && !/\s/.test(value) ? null : 'passwordWeak';
}

export type Strength = 'weak' | 'medium' | 'strong';

/** Spec §5 meter: under 6 weak; 6 or more medium; 10 or more with letter, digit and special strong. */
export function passwordStrength(value: string): Strength {
  if (value.length < 6) return 'weak';
  if (value.length >= 10 && hasLetter(value) && hasDigit(value) && hasSpecial(value)) return 'strong';
  return 'medium';
}
