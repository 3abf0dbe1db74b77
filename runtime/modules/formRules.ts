import type { FormListProps, Rule } from 'antd/es/form';
import { breaksRule, ruleMessage } from '../../schemas/crossFieldRules';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { decimalPlaces, message, namedValidators, toNumber } from '../../schemas/validators';
import { pickText, type Translate } from '../i18n';
import type { Locale } from '../plugins/types';
import { DEFAULT_PRECISION, fieldLabel } from './format';
import { maxRowsOf } from './formValues';

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A rule that skips empty values (emptiness is the `required` rule's business) and rejects with `text`. */
function check(accept: (value: unknown) => boolean, text: () => string): Rule {
  return {
    validator: (_rule, value) => (isEmpty(value) || accept(value) ? Promise.resolve() : Promise.reject(new Error(text()))),
  };
}

const LIST_TYPES = new Set(['files']);

type ListRule = NonNullable<FormListProps['rules']>[number];

/**
 * Rules of a sub-table as a whole (antd Form.List takes validator rules only): at least one row when
 * required, at most `maxRows`. Its cells carry their own fieldRules.
 */
export function subtableRules(field: FieldSchema, t: Translate, locale: Locale): ListRule[] {
  const label = fieldLabel(field, locale);
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const max = maxRowsOf(field);
  const rules: ListRule[] = [
    { validator: (_rule, value) => (count(value) <= max ? Promise.resolve() : Promise.reject(new Error(t('form.maxRows', { label, max })))) },
  ];
  if (field.required) {
    rules.unshift({ validator: (_rule, value) => (count(value) > 0 ? Promise.resolve() : Promise.reject(new Error(t('form.required', { label })))) });
  }
  return rules;
}

/**
 * antd Form rules for a schema field: required, length, range, integer, precision, pattern and the
 * field's named validator (schemas/validators, shared with the server). Messages name the field,
 * e.g. "设备名称不能为空".
 */
export function fieldRules(field: FieldSchema, t: Translate, locale: Locale): Rule[] {
  if (field.type === 'subtable') return subtableRules(field, t, locale);
  const label = fieldLabel(field, locale);
  const rules: Rule[] = [];
  const isList = LIST_TYPES.has(field.type) || (field.type === 'enum' && field.multiple);

  if (field.required && field.type !== 'boolean') {
    rules.push({
      required: true,
      message: t('form.required', { label }),
      ...(isList ? { type: 'array' as const } : {}),
      ...(field.type === 'string' || field.type === 'text' ? { whitespace: true } : {}),
    });
  }

  if (field.type === 'string' || field.type === 'text') {
    const { minLength, maxLength } = field;
    if (minLength !== undefined) rules.push(check((v) => String(v).length >= minLength, () => t('form.minLength', { label, min: minLength })));
    if (maxLength !== undefined) rules.push(check((v) => String(v).length <= maxLength, () => t('form.maxLength', { label, max: maxLength })));
  }

  if (field.type === 'integer' || field.type === 'number') {
    const { min, max } = field;
    if (field.type === 'integer') rules.push(check((v) => Number.isInteger(toNumber(v)), () => t('form.integer', { label })));
    if (field.type === 'number') {
      const precision = field.precision ?? DEFAULT_PRECISION;
      rules.push(check((v) => decimalPlaces(v as number | string) <= precision, () => t('form.precision', { label, precision })));
    }
    // A physical quantity (min 0) says it cannot be negative rather than "not less than 0".
    if (min !== undefined) rules.push(check((v) => (toNumber(v) ?? min) >= min, () => (min === 0 ? t('form.nonNegative', { label }) : t('form.min', { label, min }))));
    if (max !== undefined) rules.push(check((v) => (toNumber(v) ?? max) <= max, () => t('form.max', { label, max })));
  }

  if (field.pattern) {
    const pattern = new RegExp(field.pattern);
    const text = field.patternMessage ? () => pickText(field.patternMessage, locale) : () => t('form.pattern', { label });
    rules.push(check((v) => pattern.test(String(v)), text));
  }

  const named = field.validator ? namedValidators[field.validator] : undefined;
  if (named) {
    let failure: ReturnType<typeof named> = null;
    rules.push(
      check(
        (v) => (failure = named(v)) === null,
        // The zh-CN texts are whole sentences; the en-US ones continue after the field's name.
        () => (failure ? (locale === 'zh-CN' ? message(failure, locale) : `${label} ${message(failure, locale)}`) : ''),
      ),
    );
  }
  return rules;
}

/**
 * The schema's cross-field rules that report on `field` (schemas/crossFieldRules.ts, the server's own):
 * form rules reading the other field, and the fields to re-check this one after (antd `dependencies`).
 */
export function crossFieldItem(schema: Pick<ModuleSchema, 'fields' | 'crossFieldRules'>, field: FieldSchema, locale: Locale): { rules: Rule[]; dependencies?: string[] } {
  const own = (schema.crossFieldRules ?? []).filter((r) => r.field === field.name);
  if (own.length === 0) return { rules: [] };
  const rules: Rule[] = own.map((rule) => ({ getFieldValue }) => ({
    validator: (_r, value) =>
      breaksRule(rule, { [rule.field]: value, [rule.other]: getFieldValue(rule.other) }) ? Promise.reject(new Error(ruleMessage(rule, schema, locale))) : Promise.resolve(),
  }));
  return { rules, dependencies: own.map((r) => r.other) };
}

/**
 * The toast of a form that failed validation: spec §8's 尚有必填项未填写 only when every problem is an
 * empty required field; otherwise the first other problem's own message (a wrong format is not a
 * missing value).
 */
export function failedFormMessage(errorFields: { errors: string[] }[], requiredTexts: ReadonlySet<string>, incomplete: string): string {
  const other = errorFields.flatMap((f) => f.errors).find((text) => !requiredTexts.has(text));
  return other ?? incomplete;
}
