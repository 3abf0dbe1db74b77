import { useParams } from 'react-router';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import { GROUP_MONITORING } from './groupRoutes';
import PointDetailPage from './PointDetailPage';

/** /managementGroup/onlineMonitoring/detail/:memberId/:id: a member's point (latest values, history), read through the group. */
export default function GroupPointDetailPage() {
  const memberId = Number(useParams().memberId);
  const listPath = `${GROUP_MONITORING.page}/${memberId}`;
  return (
    <MemberScopeProvider memberId={memberId} listPath={listPath} detailPath={(id) => `${GROUP_MONITORING.detail}/${memberId}/${id}`}>
      <PointDetailPage />
    </MemberScopeProvider>
  );
}
