import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, ColorPicker, Form, Input, InputNumber, Modal, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PERIOD_TYPES, WEIGHT_TOTAL, type Level, type RiskFeed, type RuleKey, type RuleParams, type SettingAreaKind } from '../contract';
import { areaOf, listPath } from '../area';
import { useAllIndicators } from '../evaluationStore';
import { FormButtons, requiredText, useSave } from '../listParts';
import { ParamFields } from './ParamFields';
import { feedBody, feedValues, RiskFeedFields, type RiskFeedValues } from './RiskFeedFields';
import { NS, type IndicatorRecord, type SystemRecord } from './shared';

interface ItemRow {
  id?: number;
  indicatorId?: number;
  name: string;
  kind: 'score' | 'select';
  category: string;
  ruleKey: RuleKey | null;
  weight: number;
  params: RuleParams;
}

interface FormValues {
  name: string;
  periodType: 'month' | 'quarter' | 'year';
  enabled: boolean;
  remark?: string;
  levels: Level[];
  items: ItemRow[];
  riskFeed: RiskFeedValues;
}

const PRESETS: Record<'grade' | 'credit', [string, number, string][]> = {
  grade: [['excellent', 90, '#52c41a'], ['good', 80, '#1677ff'], ['fair', 60, '#faad14'], ['poor', 0, '#ff4d4f']],
  credit: [['green', 90, '#52c41a'], ['blue', 80, '#1677ff'], ['yellow', 60, '#fadb14'], ['red', 40, '#ff4d4f'], ['black', 0, '#262626']],
};

