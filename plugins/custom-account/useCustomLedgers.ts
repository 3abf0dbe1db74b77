import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';
import { moduleSchemaQueries } from '../../runtime/modules/useModuleSchema';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { customPaths, type CustomLedger } from './api';
import { CUSTOM_GROUP } from './constants';

const ledgersKey = (enterpriseId: number | string) => ['customLedgers', String(enterpriseId)] as const;

/** The enterprise's custom ledger definitions (designer; needs account:custom:manage). */
export function useDefinitions() {
  const { enterprise } = useShell();
  return useQuery({
    queryKey: [...ledgersKey(enterprise.id), 'list'],
    queryFn: async () => (await http.get<CustomLedger[] | null>(customPaths.definitions)) ?? [],
  });
}

export function useDefinition(id: string | null) {
  const { enterprise } = useShell();
  return useQuery({
    queryKey: [...ledgersKey(enterprise.id), 'one', id],
    queryFn: () => http.get<CustomLedger>(customPaths.definition(id!)),
    enabled: id !== null,
    // The designer must start from the stored version, not a cached one.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The custom ledgers the user may open records of (from module/schemas, in the shell). */
export function useRecordLedgers() {
  const { modules } = useShell();
  return modules.filter((m) => m.group === CUSTOM_GROUP);
}

/**
 * After a definition changed: the shell's module list (menus, generated routes), the ledger's schema and
 * its records are reloaded, also on screens kept open in tabs, so a new or changed ledger can be used at
 * once. A removed ledger's cached data is dropped instead (reloading it would only answer "not found").
 * Resolves when the module list on screen is the new one.
 */
export function useRefreshLedgers() {
  const queryClient = useQueryClient();
  const { enterprise } = useShell();
  return useCallback(
    async (moduleId?: string, options: { removed?: boolean } = {}) => {
      const work: Promise<unknown>[] = [
        queryClient.invalidateQueries({ queryKey: ledgersKey(enterprise.id) }),
        queryClient.invalidateQueries({ queryKey: ['modules'] }),
      ];
      if (moduleId) {
        const schema = moduleSchemaQueries(moduleId);
        const api = `customAccount/${moduleId}`;
        const records = { predicate: (q: Query) => q.queryKey.some((part) => typeof part === 'string' && part.includes(api)) };
        if (options.removed) {
          queryClient.removeQueries(schema);
          queryClient.removeQueries(records);
        } else {
          work.push(queryClient.resetQueries(schema), queryClient.invalidateQueries(records));
        }
      }
      await Promise.all(work);
    },
    [queryClient, enterprise.id],
  );
}
