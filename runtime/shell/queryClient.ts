import { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in app's query cache settings (Refine uses the cache too; screen tests build theirs from
 * them). No automatic retries: the request layer has already shown the error once, and a retry would
 * show it again.
 */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  mutations: { retry: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/** Queries that are not about one enterprise and survive an enterprise switch. */
export const ENTERPRISE_INDEPENDENT_QUERIES = ['plugins', 'enterprises', 'dictionaries'];

export function forgetEnterpriseData(): void {
  queryClient.removeQueries({ predicate: (q) => !ENTERPRISE_INDEPENDENT_QUERIES.includes(String(q.queryKey[0])) });
}

let cacheOwner: string | null = null;

/**
 * Drops the whole cache when the session token is not the one it was filled under: after a forced
 * sign-out (401/402/403) the next user of this browser must not see the previous user's enterprises.
 */
export function bindCacheToSession(token: string | null): void {
  if (token === cacheOwner) return;
  queryClient.clear();
  cacheOwner = token;
}
