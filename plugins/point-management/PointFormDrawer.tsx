import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGGER_PASSWORD_PATTERN, MN_PATTERN } from '../../schemas/contracts/monitoring/pointTypes';
import { useScopedHttp } from '../../runtime/shell/memberScope';
import { monitoringPaths } from '../../runtime/monitoring/api';
import { pointTypeOptions } from '../../runtime/monitoring/labels';
import { limitFieldProblem, type LimitRow } from './limitRules';

const NS = 'point-management';

interface FactorOption {
  code: string;
  name: string;
  medium: string;
  unit: string | null;
}

export interface PointRecord {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtdInterval: number;
  enabled: boolean;
  longitude: number | null;
  latitude: number | null;
  remark: string | null;
  factors?: (LimitRow & { factorCode: string })[];
}

interface Props {
  /** null: closed; 'new': add; a point: edit it. */
  editing: PointRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Factors offered for a point type (a gas outlet does not pick water factors). */
const MEDIUM_OF_TYPE: Record<string, string | undefined> = { wastewater: 'water', rainwater: 'water', gas: 'gas', vocs: 'gas', noise: 'noise' };

/** Add / edit a point: logger identity (the password is write-only), and each factor with its four limits. */
export function PointFormDrawer({ editing, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation(NS);
  const http = useScopedHttp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [catalogue, setCatalogue] = useState<FactorOption[]>([]);
  const type = Form.useWatch('type', form) as string | undefined;
  const isNew = editing === 'new';

  useEffect(() => {
    if (!editing) return;
    void http.get<FactorOption[]>(monitoringPaths.factors).then(setCatalogue, () => undefined);
    if (editing === 'new') {
      form.resetFields();
      form.setFieldsValue({ type: 'wastewater', rtdInterval: 60, enabled: true, factors: [] });
    } else {
      form.resetFields();
      void http.get<PointRecord>(`${monitoringPaths.points}/${editing.id}`).then((p) => form.setFieldsValue({ ...p, password: undefined }), () => undefined);
    }
  }, [editing, form, http]);

  const factorOptions = useMemo(() => {
    const medium = type ? MEDIUM_OF_TYPE[type] : undefined;
    return catalogue.filter((f) => !medium || f.medium === medium).map((f) => ({ value: f.code, label: `${f.name} (${f.code})${f.unit ? ` ${f.unit}` : ''}` }));
  }, [catalogue, type]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is wrong
    // Only the five fields the API takes: loaded rows also carry the factor's name and unit.
    const factors = ((values.factors ?? []) as (LimitRow & { factorCode?: string })[])
      .filter((f) => f?.factorCode)
      .map(({ factorCode, alarmMin, alarmMax, warnMin, warnMax }) => ({ factorCode, alarmMin: alarmMin ?? null, alarmMax: alarmMax ?? null, warnMin: warnMin ?? null, warnMax: warnMax ?? null }));
    const body = { ...values, factors };
    if (!body.password) delete body.password;
    setSaving(true);
    try {
      if (isNew) await http.post(monitoringPaths.points, body);
      else if (editing) await http.put(monitoringPaths.points, { ...body, id: editing.id });
      onSaved();
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  const limitInput = (name: number, field: keyof LimitRow) => (
    <Form.Item
      name={[name, field]}
      style={{ marginBottom: 0 }}
      dependencies={[['factors', name, 'alarmMin'], ['factors', name, 'alarmMax'], ['factors', name, 'warnMin'], ['factors', name, 'warnMax']]}
      rules={[
        {
          validator: () => {
            const problem = limitFieldProblem(form.getFieldValue(['factors', name]) ?? {}, field);
            return problem ? Promise.reject(new Error(t(`point.${problem}`))) : Promise.resolve();
          },
        },
      ]}
    >
      <InputNumber placeholder={t(`point.${field}`)} style={{ width: '100%' }} data-testid={`field-factors-${name}-${field}`} />
    </Form.Item>
  );

  return (
    <Drawer
      open={editing !== null}
      width={860}
      title={isNew ? t('point.add') : t('point.edit')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose} data-testid="form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="form-submit">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="point-form" requiredMark>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('point.name')} rules={[{ required: true, whitespace: true, message: t('point.required', { label: t('point.name') }) }, { max: 50 }]}>
              <Input maxLength={50} data-testid="field-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="code" label={t('point.code')} rules={[{ required: true, message: t('point.required', { label: t('point.code') }) }, { pattern: /^[0-9A-Za-z_-]{1,32}$/ }]}>
              <Input maxLength={32} placeholder="DW001" data-testid="field-code" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('point.type')} rules={[{ required: true }]}>
              <Select options={pointTypeOptions(i18n.language)} data-testid="field-type" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="rtdInterval" label={t('point.rtdInterval')} rules={[{ required: true }]}>
              <InputNumber min={30} max={3600} precision={0} style={{ width: '100%' }} data-testid="field-rtdInterval" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mn" label={t('point.mn')} rules={[{ required: true, message: t('point.required', { label: t('point.mn') }) }, { pattern: new RegExp(MN_PATTERN) }]}>
              <Input maxLength={32} data-testid="field-mn" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t('point.password')}
              rules={[{ required: isNew, message: t('point.required', { label: t('point.password') }) }, { pattern: new RegExp(LOGGER_PASSWORD_PATTERN), message: t('point.passwordRule') }]}
            >
              <Input.Password maxLength={64} autoComplete="new-password" placeholder={isNew ? t('point.passwordRule') : t('point.passwordKeep')} data-testid="field-password" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="longitude" label={t('point.longitude')}>
              <InputNumber min={-180} max={180} style={{ width: '100%' }} data-testid="field-longitude" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="latitude" label={t('point.latitude')}>
              <InputNumber min={-90} max={90} style={{ width: '100%' }} data-testid="field-latitude" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="enabled" label={t('point.enabled')} valuePropName="checked">
              <Switch data-testid="field-enabled" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('point.remark')}>
              <Input.TextArea maxLength={200} rows={2} data-testid="field-remark" />
            </Form.Item>
          </Col>
        </Row>
        <h4 style={{ margin: '8px 0 12px' }}>{t('point.factors')}</h4>
        <Form.List name="factors">
          {(fields, { add, remove }) => (
            <div data-testid="factor-list">
              {fields.length > 0 && (
                <Row gutter={8} style={{ color: '#64748b', marginBottom: 4 }}>
                  <Col span={7}>{t('point.factor')}</Col>
                  <Col span={4}>{t('point.alarmMin')}</Col>
                  <Col span={4}>{t('point.alarmMax')}</Col>
                  <Col span={4}>{t('point.warnMin')}</Col>
                  <Col span={4}>{t('point.warnMax')}</Col>
                </Row>
              )}
              {fields.map(({ key, name }) => (
                <Row gutter={8} key={key} style={{ marginBottom: 8 }} align="top" data-testid="factor-row">
                  <Col span={7}>
                    <Form.Item
                      name={[name, 'factorCode']}
                      style={{ marginBottom: 0 }}
                      rules={[
                        { required: true, message: t('point.required', { label: t('point.factor') }) },
                        {
                          validator: (_, code: string) => {
                            const codes = (form.getFieldValue('factors') ?? []).map((f: { factorCode?: string }) => f?.factorCode);
                            return code && codes.filter((c: string | undefined) => c === code).length > 1 ? Promise.reject(new Error(t('point.repeatedFactor'))) : Promise.resolve();
                          },
                        },
                      ]}
                    >
                      <Select showSearch optionFilterProp="label" options={factorOptions} data-testid={`field-factors-${name}-factorCode`} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>{limitInput(name, 'alarmMin')}</Col>
                  <Col span={4}>{limitInput(name, 'alarmMax')}</Col>
                  <Col span={4}>{limitInput(name, 'warnMin')}</Col>
                  <Col span={4}>{limitInput(name, 'warnMax')}</Col>
                  <Col span={1}>
                    <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(name)} aria-label="remove" />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} data-testid="factor-add">
                {t('point.addFactor')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
