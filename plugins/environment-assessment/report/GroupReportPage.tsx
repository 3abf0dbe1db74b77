import { MemberRouteScope } from '../MemberRouteScope';
import ReportPage from './ReportPage';

/** /managementGroup/environmentAssessment/result/:memberId?id= (no sidebar, no navbar): a member's report, read through the group. */
export default function GroupReportPage() {
  return (
    <MemberRouteScope>
      <ReportPage />
    </MemberRouteScope>
  );
}
