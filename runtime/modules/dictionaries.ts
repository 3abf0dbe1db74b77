import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldOption, FieldSchema, SearchItem } from '../../schemas/types';
import { currentLocale, pickText } from '../i18n';
import type { Locale } from '../plugins/types';
import { useSessionHeaders } from '../shell/memberScope';
import { dictionariesQuery, type DictionaryMap, type OptionItem } from './queries';

export type { DictionaryMap, OptionItem };

const EMPTY: DictionaryMap = new Map();

/**
 * GET dict/all once per session and language (labels come in the Accept-Language locale); every
 * screen shares the cached answer.
 */
export function useDictionaries(): { dictionaries: DictionaryMap; locale: Locale; loading: boolean } {
  const { i18n } = useTranslation();
  const locale = currentLocale();
  // The same for every enterprise; a back-office page asks for them in its operator scope.
  const headers = useSessionHeaders();
  const query = useQuery(dictionariesQuery(i18n.language, headers));
  return { dictionaries: query.data ?? EMPTY, locale, loading: query.isPending };
}

/** Options of an enum field or select search item: its inline options, else its dictionary. */
export function optionsOf(
  source: { dict?: string; options?: FieldOption[]; selectList?: FieldOption[] },
  dictionaries: DictionaryMap,
  locale: Locale,
): OptionItem[] {
  const inline = source.options ?? source.selectList;
  if (inline?.length) return inline.map((o) => ({ value: String(o.value), label: pickText(o.label, locale) }));
  return source.dict ? [...(dictionaries.get(source.dict) ?? [])] : [];
}

/**
 * Choices of a select search item, as the server accepts them (server/modules/context.ts): the item's
 * own list or dictionary, else its field's options or dictionary; yes/no for a boolean field.
 */
export function searchOptionsOf(
  item: SearchItem,
  field: FieldSchema | undefined,
  dictionaries: DictionaryMap,
  locale: Locale,
  yesNo: { yes: string; no: string },
): OptionItem[] {
  if (item.selectList?.length || item.dict) return optionsOf(item, dictionaries, locale);
  if (field?.type === 'boolean') return [{ value: 'true', label: yesNo.yes }, { value: 'false', label: yesNo.no }];
  return field ? optionsOf(field, dictionaries, locale) : [];
}
