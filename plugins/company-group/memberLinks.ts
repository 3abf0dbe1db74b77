import type { ResolvedRoute } from '../../runtime/plugins/types';

/** Spec §2 group route of the risk feature: linked from a member's row only while a plugin serves it. */
const GROUP_RISKS = '/managementGroup/riskManagement/page';

/** Links from a member to group pages other features provide (by their spec paths, never by import). */
export function memberLinks(routes: readonly ResolvedRoute[]): { risks?: (memberId: number) => string } {
  const served = new Set(routes.map((r) => r.path));
  return { risks: served.has(GROUP_RISKS) ? (id) => `${GROUP_RISKS}?enterpriseId=${id}` : undefined };
}
