// The form tooling rules of spec §5 as pure functions: every built-in format, custom patterns with
// their hint, required and option checks, the form upload checks with their exact messages, and the
// server-side check of submitted data that reuses them.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FORMAT_NAMES, customPattern, isUnsafePattern, matchesValidation } from '../../schemas/forms/formats';
import { fieldChecks, requiredMessage, uploadCountMessage, uploadFileMessage } from '../../schemas/forms/rules';
import { checkFormData } from '../../schemas/forms/validate';
import { emptyForm, widgetFactory } from '../../schemas/forms/factory';
import type { FormWidget } from '../../schemas/forms/types';

const MB = 1024 * 1024;
let n = 0;
const factory = () => widgetFactory(new Set(), () => ++n);
function widget(type: string, options: Record<string, unknown>): FormWidget {
  const w = factory().create(type);
  w.options = { ...w.options, ...options };
  return w;
}
/** The first message the checks give a value, null when it passes. */
const firstFailure = (w: FormWidget, value: unknown, locale: 'zh-CN' | 'en-US' = 'zh-CN') => fieldChecks(w.type, w.options, locale).map((c) => c.test(value)).find(Boolean) ?? null;

describe('built-in formats (spec §5)', () => {
  const cases: Record<string, { pass: string[]; fail: string[]; zh: string; en: string }> = {
    number: { pass: ['12', '-3', '3.14', '0.5'], fail: ['1a', '1.', '.5', '1,000'], zh: '[数量]包含非数字字符', en: '[数量] contains non-numeric characters' },
    letter: { pass: ['abc', 'ABC'], fail: ['ab1', 'a b', '中'], zh: '[数量]包含非字母字符', en: '[数量] contains non-letter characters' },
    letterAndNumber: { pass: ['abc123', 'A1'], fail: ['a-1', 'a_1', '中1'], zh: '[数量]只能输入字母或数字', en: '[数量] accepts letters and digits only' },
    mobilePhone: { pass: ['13800000001', '19912345678'], fail: ['12800000001', '1380000000', '138000000011', '23800000001'], zh: '[数量]手机号码格式有误', en: '[数量] is not a valid mobile phone number' },
    letterStartNumberIncluded: { pass: ['a1', 'abc', 'Z99'], fail: ['1a', '_a', 'a-1'], zh: '[数量]必须以字母开头，可包含数字', en: '[数量] must start with a letter and may contain digits' },
    noChinese: { pass: ['abc 123!', 'x'], fail: ['a中', '汉字'], zh: '[数量]不可输入中文字符', en: '[数量] must not contain Chinese characters' },
    chinese: { pass: ['汉字', '环保'], fail: ['汉a', 'abc', '汉 字'], zh: '[数量]只能输入中文字符', en: '[数量] accepts Chinese characters only' },
    email: { pass: ['a@b.cn', 'first.last+x@mail.example.com'], fail: ['a@b', 'a.b.cn', '@b.cn', 'a@@b.cn'], zh: '[数量]邮箱格式有误', en: '[数量] is not a valid email address' },
    url: { pass: ['http://a.cn', 'https://www.example.com/path?q=1', 'https://a.cn:8080'], fail: ['ftp://a.cn', 'www.a.cn', 'http://', 'http:// a.cn'], zh: '[数量]URL格式有误', en: '[数量] is not a valid URL' },
  };

  it('covers every built-in format', () => {
    expect(Object.keys(cases).sort()).toEqual([...BUILT_IN_FORMAT_NAMES].sort());
  });

  for (const [format, c] of Object.entries(cases)) {
    it(`${format}: accepts and rejects with its message`, () => {
      const w = widget('input', { name: 'qty', label: '数量', validation: format });
      for (const value of c.pass) expect(firstFailure(w, value), value).toBeNull();
      for (const value of c.fail) expect(firstFailure(w, value), value).toBe(c.zh);
      expect(firstFailure(w, c.fail[0], 'en-US')).toBe(c.en);
      // Skipped on empty values (spec §5).
      expect(firstFailure(w, '')).toBeNull();
      expect(firstFailure(w, null)).toBeNull();
    });
  }

  it('a validationHint replaces the default message', () => {
    const w = widget('input', { name: 'tel', label: '电话', validation: 'mobilePhone', validationHint: '请填写11位手机号' });
    expect(firstFailure(w, '123')).toBe('请填写11位手机号');
  });
});

