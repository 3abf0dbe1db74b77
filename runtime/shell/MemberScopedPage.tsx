import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MemberPicker } from './MemberPicker';
import { MemberScopeProvider } from './memberScope';
import { ScopedPageFrame, type ScopedScreenProps } from './ScopedPageFrame';
import { idOf } from '../../schemas/contracts/ids';

/**
 * A group page showing a feature screen of one member (docs/groups.md): the member picker (the member is
 * the route's `:memberId`; picking one opens `${path}/<id>`), the read-only note, then the screen in the
 * member scope — or a prompt to pick a member. `extra` sits beside the picker (e.g. a ledger choice).
 */
export function MemberScopedPage({
  path,
  detailPath,
  listPath,
  extra,
  prompt,
  testId,
  children,
}: {
  /** The group route without the member, e.g. /managementGroup/onlineMonitoring. */
  path: string;
  /** Where the scoped screen opens record `id` of member `memberId`. */
  detailPath: (memberId: number, id: string | number) => string;
  /** Where the scoped screen's details go back to; default `${path}/<member>`. */
  listPath?: (memberId: number) => string;
} & ScopedScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memberId = idOf(useParams().memberId);
  const back = memberId === undefined ? '' : (listPath?.(memberId) ?? `${path}/${memberId}`);
  const details = useMemo(() => (id: string | number) => detailPath(memberId ?? 0, id), [detailPath, memberId]);
  return (
    <ScopedPageFrame
      testId={testId}
      tools={
        <>
          <MemberPicker value={memberId} onChange={(id) => navigate(`${path}/${id}`)} />
          {extra}
        </>
      }
      note={t('group.readOnly')}
      prompt={memberId !== undefined && prompt ? prompt : t('group.pickMember')}
    >
      {memberId !== undefined && children ? (
        <MemberScopeProvider key={back} memberId={memberId} detailPath={details} listPath={back}>
          {children}
        </MemberScopeProvider>
      ) : null}
    </ScopedPageFrame>
  );
}
