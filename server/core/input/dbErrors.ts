import { codeMessage, ErrorCode, type Locale } from '../../../data-providers/catalogue';
import { ApiError } from '../errors';
import { inputText, type InputTextKey } from './texts';

/** What PostgreSQL (and PGlite) put on a statement's error. */
interface DbError {
  code?: unknown;
  column?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

// SQLSTATEs that mean "the request carried a value the table cannot take".
const BY_CODE: Record<string, InputTextKey> = {
  '22001': 'outOfRange', // string too long for its column
  '22003': 'outOfRange', // numeric value out of range
  '22007': 'invalidValue', // invalid date/time format
  '22008': 'outOfRange', // date/time field out of range
  '22021': 'invalidValue', // character not in repertoire (e.g. NUL)
  '22P02': 'invalidValue', // invalid text representation
  '22P05': 'invalidValue', // untranslatable character
  '23502': 'invalidValue', // not-null violation
  '23503': 'missingReference', // foreign-key violation
  '23514': 'invalidValue', // check violation
};

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The column a database error names: `column`, else the first key of `Key (point_id)=(5) …`. */
function fieldOf(err: DbError): string {
  if (typeof err.column === 'string' && err.column) return camel(err.column);
  const key = typeof err.detail === 'string' ? /Key \(([a-z0-9_]+)/i.exec(err.detail)?.[1] : undefined;
  return key ? camel(key) : 'body';
}

/**
 * The last line of defence behind request validation: a statement refused because of the data it was
 * given is the caller's mistake (2010102 naming the column where the database says which), not a 500.
 * Routes should refuse such input before the database does; the caller logs every one of these.
 */
export function dbInputError(err: unknown, locale: Locale): ApiError | null {
  if (err === null || typeof err !== 'object') return null;
  const code = (err as DbError).code;
  if (code === '23505') {
    // A unique key taken between the route's own check and the statement (two saves at once).
    const errors = [{ field: fieldOf(err as DbError), message: inputText('taken', locale) }];
    return new ApiError(ErrorCode.Duplicate, `${codeMessage(ErrorCode.Duplicate, locale)}: ${errors[0].field}: ${errors[0].message}`, { errors });
  }
  const key = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (!key) return null;
  return ApiError.badParameter([{ field: fieldOf(err as DbError), message: inputText(key, locale) }], locale);
}
