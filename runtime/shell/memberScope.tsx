import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MEMBER_ENTERPRISE_HEADER, withHeaders, type HttpClient } from '../../data-providers';
import type { GroupMember } from '../../schemas/contracts/group';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useShell } from './ShellData';

/**
 * A feature screen showing another enterprise's data than the session's own, in one of two scopes:
 * - 'member' (spec §1, docs/groups.md): a group screen shows one member enterprise. Screens send
 *   member_enterprise_id with their reads, offer no writes, and open details where the scope says; the
 *   server answers as that member, read-only, only for members of the group.
 * - 'operator' (docs/operator-scope.md): a back-office page shows an enterprise an operator chose. Screens
 *   send operator_enterprise_id with every call (the request layer sends those with the back office's
 *   session); what they offer follows the enterprise keys the operator holds there (the operator shell's
 *   permissions), and the server enforces the same keys.
 */
export interface MemberScope {
  kind: 'member' | 'operator';
  /** The enterprise the screen shows (a group's member, or the operator's chosen enterprise). */
  memberId: number;
  /** Headers for every call of the scoped screen about the enterprise's data. */
  headers: Record<string, string>;
  /**
   * Headers for the caller's own calls (dictionaries, list column settings, cascades): none in a member
   * scope (the group's session answers them); the operator header in an operator scope, the only way a
   * back-office session reaches those enterprise routes.
   */
  sessionHeaders: Record<string, string> | undefined;
  /** No writes are offered at all (member scope); otherwise the shell's permissions decide. */
  readOnly: boolean;
  /** Where a scoped list opens a record. */
  detailPath(id: string | number): string;
  /** Where a scoped detail goes back to. */
  listPath: string;
}

const MemberScopeContext = createContext<MemberScope | null>(null);

/** Provides a scope built elsewhere (the operator shell builds its own). */
export const ScopeProvider = MemberScopeContext.Provider;

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
  const value = useMemo<MemberScope>(
    () => ({ kind: 'member', memberId, headers: memberHeaders(memberId), sessionHeaders: undefined, readOnly: true, detailPath, listPath }),
    [memberId, detailPath, listPath],
  );
  return <MemberScopeContext.Provider value={value}>{children}</MemberScopeContext.Provider>;
}

/** The scope a screen runs in (a group's member, an operator's enterprise), or null on an enterprise's own screens. */
export function useMemberScope(): MemberScope | null {
  return useContext(MemberScopeContext);
}

/** Headers of the scoped screen's calls about the enterprise's data (undefined outside a scope). */
export function useScopeHeaders(): Record<string, string> | undefined {
  return useContext(MemberScopeContext)?.headers;
}

/** The HTTP client of a screen: in a scope every call carries the scope's headers (a member's, an operator's). */
export function useScopedHttp(): HttpClient {
  const headers = useScopeHeaders();
  return useMemo(() => (headers ? withHeaders(http, headers) : http), [headers]);
}

/** Headers of the caller's own calls (dictionaries, column settings) in the scope the screen runs in. */
export function useSessionHeaders(): Record<string, string> | undefined {
  return useContext(MemberScopeContext)?.sessionHeaders;
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
