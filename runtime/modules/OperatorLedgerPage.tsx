import { Empty, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { operatorHeaders, OperatorShell } from '../shell/OperatorShell';
import { OperatorScopedPage, useRouteEnterpriseId } from '../shell/OperatorScopedPage';
import { useScopedModules } from '../shell/scopedModules';
import DetailPage from './DetailPage';
import ListPage from './ListPage';
import { ModulePicker } from './ModulePicker';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The ledgers of one schema group that the enterprise in the route keeps, read in the operator scope. */
function useEnterpriseLedgers(group: string) {
  const enterpriseId = useRouteEnterpriseId();
  const { moduleId } = useParams();
  const ledgers = useScopedModules(enterpriseId === undefined ? undefined : operatorHeaders(enterpriseId), group);
  const module = ledgers.data?.find((m) => m.id === moduleId);
  return { enterpriseId, ledgers, module };
}

/**
 * Back office (docs/operator-scope.md): an enterprise's ledgers of one schema group — the standard ledgers
 * (`accountManagement`) or its custom ones (`customAccount`) — in the generic ledger screens:
 * `{path}[/:enterpriseId[/:moduleId]]` picks the enterprise and a ledger and lists it,
 * `{path}/:enterpriseId/:moduleId/detail/:id` shows a record with its history. What they offer follows the
 * operator's keys there (reads and exports; operators keep no ledger records, docs/decisions.md).
 */
export default function OperatorLedgerPage({ group, path, view, testId }: { group: string; path: string; view: 'list' | 'detail'; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enterpriseId, ledgers, module } = useEnterpriseLedgers(group);
  const moduleId = module?.id ?? '';
  const listPath = useCallback((enterprise: number) => `${path}/${enterprise}/${segment(moduleId)}`, [path, moduleId]);
  const detailPath = useCallback((enterprise: number, id: string | number) => `${listPath(enterprise)}/detail/${segment(id)}`, [listPath]);

  if (view === 'detail') {
    if (enterpriseId === undefined || (ledgers.isSuccess && !module)) return <Empty description={t('operator.noLedger')} />;
    if (!module) return <Spin />;
    return (
      <OperatorShell enterpriseId={enterpriseId} listPath={listPath(enterpriseId)} detailPath={(id) => detailPath(enterpriseId, id)}>
        <DetailPage moduleId={module.id} moduleRoute={module.route} />
      </OperatorShell>
    );
  }
  const picker = (
    <ModulePicker
      modules={ledgers.data}
      value={module?.id}
      disabled={enterpriseId === undefined}
      loading={ledgers.isFetching}
      onChange={(id) => enterpriseId !== undefined && navigate(`${path}/${enterpriseId}/${segment(id)}`)}
      placeholder={t('operator.pickLedger')}
      label={t('operator.ledger')}
      testId="operator-ledger-picker"
    />
  );
  return (
    <OperatorScopedPage path={path} detailPath={detailPath} listPath={listPath} extra={picker} prompt={t('operator.pickLedger')} testId={testId}>
      {module ? <ListPage moduleId={module.id} moduleRoute={module.route} /> : null}
    </OperatorScopedPage>
  );
}
