import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import DetailPage from '../../runtime/modules/DetailPage';
import { MemberScopeProvider } from '../../runtime/shell/memberScope';
import { GROUP_ROUTES as R } from './contract';
import { useMemberLedgers } from './useMemberLedgers';
import { idOf } from '../../schemas/contracts/ids';

const NS = 'company-group';

/** /managementGroup/accountManagement/addEditFrom/:memberId/:moduleId/:id: a member's ledger record, read-only. */
export default function GroupLedgerDetailPage() {
  const { t } = useTranslation(NS);
  const { memberId: rawMember, moduleId } = useParams();
  const memberId = idOf(rawMember);
  const ledgers = useMemberLedgers(memberId);
  const module = ledgers.data?.find((m) => m.id === moduleId);
  if (memberId === undefined || (ledgers.isSuccess && !module)) return <Empty description={t('noData')} />;
  if (!module) return <Spin />;
  const listPath = `${R.ledgers}/${memberId}/${module.id}`;
  return (
    <MemberScopeProvider memberId={memberId} listPath={listPath} detailPath={(id) => `${R.ledgerDetail}/${memberId}/${module.id}/${id}`}>
      <DetailPage moduleId={module.id} moduleRoute={module.route} />
    </MemberScopeProvider>
  );
}
