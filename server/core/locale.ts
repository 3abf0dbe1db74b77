import type { Locale } from '../../data-providers/catalogue';

/** 'en*' as the first preference → English; everything else, including no header, → Chinese (the default). */
export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return /^\s*en\b/i.test(value ?? '') ? 'en-US' : 'zh-CN';
}
