import { Alert, Empty, Space } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MemberPicker } from './MemberPicker';
import { MemberScopeProvider } from './memberScope';

const ID = /^[1-9]\d{0,14}$/;

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
  extra?: ReactNode;
  /** What the page asks for while a member is chosen but the screen is not yet (children null). */
  prompt?: string;
  testId: string;
  /** The scoped screen; null keeps the prompt (e.g. until a ledger is chosen). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().memberId;
  const memberId = raw && ID.test(raw) ? Number(raw) : undefined;
  const back = memberId === undefined ? '' : (listPath?.(memberId) ?? `${path}/${memberId}`);
  const details = useMemo(() => (id: string | number) => detailPath(memberId ?? 0, id), [detailPath, memberId]);
  return (
    <div data-testid={testId}>
      <div className="ec-page" style={{ paddingBottom: 0 }}>
        <div className="ec-panel">
          <Space wrap>
            <MemberPicker value={memberId} onChange={(id) => navigate(`${path}/${id}`)} />
            {extra}
            <Alert type="info" showIcon message={t('group.readOnly')} />
          </Space>
        </div>
      </div>
      {memberId !== undefined && children ? (
        <MemberScopeProvider key={back} memberId={memberId} detailPath={details} listPath={back}>
          {children}
        </MemberScopeProvider>
      ) : (
        <div className="ec-page">
          <div className="ec-panel">
            <Empty description={memberId !== undefined && prompt ? prompt : t('group.pickMember')} />
          </div>
        </div>
      )}
    </div>
  );
}
