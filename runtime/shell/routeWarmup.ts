import { useDataProvider, type DataProvider } from '@refinedev/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseStore } from '../../data-providers';
import { listQueryKey, listRequestOf, listStateOf } from '../modules/listRequest';
import { columnConfigQuery, dictionariesQuery, moduleSchemaQuery } from '../modules/queries';
import { matchRoute } from '../plugins/registry';
import type { ResolvedRoute } from '../plugins/types';

interface Warmup {
  queryClient: QueryClient;
  language: string;
  /** The location's query string (a list keeps its search, page and sort there). */
  search: string;
  getList: DataProvider['getList'];
}

/** A list's first page, under the key Refine's useList gives it, once the module's schema is in. */
async function warmListPage({ queryClient, search, getList }: Warmup, moduleId: string): Promise<void> {
  const schema = await queryClient.fetchQuery(moduleSchemaQuery(enterpriseStore.get(), null, moduleId));
  const request = listRequestOf(schema, listStateOf(schema, search));
  await queryClient.prefetchQuery({
    queryKey: listQueryKey(schema.api, request),
    // As useList's own fetcher: the data provider reads the abort signal from meta.queryContext.
    queryFn: ({ meta: _meta, ...queryContext }) => getList({ resource: schema.api, ...request, meta: { queryContext } }),
  });
}

/**
 * Starts what the routed page will load itself: its code and, for the generic module screens, the
 * schema, the dictionaries and (a list) the stored column setting and the first page, under the
 * screens' own query keys. Errors are left to the page, which asks again (and reports) when it mounts.
 */
export function warmRoute(warmup: Warmup, route: ResolvedRoute): void {
  route.component().catch(() => undefined);
  const { module } = route;
  if (!module) return;
  const { queryClient, language } = warmup;
  void queryClient.prefetchQuery(dictionariesQuery(language, undefined));
  // A module's list sits at its route; its add, edit and detail screens below it.
  if (route.path !== module.route) {
    void queryClient.prefetchQuery(moduleSchemaQuery(enterpriseStore.get(), null, module.id));
    return;
  }
  void queryClient.prefetchQuery(columnConfigQuery(module.route, undefined));
  warmListPage(warmup, module.id).catch(() => undefined);
}

/**
 * On a cold load (a reload, an opened link) the page cannot start loading before the shell has its
 * menus and routes, and then waits for its own answers: two round-trip chains one after the other. As
 * soon as the shell knows the route and may open it, this starts the page's part alongside the shell's
 * first render, once per shell. Done during render (the pattern of react-query's usePrefetchQuery):
 * an effect would run only after that render, which is the longest step of a cold load.
 */
export function useRouteWarmup(routes: readonly ResolvedRoute[] | null, location: { pathname: string; search: string }, canOpen: ((route: ResolvedRoute) => boolean) | null): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { i18n } = useTranslation();
  const done = useRef(false);
  if (done.current || !routes || !canOpen) return;
  done.current = true;
  const route = matchRoute(routes, location.pathname)?.route;
  if (route && canOpen(route)) warmRoute({ queryClient, language: i18n.language, search: location.search, getList: dataProvider().getList }, route);
}
