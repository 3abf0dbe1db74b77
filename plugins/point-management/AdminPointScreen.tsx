import { OperatorScopedPage, useRouteEnterpriseId } from '../../runtime/shell/OperatorScopedPage';
import ChannelPage from './ChannelPage';
import DevicePage from './DevicePage';
import { ADMIN_POINTS_PATH } from './manifest';
import PointListPage from './PointListPage';
import RiskSettingPage from './RiskSettingPage';

const SCREENS = { list: PointListPage, risk: RiskSettingPage, device: DevicePage, channel: ChannelPage } as const;

const rootOf = (enterpriseId: number) => `${ADMIN_POINTS_PATH}/${enterpriseId}`;
const landing = (enterpriseId: number) => `${rootOf(enterpriseId)}/page`;

/**
 * /admin/pointManagement[/:enterpriseId/…] (docs/operator-scope.md): the point screens of the enterprise an
 * operator picks — points, devices and channels, risk settings — with what the operator's keys allow
 * (configuring them needs the edit key; the server checks the same keys).
 */
export default function AdminPointScreen({ screen }: { screen: keyof typeof SCREENS }) {
  const enterpriseId = useRouteEnterpriseId();
  const Screen = SCREENS[screen];
  return (
    <OperatorScopedPage path={ADMIN_POINTS_PATH} landing={landing} testId="operator-points">
      {enterpriseId === undefined ? null : <Screen root={rootOf(enterpriseId)} />}
    </OperatorScopedPage>
  );
}
