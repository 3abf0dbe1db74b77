// The designer speaks the user's language: bpmn-js's own palette, context pad and error strings in zh-CN,
// the keys themselves in en-US, with bpmn-js's {placeholder} replacements.
import { describe, expect, it } from 'vitest';
import { translateModule } from '../designer/translate';
import { pageLocales } from '../pageTexts';

const translator = (locale: string) => translateModule(locale).translate[1] as (s: string, r?: Record<string, string>) => string;

describe('designer translation', () => {
  it('translates the palette and context pad entries of both variants', () => {
    const zh = translator('zh-CN');
    for (const key of ['Create start event', 'Create end event', 'Create gateway', 'Create user task', 'Create countersign task', 'Append user task', 'Connect to other element', 'Delete']) {
      expect(zh(key)).not.toBe(key);
    }
    expect(zh('Create user task')).toBe('创建用户任务');
    expect(zh('failed to import {element}', { element: 'Task_1' })).toBe('导入 Task_1 失败');
    expect(translator('en-US')('Create user task')).toBe('Create user task');
  });

  it('has every designer text in both languages, with the spec §5 messages verbatim', () => {
    const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(pageLocales['en-US']).sort()).toEqual(keys(pageLocales['zh-CN']).sort());
    const rules = pageLocales['zh-CN'].designer.rules;
    expect([rules.idRequired, rules.nameRequired, rules.assigneeRequired, rules.jumpRequired]).toEqual(['Id 不能为空', '请输入节点名称', '请选择指定人员', '请选择跳转条件']);
    expect(pageLocales['zh-CN'].designer.incomplete).toBe('尚有必填项未填写，请检查表单');
  });
});
