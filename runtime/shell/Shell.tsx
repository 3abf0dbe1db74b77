import { Refine, type I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useTranslation } from 'react-i18next';
import { createRefineDataProvider, ENTERPRISE_APP, tokenStore } from '../../data-providers';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { changeLocale, currentLocale, i18n } from '../i18n';
import { AppLayout } from '../layout/AppLayout';
import { useTitle } from '../layout/useTitle';
import type { Locale } from '../plugins/types';
import { http } from '../services/http';
import { bindCacheToSession, queryClient } from './queryClient';
import { ShellDataProvider, useShell } from './ShellData';
import { LocaleProvider } from './LocaleProvider';
import { useActiveRoute } from './useActiveRoute';
import { ToastHost } from './ToastHost';
import { useHeartbeat } from './useHeartbeat';

const dataProvider = createRefineDataProvider(http, { prefix: ENTERPRISE_APP });

const i18nProvider: I18nProvider = {
  translate: (key, options) => String(i18n.t(key, options as Record<string, unknown>)),
  changeLocale: (locale) => changeLocale(locale as Locale),
  getLocale: () => currentLocale(),
};

function PageTitle() {
  const route = useActiveRoute();
  const title = useTitle();
  const { enterprise } = useShell();
  useTranslation();
  useDocumentTitle(route ? title(route.meta.title, route.plugin) : undefined, enterprise.name);
  return null;
}

function SignedInApp() {
  useHeartbeat();
  return (
    <AppLayout>
      <PageTitle />
    </AppLayout>
  );
}

/** Everything behind sign-in: Refine (data hooks), antd locale/theme, shell data, layout, routes. */
export default function Shell() {
  bindCacheToSession(tokenStore.get('client'));
  return (
    <LocaleProvider>
      <ToastHost />
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        i18nProvider={i18nProvider}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          warnWhenUnsavedChanges: false,
          reactQuery: { clientConfig: queryClient },
        }}
      >
        <ShellDataProvider>
          <SignedInApp />
        </ShellDataProvider>
      </Refine>
    </LocaleProvider>
  );
}
