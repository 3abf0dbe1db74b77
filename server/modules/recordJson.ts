/**
 * JSON text of page records written straight from the driver's array rows (issue 19): a list answer
 * used to build one object per record (recordMapper) and then serialise the whole envelope with
 * JSON.stringify; the writer here emits the same bytes without the intermediate objects. Every value
 * goes through `jsonValue`, which yields exactly what JSON.stringify writes for that value as an object
 * property (strings through JSON.stringify itself, so escaping — quotes, control characters, lone
 * surrogates — is V8's own); the property names are JSON string literals fixed when the writer is compiled.
 */

/** A record's JSON text from an array row. */
export type RecordJsonWriter = (row: unknown[]) => string;

/**
 * JSON.stringify of one property value. The drivers hand over strings, numbers, booleans, null and (for
 * jsonb columns) parsed JSON; a value JSON.stringify would leave out of an object (undefined, a function)
 * never comes from them and is refused rather than written as something else.
 */
export function jsonValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  // Number → text is the same conversion JSON.stringify applies; NaN and ±Infinity become null there too.
  if (typeof value === 'number') return Number.isFinite(value) ? '' + value : 'null';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError('a record value has no JSON form');
  return text;
}

/**
 * The record writer of a module, compiled once: columns from `from` on are the record's SELECT list in
 * the order of `names` (as recordMapper reads them). Names enter the code only as JSON string literals
 * inside a JS string literal, positions as integers.
 */
export function recordJsonWriter(names: readonly string[], from: number): RecordJsonWriter {
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError(`bad column offset ${from}`);
  if (names.length === 0) return () => '{}';
  const parts = names.map((name, i) => `${JSON.stringify(`${i === 0 ? '{' : ','}${JSON.stringify(String(name))}:`)} + value(row[${from + i}])`);
  const compiled = new Function('value', 'row', `return ${parts.join(' + ')} + '}';`) as (value: typeof jsonValue, row: unknown[]) => string;
  return (row) => compiled(jsonValue, row);
}

/** `[record,record,…]` of the rows. */
export function recordsJson(rows: readonly unknown[][], write: RecordJsonWriter): string {
  let text = '[';
  for (let i = 0; i < rows.length; i++) text += (i === 0 ? '' : ',') + write(rows[i]);
  return text + ']';
}
