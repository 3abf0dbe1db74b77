import { Alert, Badge, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { http } from '../../../runtime/services/http';
import { notifier } from '../../../runtime/services/notifier';
import { useButtonAuth } from '../../../runtime/shell/useButtonAuth';
import {
  COMMAND_REMARK_MAX, COMMAND_STATUSES, FREQUENCY_RANGE,
  type CloudControlAnswer, type CommandAction, type CommandBody, type CommandRecord, type CommandStatus, type Equipment, type Plant, type Setpoint,
} from '../contract';
import { KEYS } from '../manifest';
import { get, paths } from '../ui/api';
import { fmt } from '../ui/format';
import { NS, PlantGate } from '../ui/PlantGate';

/** While commands wait for the plant, look again every few seconds; otherwise twice a minute. */
const PENDING_REFRESH_MS = 3_000;
const IDLE_REFRESH_MS = 30_000;

interface Draft {
  targetType: CommandBody['targetType'];
  targetId: number;
  targetName: string;
  action: CommandAction;
  /** Set-point or frequency commands take a value within these bounds. */
  bounds?: [number, number];
  value?: number;
  unit?: string;
}

/** The command dialog: the value (when the action takes one) and a remark, then confirmation. */
function CommandDialog({ plant, draft, onClose }: { plant: Plant; draft: Draft; onClose: (sent: boolean) => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ value?: number; remark?: string }>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    const values = await form.validateFields();
    const action = t(`command.action.${draft.action}`);
    if (!(await notifier.confirm({ title: t('control.commandTitle'), content: t('control.confirmCommand', { target: draft.targetName, action }) }))) return;
    setSending(true);
    try {
      const body: CommandBody = { plantId: plant.id, targetType: draft.targetType, targetId: draft.targetId, action: draft.action, value: values.value, remark: values.remark?.trim() || undefined };
      await http.post(paths.command, body);
      notifier.toast('success', t('control.sent'), 1.5);
      onClose(true);
    } catch {
      // Shown by the request layer (e.g. a command for this target is still pending).
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('control.commandTitle')} · ${draft.targetName}`}
      okText={t(`command.action.${draft.action}`)}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={() => onClose(false)}
      okButtonProps={{ 'data-testid': 'boao-command-send' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ value: draft.value }}>
        <Form.Item label={t('control.action')}>{t(`command.action.${draft.action}`)}</Form.Item>
        {draft.bounds && (
          <Form.Item name="value" label={`${t('control.newValue')} (${draft.bounds[0]} ~ ${draft.bounds[1]}${draft.unit ? ` ${draft.unit}` : ''})`} rules={[{ required: true, message: t('errors.valueRequired') }]}>
            <InputNumber min={draft.bounds[0]} max={draft.bounds[1]} step={0.1} style={{ width: '100%' }} data-testid="boao-command-value" />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('control.remark')}>
          <Input.TextArea maxLength={COMMAND_REMARK_MAX} showCount placeholder={t('control.remarkPlaceholder')} data-testid="boao-command-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ControlView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const commandState = useButtonAuth(KEYS.command);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<CommandStatus | undefined>(undefined);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [pending, setPending] = useState(0);
  const refreshMs = pending > 0 ? PENDING_REFRESH_MS : IDLE_REFRESH_MS;
  const state = useRequest(
    async () => {
      const answer = await get<CloudControlAnswer>('cloudControl', { plantId: plant.id });
      setPending(answer.pendingCommands);
      return answer;
    },
    [plant.id],
    { refreshMs },
  );
  const commands = useRequest(() => get<{ records: CommandRecord[]; total: number }>('commandPage', { plantId: plant.id, status, ...paging }), [plant.id, status, paging], { refreshMs });
  const canCommand = commandState !== 'hide';
  const disabled = commandState === 'disabled';
  const reloadAll = () => {
    void state.reload();
    void commands.reload();
  };
  const setpointName = (code: string) => t(`setpoint.${code}`, { defaultValue: code });

  const commandButton = (label: string, next: Draft, testId: string, danger = false) =>
    canCommand && (
      <Button size="small" danger={danger} disabled={disabled} onClick={() => setDraft(next)} data-testid={testId}>
        {label}
      </Button>
    );

  const setpointColumns = [
    { title: t('control.target'), dataIndex: 'code', key: 'name', render: setpointName },
    { title: t('control.value'), key: 'value', align: 'right' as const, render: (_: unknown, s: Setpoint) => <span data-testid={`boao-setpoint-${s.code}`}>{`${fmt(s.value)} ${s.unit}`}</span> },
    { title: t('control.rangeLimit'), key: 'range', align: 'right' as const, render: (_: unknown, s: Setpoint) => `${s.min} ~ ${s.max}` },
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', key: 'updated', width: 170 },
    ...(canCommand
      ? [{
          title: t('control.operate'),
          key: 'op',
          render: (_: unknown, s: Setpoint) =>
            commandButton(t('control.setValue'), { targetType: 'setpoint', targetId: s.id, targetName: setpointName(s.code), action: 'setValue', bounds: [s.min, s.max], value: s.value, unit: s.unit }, `boao-setpoint-edit-${s.code}`),
        }]
      : []),
  ];

  const equipmentColumns = [
    { title: t('control.target'), key: 'name', render: (_: unknown, e: Equipment) => <span>{e.name} <span className="boao-muted">{e.code}</span></span> },
    { title: t('control.area'), dataIndex: 'area', key: 'area' },
    { title: t('control.kind'), dataIndex: 'kind', key: 'kind', render: (k: string) => t(`kind.${k}`) },
    {
      title: t('control.state'),
      key: 'state',
      render: (_: unknown, e: Equipment) => (
        <span data-testid={`boao-equipment-state-${e.code}`} data-running={e.running ? '1' : '0'}>
          {e.fault ? <Badge status="error" text={t('control.fault')} /> : e.running ? <Badge status="processing" text={t('control.running')} /> : <Badge status="default" text={t('control.stopped')} />}
        </span>
      ),
    },
    { title: t('control.frequency'), dataIndex: 'frequencyHz', key: 'hz', align: 'right' as const, render: (v: number | null) => fmt(v, 1) },
    { title: t('control.runHours'), dataIndex: 'runHours', key: 'hours', align: 'right' as const, render: (v: number) => fmt(v, 0) },
    ...(canCommand
      ? [{
          title: t('control.operate'),
          key: 'op',
          render: (_: unknown, e: Equipment) => {
            const target = { targetType: 'equipment' as const, targetId: e.id, targetName: e.name };
            return (
              <Space size={4}>
                {e.running
                  ? commandButton(t('control.stop'), { ...target, action: 'stop' }, `boao-equipment-stop-${e.code}`, true)
                  : commandButton(t('control.start'), { ...target, action: 'start' }, `boao-equipment-start-${e.code}`)}
                {e.frequencyHz !== null &&
                  commandButton(t('control.setFrequency'), { ...target, action: 'setFrequency', bounds: [...FREQUENCY_RANGE], value: e.frequencyHz || undefined, unit: 'Hz' }, `boao-equipment-hz-${e.code}`)}
              </Space>
            );
          },
        }]
      : []),
  ];

  const statusColour: Record<CommandStatus, string> = { pending: 'processing', acknowledged: 'success', rejected: 'error' };
  const commandColumns = [
    { title: t('control.requestedAt'), dataIndex: 'requestedAt', key: 'at', width: 170 },
    { title: t('control.target'), key: 'target', render: (_: unknown, c: CommandRecord) => (c.targetType === 'setpoint' ? setpointName(c.targetName) : c.targetName) },
    { title: t('control.action'), dataIndex: 'action', key: 'action', render: (a: string) => t(`command.action.${a}`) },
    { title: t('control.previousValue'), dataIndex: 'previousValue', key: 'prev', align: 'right' as const, render: (v: number | null, c: CommandRecord) => (c.action === 'start' || c.action === 'stop' ? '--' : fmt(v)) },
    { title: t('control.newValue'), dataIndex: 'value', key: 'value', align: 'right' as const, render: (v: number | null) => fmt(v) },
    { title: t('control.requestedBy'), dataIndex: 'requestedBy', key: 'by', render: (v: string | null) => v ?? '--' },
    {
      title: t('control.status'),
      key: 'status',
      render: (_: unknown, c: CommandRecord) => (
        <Tag color={statusColour[c.status]} data-testid={`boao-command-status-${c.id}`} data-status={c.status}>
          {t(`command.status.${c.status}`)}
        </Tag>
      ),
    },
    { title: t('control.result'), dataIndex: 'result', key: 'result', render: (r: string | null) => (r ? t(`command.result.${r}`) : '--') },
    { title: t('control.acknowledgedAt'), dataIndex: 'acknowledgedAt', key: 'ack', width: 170, render: (v: string | null) => v ?? '--' },
    { title: t('control.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true, render: (v: string | null) => v ?? '--' },
  ];

  return (
    <>
      <Alert type={plant.simulated ? 'info' : 'warning'} showIcon message={plant.simulated ? t('control.simulatedAck') : t('control.realAck')} data-testid="boao-control-mode" />
      <div className="ec-panel">
          <div className="boao-panel-title">{t('control.setpoints')}</div>
          <Table<Setpoint> rowKey="id" size="small" loading={state.loading && !state.data} columns={setpointColumns} dataSource={state.data?.setpoints ?? []} pagination={false} data-testid="boao-setpoint-table" />
      </div>
      <div className="ec-panel">
          <div className="boao-panel-title">{t('control.equipment')}</div>
          <Table<Equipment> rowKey="id" size="small" loading={state.loading && !state.data} columns={equipmentColumns} dataSource={state.data?.equipment ?? []} pagination={false} scroll={{ x: 760 }} data-testid="boao-equipment-table" />
      </div>
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <div className="boao-panel-title">
            {t('control.commands')}
            {pending > 0 && <Tag color="processing" data-testid="boao-pending">{t('control.pendingCount', { n: pending })}</Tag>}
          </div>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('control.allStatuses')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPaging((p) => ({ ...p, pageNum: 1 }));
            }}
            options={COMMAND_STATUSES.map((s) => ({ value: s, label: t(`command.status.${s}`) }))}
            data-testid="boao-command-filter"
          />
        </div>
        <Table<CommandRecord>
          rowKey="id"
          size="small"
          loading={commands.loading && !commands.data}
          columns={commandColumns}
          dataSource={commands.data?.records ?? []}
          scroll={{ x: 1300 }}
          locale={{ emptyText: t('common.noData') }}
          onRow={() => ({ 'data-testid': 'boao-command-row' }) as never}
          pagination={{
            className: 'ec-list-pagination',
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: commands.data?.total ?? 0,
            pageSizeOptions: ['10', '20', '30', '50'],
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
          }}
          data-testid="boao-command-table"
        />
      </div>
      {draft && (
        <CommandDialog
          plant={plant}
          draft={draft}
          onClose={(sent) => {
            setDraft(null);
            if (sent) reloadAll();
          }}
        />
      )}
    </>
  );
}

/** /boao/cloudControl: set-points and equipment states, and the audit-logged command queue the plant answers. */
export default function CloudControlPage() {
  return <PlantGate testId="boao-cloudControl">{(plant) => <ControlView plant={plant} />}</PlantGate>;
}
