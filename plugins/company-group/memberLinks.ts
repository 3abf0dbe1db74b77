import type { ResolvedRoute } from '../../runtime/plugins/types';

/** Spec §2 group routes of other features: linked from a member's row only while a plugin serves them. */
const GROUP_RISKS = '/managementGroup/riskManagement/page';
const GROUP_MONITORING = '/managementGroup/onlineMonitoring';

/** Links from a member to group pages other features provide (by their spec paths, never by import). */
export function memberLinks(routes: readonly ResolvedRoute[]): { risks?: (memberId: number) => string; monitoring?: (memberId: number) => string } {
  const served = new Set(routes.map((r) => r.path));
  return {
    risks: served.has(GROUP_RISKS) ? (id) => `${GROUP_RISKS}?enterpriseId=${id}` : undefined,
    monitoring: served.has(GROUP_MONITORING) ? (id) => `${GROUP_MONITORING}/${id}` : undefined,
  };
}
