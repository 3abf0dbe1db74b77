import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import { groupDetailPath, groupListPath } from './groupPaths';

/** A group route `…/:memberId?id=` showing an assessment screen of that member, read through the group. */
export function MemberRouteScope({ children }: { children: ReactNode }) {
  const memberId = Number(useParams().memberId);
  const detail = useCallback((id: string | number) => groupDetailPath(memberId, id), [memberId]);
  return (
    <MemberScopeProvider memberId={memberId} listPath={groupListPath(memberId)} detailPath={detail}>
      {children}
    </MemberScopeProvider>
  );
}