describe('custom patterns', () => {
  it('accepts bare and literal patterns with their flags, and says "invalid value" without a hint', () => {
    expect(matchesValidation('^\\d{3}$', '123')).toBe(true);
    expect(matchesValidation('/^abc$/i', 'ABC')).toBe(true);
    expect(matchesValidation('/^abc$/', 'ABC')).toBe(false);
    const w = widget('input', { name: 'code', label: '编号', validation: '^[A-Z]{2}\\d{2}$' });
    expect(firstFailure(w, 'AB12')).toBeNull();
    expect(firstFailure(w, 'ab12')).toBe('[编号]校验不通过');
    expect(firstFailure(w, 'ab12', 'en-US')).toBe('[编号] invalid value');
    expect(firstFailure({ ...w, options: { ...w.options, validationHint: '两个大写字母加两位数字' } }, 'x')).toBe('两个大写字母加两位数字');
  });

  it('refuses broken patterns and flags nested repetitions', () => {
    expect(customPattern('([a-z')).toBeNull();
    expect(isUnsafePattern('(a+)+$')).toBe(true);
    expect(isUnsafePattern('^(\\w*)*@')).toBe(true);
    expect(isUnsafePattern('^(ab)+$')).toBe(false);
    expect(isUnsafePattern('^[a+]+$')).toBe(false);
    expect(isUnsafePattern('^\\d{3}-\\d+$')).toBe(false);
  });
});

describe('required, lengths and numbers', () => {
  it('names the field: "<label>字段值不可为空" / "<label> Input value should be not null"', () => {
    expect(requiredMessage({ name: 'a', label: '企业名称' }, 'zh-CN')).toBe('企业名称字段值不可为空');
    expect(requiredMessage({ name: 'a', label: 'Name' }, 'en-US')).toBe('Name Input value should be not null');
    expect(requiredMessage({ name: 'a', label: '企业名称', requiredHint: '请填写企业名称' }, 'zh-CN')).toBe('请填写企业名称');
  });

  it('checks lengths of text and range and precision of numbers', () => {
    const text = widget('input', { name: 't', label: '备注', minLength: 2, maxLength: 4 });
    expect(firstFailure(text, 'a')).toBe('备注长度不能少于2个字符');
    expect(firstFailure(text, 'abcde')).toBe('备注长度不能超过4个字符');
    expect(firstFailure(text, 'abc')).toBeNull();
    const number = widget('number', { name: 'n', label: '浓度', min: 0, max: 10, precision: 2 });
    expect(firstFailure(number, -1)).toBe('浓度不能小于0');
    expect(firstFailure(number, 11)).toBe('浓度不能大于10');
    expect(firstFailure(number, 1.234)).toBe('浓度最多保留2位小数');
    expect(firstFailure(number, 1.23)).toBeNull();
  });
});

describe('form upload checks (spec §5, exact messages)', () => {
  const picture = { name: 'p', fileTypes: ['jpeg', 'png'], fileMaxSize: 2, limit: 2 };
  it('refuses an extension outside fileTypes, case-insensitively', () => {
    expect(uploadFileMessage({ name: 'a.PNG', size: 10, type: 'image/png' }, picture, true, 'en-US')).toBeNull();
    expect(uploadFileMessage({ name: 'a.gif', size: 10, type: 'image/gif' }, picture, true, 'en-US')).toBe('Unsupported format: gif');
    expect(uploadFileMessage({ name: 'a.gif', size: 10 }, picture, true, 'zh-CN')).toBe('不支持格式：gif');
  });
  it('needs image/<type> as the MIME type of a picture', () => {
    expect(uploadFileMessage({ name: 'a.png', size: 10, type: 'text/plain' }, picture, true, 'en-US')).toContain('Unsupported format: png');
    expect(uploadFileMessage({ name: 'a.jpeg', size: 10, type: 'image/jpeg' }, picture, true, 'en-US')).toBeNull();
  });
  it('limits the size to fileMaxSize MB, 5 MB by default', () => {
    expect(uploadFileMessage({ name: 'a.png', size: 2 * MB + 1, type: 'image/png' }, picture, true, 'en-US')).toBe('File size out of limit: 2MB');
    expect(uploadFileMessage({ name: 'a.doc', size: 5 * MB + 1 }, { name: 'f' }, false, 'en-US')).toBe('File size out of limit: 5MB');
    expect(uploadFileMessage({ name: 'a.doc', size: 5 * MB }, { name: 'f' }, false, 'en-US')).toBeNull();
  });
  it('refuses more files than the limit', () => {
    expect(uploadCountMessage(3, picture, 'en-US')).toBe('The maximum number(2) of file uploads has been exceeded.');
    expect(uploadCountMessage(2, picture, 'en-US')).toBeNull();
  });
});

