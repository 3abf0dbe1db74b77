import AssessmentDetailPage from './AssessmentDetailPage';
import { MemberRouteScope } from './MemberRouteScope';

/** /managementGroup/environmentAssessment/detail/:memberId?id=: a member's assessment, read through the group. */
export default function GroupAssessmentDetailPage() {
  return (
    <MemberRouteScope>
      <AssessmentDetailPage />
    </MemberRouteScope>
  );
}
