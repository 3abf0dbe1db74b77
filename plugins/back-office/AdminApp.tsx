import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { addLocaleBundles, LOCALES } from '../../runtime/i18n';
import type { AreaProps } from '../../runtime/plugins/areas';
import { FieldWidgetProvider } from '../../runtime/plugins/fieldWidgets';
import type { Registry } from '../../runtime/plugins/registry';
import { LocaleProvider } from '../../runtime/shell/LocaleProvider';
import { ADMIN_LOGIN_PATH, adminHttp, adminPaths, hasAdminToken, type AdminInfo } from './adminHttp';
import { AdminContext } from './adminContext';
import { AdminLayout } from './AdminLayout';
import { AdminPage } from './AdminPage';
import './admin.css';

const AdminLogin = lazy(() => import('./AdminLogin'));

/** Separate from the client area's cache: nothing of one area is ever shown in the other. */
const adminQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });


function Loading() {
  return <Spin size="large" className="ec-admin-loading" />;
}

/** Signed-in frame: without an admin token, to #/admin/login remembering the wanted page. */
function SignedIn({ registry, children }: { registry: Registry; children: ReactNode }) {
  const location = useLocation();
  const token = hasAdminToken();
  const info = useQuery({ queryKey: ['adminInfo'], queryFn: () => adminHttp.get<AdminInfo>(adminPaths.info), enabled: token, staleTime: Infinity });
  if (!token) return <Navigate to={`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (!info.data) return <Loading />;
  return (
    <AdminContext.Provider value={info.data}>
      {/* Contributed pages draw widgets other plugins provide (e.g. the rich-text editor) by name. */}
      <FieldWidgetProvider lookup={registry.fieldWidget}>
        <AdminLayout registry={registry}>{children}</AdminLayout>
      </FieldWidgetProvider>
    </AdminContext.Provider>
  );
}

/**
 * The back office (运营后台) under #/admin/*: its own sign-in, token cookie, cache and layout. Its pages
 * are the registry's admin routes: this plugin's own and those other plugins contribute.
 */
export default function AdminApp({ registry }: AreaProps) {
  // Every plugin's texts, once: contributed pages translate in their own namespaces.
  useState(() => {
    for (const locale of LOCALES) addLocaleBundles(locale, registry.localeBundles(locale));
    return true;
  });
  const home = registry.adminRoutes[0]?.path ?? '/admin/dashboard';
  return (
    <LocaleProvider>
      <AntApp>
        <QueryClientProvider client={adminQueryClient}>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route path="login" element={<AdminLogin onSignedIn={() => adminQueryClient.clear()} />} />
              <Route
                path="*"
                element={
                  <SignedIn registry={registry}>
                    <Suspense fallback={<Loading />}>
                      <Routes>
                        {registry.adminRoutes.map((route) => (
                          <Route key={route.path} path={route.path.slice('/admin/'.length)} element={<AdminPage route={route} />} />
                        ))}
                        <Route path="*" element={<Navigate to={home} replace />} />
                      </Routes>
                    </Suspense>
                  </SignedIn>
                }
              />
            </Routes>
          </Suspense>
        </QueryClientProvider>
      </AntApp>
    </LocaleProvider>
  );
}
