import type { I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { changeLocale, currentLocale, i18n } from '../i18n';
import type { Locale } from '../plugins/types';

const i18nProvider: I18nProvider = {
  translate: (key, options) => String(i18n.t(key, options as Record<string, unknown>)),
  changeLocale: (locale) => changeLocale(locale as Locale),
  getLocale: () => currentLocale(),
};

/** The props every Refine of the product takes (the client shell's, and the operator shell's in the back office). */
export function refineProps(queryClient: QueryClient) {
  return {
    routerProvider,
    i18nProvider,
    options: {
      disableTelemetry: true,
      syncWithLocation: false,
      warnWhenUnsavedChanges: false,
      reactQuery: { clientConfig: queryClient },
    },
  };
}
