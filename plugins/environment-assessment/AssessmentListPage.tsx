import { CalculatorOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { useCan } from './area';
import { CLIENT_BASE, type AssessmentSummary } from './contract';
import { detailPath, reportPath } from './groupPaths';
import { KEYS } from './manifest';
import { listTableProps, pagination } from './listParts';
import { PeriodPicker } from './PeriodPicker';
import { RunDialog } from './RunDialog';
import { NS, type PageOf, type SystemRecord } from './settings/shared';
import { useAssessedSystems, useAssessmentPage } from './evaluationStore';
import { SystemName } from './SystemName';

/** The enterprise's own systems (what it can score), read only where it may score. */
function useOwnSystems(wanted: boolean) {
  return useRequest(() => (wanted ? http.get<PageOf<SystemRecord>>(`${CLIENT_BASE}/system/page`, { params: { pageNum: 1, pageSize: 50 } }) : Promise.resolve(undefined)), [wanted]);
}

/** /environmentAssessment/page (kept alive): the enterprise's assessments, and scoring a period on demand. */
export default function AssessmentListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan();
  const calculate = can(KEYS.calculate);
  const systems = useOwnSystems(calculate !== 'hidden');
  const [filter, setFilter] = useState<{ systemId?: number; periodKey?: string }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [running, setRunning] = useState(false);
  // On a group page (docs/groups.md): one member's assessments, read through the group.
  const scope = useMemberScope();
  // The filter offers the systems that scored this enterprise: its own and its group's.
  const assessed = useAssessedSystems();
  const query = useMemo(() => ({ ...paging, ...filter }), [paging, filter]);
  const { data, loading, reload } = useAssessmentPage(query);
  const filterType = assessed.data?.find((s) => s.id === filter.systemId)?.periodType ?? 'month';

  return (
    <div className="ec-page" data-testid="assessment-list">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space wrap>
            <Select
              allowClear
              placeholder={t('list.system')}
              style={{ width: 240 }}
              options={(assessed.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={filter.systemId}
              onChange={(systemId) => {
                setFilter({ systemId, periodKey: undefined });
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
              data-testid="filter-system"
            />
            <PeriodPicker
              type={filterType}
              value={filter.periodKey}
              onChange={(periodKey) => {
                setFilter({ ...filter, periodKey });
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
            />
          </Space>
          <Space>
            {calculate !== 'hidden' && (
              <Button type="primary" icon={<CalculatorOutlined />} disabled={calculate === 'disabled'} onClick={() => setRunning(true)} data-testid="assessment-calculate">
                {t('list.calculate')}
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={() => void reload()} aria-label={t('runtime:list.reload')} data-testid="list-reload" />
          </Space>
        </div>
        <Table<AssessmentSummary>
          {...listTableProps(loading, data?.records)}
          columns={[
            { title: t('list.system'), dataIndex: 'systemName', render: (_, row) => <SystemName assessment={row} /> },
            { title: t('list.period'), dataIndex: 'periodKey', width: 110 },
            { title: t('list.total'), dataIndex: 'totalScore', width: 90, render: (v: number) => <b data-testid="row-total">{v}</b> },
            { title: t('list.level'), dataIndex: 'levelName', width: 90, render: (v: string | null, r) => (v ? <Tag color={r.levelColor ?? undefined}>{v}</Tag> : '—') },
            { title: t('list.findings'), dataIndex: 'findingCount', width: 90 },
            { title: t('list.evaluatedUntil'), dataIndex: 'evaluatedUntil', width: 170 },
            { title: t('list.computedAt'), dataIndex: 'computedAt', width: 170 },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              width: 150,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(detailPath(scope, row.id))} data-testid="row-detail">{t('list.detail')}</Button>
                  <Button type="link" size="small" onClick={() => navigate(reportPath(scope, row.id))} data-testid="row-report">{t('list.report')}</Button>
                </Space>
              ),
            },
          ]}
          pagination={pagination(paging, setPaging, data?.total, t)}
        />
      </div>
      <RunDialog
        open={running}
        url={`${CLIENT_BASE}/system/score/calculate`}
        systems={(systems.data?.records ?? []).filter((s) => s.enabled)}
        onClose={() => setRunning(false)}
        onDone={() => {
          setRunning(false);
          void reload();
          void assessed.reload();
        }}
      />
    </div>
  );
}
