import { Button } from 'antd';
import { LazyResult as Result } from '../common/LazyResult';
import { useTranslation } from 'react-i18next';
import { useLogout } from './useLogout';

/** Spec §2: a route the user lacks permission for. */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <div data-testid="no-permission">
      <Result status="403" title="403" subTitle={t('common.noPermission')} />
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <Result status="404" title="404" subTitle={t('common.notFound')} />
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div data-testid="load-failed">
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>,
          <Button key="logout" onClick={() => void logout()}>
            {t('layout.logout')}
          </Button>,
        ]}
      />
    </div>
  );
}

/** Spec §4: no effective enterprise — the stored id is gone and the load fails. */
export function NoEnterprise() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div data-testid="no-enterprise">
      <Result
        status="warning"
        title={t('layout.noEnterprise')}
        extra={
          <Button type="primary" onClick={() => void logout()} data-testid="logout">
            {t('layout.logout')}
          </Button>
        }
      />
    </div>
  );
}
