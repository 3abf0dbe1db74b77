import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Form, InputNumber, Select, Space, Spin, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { useScopedHttp } from '../../runtime/shell/memberScope';
import { notifier } from '../../runtime/services/notifier';
import { monitoringPaths, type Page } from '../../runtime/monitoring/api';
import { useRequest } from '../../runtime/monitoring/useRequest';
import type { MonthDayPeriod } from '../../schemas/contracts/monthDay';
import { periodsToSave, ShutdownPeriods } from './ShutdownPeriods';
import { useCan } from './usePointActions';

const NS = 'point-management';

interface FactorSetting {
  factorCode: string;
  constantCount: number;
  nearLimitPercent: number;
  nearLimitHours: number;
  suddenChangePercent: number;
  zeroNegativeCount: number;
}

interface RiskSettings {
  pointId: number;
  offlineMinutes: number | null;
  transferRatePercent: number;
  factors: FactorSetting[];
  shutdownPeriods: MonthDayPeriod[];
  updatedAt: string | null;
}

const FACTOR_FIELDS: { key: keyof Omit<FactorSetting, 'factorCode'>; min: number; max: number; precision?: number }[] = [
  { key: 'constantCount', min: 2, max: 10_000, precision: 0 },
  { key: 'nearLimitPercent', min: 50, max: 100 },
  { key: 'nearLimitHours', min: 1, max: 720, precision: 0 },
  { key: 'suddenChangePercent', min: 1, max: 100_000 },
  { key: 'zeroNegativeCount', min: 1, max: 1_000, precision: 0 },
];

/** Shows the factor of a row by name (its code is the form value, so it goes back with the save). */
const FactorCode = ({ value, names }: { value?: string; names: ReadonlyMap<string, string> }) => (
  <span>{value && names.has(value) ? `${names.get(value)} (${value})` : value}</span>
);

/** {root}/riskSetting?pointId=: a point’s thresholds, stored for the risk module. */
export default function RiskSettingPage({ root }: { root: string }) {
  const { t } = useTranslation(NS);
  const http = useScopedHttp();
  const navigate = useNavigate();
  const can = useCan()(P.riskSetting);
  const [params, setParams] = useSearchParams();
  const pointId = Number(params.get('pointId')) || undefined;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const points = useRequest(() => http.get<Page<{ id: number; name: string; code: string }>>(monitoringPaths.pointPage, { params: { pageNum: 1, pageSize: 50 } }), []);
  const { data, loading, reload } = useRequest(
    () => (pointId ? http.get<RiskSettings>(`${monitoringPaths.riskSetting}/${pointId}`) : Promise.resolve(undefined)),
    [pointId],
  );

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const point = useRequest(
    () => (pointId ? http.get<{ factors?: { factorCode: string; factorName: string | null }[] }>(`${monitoringPaths.points}/${pointId}`) : Promise.resolve(undefined)),
    [pointId],
  );
  const factorNames = useMemo(
    () => new Map((point.data?.factors ?? []).flatMap((f) => (f.factorName ? [[f.factorCode, f.factorName] as const] : []))),
    [point.data],
  );

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      await http.put(monitoringPaths.riskSetting, { pointId, offlineMinutes: v.offlineMinutes ?? null, transferRatePercent: v.transferRatePercent, factors: v.factors, shutdownPeriods: periodsToSave(v.shutdownPeriods) });
      notifier.toast('success', t('actions.saved'), 2);
      void reload();
    } catch {
      /* toast shown by the HTTP client */
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ec-page" data-testid="risk-setting">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(`${root}/page`)} aria-label={t('actions.back')} />
            <h3 className="ec-table-title">{t('risk.title')}</h3>
            <Select
              style={{ width: 240 }}
              placeholder={t('actions.choosePoint')}
              value={pointId}
              onChange={(id) => setParams({ pointId: String(id) })}
              options={points.data?.records.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })) ?? []}
              data-testid="risk-point"
            />
          </Space>
          {pointId && can !== 'hidden' && (
            // Not while the point's settings load: the half-filled form would fail its required fields.
            <Button type="primary" loading={saving} disabled={can === 'disabled' || loading} onClick={() => void save()} data-testid="form-submit">
              {t('actions.save')}
            </Button>
          )}
        </div>
        {!pointId ? (
          <Empty description={t('actions.choosePoint')} />
        ) : (
          <Spin spinning={loading}>
            <Form form={form} layout="inline" disabled={can !== 'show'} data-testid="risk-form">
              <Form.Item name="offlineMinutes" label={t('risk.offlineMinutes')} tooltip={t('risk.offlineHint')}>
                <InputNumber min={1} max={10_080} precision={0} placeholder={t('risk.offlineHint')} style={{ width: 200 }} data-testid="field-offlineMinutes" />
              </Form.Item>
              <Form.Item name="transferRatePercent" label={t('risk.transferRatePercent')} rules={[{ required: true }]}>
                <InputNumber min={0} max={100} style={{ width: 120 }} data-testid="field-transferRatePercent" />
              </Form.Item>
              {data?.updatedAt && (
                <span style={{ color: '#94a3b8', lineHeight: '32px' }}>
                  {t('risk.updatedAt')}: {data.updatedAt}
                </span>
              )}
              <Form.List name="factors">
                {(fields) => (
                  <Table
                    style={{ width: '100%', marginTop: 16 }}
                    size="small"
                    rowKey="key"
                    pagination={false}
                    dataSource={fields}
                    columns={[
                      {
                        title: t('risk.factor'),
                        key: 'factor',
                        render: (_, f) => (
                          <Form.Item name={[f.name, 'factorCode']} noStyle>
                            <FactorCode names={factorNames} />
                          </Form.Item>
                        ),
                      },
                      ...FACTOR_FIELDS.map(({ key, min, max, precision }) => ({
                        title: t(`risk.${key}`),
                        key,
                        render: (_: unknown, f: { name: number }) => (
                          <Form.Item name={[f.name, key]} style={{ margin: 0 }} rules={[{ required: true }]}>
                            <InputNumber min={min} max={max} precision={precision} style={{ width: 120 }} />
                          </Form.Item>
                        ),
                      })),
                    ]}
                  />
                )}
              </Form.List>
              <ShutdownPeriods disabled={can !== 'show'} />
            </Form>
          </Spin>
        )}
      </div>
    </div>
  );
}
