import { Alert, Empty, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MemberPicker } from '../../runtime/shell/MemberPicker';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import { GROUP_MONITORING } from './groupRoutes';
import OnlineMonitoringPage from './OnlineMonitoringPage';

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined);

/** /managementGroup/onlineMonitoring[/:memberId] (spec §2): a member enterprise's real-time page, read through the group. */
export default function GroupMonitoringPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memberId = idOf(useParams().memberId);
  const detailPath = useCallback((id: string | number) => `${GROUP_MONITORING.detail}/${memberId}/${id}`, [memberId]);
  return (
    <div data-testid="group-monitoring">
      <div className="ec-page" style={{ paddingBottom: 0 }}>
        <div className="ec-panel">
          <Space wrap>
            <MemberPicker value={memberId} onChange={(id) => navigate(`${GROUP_MONITORING.page}/${id}`)} />
            <Alert type="info" showIcon message={t('group.readOnly')} />
          </Space>
        </div>
      </div>
      {memberId === undefined ? (
        <div className="ec-page">
          <div className="ec-panel">
            <Empty description={t('group.pickMember')} />
          </div>
        </div>
      ) : (
        <MemberScopeProvider key={memberId} memberId={memberId} detailPath={detailPath} listPath={`${GROUP_MONITORING.page}/${memberId}`}>
          <OnlineMonitoringPage />
        </MemberScopeProvider>
      )}
    </div>
  );
}
