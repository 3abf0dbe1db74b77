/** The shared dictionaries of schemas/dictionaries.json, typed, with per-locale views. */
import raw from './dictionaries.json';
import type { DictionaryDef, DictionaryEntry, FieldOption } from './types';

export const dictionaries: readonly DictionaryDef[] = (raw as { dictionaries: DictionaryDef[] }).dictionaries;

export function dictionaryMap(defs: readonly DictionaryDef[] = dictionaries): Map<string, DictionaryDef> {
  return new Map(defs.map((d) => [d.type, d]));
}

/** A label in the locale, falling back to zh-CN (the default locale is always present). */
export function localized(text: { 'zh-CN': string; 'en-US'?: string } | undefined, locale: 'zh-CN' | 'en-US'): string {
  if (!text) return '';
  return (locale === 'en-US' ? text['en-US'] : undefined) ?? text['zh-CN'];
}

/** The dictionaries as GET dict/all answers them in one locale. */
export function dictionaryEntries(locale: 'zh-CN' | 'en-US', defs: readonly DictionaryDef[] = dictionaries): DictionaryEntry[] {
  return defs.map((d) => ({ type: d.type, children: d.children.map((c: FieldOption) => ({ value: c.value, label: localized(c.label, locale) })) }));
}
