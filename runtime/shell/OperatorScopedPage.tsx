import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EnterprisePicker } from '../common/EnterprisePicker';
import { OperatorShell, useOperatorEnterprise } from './OperatorShell';
import { ScopedPageFrame, type ScopedScreenProps } from './ScopedPageFrame';
import { idOf } from '../../schemas/contracts/ids';

/** The route's `:enterpriseId`, when it is one. */
export function useRouteEnterpriseId(): number | undefined {
  return idOf(useParams().enterpriseId);
}

/**
 * A back-office page showing a feature screen of one enterprise (docs/operator-scope.md): the searchable
 * enterprise picker (the enterprise is the route's `:enterpriseId`; picking one opens `landing(id)`), the
 * note that the operator's calls are recorded, then the screen in the operator shell — or a prompt to pick.
 * `extra` sits beside the picker (e.g. a ledger choice).
 */
export function OperatorScopedPage({
  path,
  landing: landingGiven,
  detailPath,
  listPath,
  ...screen
}: {
  /** The back-office route without the enterprise, e.g. /admin/pointManagement (its side-menu entry). */
  path: string;
  /** Where picking enterprise `id` leads; default `${path}/<id>`. */
  landing?: (id: number) => string;
  /** Where the scoped screen opens record `id` of enterprise `enterpriseId` (screens with their own links need none). */
  detailPath?: (enterpriseId: number, id: string | number) => string;
  /** Where the scoped screen's details go back to; default `landing(<enterprise>)`. */
  listPath?: (enterpriseId: number) => string;
} & ScopedScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enterpriseId = useRouteEnterpriseId();
  const current = useOperatorEnterprise(enterpriseId).data?.enterprise;
  // Stable across renders: the shell's scope (and the screens' requests keyed on it) follows these paths.
  const landing = useCallback((id: number) => (landingGiven ? landingGiven(id) : `${path}/${id}`), [landingGiven, path]);
  const back = enterpriseId === undefined ? '' : (listPath ?? landing)(enterpriseId);
  const details = useMemo(() => (id: string | number) => (detailPath ?? landing)(enterpriseId ?? 0, id), [detailPath, landing, enterpriseId]);
  const picker = (
    <EnterprisePicker
      type={0}
      value={enterpriseId ?? null}
      current={current ?? null}
      onChange={(id) => id !== null && navigate(landing(id))}
      placeholder={t('operator.pickEnterprise')}
      style={{ width: 280 }}
      testId="operator-enterprise-picker"
    />
  );
  return (
    <ScopedPageFrame
      testId={screen.testId}
      tools={
        <>
          {picker}
          {screen.extra}
        </>
      }
      note={t('operator.note')}
      prompt={enterpriseId !== undefined && screen.prompt ? screen.prompt : t('operator.pickEnterprise')}
    >
      {enterpriseId !== undefined && screen.children ? (
        <OperatorShell key={`${enterpriseId}:${back}`} enterpriseId={enterpriseId} detailPath={details} listPath={back}>
          {screen.children}
        </OperatorShell>
      ) : null}
    </ScopedPageFrame>
  );
}
