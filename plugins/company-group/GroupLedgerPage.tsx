import { Alert, Empty, Select, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import ListPage from '../../runtime/modules/ListPage';
import { currentLocale, pickText } from '../../runtime/i18n';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import { GROUP_ROUTES as R } from './contract';
import { MemberPicker } from '../../runtime/shell/MemberPicker';
import { useMemberLedgers } from './useMemberLedgers';

const NS = 'company-group';

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined);

/**
 * /managementGroup/accountManagement/page[/:memberId/:moduleId] (spec §2 group ledgers): pick a member
 * and one of its ledgers; the ordinary ledger list shows it in the member scope, read-only.
 */
export default function GroupLedgerPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const params = useParams();
  const memberId = idOf(params.memberId);
  const ledgers = useMemberLedgers(memberId);
  const module = ledgers.data?.find((m) => m.id === params.moduleId);
  const locale = currentLocale();

  const open = (member: number, moduleId: string | undefined) => {
    if (moduleId) navigate(`${R.ledgers}/${member}/${encodeURIComponent(moduleId)}`);
    else navigate(`${R.ledgers}/${member}/-`);
  };
  const detailPath = useCallback(
    (id: string | number) => `${R.ledgerDetail}/${memberId}/${encodeURIComponent(params.moduleId ?? '')}/${encodeURIComponent(String(id))}`,
    [memberId, params.moduleId],
  );

  return (
    <div className="ec-page" data-testid="group-ledgers">
      <div className="ec-panel">
        <Space wrap>
          <MemberPicker value={memberId} onChange={(id) => open(id, params.moduleId && params.moduleId !== '-' ? params.moduleId : undefined)} />
          <Select
            style={{ width: 260 }}
            value={module?.id}
            disabled={memberId === undefined}
            loading={ledgers.isFetching}
            onChange={(id: string) => memberId !== undefined && open(memberId, id)}
            placeholder={t('modulePlaceholder')}
            options={(ledgers.data ?? []).map((m) => ({ value: m.id, label: pickText(m.title, locale) }))}
            aria-label={t('module')}
            showSearch
            optionFilterProp="label"
            data-testid="group-ledger-picker"
          />
          <Alert type="info" showIcon message={t('readOnly')} />
        </Space>
      </div>
      {memberId !== undefined && module ? (
        <MemberScopeProvider key={`${memberId}/${module.id}`} memberId={memberId} detailPath={detailPath} listPath={`${R.ledgers}/${memberId}/${module.id}`}>
          <ListPage moduleId={module.id} moduleRoute={module.route} />
        </MemberScopeProvider>
      ) : (
        <div className="ec-panel">
          <Empty description={t('pickMember')} />
        </div>
      )}
    </div>
  );
}
