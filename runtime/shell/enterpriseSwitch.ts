import type { Query } from '@tanstack/react-query';
import { enterpriseStore } from '../../data-providers';
import { http } from '../services/http';
import { isEnterpriseType, type EnterpriseItem } from './enterpriseChoice';
import { ENTERPRISE_INDEPENDENT_QUERIES, forgetEnterpriseData, queryClient } from './queryClient';

/**
 * Spec §4: the chosen enterprise's id and is-enterprise flag are stored together (the request layer
 * sends the id); with none effective both are removed. `asChoice` false: the tab keeps the enterprise it
 * had (a reload), which does not become the last choice of the other tabs.
 */
export function rememberEnterprise(enterprise: EnterpriseItem | null, asChoice = true): void {
  if (!enterprise) {
    enterpriseStore.clear();
    return;
  }
  enterpriseStore.set(enterprise.id, asChoice);
  enterpriseStore.setIsEnterprise(isEnterpriseType(enterprise), asChoice);
}

const independent = (query: Query) => ENTERPRISE_INDEPENDENT_QUERIES.includes(String(query.queryKey[0]));

/**
 * Leaves the current enterprise before another is stored: every request in flight is aborted (its
 * answer would be the old enterprise's and could land on the new one's screens) and the old
 * enterprise's cached data is dropped. Enterprise-independent queries caught by the abort (e.g. the
 * dictionaries still loading) start again instead of failing.
 */
export function leaveEnterprise(): void {
  const interrupted = queryClient.getQueryCache().findAll({ predicate: (q) => independent(q) && q.state.fetchStatus === 'fetching' });
  http.cancelAll();
  forgetEnterpriseData();
  // reset() cancels the aborted fetch silently, so its interrupt never becomes the query's error.
  for (const query of interrupted) void queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
}
