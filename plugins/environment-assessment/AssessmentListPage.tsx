import { CalculatorOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { useCan } from './area';
import { CLIENT_BASE, type AssessmentSummary } from './contract';
import { KEYS, ROUTES } from './manifest';
import { listTableProps, pagination } from './listParts';
import { PeriodPicker, periodKeyOf } from './PeriodPicker';
import { NS, type PageOf, type SystemRecord } from './settings/shared';

/** The enterprise's own enabled systems (what can be scored). */
export function useOwnSystems() {
  const scope = useMemberScope();
  return useRequest(() => http.get<PageOf<SystemRecord>>(`${CLIENT_BASE}/system/page`, { params: { pageNum: 1, pageSize: 50 }, headers: scope?.headers }), [scope]);
}

/** /environmentAssessment/page (kept alive): the enterprise's assessments, and scoring a period on demand. */
export default function AssessmentListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan();
  const calculate = can(KEYS.calculate);
  const systems = useOwnSystems();
  const [filter, setFilter] = useState<{ systemId?: number; periodKey?: string }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [running, setRunning] = useState(false);
  // On a group page (docs/groups.md): one member's assessments, read through the group.
  const scope = useMemberScope();
  const { data, loading, reload } = useRequest(
    () => http.get<PageOf<AssessmentSummary>>(`${CLIENT_BASE}/system/score/page`, { params: { ...paging, ...filter }, headers: scope?.headers }),
    [paging, filter, scope],
  );
  const filterType = systems.data?.records.find((s) => s.id === filter.systemId)?.periodType ?? 'month';

  return (
    <div className="ec-page" data-testid="assessment-list">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space wrap>
            <Select
              allowClear
              placeholder={t('list.system')}
              style={{ width: 240 }}
              options={(systems.data?.records ?? []).map((s) => ({ value: s.id, label: s.name }))}
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
            { title: t('list.system'), dataIndex: 'systemName' },
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
                  <Button type="link" size="small" onClick={() => navigate(scope ? scope.detailPath(row.id) : `${ROUTES.detail}?id=${row.id}`)} data-testid="row-detail">{t('list.detail')}</Button>
                  {!scope && <Button type="link" size="small" onClick={() => navigate(`${ROUTES.result}?id=${row.id}`)} data-testid="row-report">{t('list.report')}</Button>}
                </Space>
              ),
            },
          ]}
          pagination={pagination(paging, setPaging, data?.total, t)}
        />
      </div>
      <RunDialog
        open={running}
        systems={(systems.data?.records ?? []).filter((s) => s.enabled)}
        onClose={() => setRunning(false)}
        onDone={() => {
          setRunning(false);
          void reload();
        }}
      />
    </div>
  );
}

/** Scores a system for a period now; the server replaces earlier results of that period. */
function RunDialog({ open, systems, onClose, onDone }: { open: boolean; systems: SystemRecord[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ systemId: number; periodKey: string }>();
  const [busy, setBusy] = useState(false);
  const systemId = Form.useWatch('systemId', form);
  const type = systems.find((s) => s.id === systemId)?.periodType ?? 'month';
  const run = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await http.post<{ enterpriseCount: number }>(`${CLIENT_BASE}/system/score/calculate`, values);
      notifier.toast('success', t('list.runDone', { count: answer.enterpriseCount }), 2);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('list.runTitle')} onCancel={onClose} onOk={() => void run()} confirmLoading={busy} destroyOnClose okButtonProps={{ 'data-testid': 'run-confirm' } as Record<string, string>}>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ systemId: systems[0]?.id, periodKey: systems[0] ? periodKeyOf(systems[0].periodType, dayjs()) : undefined }}
        onValuesChange={(changed) => {
          const picked = systems.find((s) => s.id === changed.systemId);
          if (picked) form.setFieldValue('periodKey', periodKeyOf(picked.periodType, dayjs()));
        }}
      >
        <Form.Item name="systemId" label={t('list.system')} rules={[{ required: true }]}>
          <Select options={systems.map((s) => ({ value: s.id, label: `${s.name}（${t(`period.${s.periodType}`)}）` }))} data-testid="run-system" />
        </Form.Item>
        <Form.Item name="periodKey" label={t('list.period')} rules={[{ required: true }]} valuePropName="value" trigger="onChange">
          <PeriodField type={type} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PeriodField({ type, value, onChange }: { type: SystemRecord['periodType']; value?: string; onChange?: (v: string | undefined) => void }) {
  return <PeriodPicker type={type} value={value} onChange={(v) => onChange?.(v)} testId="run-period" />;
}
