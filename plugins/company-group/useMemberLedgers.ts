import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModuleSummary } from '../../runtime/plugins/types';
import { apiPaths } from '../../runtime/services/api';
import { http } from '../../runtime/services/http';
import { memberHeaders } from '../../runtime/shell/memberScope';
import { useShell } from '../../runtime/shell/ShellData';

/** The ledger group of module schemas (spec accountManagement). */
const LEDGER_GROUP = 'accountManagement';

/** The ledgers a member enterprise keeps (its custom ledgers included), read through the group. */
export function useMemberLedgers(memberId: number | undefined) {
  const { enterprise } = useShell();
  const { i18n } = useTranslation();
  return useQuery({
    // Titles come in the request's language.
    queryKey: ['groupMemberLedgers', enterprise.id, memberId, i18n.language],
    queryFn: async () => {
      const all = (await http.get<ModuleSummary[] | null>(apiPaths.moduleSchemas, { headers: memberHeaders(memberId!) })) ?? [];
      return all.filter((m) => m.group === LEDGER_GROUP);
    },
    enabled: memberId !== undefined,
    staleTime: 60_000,
  });
}
