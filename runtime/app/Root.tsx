import { lazy, Suspense, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { hasClientToken } from '../services/session';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageLoading } from './PageLoading';
import { guardDecision, LOGIN_PATH } from './routeGuard';

/*
 * The root knows only two lazy screens. The login chunk carries a few antd inputs; everything a
 * signed-in user needs (Refine, layout, plugins) sits behind the Shell import.
 */
const LoginPage = lazy(() => import('../login/LoginPage'));
const Shell = lazy(() => import('../shell/Shell'));
// The back office (运营后台, #/admin/*) is an area a plugin provides, with its own sign-in, token cookie and layout.
const AdminArea = lazy(() => import('../plugins/areas').then((m) => m.loadArea('admin')));

function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = guardDecision(location.pathname, location.search, hasClientToken());
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

export function Root() {
  return (
    <HashRouter>
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route path="/admin/*" element={<AdminArea />} />
            <Route
              path="*"
              element={
                <RequireToken>
                  <Shell />
                </RequireToken>
              }
            />
          </Routes>
        </Suspense>
      </ChunkErrorBoundary>
    </HashRouter>
  );
}
