import { useQuery, type Query } from '@tanstack/react-query';
import type { ModuleSchema } from '../../schemas/types';
import { enterpriseStore } from '../../data-providers';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useMemberScope } from '../shell/memberScope';

const schemaKey = (enterpriseId: string | null, memberId: number | null, moduleId: string) => ['moduleSchema', enterpriseId, memberId, moduleId] as const;

/**
 * Every cached schema of one module (any enterprise or member), for screens that changed its definition:
 * the one place that knows the key's layout.
 */
export function moduleSchemaQueries(moduleId: string): { queryKey: readonly unknown[]; predicate: (q: Query) => boolean } {
  return { queryKey: ['moduleSchema'], predicate: (q) => q.queryKey[3] === moduleId };
}

/** The full schema of a module (GET module/schema/{id}), cached for the enterprise (or the group's member shown). */
export function useModuleSchema(moduleId: string) {
  const scope = useMemberScope();
  return useQuery({
    queryKey: schemaKey(enterpriseStore.get(), scope?.memberId ?? null, moduleId),
    queryFn: () => http.get<ModuleSchema>(apiPaths.moduleSchema(moduleId), { headers: scope?.headers }),
    staleTime: 5 * 60_000,
  });
}
