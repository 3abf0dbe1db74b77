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

/** The lines of a COPY, built as one string and handed over as UTF-8 bytes. */
export class CopyLines {
  private out = '';
  rows = 0;

  /** Adds a row of already encoded fields (copyText / copyNumber). */
  add(fields: string): void {
    this.out += `${fields}\n`;
    this.rows += 1;
  }

  bytes(): Buffer {
    return Buffer.from(this.out, 'utf8');
  }
}
