import { Refine } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { createRefineDataProvider, ENTERPRISE_APP, tokenStore } from '../../data-providers';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { AppLayout } from '../layout/AppLayout';
import { useTitle } from '../layout/useTitle';
import { http } from '../services/http';
import { bindCacheToSession, queryClient } from './queryClient';
import { ShellDataProvider, useShell } from './ShellData';
import { LocaleProvider } from './LocaleProvider';
import { refineProps } from './refineOptions';
import { useActiveRoute } from './useActiveRoute';
import { ToastHost } from './ToastHost';
import { useHeartbeat } from './useHeartbeat';

const dataProvider = createRefineDataProvider(http, { prefix: ENTERPRISE_APP });

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
      <Refine dataProvider={dataProvider} {...refineProps(queryClient)}>
        <ShellDataProvider>
          <SignedInApp />
        </ShellDataProvider>
      </Refine>
    </LocaleProvider>
  );
}
