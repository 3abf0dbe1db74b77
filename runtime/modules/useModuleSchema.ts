import { useQuery } from '@tanstack/react-query';
import type { ModuleSchema } from '../../schemas/types';
import { enterpriseStore } from '../../data-providers';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useMemberScope } from '../shell/memberScope';

/** The full schema of a module (GET module/schema/{id}), cached for the enterprise (or the group's member shown). */
export function useModuleSchema(moduleId: string) {
  const scope = useMemberScope();
  return useQuery({
    queryKey: ['moduleSchema', enterpriseStore.get(), scope?.memberId ?? null, moduleId],
    queryFn: () => http.get<ModuleSchema>(apiPaths.moduleSchema(moduleId), { headers: scope?.headers }),
    staleTime: 5 * 60_000,
  });
}
