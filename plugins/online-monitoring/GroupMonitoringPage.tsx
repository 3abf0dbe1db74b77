import { MemberScopedPage } from '../../runtime/shell/MemberScopedPage';
import { GROUP_MONITORING } from './groupRoutes';
import OnlineMonitoringPage from './OnlineMonitoringPage';

const detailPath = (memberId: number, id: string | number) => `${GROUP_MONITORING.detail}/${memberId}/${id}`;

/** /managementGroup/onlineMonitoring[/:memberId] (spec §2): a member enterprise's real-time page, read through the group. */
export default function GroupMonitoringPage() {
  return (
    <MemberScopedPage path={GROUP_MONITORING.page} detailPath={detailPath} testId="group-monitoring">
      <OnlineMonitoringPage />
    </MemberScopedPage>
  );
}
