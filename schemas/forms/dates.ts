/**
 * Date and time formats of the form widgets. VForm writes Element's tokens (`yyyy-MM-dd`), dayjs reads
 * `YYYY-MM-DD`; both spellings are accepted and turned into dayjs tokens here.
 */
import { escapeRegExp } from '../escapeRegExp';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

/** Element/date-fns tokens → dayjs tokens (year and day of month differ; the rest agree). */
export function dayjsFormat(format: unknown, fallback: string): string {
  if (typeof format !== 'string' || !format.trim()) return fallback;
  return format.replace(/yyyy/g, 'YYYY').replace(/yy/g, 'YY').replace(/dd/g, 'DD');
}

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;
const TOKEN_PATTERN: Record<string, string> = { YYYY: '\\d{4}', MM: '(0[1-9]|1[0-2])', DD: '(0[1-9]|[12]\\d|3[01])', HH: '([01]\\d|2[0-3])', mm: '[0-5]\\d', ss: '[0-5]\\d' };

/**
 * Whether a stored string has the shape of a dayjs format made of the usual tokens and separators
 * (the server's check of date, time and range values). Formats with other tokens are not checked.
 */
export function matchesDateFormat(value: string, format: string): boolean {
  if (format.replace(TOKEN, '').match(/[A-Za-z]/)) return true;
  const escaped = escapeRegExp(format).replace(TOKEN, (t) => TOKEN_PATTERN[t]);
  return new RegExp(`^${escaped}$`).test(value);
}
