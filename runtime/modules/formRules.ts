import type { FormListProps, Rule } from 'antd/es/form';
import type { FieldSchema } from '../../schemas/types';
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
    if (min !== undefined) rules.push(check((v) => (toNumber(v) ?? min) >= min, () => t('form.min', { label, min })));
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
