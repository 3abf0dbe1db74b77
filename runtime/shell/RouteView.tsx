import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, type Location } from 'react-router';
import { PageLoading } from '../app/PageLoading';
import type { LazyComponent, ResolvedRoute } from '../plugins/types';
import { useShell } from './ShellData';
import { NoPermission, NotFound } from './StatusPages';

// One React.lazy per loader: module routes share the generic screens, so they share the chunk too.
const lazyPages = new WeakMap<LazyComponent, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

function lazyPage(load: LazyComponent) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

function RouteView({ route }: { route: ResolvedRoute }) {
  const { canOpen } = useShell();
  if (!canOpen(route)) return <NoPermission />;
  const Page = lazyPage(route.component);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...route.props} />
    </Suspense>
  );
}

/**
 * The registry's routes (declared and per-module) as react-router routes; with `location`, for that
 * location instead of the current one (a kept-alive tab renders its own, frozen while inactive).
 */
export function ShellRoutes({ location }: { location?: Partial<Location> }) {
  const { routes } = useShell();
  return (
    <Routes location={location}>
      {routes.map((route) => (
        // Keyed by path: two modules sharing the list screen must not share its state.
        <Route key={route.path} path={route.path} element={<RouteView key={route.path} route={route} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
