import { useParams } from 'react-router';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import AssessmentDetailPage from './AssessmentDetailPage';
import { ROUTES } from './manifest';

/** /managementGroup/environmentAssessment/detail/:memberId?id=: a member's assessment, read-only. */
export default function GroupAssessmentDetailPage() {
  const memberId = Number(useParams().memberId);
  return (
    <MemberScopeProvider memberId={memberId} listPath={`${ROUTES.groupPage}/${memberId}`} detailPath={(id) => `${ROUTES.groupDetail}/${memberId}?id=${id}`}>
      <AssessmentDetailPage />
    </MemberScopeProvider>
  );
}
