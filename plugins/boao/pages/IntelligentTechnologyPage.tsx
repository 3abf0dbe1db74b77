import { Button, Descriptions, Form, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../runtime/monitoring/EChart';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { http } from '../../../runtime/services/http';
import { notifier } from '../../../runtime/services/notifier';
import { useButtonAuth } from '../../../runtime/shell/useButtonAuth';
import type { CommandBody, IntelligentAnswer, Plant } from '../contract';
import { DEFAULT_DOSING_PARAMS, DOSING_PARAM_BOUNDS, type DosingParams } from '../domain/dosing';
import { KEYS } from '../manifest';
import { get, paths } from '../ui/api';
import { Stat } from '../ui/bits';
import { comboOption } from '../ui/charts';
import { fmt } from '../ui/format';
import { NS, PlantGate } from '../ui/PlantGate';

type Recommendation = IntelligentAnswer['recommendations'][number];
const PARAM_NAMES = Object.keys(DEFAULT_DOSING_PARAMS) as (keyof DosingParams)[];

function IntelligentView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<DosingParams>();
  const [params, setParams] = useState<DosingParams>({ ...DEFAULT_DOSING_PARAMS });
  const applyState = useButtonAuth(KEYS.command);
  const { data, loading, reload } = useRequest(() => get<IntelligentAnswer>('intelligent', { plantId: plant.id, ...params }), [plant.id, params], { refreshMs: 60_000 });
  const recs = data?.recommendations ?? [];
  const basis = data?.basis;
  const chemical = (c: string) => t(`intelligent.chemicalName.${c}`);

  const apply = async (r: Recommendation) => {
    if (r.setpointId === null || r.doseMgL === null) return;
    const value = Math.round(r.doseMgL * 10) / 10;
    if (!(await notifier.confirm({ title: t('intelligent.apply'), content: t('intelligent.applyConfirm', { name: chemical(r.chemical), value }) }))) return;
    try {
      const body: CommandBody = { plantId: plant.id, targetType: 'setpoint', targetId: r.setpointId, action: 'setValue', value, remark: t('intelligent.recommendations') };
      await http.post(paths.command, body);
      notifier.toast('success', t('control.sent'), 1.5);
      void reload();
    } catch {
      // Shown by the request layer.
    }
  };

  const columns = [
    { title: t('intelligent.chemical'), dataIndex: 'chemical', key: 'chemical', render: chemical },
    {
      title: t('intelligent.driver'),
      key: 'driver',
      render: (_: unknown, r: Recommendation) =>
        r.missing.length ? t('intelligent.missing', { what: r.missing.map((m) => t(`intelligent.missingWhat.${m}`)).join('、') }) : t(`intelligent.driverText.${r.chemical}`, { v: fmt(r.driver) }),
    },
    { title: t('intelligent.dose'), dataIndex: 'doseMgL', key: 'dose', align: 'right' as const, render: (v: number | null, r: Recommendation) => <span data-testid={`boao-dose-${r.chemical}`}>{fmt(v, 2)}</span> },
    { title: t('intelligent.kgPerHour'), dataIndex: 'kgPerHour', key: 'kgh', align: 'right' as const, render: (v: number | null) => fmt(v, 2) },
    { title: t('intelligent.kgPerDay'), dataIndex: 'kgPerDay', key: 'kgd', align: 'right' as const, render: (v: number | null) => fmt(v, 1) },
    { title: t('intelligent.current'), dataIndex: 'currentDose', key: 'current', align: 'right' as const, render: (v: number | null) => fmt(v) },
    ...(applyState !== 'hide'
      ? [{
          title: t('control.operate'),
          key: 'op',
          render: (_: unknown, r: Recommendation) => (
            <Button size="small" disabled={applyState === 'disabled' || r.doseMgL === null || r.setpointId === null} onClick={() => void apply(r)} data-testid={`boao-apply-${r.chemical}`}>
              {t('intelligent.apply')}
            </Button>
          ),
        }]
      : []),
  ];

  return (
    <>
      <div className="boao-stats">
        <Stat label={t('intelligent.inflow')} value={fmt(basis?.inflowM3h, 1)} unit="m³/h" testId="boao-basis-inflow" />
        <Stat label={t('intelligent.load', { name: t('factor.w01018') })} value={fmt(data?.loads.cod, 1)} />
        <Stat label={t('intelligent.load', { name: t('factor.w21001') })} value={fmt(data?.loads.tn, 2)} />
        <Stat label={t('intelligent.load', { name: t('factor.w21011') })} value={fmt(data?.loads.tp, 2)} />
      </div>
      <div className="boao-grid-2">
        <div className="ec-panel">
          <div className="boao-panel-title">{t('intelligent.basis')}</div>
          <Descriptions size="small" column={2} bordered data-testid="boao-basis">
            <Descriptions.Item label={t('intelligent.inletCod')}>{fmt(basis?.inletCod)} mg/L</Descriptions.Item>
            <Descriptions.Item label={t('intelligent.inletTn')}>{fmt(basis?.inletTn)} mg/L</Descriptions.Item>
            <Descriptions.Item label={t('intelligent.inletTp')}>{fmt(basis?.inletTp)} mg/L</Descriptions.Item>
            <Descriptions.Item label={t('intelligent.secondaryTn')}>{fmt(basis?.secondaryTn)} mg/L</Descriptions.Item>
            <Descriptions.Item label={t('intelligent.secondaryTp')}>{fmt(basis?.secondaryTp)} mg/L</Descriptions.Item>
            <Descriptions.Item label={t('data.lastData')}>{basis?.dataTime ?? '--'}</Descriptions.Item>
          </Descriptions>
        </div>
        <div className="ec-panel">
          <div className="boao-panel-title">{t('intelligent.params')}</div>
          <Form form={form} layout="inline" initialValues={params} onFinish={(v) => setParams({ ...DEFAULT_DOSING_PARAMS, ...v })}>
            {PARAM_NAMES.map((name) => (
              <Form.Item key={name} name={name} label={t(`intelligent.param.${name}`)} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
                <InputNumber min={DOSING_PARAM_BOUNDS[name][0]} max={DOSING_PARAM_BOUNDS[name][1]} step={0.01} style={{ width: 100 }} data-testid={`boao-param-${name}`} />
              </Form.Item>
            ))}
            <Space>
              <Button type="primary" htmlType="submit" data-testid="boao-recompute">
                {t('intelligent.recompute')}
              </Button>
              <Button
                onClick={() => {
                  form.setFieldsValue(DEFAULT_DOSING_PARAMS);
                  setParams({ ...DEFAULT_DOSING_PARAMS });
                }}
              >
                {t('intelligent.resetParams')}
              </Button>
            </Space>
          </Form>
        </div>
      </div>
      <div className="ec-panel">
        <div className="boao-panel-title">{t('intelligent.recommendations')}</div>
        <Table<Recommendation> rowKey="chemical" size="small" loading={loading && !data} columns={columns} dataSource={recs} pagination={false} data-testid="boao-recommendations" />
      </div>
      <div className="boao-grid-2">
        <div className="ec-panel">
          <EChart
            testId="boao-chart-dosing"
            height={260}
            option={comboOption({
              categories: recs.map((r) => chemical(r.chemical)),
              series: [
                { name: t('intelligent.dose'), type: 'bar', data: recs.map((r) => r.doseMgL) },
                { name: t('intelligent.current'), type: 'bar', data: recs.map((r) => r.currentDose) },
              ],
              axes: ['mg/L'],
            })}
          />
        </div>
        <div className="ec-panel boao-formula" data-testid="boao-formulas">
          <div className="boao-panel-title">{t('intelligent.formula')}</div>
          <div>{t('intelligent.formulaPac')}</div>
          <div>{t('intelligent.formulaCarbon')}</div>
          <div>{t('intelligent.formulaNaclo')}</div>
          <div>{t('intelligent.formulaFlow')}</div>
        </div>
      </div>
    </>
  );
}

/** /boao/intelligentTechnology: PAC, carbon-source and hypochlorite doses recommended from the current inflow and load. */
export default function IntelligentTechnologyPage() {
  return <PlantGate testId="boao-intelligentTechnology">{(plant) => <IntelligentView plant={plant} />}</PlantGate>;
}
