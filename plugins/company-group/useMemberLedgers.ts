import { memberHeaders } from '../../runtime/shell/memberScope';
import { useScopedModules } from '../../runtime/shell/scopedModules';

/** The ledger group of module schemas (spec accountManagement). */
const LEDGER_GROUP = 'accountManagement';

/** The ledgers a member enterprise keeps, read through the group. */
export function useMemberLedgers(memberId: number | undefined) {
  return useScopedModules(memberId === undefined ? undefined : memberHeaders(memberId), LEDGER_GROUP);
}
