import { MemberScopedPage } from '../../runtime/shell/MemberScopedPage';
import AssessmentListPage from './AssessmentListPage';
import { ROUTES } from './manifest';

const detailPath = (memberId: number, id: string | number) => `${ROUTES.groupDetail}/${memberId}?id=${id}`;

/** /managementGroup/environmentAssessment/page[/:memberId] (spec §2): a member's assessments, read-only. */
export default function GroupAssessmentPage() {
  return (
    <MemberScopedPage path={ROUTES.groupPage} detailPath={detailPath} testId="group-assessment">
      <AssessmentListPage />
    </MemberScopedPage>
  );
}
