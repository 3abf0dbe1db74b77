/**
 * HJ 212 timestamps: `YYYYMMDDhhmmss` (DataTime, SampleTime…) and `YYYYMMDDhhmmsszzz` (QN; some
 * devices also send DataTime with milliseconds). Devices report local wall-clock time without a zone,
 * so decoded values stay zone-less `YYYY-MM-DD HH:mm:ss` strings; the caller decides the zone.
 */

/** China Standard Time (UTC+8, no DST): what HJ 212 devices use when a Date has to be written. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

const DIGITS = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/;
const DISPLAY = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

function isValidDateTime(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= daysInMonth;
}

/**
 * `YYYYMMDDhhmmss` or `YYYYMMDDhhmmsszzz` → `YYYY-MM-DD HH:mm:ss` (milliseconds dropped), or
 * undefined when the text is not a real calendar date-time.
 */
export function decodeHjTime(text: string): string | undefined {
  const m = DIGITS.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  if (!isValidDateTime(y, mo, d, h, mi, s)) return undefined;
  return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`;
}

/** The wall-clock fields of `date` at a fixed UTC offset, as 17 digits (`YYYYMMDDhhmmsszzz`). */
function wallClockDigits(date: Date, utcOffsetMinutes: number): string {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid Date');
  const t = new Date(ms + utcOffsetMinutes * 60_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    p(t.getUTCFullYear(), 4) + p(t.getUTCMonth() + 1) + p(t.getUTCDate()) +
    p(t.getUTCHours()) + p(t.getUTCMinutes()) + p(t.getUTCSeconds()) + p(t.getUTCMilliseconds(), 3)
  );
}

/**
 * A 14-digit HJ 212 time from a Date (written at `utcOffsetMinutes`, China time by default), from
 * `YYYY-MM-DD HH:mm:ss`, or from 14/17 digits. Throws RangeError for anything else: encoding a
 * packet with a wrong time is a programming error, not input to tolerate.
 */
export function encodeHjTime(value: Date | string, utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  if (value instanceof Date) return wallClockDigits(value, utcOffsetMinutes).slice(0, 14);
  const display = DISPLAY.exec(value);
  const digits = display ? display.slice(1).join('') : value;
  if (decodeHjTime(digits) === undefined) throw new RangeError(`Not an HJ 212 time: ${JSON.stringify(value)}`);
  return digits.slice(0, 14);
}

/** A QN (`YYYYMMDDhhmmsszzz`, millisecond request id) for `date` at `utcOffsetMinutes`. */
export function formatQn(date: Date, utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  return wallClockDigits(date, utcOffsetMinutes);
}
