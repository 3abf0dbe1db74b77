import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { addLocaleBundles, LOCALES } from '../../runtime/i18n';
import { LocaleProvider } from '../../runtime/shell/LocaleProvider';
import { ADMIN_LOGIN_PATH, adminHttp, adminPaths, hasAdminToken, type AdminInfo } from './adminHttp';
import { AdminContext } from './adminContext';
import { AdminLayout } from './AdminLayout';
import { BACK_OFFICE_NS, locales } from './locales';
import './admin.css';

for (const locale of LOCALES) addLocaleBundles(locale, [{ ns: BACK_OFFICE_NS, bundle: locales[locale] }]);

const AdminLogin = lazy(() => import('./AdminLogin'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const EnterprisesPage = lazy(() => import('./pages/EnterprisesPage'));
const UsersPage = lazy(() => import('./pages/UsersPage'));
const RolesPage = lazy(() => import('./pages/RolesPage'));
const EditionsPage = lazy(() => import('./pages/EditionsPage'));
const SmsOutboxPage = lazy(() => import('./pages/SmsOutboxPage'));
const LoginLogPage = lazy(() => import('./pages/LoginLogPage'));

/** Separate from the client area's cache: nothing of one area is ever shown in the other. */
const adminQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });


function Loading() {
  return <Spin size="large" className="ec-admin-loading" />;
}

/** Signed-in frame: without an admin token, to #/admin/login remembering the wanted page. */
function SignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = hasAdminToken();
  const info = useQuery({ queryKey: ['adminInfo'], queryFn: () => adminHttp.get<AdminInfo>(adminPaths.info), enabled: token, staleTime: Infinity });
  if (!token) return <Navigate to={`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (!info.data) return <Loading />;
  return (
    <AdminContext.Provider value={info.data}>
      <AdminLayout>{children}</AdminLayout>
    </AdminContext.Provider>
  );
}

/** The back office (运营后台) under #/admin/*: its own sign-in, token cookie, cache and layout. */
export default function AdminApp() {
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
                  <SignedIn>
                    <Suspense fallback={<Loading />}>
                      <Routes>
                        <Route path="dashboard" element={<DashboardPage />} />
                        <Route path="enterprises" element={<EnterprisesPage />} />
                        <Route path="users" element={<UsersPage />} />
                        <Route path="roles" element={<RolesPage />} />
                        <Route path="editions" element={<EditionsPage />} />
                        <Route path="sms" element={<SmsOutboxPage />} />
                        <Route path="login-log" element={<LoginLogPage />} />
                        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
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
