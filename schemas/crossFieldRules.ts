/**
 * Cross-field rules of a module schema (`crossFieldRules`, issue 12): relations between two fields of
 * one record that no single field can express, e.g. a rectification deadline that must not be before
 * the finding date. Pure, shared by the browser form and the server's request validation, so both
 * refuse the same records with the same sentence.
 */
import type { CrossFieldRule, FieldSchema, ModuleSchema } from './types';
import { message, toNumber, type MessageLocale } from './validators';

/** Field types each rule compares. */
export const CROSS_RULE_TYPES: Record<CrossFieldRule['rule'], readonly FieldSchema['type'][]> = {
  notBefore: ['date', 'datetime', 'month'],
  notLess: ['integer', 'number'],
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Wire strings of dates, times and months sort as text; a date against a time compares the common
 * prefix (the day), so 2024-03-01 is not before 2024-03-01 08:00:00.
 */
function temporalBefore(value: string, other: string): boolean {
  const n = Math.min(value.length, other.length);
  return value.slice(0, n) < other.slice(0, n);
}

/** True when `values` break the rule; false when either value is empty or not comparable. */
export function breaksRule(rule: CrossFieldRule, values: Record<string, unknown>): boolean {
  const value = values[rule.field];
  const other = values[rule.other];
  if (isEmpty(value) || isEmpty(other)) return false;
  if (rule.rule === 'notBefore') return typeof value === 'string' && typeof other === 'string' && temporalBefore(value, other);
  const a = toNumber(value);
  const b = toNumber(other);
  return a !== null && b !== null && a < b;
}

/** The sentence of a broken rule, naming both fields, e.g. 整改期限不能早于发现日期. */
export function ruleMessage(rule: CrossFieldRule, schema: Pick<ModuleSchema, 'fields'>, locale: MessageLocale): string {
  const label = (name: string) => {
    const field = schema.fields.find((f) => f.name === name);
    return field ? (field.label[locale] ?? field.label['zh-CN']) : name;
  };
  return message(rule.rule, locale, { label: label(rule.field), other: label(rule.other) });
}

/** Every broken rule of a record as `{field, message}` (the rule's `field` carries the error). */
export function crossFieldErrors(schema: Pick<ModuleSchema, 'fields' | 'crossFieldRules'>, values: Record<string, unknown>, locale: MessageLocale): { field: string; message: string }[] {
  return (schema.crossFieldRules ?? []).filter((rule) => breaksRule(rule, values)).map((rule) => ({ field: rule.field, message: ruleMessage(rule, schema, locale) }));
}
