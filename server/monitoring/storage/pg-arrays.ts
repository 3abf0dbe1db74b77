/**
 * PostgreSQL array literals (`{1,2,NULL}`) built directly as text. The writer sends rows as one array
 * per column (`unnest($1::bigint[], …)`); letting the driver serialise JS arrays element by element was
 * a tenth of the receiver's CPU time at several thousand packets per second, and a literal built here
 * is the same text.
 */

/** Elements that need no quotes: digits, letters, and the few signs numbers and codes use. */
const BARE = /^[A-Za-z0-9_.+-]+$/;

/** One array element: NULL for null, else the text, quoted when it holds separators, quotes or spaces. */
export function arrayElement(text: string | null): string {
  if (text === null) return 'NULL';
  // An unquoted NULL would mean SQL NULL.
  if (BARE.test(text) && text.toUpperCase() !== 'NULL') return text;
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}

/** A number element (non-finite numbers and null become NULL: the columns are nullable float8/bigint). */
export const numberElement = (v: number | null): string => (v === null || !Number.isFinite(v) ? 'NULL' : String(v));

/** `{…}` of numbers. */
export function numberArray(values: readonly (number | null)[]): string {
  let out = '';
  for (let i = 0; i < values.length; i++) out += i > 0 ? `,${numberElement(values[i])}` : numberElement(values[i]);
  return `{${out}}`;
}

/** `{…}` of texts (null becomes NULL). */
export function textArray(values: readonly (string | null)[]): string {
  let out = '';
  for (let i = 0; i < values.length; i++) out += i > 0 ? `,${arrayElement(values[i])}` : arrayElement(values[i]);
  return `{${out}}`;
}

/**
 * Builds one array literal element by element. Texts repeat a lot in a batch (the same factor codes,
 * flags and packet times), so the last few encodings are remembered.
 */
export class TextColumn {
  private out = '';
  private n = 0;
  private readonly cache = new Map<string, string>();

  add(text: string | null): void {
    let element: string;
    if (text === null) element = 'NULL';
    else {
      const known = this.cache.get(text);
      if (known !== undefined) element = known;
      else {
        element = arrayElement(text);
        if (this.cache.size >= 64) this.cache.clear();
        this.cache.set(text, element);
      }
    }
    this.out += this.n++ > 0 ? `,${element}` : element;
  }

  literal(): string {
    return `{${this.out}}`;
  }
}

export class NumberColumn {
  private out = '';
  private n = 0;

  add(v: number | null): void {
    this.out += this.n++ > 0 ? `,${numberElement(v)}` : numberElement(v);
  }

  literal(): string {
    return `{${this.out}}`;
  }
}