describe('server check of submitted data', () => {
  function form(...widgets: FormWidget[]) {
    return { ...emptyForm(), widgetList: widgets };
  }

  it('keeps only the form fields, in their shape, and names each failing field', () => {
    const sub = widget('sub-form', { name: 'parts', label: '部件' });
    sub.widgetList = [widget('input', { name: 'part', label: '名称', required: true }), widget('number', { name: 'qty', label: '数量', min: 1, precision: 0 })];
    const f = form(
      widget('input', { name: 'title', label: '标题', required: true }),
      widget('select', { name: 'kind', label: '类型' }),
      widget('checkbox', { name: 'tags', label: '标签' }),
      widget('date', { name: 'day', label: '日期' }),
      widget('static-text', { name: 'note' }),
      sub,
    );
    const ok = checkFormData(f, { title: '巡检', kind: 2, tags: [1, 3], day: '2024-05-06', parts: [{ part: '滤袋', qty: 2, extra: 'x' }], injected: 1 });
    expect(ok.errors).toEqual([]);
    expect(ok.data).toEqual({ title: '巡检', kind: 2, tags: [1, 3], day: '2024-05-06', parts: [{ part: '滤袋', qty: 2 }] });

    const bad = checkFormData(f, { title: ' ', kind: 9, tags: [1, 'x'], day: '2024/05/06', parts: [{ part: '', qty: 0.5 }] });
    expect(bad.errors).toEqual([
      { field: 'title', message: '标题字段值不可为空' },
      { field: 'kind', message: '类型的值不在可选项中' },
      { field: 'tags', message: '标签的值不在可选项中' },
      { field: 'day', message: '日期的日期格式应为 YYYY-MM-DD' },
      { field: 'parts[0].part', message: '名称字段值不可为空' },
      { field: 'parts[0].qty', message: '数量不能小于1' },
    ]);
  });

  it('skips the rules of fields hidden by their options, and of reported ones only where the form could hide them', () => {
    const f = form(widget('input', { name: 'a', label: 'A', required: true, hidden: true }), widget('input', { name: 'b', label: 'B', required: true }), widget('number', { name: 'c', label: 'C' }));
    expect(checkFormData(f, { c: 1 }).errors).toEqual([{ field: 'b', message: 'B字段值不可为空' }]);
    // A form without event code hides nothing at run time: the client's list does not switch rules off.
    expect(checkFormData(f, { c: 1 }, { hidden: ['b'], trusted: true }).errors).toEqual([{ field: 'b', message: 'B字段值不可为空' }]);
    // A hidden field's value keeps its shape check.
    expect(checkFormData(f, { a: 7, b: 'x', c: 1 }).errors).toEqual([{ field: 'a', message: 'A的值无效' }]);
  });

  it('keeps the pollution-factor card to key and value of at most 20 characters', () => {
    const f = form(widget('pollution-factor', { name: 'factors', label: '污染因子' }));
    expect(checkFormData(f, { factors: [{ key: 'COD', value: '12.5' }] }).errors).toEqual([]);
    expect(checkFormData(f, { factors: [{ key: 'x'.repeat(21), value: '1' }] }).errors).toEqual([{ field: 'factors', message: '污染因子的值无效' }]);
  });
});
