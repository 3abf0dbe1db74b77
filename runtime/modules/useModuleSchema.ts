import { useQuery } from '@tanstack/react-query';
import type { ModuleSchema } from '../../schemas/types';
import { enterpriseStore } from '../../data-providers';
import { apiPaths } from '../services/api';
import { http } from '../services/http';

/** The full schema of a module (GET module/schema/{id}), cached for the enterprise. */
export function useModuleSchema(moduleId: string) {
  return useQuery({
    queryKey: ['moduleSchema', enterpriseStore.get(), moduleId],
    queryFn: () => http.get<ModuleSchema>(apiPaths.moduleSchema(moduleId)),
    staleTime: 5 * 60_000,
  });
}
