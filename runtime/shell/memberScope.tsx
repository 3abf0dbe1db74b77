import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MEMBER_ENTERPRISE_HEADER } from '../../data-providers';
import type { GroupMember } from '../../schemas/contracts/group';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useShell } from './ShellData';

/**
 * Group scope in the browser (spec §1, docs/groups.md): a group screen shows a feature screen of one
 * member enterprise by wrapping it in a MemberScope. Screens that support the scope send
 * member_enterprise_id with their reads, offer no writes, and open details where the scope says; the
 * server answers as that member, read-only, only for members of the group.
 */
export interface MemberScope {
  memberId: number;
  /** Headers for every call of the scoped screen. */
  headers: Record<string, string>;
  /** Where a scoped list opens a record. */
  detailPath(id: string | number): string;
  /** Where a scoped detail goes back to. */
  listPath: string;
}

const MemberScopeContext = createContext<MemberScope | null>(null);

export function memberHeaders(memberId: number): Record<string, string> {
  return { [MEMBER_ENTERPRISE_HEADER]: String(memberId) };
}

export function MemberScopeProvider({
  memberId,
  detailPath,
  listPath,
  children,
}: {
  memberId: number;
  detailPath: (id: string | number) => string;
  listPath: string;
  children: ReactNode;
}) {
  const value = useMemo<MemberScope>(() => ({ memberId, headers: memberHeaders(memberId), detailPath, listPath }), [memberId, detailPath, listPath]);
  return <MemberScopeContext.Provider value={value}>{children}</MemberScopeContext.Provider>;
}

/** The member scope a screen runs in, or null on an enterprise's own screens. */
export function useMemberScope(): MemberScope | null {
  return useContext(MemberScopeContext);
}

export type { GroupMember };

/** The members of the current group (empty on an enterprise: the call is not made). */
export function useGroupMembers() {
  const { enterprise, isEnterprise } = useShell();
  return useQuery({
    queryKey: ['groupMembers', enterprise.id],
    queryFn: async () => (await http.get<GroupMember[] | null>(apiPaths.groupMembers)) ?? [],
    enabled: !isEnterprise,
    staleTime: 60_000,
  });
}
