import { useQuery } from '@tanstack/react-query';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { upPaths, type RoleItem } from './api';

export const rolesKey = (enterpriseId: number | string) => ['userPermission', String(enterpriseId), 'roles'] as const;

/** Roles usable in the chosen enterprise (system roles first). */
export function useRoles() {
  const { enterprise } = useShell();
  return useQuery({
    queryKey: rolesKey(enterprise.id),
    queryFn: async () => (await http.get<RoleItem[] | null>(upPaths.roles)) ?? [],
  });
}
