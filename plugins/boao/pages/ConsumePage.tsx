import { EditOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../../runtime/monitoring/historyRange';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { http } from '../../../runtime/services/http';
import { notifier } from '../../../runtime/services/notifier';
import { useButtonAuth } from '../../../runtime/shell/useButtonAuth';
import type { ConsumeAnswer, ConsumeBody, Plant } from '../contract';
import { CONSUMABLES, type ConsumptionRow } from '../domain/consumption';
import { KEYS } from '../manifest';
import { get, paths } from '../ui/api';
import { fmt, fmtVolume } from '../ui/format';
import { ChartPanel, PagedTable, ToolbarPanel } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';
import { useStatisticsRange } from '../ui/useStatisticsRange';

const AMOUNT_LABEL: Record<(typeof CONSUMABLES)[number], string> = {
  electricityKwh: 'consume.electricity',
  pacKg: 'consume.pac',
  pamKg: 'consume.pam',
  nacloKg: 'consume.naclo',
  carbonKg: 'consume.carbon',
};
const INTENSITIES = [
  ['electricityKwhPerM3', 'consume.electricityIntensity', 3],
  ['pacGPerM3', 'consume.pacIntensity', 2],
  ['pamGPerM3', 'consume.pamIntensity', 2],
  ['nacloGPerM3', 'consume.nacloIntensity', 2],
  ['carbonGPerM3', 'consume.carbonIntensity', 2],
] as const;

/** The day's log form: a past day and the five amounts. */
function EntryDialog({ plant, onClose }: { plant: Plant; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body: ConsumeBody = { plantId: plant.id, day: (values.day as Dayjs).format('YYYY-MM-DD'), ...Object.fromEntries(CONSUMABLES.map((c) => [c, values[c]])) } as ConsumeBody;
      await http.put(paths.consume, body);
      notifier.toast('success', t('common.saved'), 1);
      onClose(true);
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('consume.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      okButtonProps={{ 'data-testid': 'boao-consume-save' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ day: chinaNow().subtract(1, 'day') }}>
        <Form.Item name="day" label={t('consume.day')} rules={[{ required: true }]}>
          <DatePicker disabledDate={(d) => !d.isBefore(chinaNow(), 'day')} data-testid="boao-consume-day" />
        </Form.Item>
        {CONSUMABLES.map((c) => (
          <Form.Item key={c} name={c} label={t(AMOUNT_LABEL[c])} rules={[{ required: true }]}>
            <InputNumber min={0} max={100_000_000} precision={1} style={{ width: '100%' }} data-testid={`boao-consume-${c}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function ConsumeView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const { granularity, controls, params } = useStatisticsRange();
  const [editing, setEditing] = useState(false);
  const editState = useButtonAuth(KEYS.consumeEdit);
  const { data, loading, reload } = useRequest(() => get<ConsumeAnswer>('consume', { plantId: plant.id, ...params }), [plant.id, params]);
  const rows = data?.rows ?? [];
  const categories = rows.map((r) => r.period);

  const columns = [
    { title: t('consume.period'), dataIndex: 'period', key: 'period', fixed: 'left' as const, width: 110 },
    ...(granularity === 'month' ? [{ title: t('consume.days'), dataIndex: 'days', key: 'days', width: 90, align: 'right' as const }] : []),
    { title: t('consume.treated'), dataIndex: 'treatedM3', key: 'treated', width: 130, align: 'right' as const, render: fmtVolume },
    ...CONSUMABLES.map((c) => ({ title: t(AMOUNT_LABEL[c]), key: c, width: 120, align: 'right' as const, render: (_: unknown, r: ConsumptionRow) => fmt(r.amounts[c], 1) })),
    ...INTENSITIES.map(([k, label, decimals]) => ({ title: t(label), key: k, width: 150, align: 'right' as const, render: (_: unknown, r: ConsumptionRow) => fmt(r.intensity[k], decimals) })),
  ];

  return (
    <>
      <ToolbarPanel
        filters={controls}
        actions={
          editState !== 'hide' && (
            <Button type="primary" icon={<EditOutlined />} disabled={editState === 'disabled'} onClick={() => setEditing(true)} data-testid="boao-consume-edit">
              {t('consume.edit')}
            </Button>
          )
        }
      >
        {data && (
          <div className="boao-muted" data-testid="boao-consume-summary">
            {t('consume.summary', { m3: fmtVolume(data.total.treatedM3), kwh: fmt(data.total.intensity.electricityKwhPerM3, 3) })}
          </div>
        )}
      </ToolbarPanel>
      <div className="boao-grid-2">
        <ChartPanel
          title={t('consume.chartEnergy')}
          testId="boao-chart-energy"
          chart={{
            categories,
            series: [
              { name: t('consume.treated'), type: 'bar', data: rows.map((r) => r.treatedM3) },
              { name: t('consume.electricityIntensity'), type: 'line', data: rows.map((r) => r.intensity.electricityKwhPerM3), axis: 1 },
            ],
            axes: ['m³', 'kWh/m³'],
          }}
        />
        <ChartPanel
          title={t('consume.chartChemicals')}
          testId="boao-chart-chemicals"
          chart={{
            categories,
            series: INTENSITIES.slice(1).map(([k, label]) => ({ name: t(label), type: 'line' as const, data: rows.map((r) => r.intensity[k]) })),
            axes: ['g/m³'],
          }}
        />
      </div>
      <div className="ec-panel">
        <PagedTable<ConsumptionRow>
          name="consume"
          rowKey="period"
          loading={loading}
          columns={columns}
          dataSource={[...rows].reverse()}
          scroll={{ x: 1500 }}
        />
      </div>
      {editing && (
        <EntryDialog
          plant={plant}
          onClose={(saved) => {
            setEditing(false);
            if (saved) void reload();
          }}
        />
      )}
    </>
  );
}

/** /boao/dataCenter/statistics/consume: electricity and chemicals, absolute and per m³ treated, per day or month. */
export default function ConsumePage() {
  return <PlantGate testId="boao-consume">{(plant) => <ConsumeView plant={plant} />}</PlantGate>;
}

