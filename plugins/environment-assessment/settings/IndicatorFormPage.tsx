import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paramsWithDefaults, RULE_KEYS, RULES, type RuleKey, type SettingAreaKind } from '../contract';
import { areaOf, listPath } from '../area';
import { FormButtons, requiredText, useSave } from '../listParts';
import { ParamFields } from './ParamFields';
import { CATEGORY_SUGGESTIONS, indicatorPath, NS, type IndicatorRecord, type Kind } from './shared';

interface FormValues {
  name: string;
  category: string;
  fullScore?: number;
  ruleKey?: RuleKey;
  params?: Record<string, unknown>;
  deduction?: { mode: 'perUnit' | 'steps' | 'proportional'; perUnit?: number; steps?: { min?: number | null; max?: number | null; deduct: number }[] };
  options?: { label: string; score: number }[];
  defaultIndex?: number;
  description?: string;
}

/** Add or edit a scoring indicator (rule, parameters, deduction) or a selection indicator (options). */
export default function IndicatorFormPage({ kind, area: areaKind }: { kind: Kind; area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const [form] = Form.useForm<FormValues>();
  const [loading, setLoading] = useState(Boolean(id));
  const rule = Form.useWatch('ruleKey', form);
  const mode = Form.useWatch(['deduction', 'mode'], form);
  const options = Form.useWatch('options', form);
  const root = kind === 'score' ? area.routes.customIndicator : area.routes.selectIndicator;
  const api = `${area.base}/${indicatorPath(kind)}`;

  useEffect(() => {
    if (!id) {
      form.setFieldsValue(kind === 'score' ? { fullScore: 100, ruleKey: 'concentration', params: {}, deduction: { mode: 'perUnit', perUnit: 5 } } : { options: [{ label: t('runtime:common.yes'), score: 100 }, { label: t('runtime:common.no'), score: 0 }], defaultIndex: 1 });
      return;
    }
    void area.http.get<IndicatorRecord>(`${api}/${id}`).then((r) => {
      form.setFieldsValue({ ...r, ruleKey: r.ruleKey ?? undefined, deduction: r.deduction ?? undefined, options: r.options ?? undefined, defaultIndex: Number(r.params.defaultIndex ?? 0), description: r.description ?? undefined });
      setLoading(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const { save, saving } = useSave(
    form,
    (values: FormValues) => {
      const body =
        kind === 'score'
          ? { name: values.name, category: values.category, fullScore: values.fullScore, ruleKey: values.ruleKey, params: values.params ?? {}, deduction: values.deduction, description: values.description || null }
          : { name: values.name, category: values.category, options: values.options, defaultIndex: values.defaultIndex ?? 0, description: values.description || null };
      return id ? area.http.put(`${api}/${id}`, body) : area.http.post(api, body);
    },
    () => navigate(listPath(area, root)),
  );

  return (
    <div className="ec-page" data-testid="indicator-form">
      <Spin spinning={loading}>
        <Card>
          <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }}>
            <Form.Item name="name" label={t('field.name')} rules={requiredText(t, t('field.name'), 50)}>
              <Input maxLength={50} data-testid="field-name" />
            </Form.Item>
            <Form.Item name="category" label={t('field.category')} rules={requiredText(t, t('field.category'), 30)}>
              <AutoComplete options={CATEGORY_SUGGESTIONS.map((value) => ({ value }))} data-testid="field-category" />
            </Form.Item>
            {kind === 'score' ? (
              <>
                <Form.Item name="fullScore" label={t('field.fullScore')} rules={[{ required: true }]}>
                  <InputNumber min={1} max={100} data-testid="field-fullScore" />
                </Form.Item>
                <Form.Item name="ruleKey" label={t('field.rule')} rules={[{ required: true }]} extra={rule ? t(`ruleHelp.${rule}`) : undefined}>
                  <Select
                    options={RULE_KEYS.map((k) => ({ value: k, label: t(`rules.${k}`) }))}
                    onChange={(k: RuleKey) => {
                      form.setFieldValue('params', paramsWithDefaults(k, {}));
                      if (RULES[k].measure !== 'rate' && form.getFieldValue(['deduction', 'mode']) === 'proportional') form.setFieldValue(['deduction', 'mode'], 'perUnit');
                    }}
                    data-testid="field-ruleKey"
                  />
                </Form.Item>
                <ParamFields rule={rule} name={['params']} testPrefix="field-params" />
                <Form.Item name={['deduction', 'mode']} label={t('deduction.mode')} rules={[{ required: true }]}>
                  <Radio.Group>
                    <Radio value="perUnit">{t('deduction.perUnit')}</Radio>
                    <Radio value="steps">{t('deduction.steps')}</Radio>
                    {rule && RULES[rule].measure === 'rate' && <Radio value="proportional">{t('deduction.proportional')}</Radio>}
                  </Radio.Group>
                </Form.Item>
                {mode === 'perUnit' && (
                  <Form.Item name={['deduction', 'perUnit']} label={t('deduction.perUnitValue')} rules={[{ required: true }]}>
                    <InputNumber min={0} max={100} data-testid="field-perUnit" />
                  </Form.Item>
                )}
                {mode === 'steps' && (
                  <Form.Item label={t('deduction.steps')}>
                    <Form.List name={['deduction', 'steps']}>
                      {(fields, { add, remove }) => (
                        <>
                          {fields.map((f) => (
                            <Space key={f.key} align="baseline">
                              <Form.Item name={[f.name, 'min']}><InputNumber placeholder={t('deduction.min')} /></Form.Item>
                              <Form.Item name={[f.name, 'max']}><InputNumber placeholder={t('deduction.max')} /></Form.Item>
                              <Form.Item name={[f.name, 'deduct']} rules={[{ required: true }]}><InputNumber min={0} max={100} placeholder={t('deduction.deduct')} /></Form.Item>
                              <MinusCircleOutlined onClick={() => remove(f.name)} />
                            </Space>
                          ))}
                          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ min: null, max: null, deduct: 0 })}>{t('deduction.addStep')}</Button>
                        </>
                      )}
                    </Form.List>
                  </Form.Item>
                )}
              </>
            ) : (
              <>
                <Form.Item label={t('field.options')} required>
                  <Form.List name="options">
                    {(fields, { add, remove }) => (
                      <>
                        {fields.map((f) => (
                          <Space key={f.key} align="baseline">
                            <Form.Item name={[f.name, 'label']} rules={[{ required: true, whitespace: true }, { max: 30 }]}><Input placeholder={t('field.optionLabel')} data-testid={`field-option-${f.name}-label`} /></Form.Item>
                            <Form.Item name={[f.name, 'score']} rules={[{ required: true }]}><InputNumber min={0} max={100} placeholder={t('field.optionScore')} data-testid={`field-option-${f.name}-score`} /></Form.Item>
                            {fields.length > 2 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                          </Space>
                        ))}
                        {fields.length < 10 && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '', score: 0 })}>{t('field.addOption')}</Button>}
                      </>
                    )}
                  </Form.List>
                </Form.Item>
                <Form.Item name="defaultIndex" label={t('field.defaultIndex')}>
                  <Select options={(options ?? []).map((o, i) => ({ value: i, label: o?.label || String(i + 1) }))} style={{ width: 200 }} />
                </Form.Item>
              </>
            )}
            <Form.Item name="description" label={t('field.description')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
            <Form.Item wrapperCol={{ offset: 4 }}>
              <FormButtons saving={saving} onSave={() => void save()} />
            </Form.Item>
          </Form>
        </Card>
      </Spin>
    </div>
  );
}
