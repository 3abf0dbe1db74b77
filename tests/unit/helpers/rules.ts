/** Runs antd form rules the way the form does, for tests of the schema-derived rules. */
import type { Rule, RuleObject } from 'antd/es/form';
import type { FieldSchema } from '../../../schemas/types';
import { i18n, loadRuntimeStrings } from '../../../runtime/i18n';
import { fieldRules } from '../../../runtime/modules/formRules';
import type { Locale } from '../../../runtime/plugins/types';

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The first message a rule list gives for a value, as the form would show it (null when valid). */
export async function firstRuleError(rules: readonly Rule[], value: unknown): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    if (rule.required && (isEmpty(value) || (rule.whitespace && String(value).trim() === ''))) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

/** The translator the form passes to the rules, in the current i18n language. */
export const translate = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

/** The first message of a field's schema rules in `locale`. */
export async function fieldError(field: FieldSchema, value: unknown, locale: Locale = 'zh-CN'): Promise<string | null> {
  await loadRuntimeStrings(locale);
  await i18n.changeLanguage(locale);
  return firstRuleError(fieldRules(field, translate, locale), value);
}
