import type { Locale } from '../../data-providers/catalogue';

const TEXTS = {
  keyTaken: { 'zh-CN': '表单标识已存在', 'en-US': 'The form key is already taken' },
  tooMany: { 'zh-CN': '表单数量已达上限（{n}）', 'en-US': 'At most {n} forms' },
  tooLarge: { 'zh-CN': '表单内容过大', 'en-US': 'The form is too large' },
} as const;

export type FormsMessage = keyof typeof TEXTS;

export const formsText = (key: FormsMessage, locale: Locale, n?: number): string => TEXTS[key][locale].replace('{n}', String(n ?? ''));
export const formsTexts = (key: FormsMessage, n?: number): Record<Locale, string> => ({ 'zh-CN': formsText(key, 'zh-CN', n), 'en-US': formsText(key, 'en-US', n) });
