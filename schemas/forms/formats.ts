/**
 * Spec §5 built-in field formats and custom regular expressions. A `validation` option names a built-in
 * format or holds a regular expression, written bare (`^\d+$`) or as a literal (`/^\d+$/i`, as VForm
 * exports it). Patterns are compiled here, never evaluated as code.
 */
import type { FormMessage } from './messages';

export const BUILT_IN_FORMATS = {
  /** Digits with optional decimals (a leading minus allowed). */
  number: /^-?\d+(\.\d+)?$/,
  letter: /^[A-Za-z]+$/,
  letterAndNumber: /^[A-Za-z0-9]+$/,
  /** 11 digits: 1, then 3-9, then nine digits. */
  mobilePhone: /^1[3-9]\d{9}$/,
  letterStartNumberIncluded: /^[A-Za-z][A-Za-z0-9]*$/,
  noChinese: /^[^\u4e00-\u9fa5]+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  email: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  url: /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#][^\s]*)?$/i,
} as const;

export type BuiltInFormat = keyof typeof BUILT_IN_FORMATS;
export const BUILT_IN_FORMAT_NAMES = Object.keys(BUILT_IN_FORMATS) as BuiltInFormat[];

export const isBuiltInFormat = (name: string): name is BuiltInFormat => Object.prototype.hasOwnProperty.call(BUILT_IN_FORMATS, name);

/** The message key of a failed format check (a custom pattern says "invalid value"). */
export const formatMessage = (validation: string): FormMessage => (isBuiltInFormat(validation) ? validation : 'regExp');

const LITERAL = /^\/(.+)\/([a-z]*)$/s;
// Flags that change what matches; g and y would make test() stateful.
const KEPT_FLAGS = /[imsu]/g;

/** The source and flags of a custom pattern as written in the option. */
export function patternParts(validation: string): { source: string; flags: string } {
  const literal = LITERAL.exec(validation.trim());
  if (literal) return { source: literal[1], flags: (literal[2].match(KEPT_FLAGS) ?? []).join('') };
  return { source: validation, flags: '' };
}

/** The compiled custom pattern, or null when it is not a valid regular expression. */
export function customPattern(validation: string): RegExp | null {
  const { source, flags } = patternParts(validation);
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/**
 * True when a pattern repeats something that itself repeats (`(a+)+`, `(\w*)*`, `(a|aa){2,}`): the
 * shapes that backtrack exponentially. The server tests submitted values against the form's patterns,
 * so such a pattern is refused when the form is saved (a heuristic, like safe-regex: star height > 1).
 */
export function isUnsafePattern(source: string): boolean {
  const stack: boolean[] = [];
  let repeatedInside = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // Skip a character class: quantifiers inside it are literal characters.
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') {
      stack.push(repeatedInside);
      repeatedInside = false;
      continue;
    }
    const quantified = c === '*' || c === '+' || c === '{';
    if (c === ')') {
      const group = repeatedInside;
      repeatedInside = stack.pop() ?? false;
      const next = source[i + 1];
      if (next === '*' || next === '+' || next === '{') {
        if (group) return true;
        repeatedInside = true;
      } else if (group) {
        repeatedInside = true;
      }
      continue;
    }
    if (quantified) repeatedInside = true;
  }
  return false;
}

/** Whether a text value passes the format or pattern (`validation` non-empty). Invalid patterns pass. */
export function matchesValidation(validation: string, text: string): boolean {
  if (isBuiltInFormat(validation)) return BUILT_IN_FORMATS[validation].test(text);
  const pattern = customPattern(validation);
  return pattern === null || pattern.test(text);
}
