import type { Locale } from '../../../data-providers/catalogue';

/** Field messages of the request-input checks (server/plugins/requestInput.ts, dbErrors.ts). */
const texts = {
  tooDeep: { 'zh-CN': '嵌套层级过深', 'en-US': 'is nested too deeply' },
  unsafeText: { 'zh-CN': '含有不允许的字符（如空字符或不完整的 Unicode 字符）', 'en-US': 'contains a character that is not allowed (NUL or an incomplete Unicode character)' },
  outOfRange: { 'zh-CN': '数值超出允许范围', 'en-US': 'is out of the allowed range' },
  invalidValue: { 'zh-CN': '取值无效', 'en-US': 'is invalid' },
  taken: { 'zh-CN': '该值已被使用', 'en-US': 'is already used' },
  missingReference: { 'zh-CN': '引用的数据不存在', 'en-US': 'refers to a record that does not exist' },
} satisfies Record<string, Record<Locale, string>>;

export type InputTextKey = keyof typeof texts;

export function inputText(key: InputTextKey, locale: Locale): string {
  return texts[key][locale];
}
