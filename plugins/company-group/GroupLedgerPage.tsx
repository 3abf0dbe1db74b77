import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import ListPage from '../../runtime/modules/ListPage';
import { ModulePicker } from '../../runtime/modules/ModulePicker';
import { MemberScopedPage } from '../../runtime/shell/MemberScopedPage';
import { GROUP_ROUTES as R } from './contract';
import { useMemberLedgers } from './useMemberLedgers';
import { idOf } from '../../schemas/contracts/ids';

const NS = 'company-group';

/**
 * /managementGroup/accountManagement/page[/:memberId[/:moduleId]] (spec §2 group ledgers): pick a member
 * and one of its ledgers; the ordinary ledger list shows it in the member scope, read-only.
 */
export default function GroupLedgerPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const params = useParams();
  const memberId = idOf(params.memberId);
  const ledgers = useMemberLedgers(memberId);
  const module = ledgers.data?.find((m) => m.id === params.moduleId);
  const moduleId = module?.id ?? '';
  const detailPath = useCallback((member: number, id: string | number) => `${R.ledgerDetail}/${member}/${encodeURIComponent(moduleId)}/${encodeURIComponent(String(id))}`, [moduleId]);
  const listPath = useCallback((member: number) => `${R.ledgers}/${member}/${encodeURIComponent(moduleId)}`, [moduleId]);

  const picker = (
    <ModulePicker
      modules={ledgers.data}
      value={module?.id}
      disabled={memberId === undefined}
      loading={ledgers.isFetching}
      onChange={(id) => memberId !== undefined && navigate(`${R.ledgers}/${memberId}/${encodeURIComponent(id)}`)}
      placeholder={t('modulePlaceholder')}
      label={t('module')}
      testId="group-ledger-picker"
    />
  );
  return (
    <MemberScopedPage path={R.ledgers} detailPath={detailPath} listPath={listPath} extra={picker} prompt={t('modulePlaceholder')} testId="group-ledgers">
      {module ? <ListPage moduleId={module.id} moduleRoute={module.route} /> : null}
    </MemberScopedPage>
  );
}
