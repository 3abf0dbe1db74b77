/**
 * The one Ajv instance request validation compiles with: the wire formats of date-like fields and the
 * keywords module schemas need beyond JSON Schema (named validators, decimal precision, file names,
 * comma-separated value lists). Custom keyword errors carry `params.key`, a message key.
 */
import Ajv2020, { type ErrorObject, type FuncKeywordDefinition } from 'ajv/dist/2020';
import { decimalPlaces, namedValidators, type MessageKey } from '../../schemas/validators';
import { isDate, isDateTime, isMonth } from '../../schemas/temporal';
import { isUnsafeText } from '../core/input/unsafeText';

type KeywordCheck<S> = (schema: S, data: unknown) => [MessageKey, Record<string, unknown>?] | null;
type KeywordFn = ((schema: unknown, data: unknown) => boolean) & { errors?: Partial<ErrorObject>[] };

function keyword<S>(name: string, check: KeywordCheck<S>): FuncKeywordDefinition {
  const validate: KeywordFn = (schema, data) => {
    // Null means "no value" (optional fields): emptiness is the `required`/type rules' business.
    if (data === null || data === undefined) return true;
    const failure = check(schema as S, data);
    if (!failure) return true;
    validate.errors = [{ keyword: name, params: { key: failure[0], ...failure[1] } }];
    return false;
  };
  return { keyword: name, validate: validate as FuncKeywordDefinition['validate'], errors: true };
}

export interface FileNameRule {
  accept: string[];
}

export interface ValueListRule {
  values: string[];
  multiple: boolean;
}

export function createModuleAjv(): Ajv2020 {
  // verbose: errors carry the offending value, so a null in a required field reads "is required".
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, messages: false, verbose: true });
  ajv.addFormat('date', { type: 'string', validate: isDate });
  ajv.addFormat('datetime', { type: 'string', validate: isDateTime });
  ajv.addFormat('month', { type: 'string', validate: isMonth });
  // Range filters on datetime fields may give whole days.
  ajv.addFormat('date-or-datetime', { type: 'string', validate: (v: string) => isDate(v) || isDateTime(v) });

  ajv.addKeyword(
    keyword('x-validator', (name: string, data) => {
      const key = namedValidators[name]?.(data);
      return key ? [key] : null;
    }),
  );
  ajv.addKeyword(
    keyword('x-precision', (digits: number, data) =>
      typeof data === 'number' && decimalPlaces(data) > digits ? ['precision', { n: digits }] : null,
    ),
  );
  ajv.addKeyword(
    keyword('x-file-name', (rule: FileNameRule, data) => {
      if (typeof data !== 'string') return null;
      if (/\s/.test(data)) return ['fileNameSpace'];
      const dot = data.lastIndexOf('.');
      const ext = dot > 0 ? data.slice(dot + 1).toLowerCase() : '';
      return rule.accept.includes(ext) ? null : ['fileType', { formats: rule.accept.join('、') }];
    }),
  );
  // PostgreSQL text cannot hold U+0000 nor an unpaired surrogate; refusing them here beats a failed statement.
  ajv.addKeyword(keyword('x-plain-text', (_on: true, data) => (typeof data === 'string' && isUnsafeText(data) ? ['invalidCharacter'] : null)));
  ajv.addKeyword(
    keyword('x-value-list', (rule: ValueListRule, data) => {
      if (typeof data !== 'string') return null;
      const values = rule.multiple ? data.split(',').map((v) => v.trim()) : [data];
      return values.every((v) => rule.values.includes(v)) ? null : ['enum'];
    }),
  );
  ajv.addKeyword(
    keyword('x-column-list', (allowed: string[], data) => {
      if (typeof data !== 'string') return null;
      const names = data.split(',').map((v) => v.trim());
      return names.every((n) => allowed.includes(n)) && new Set(names).size === names.length ? null : ['columns'];
    }),
  );
  return ajv;
}
