/** Phone number validators. */
import type { MessageKey } from './messages';

const MOBILE = /^1[3-9]\d{9}$/;
// Optional area code (010, 0755, with or without hyphen), 7-8 digit number, optional extension;
// or a 400/800 service number.
const LANDLINE = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;
const SERVICE = /^[48]00-?\d{3}-?\d{4}$/;

export function mobile(value: unknown): MessageKey | null {
  return typeof value === 'string' && MOBILE.test(value) ? null : 'mobile';
}

export function phoneOrLandline(value: unknown): MessageKey | null {
  if (typeof value !== 'string') return 'phoneOrLandline';
  return MOBILE.test(value) || LANDLINE.test(value) || SERVICE.test(value) ? null : 'phoneOrLandline';
}
