import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enterpriseStore } from '../../data-providers';
import type { ModuleSummary } from '../plugins/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';

/**
 * The module schemas (ledgers) of an enterprise shown in a scope — a group's member (member headers) or an
 * operator's enterprise (operator headers): GET module/schemas with those headers, in the request's
 * language; `group` keeps one schema group (e.g. the standard ledgers). Not called without headers.
 */
export function useScopedModules(headers: Record<string, string> | undefined, group?: string) {
  const { i18n } = useTranslation();
  return useQuery({
    // The session's own enterprise too: a group's grant decides what its member's list holds.
    queryKey: ['scopedModules', enterpriseStore.get(), headers ?? null, i18n.language],
    queryFn: async () => (await http.get<ModuleSummary[] | null>(apiPaths.moduleSchemas, { headers })) ?? [],
    enabled: headers !== undefined,
    staleTime: 60_000,
    select: (all: ModuleSummary[]) => (group ? all.filter((m) => m.group === group) : all),
  });
}
