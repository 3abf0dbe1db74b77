import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocalizedText } from '../../schemas/types';
import { RUNTIME_NS } from './namespace';
import type { Locale, LocaleBundle, TitleSource } from '../plugins/types';
import zhCN from './zh-CN';

/** A translate function as screens pass it to helpers (i18next's t, narrowed). */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Spec §3: the locale preference is stored under a local key. */
export const LOCALE_STORAGE_KEY = 'ec_locale';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/*
 * The runtime's own strings per locale. zh-CN, the default and the fallback, ships with the entry; the
 * other locales are fetched only when a user chooses them (at start from the stored choice, or on switch),
 * so the login route does not carry texts most users never see.
 */
const runtimeBundles: Record<Locale, () => Promise<LocaleBundle>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US').then((m) => m.default),
};

/** Adds the runtime strings of `locale` if they are not loaded yet (after init); changeLocale calls it. */
export async function loadRuntimeStrings(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, RUNTIME_NS)) return;
  i18n.addResourceBundle(locale, RUNTIME_NS, await runtimeBundles[locale](), true, true);
}

export async function initI18n(locale: Locale = storedLocale()): Promise<TFunction> {
  setDocumentLanguage(locale);
  const resources: Partial<Record<Locale, Record<string, LocaleBundle>>> = { [DEFAULT_LOCALE]: { [RUNTIME_NS]: zhCN } };
  if (locale !== DEFAULT_LOCALE) resources[locale] = { [RUNTIME_NS]: await runtimeBundles[locale]() };
  return i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [RUNTIME_NS],
    defaultNS: RUNTIME_NS,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  await loadRuntimeStrings(locale);
  setDocumentLanguage(locale);
  await i18n.changeLanguage(locale);
}

/** Registers plugin locale bundles under the plugin's namespace (idempotent). */
export function addLocaleBundles(locale: Locale, bundles: { ns: string; bundle: LocaleBundle }[]): void {
  for (const { ns, bundle } of bundles) i18n.addResourceBundle(locale, ns, bundle, true, true);
}

/** The text for a locale; plain strings are already in the caller's language (server-localised). */
export function pickText(text: LocalizedText | string | undefined, locale: Locale): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text['zh-CN'];
}

/** A route/menu title: an i18n key in the owner's namespace (or `ns:key`), or per-locale text. */
export function titleText(t: TFunction, title: TitleSource, ns: string, locale: Locale): string {
  if (typeof title !== 'string') return pickText(title, locale);
  const separator = title.indexOf(':');
  if (separator > 0) return t(title.slice(separator + 1), { ns: title.slice(0, separator) });
  return t(title, { ns });
}
