import { beforeAll, describe, expect, it } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { initI18n } from '../../runtime/i18n';
import { fieldError as firstError } from './helpers/rules';

const schema = deviceInventory as unknown as ModuleSchema;
const field = (name: string) => schema.fields.find((f) => f.name === name) as FieldSchema;

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
    expect(await firstError(field('designCapacity'), -1)).toBe('设计能力不能为负数');
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
