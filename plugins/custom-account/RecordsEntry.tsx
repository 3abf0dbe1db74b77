import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { CUSTOM_KEYS, ROUTES } from './constants';
import { pickLedger, readFocus } from './focus';
import { useRecordLedgers } from './useCustomLedgers';

/** /customAccount/page: opens the focused custom ledger (else the first); an empty state when there is none. */
export default function RecordsEntry() {
  const { t } = useTranslation('custom-account');
  const navigate = useNavigate();
  const { permissions } = useShell();
  const target = pickLedger(useRecordLedgers(), readFocus());
  if (target) return <Navigate replace to={target.route} />;
  return (
    <div className="ec-page" data-testid="custom-records-empty">
      <div className="ec-panel">
        <Empty description={t('records.none')}>
          {permissions.has(CUSTOM_KEYS.manage) && (
            <Button type="primary" onClick={() => navigate(ROUTES.designForm)} data-testid="custom-records-design">
              {t('design.add')}
            </Button>
          )}
        </Empty>
      </div>
    </div>
  );
}
