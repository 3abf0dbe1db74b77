import { useQuery, type Query } from '@tanstack/react-query';
import { enterpriseStore } from '../../data-providers';
import { useMemberScope } from '../shell/memberScope';
import { moduleSchemaQuery } from './queries';

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
  return useQuery(moduleSchemaQuery(enterpriseStore.get(), scope, moduleId));
}
