import type { FastifySchemaValidationError } from 'fastify';
import type { Locale } from '../../data-providers/catalogue';
import type { FieldError } from './errors';

type Params = Record<string, unknown>;
type Describe = (p: Params) => string;

/** Short, user-readable texts per JSON-schema keyword; the field name is prepended by the caller. */
const keywordTexts: Record<string, Record<Locale, Describe>> = {
  required: { 'zh-CN': () => '不能为空', 'en-US': () => 'is required' },
  type: { 'zh-CN': (p) => `类型应为 ${p.type}`, 'en-US': (p) => `must be ${p.type}` },
  minLength: { 'zh-CN': (p) => `长度不能少于 ${p.limit} 个字符`, 'en-US': (p) => `must be at least ${p.limit} characters` },
  maxLength: { 'zh-CN': (p) => `长度不能超过 ${p.limit} 个字符`, 'en-US': (p) => `must be at most ${p.limit} characters` },
  minimum: { 'zh-CN': (p) => `不能小于 ${p.limit}`, 'en-US': (p) => `must be >= ${p.limit}` },
  maximum: { 'zh-CN': (p) => `不能大于 ${p.limit}`, 'en-US': (p) => `must be <= ${p.limit}` },
  exclusiveMinimum: { 'zh-CN': (p) => `必须大于 ${p.limit}`, 'en-US': (p) => `must be > ${p.limit}` },
  exclusiveMaximum: { 'zh-CN': (p) => `必须小于 ${p.limit}`, 'en-US': (p) => `must be < ${p.limit}` },
  pattern: { 'zh-CN': () => '格式不正确', 'en-US': () => 'has an invalid format' },
  format: { 'zh-CN': () => '格式不正确', 'en-US': () => 'has an invalid format' },
  enum: { 'zh-CN': () => '取值不在允许范围内', 'en-US': () => 'must be one of the allowed values' },
  const: { 'zh-CN': () => '取值不在允许范围内', 'en-US': () => 'must be one of the allowed values' },
  additionalProperties: { 'zh-CN': () => '不支持该字段', 'en-US': () => 'is not an accepted field' },
  minItems: { 'zh-CN': (p) => `至少需要 ${p.limit} 项`, 'en-US': (p) => `must have at least ${p.limit} items` },
  maxItems: { 'zh-CN': (p) => `最多 ${p.limit} 项`, 'en-US': (p) => `must have at most ${p.limit} items` },
};

const fallback: Record<Locale, string> = { 'zh-CN': '取值无效', 'en-US': 'is invalid' };

/** '/items/0/name' → 'items.0.name'; JSON-pointer escapes undone. */
function dotted(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function fieldOf(err: FastifySchemaValidationError, context: string | undefined): string {
  const params = (err.params ?? {}) as Params;
  const extra =
    err.keyword === 'required'
      ? String(params.missingProperty ?? '')
      : err.keyword === 'additionalProperties'
        ? String(params.additionalProperty ?? '')
        : '';
  const path = [dotted(err.instancePath ?? ''), extra].filter(Boolean).join('.');
  return path || context || 'body';
}

/** Fastify/ajv validation errors → [{field, message}] in the caller's language, one entry per field. */
export function fieldErrorsFrom(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const err of errors) {
    const field = fieldOf(err, context);
    if (seen.has(field)) continue; // anyOf/oneOf branches repeat the same field
    seen.add(field);
    const describe = keywordTexts[err.keyword]?.[locale];
    out.push({ field, message: describe ? describe((err.params ?? {}) as Params) : fallback[locale] });
  }
  return out;
}
