import type { Rule, RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { i18n, initI18n } from '../../runtime/i18n';
import { fieldRules } from '../../runtime/modules/formRules';
import type { Locale } from '../../runtime/plugins/types';

const schema = deviceInventory as unknown as ModuleSchema;
const field = (name: string) => schema.fields.find((f) => f.name === name) as FieldSchema;

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The first message the rules give for a value, as the form would show it (null when valid). */
async function firstError(f: FieldSchema, value: unknown, locale: Locale = 'zh-CN'): Promise<string | null> {
  await i18n.changeLanguage(locale);
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
  for (const rule of fieldRules(f, t, locale) as RuleObject[]) {
    if (rule.required && (isEmpty(value) || (rule.whitespace && String(value).trim() === ''))) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule as Rule as RuleObject, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

beforeAll(async () => {
  await initI18n('zh-CN');
});

describe('form rules from the schema', () => {
  it('names the field in the required message, in each language', async () => {
    expect(await firstError(field('name'), '')).toBe('设备名称不能为空');
    expect(await firstError(field('name'), '   ')).toBe('设备名称不能为空');
    expect(await firstError(field('name'), '', 'en-US')).toBe('Device name is required');
    expect(await firstError(field('remark'), '')).toBeNull();
  });

  it('enforces the maximum length', async () => {
    expect(await firstError(field('model'), 'x'.repeat(51))).toBe('规格型号长度不能超过50个字符');
    expect(await firstError(field('model'), 'x'.repeat(50))).toBeNull();
  });

  it('uses the schema pattern message when the pattern fails', async () => {
    expect(await firstError(field('deviceCode'), 'AB 12')).toBe('设备编号只能包含字母、数字、下划线和连字符');
    expect(await firstError(field('deviceCode'), 'AB-12_x')).toBeNull();
  });

  it('checks range and precision of numbers', async () => {
    expect(await firstError(field('designCapacity'), -1)).toBe('设计能力不能小于0');
    expect(await firstError(field('designCapacity'), 1.234)).toBe('设计能力最多保留2位小数');
    expect(await firstError(field('designCapacity'), 1.23)).toBeNull();
  });

  it('runs the named validator shared with the server', async () => {
    // personName: 1-20 Chinese characters, or letters, dots and spaces.
    expect(await firstError(field('recorder'), '张三3')).toMatch(/姓名格式不符合要求/);
    expect(await firstError(field('recorder'), '张三')).toBeNull();
    expect(await firstError(field('recorder'), 'Zhang3', 'en-US')).toMatch(/^Recorder must be/);
  });
});
