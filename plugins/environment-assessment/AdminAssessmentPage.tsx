import { useCallback } from 'react';
import { OperatorShell } from '../../runtime/shell/OperatorShell';
import { OperatorScopedPage, useRouteEnterpriseId } from '../../runtime/shell/OperatorScopedPage';
import AssessmentDetailPage from './AssessmentDetailPage';
import AssessmentListPage from './AssessmentListPage';
import { adminDetailPath, adminListPath } from './groupPaths';
import { ROUTES } from './manifest';
import ReportPage from './report/ReportPage';

/**
 * Back office (docs/operator-scope.md): an enterprise's assessments for an operator — the list
 * (`/admin/environmentAssessment[/:enterpriseId]`, with the enterprise picker), an assessment's detail
 * (`…/detail/:enterpriseId?id=`) and its report with the PDF (`…/result/:enterpriseId?id=`), read-only:
 * scoring and answering belong to the enterprise (the operator's keys hold neither).
 */
export default function AdminAssessmentPage({ view }: { view: 'list' | 'detail' | 'report' }) {
  const enterpriseId = useRouteEnterpriseId();
  const detail = useCallback((id: string | number) => adminDetailPath(enterpriseId ?? 0, id), [enterpriseId]);
  if (view === 'list') {
    return (
      <OperatorScopedPage path={ROUTES.adminPage} detailPath={adminDetailPath} testId="operator-assessments">
        <AssessmentListPage />
      </OperatorScopedPage>
    );
  }
  if (enterpriseId === undefined) return null;
  return (
    <OperatorShell enterpriseId={enterpriseId} listPath={adminListPath(enterpriseId)} detailPath={detail}>
      {view === 'detail' ? <AssessmentDetailPage /> : <ReportPage />}
    </OperatorShell>
  );
}
