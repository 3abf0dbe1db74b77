import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, titleText } from '../i18n';
import type { TitleSource } from '../plugins/types';

/** Translates route/menu titles (i18n keys in the owner's namespace, or per-locale texts). */
export function useTitle(): (title: TitleSource, ns: string) => string {
  const { t, i18n } = useTranslation();
  // i18n.language is a dependency so the function identity changes with the language.
  const language = i18n.language;
  return useCallback((title, ns) => (language ? titleText(t, title, ns, currentLocale()) : ''), [t, language]);
}
