/**
 * Value rows as `COPY … FROM STDIN` text-format input: one line per row, columns separated by tabs, `\N`
 * for null. PostgreSQL reads each column with the same input function an INSERT's value or an array
 * element goes through, so a row stored this way equals the row the `unnest` INSERT stores.
 */

/** Characters COPY's text format gives a meaning to (and backslash itself). */
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One text column's field: `\N` for null, else the text with COPY's specials escaped. */
export function copyText(text: string | null): string {
  if (text === null) return '\\N';
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : text;
}

/** One number column's field (non-finite numbers and null become `\N`, as in the array literals). */
export const copyNumber = (v: number | null): string => (v === null || !Number.isFinite(v) ? '\\N' : String(v));

/**
 * The lines of a COPY, written field by field into one growing buffer. Built as one string, the lines of
 * a batch cost the receiver ~600 bytes of short-lived strings per row (each `+` a new string, then the
 * flattened copy and its UTF-8 encoding), a quarter of all it allocated per packet.
 */
export class CopyLines {
  private buf: Buffer;
  private at = 0;
  private open = false;
  rows = 0;

  /** `capacity`: the bytes expected, so that a batch's lines are rarely copied to a larger buffer. */
  constructor(capacity = 16 * 1024) {
    this.buf = Buffer.allocUnsafe(capacity);
  }

  /** Appends one already encoded field (copyText / copyNumber) to the current row. */
  field(text: string): void {
    const length = text.length;
    // A UTF-16 unit needs at most 3 bytes of UTF-8; one more for the separator.
    if (this.at + 3 * length + 1 > this.buf.length) this.grow(3 * length + 1);
    const buf = this.buf;
    let at = this.at;
    if (this.open) buf[at++] = 0x09;
    this.open = true;
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) {
        // Not ASCII: the rest of the field as UTF-8 (a surrogate pair must not be cut).
        at += buf.write(text.slice(i), at, 'utf8');
        break;
      }
      buf[at++] = c;
    }
    this.at = at;
  }

  /** Ends the current row. */
  end(): void {
    if (this.at + 1 > this.buf.length) this.grow(1);
    this.buf[this.at++] = 0x0a;
    this.open = false;
    this.rows += 1;
  }

  bytes(): Buffer {
    return this.buf.subarray(0, this.at);
  }

  private grow(needed: number): void {
    const next = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.at + needed));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }
}