/** Add or edit an evaluation system: period, levels, indicators with weights (adding up to 100) and thresholds. */
export default function SystemFormPage({ area: areaKind }: { area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const [form] = Form.useForm<FormValues>();
  const [loading, setLoading] = useState(Boolean(id));
  const [picking, setPicking] = useState(false);
  const loadedFeed = useRef<RiskFeed | undefined>(undefined);
  const items: ItemRow[] = Form.useWatch('items', form) ?? [];
  const total = Math.round(items.reduce((n, i) => n + (Number(i?.weight) || 0), 0) * 1000) / 1000;

  useEffect(() => {
    if (!id) {
      form.setFieldsValue({ periodType: 'month', enabled: true, riskFeed: feedValues(undefined), levels: PRESETS.grade.map(([n, minScore, color]) => ({ name: t(`levelNames.${n}`), minScore, color })), items: [] });
      return;
    }
    void area.http.get<SystemRecord>(`${area.base}/system/${id}`).then((s) => {
      loadedFeed.current = s.riskFeed;
      form.setFieldsValue({ riskFeed: feedValues(s.riskFeed), name: s.name, periodType: s.periodType, enabled: s.enabled, remark: s.remark ?? undefined, levels: s.levels, items: (s.items ?? []).map((i) => ({ id: i.id, name: i.name, kind: i.kind, category: i.category, ruleKey: i.ruleKey, weight: i.weight, params: i.params })) });
      setLoading(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const { save, saving } = useSave(
    form,
    (values: FormValues) => {
      const body = {
        name: values.name,
        periodType: values.periodType,
        enabled: values.enabled,
        remark: values.remark || null,
        riskFeed: feedBody(values.riskFeed, loadedFeed.current),
        levels: values.levels.map((l) => ({ name: l.name, minScore: l.minScore, color: typeof l.color === 'string' ? l.color : (l.color as { toHexString(): string }).toHexString() })),
        items: (values.items ?? []).map((i) => ({ ...(i.id ? { id: i.id } : { indicatorId: i.indicatorId }), weight: i.weight, ...(i.ruleKey ? { params: i.params } : {}) })),
      };
      return id ? area.http.put(`${area.base}/system/${id}`, body) : area.http.post(`${area.base}/system`, body);
    },
    () => navigate(listPath(area, area.routes.evaluationSystem)),
  );

  return (
    <div className="ec-page" data-testid="system-form">
      <Spin spinning={loading}>
        <Card>
          <Form form={form} labelCol={{ span: 3 }} wrapperCol={{ span: 20 }}>
            <Form.Item name="name" label={t('field.name')} rules={requiredText(t, t('field.name'), 50)}>
              <Input maxLength={50} data-testid="field-name" />
            </Form.Item>
            <Form.Item name="periodType" label={t('field.periodType')} rules={[{ required: true }]}>
              <Select options={PERIOD_TYPES.map((p) => ({ value: p, label: t(`period.${p}`) }))} style={{ width: 160 }} data-testid="field-periodType" />
            </Form.Item>
            <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label={t('field.levels')} required>
              <Form.List name="levels">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((f) => (
                      <Space key={f.key} align="baseline">
                        <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true }, { max: 20 }]}><Input placeholder={t('field.levelName')} style={{ width: 120 }} /></Form.Item>
                        <Form.Item name={[f.name, 'minScore']} rules={[{ required: true }]}><InputNumber min={0} max={100} placeholder={t('field.minScore')} /></Form.Item>
                        <Form.Item name={[f.name, 'color']} rules={[{ required: true }]}><ColorPicker disabledAlpha /></Form.Item>
                        {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                      </Space>
                    ))}
                    <Space>
                      <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', minScore: 0, color: '#1677ff' })}>{t('field.addLevel')}</Button>
                      {(['grade', 'credit'] as const).map((p) => (
                        <Button key={p} size="small" onClick={() => form.setFieldValue('levels', PRESETS[p].map(([n, minScore, color]) => ({ name: t(`levelNames.${n}`), minScore, color })))}>{t(`levelPreset.${p}`)}</Button>
                      ))}
                    </Space>
                  </>
                )}
              </Form.List>
            </Form.Item>
            <Form.Item label={t('field.items')} required>
              <Form.List name="items">
                {(fields, { remove }) => (
                  <Table
                    rowKey="key"
                    size="small"
                    pagination={false}
                    dataSource={fields}
                    data-testid="system-items"
                    expandable={{
                      rowExpandable: (f) => Boolean(items[f.name]?.ruleKey),
                      expandedRowRender: (f) => (
                        <Form.Item noStyle>
                          <Space wrap>
                            <ParamFields rule={items[f.name]?.ruleKey} name={[f.name, 'params']} testPrefix={`item-${f.name}-params`} />
                          </Space>
                        </Form.Item>
                      ),
                    }}
                    columns={[
                      { title: t('field.name'), key: 'name', render: (_, f) => <Space>{items[f.name]?.name}<Tag>{t(`kind.${items[f.name]?.kind ?? 'score'}`)}</Tag></Space> },
                      { title: t('field.category'), key: 'category', width: 110, render: (_, f) => items[f.name]?.category },
                      { title: t('field.rule'), key: 'rule', width: 160, render: (_, f) => (items[f.name]?.ruleKey ? t(`rules.${items[f.name]!.ruleKey}`) : '—') },
                      {
                        title: t('field.weight'),
                        key: 'weight',
                        width: 130,
                        render: (_, f) => (
                          <Form.Item name={[f.name, 'weight']} rules={[{ required: true }]} noStyle>
                            <InputNumber min={0} max={100} data-testid={`item-weight-${f.name}`} />
                          </Form.Item>
                        ),
                      },
                      { title: '', key: 'remove', width: 50, render: (_, f) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t('runtime:list.delete')} /> },
                    ]}
                  />
                )}
              </Form.List>
              <Space style={{ marginTop: 8 }}>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="item-add">{t('field.addItem')}</Button>
                <Typography.Text type={total === WEIGHT_TOTAL ? 'success' : 'danger'} data-testid="weight-total">{t('field.weightTotal', { total })}</Typography.Text>
              </Space>
            </Form.Item>
            <RiskFeedFields />
            <Form.Item name="remark" label={t('field.remark')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item wrapperCol={{ offset: 3 }}>
              <FormButtons saving={saving} disabled={total !== WEIGHT_TOTAL} onSave={() => void save()} />
            </Form.Item>
          </Form>
        </Card>
      </Spin>
      <IndicatorPicker
        open={picking}
        area={areaKind}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          form.setFieldValue('items', [...items, ...picked.map((i) => ({ indicatorId: i.id, name: i.name, kind: i.kind, category: i.category, ruleKey: i.ruleKey, weight: 0, params: i.params }))]);
          setPicking(false);
        }}
      />
    </div>
  );
}

/** Chooses indicators (own and templates, both kinds) to add to a system. */
function IndicatorPicker({ open, area: areaKind, onClose, onPick }: { open: boolean; area: SettingAreaKind; onClose(): void; onPick(items: IndicatorRecord[]): void }) {
  const { t } = useTranslation(NS);
  const all = useAllIndicators(areaKind, open);
  const rows = all.data ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);
  return (
    <Modal open={open} title={t('list.chooseIndicator')} width={760} onCancel={onClose} onOk={() => onPick(rows.filter((r) => selected.includes(r.id)))} destroyOnClose>
      <Table<IndicatorRecord>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={all.loading}
        pagination={{ pageSize: 10 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          { title: t('field.name'), dataIndex: 'name', render: (v: string, r) => <Space>{v}{r.template && <Tag>{t('field.template')}</Tag>}</Space> },
          { title: t('field.kind'), dataIndex: 'kind', width: 110, render: (v: string) => t(`kind.${v}`) },
          { title: t('field.category'), dataIndex: 'category', width: 100 },
          { title: t('field.rule'), dataIndex: 'ruleKey', width: 150, render: (v: string | null) => (v ? t(`rules.${v}`) : '—') },
        ]}
      />
    </Modal>
  );
}
