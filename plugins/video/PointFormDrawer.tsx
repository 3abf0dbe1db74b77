import { Button, Cascader, Col, Drawer, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useDictionaries } from '../../runtime/modules/dictionaries';
import type { CascadeOption } from '../../runtime/modules/cascadeOptions';
import { apiPaths } from '../../runtime/services/api';
import { http } from '../../runtime/services/http';
import { videoApi } from './api';
import { DEVICE_ID_PATTERN, POINT_NAME_MAX, SOURCE_URL_MAX, type VideoPoint, type VideoPointInput } from './contract';
import { POINT_CHILD_TYPE_DICT } from './manifest';

const NS = 'video';

interface Props {
  /** null: closed; 'new': add; a camera: edit it. */
  editing: VideoPoint | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  name: string;
  division?: string[];
  childTypes?: string[];
  deviceSerial: string;
  channelCode: string;
  sourceUrl?: string;
  remark?: string;
}

/** The cascader's path (province → city → county) down to a code. */
function pathTo(options: readonly CascadeOption[], code: string): string[] | null {
  for (const o of options) {
    if (o.value === code) return [o.value];
    const below = o.children ? pathTo(o.children, code) : null;
    if (below) return [o.value, ...below];
  }
  return null;
}

/** Add / edit a camera. The source URL's password comes back masked; sent back unchanged, the server keeps it. */
export function PointFormDrawer({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const { dictionaries } = useDictionaries();
  const divisions = useQuery({ queryKey: ['cascade', 'division'], queryFn: () => http.get<CascadeOption[]>(apiPaths.cascade.division), staleTime: Infinity, enabled: editing !== null });
  const isNew = editing === 'new';

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing === 'new') return;
    form.setFieldsValue({
      name: editing.name,
      division: editing.administrativeDivisionId ? (pathTo(divisions.data ?? [], editing.administrativeDivisionId) ?? undefined) : undefined,
      childTypes: editing.pointChildType ? editing.pointChildType.split(',') : [],
      deviceSerial: editing.deviceSerial,
      channelCode: editing.channelCode,
      sourceUrl: editing.sourceUrl ?? undefined,
      remark: editing.remark ?? undefined,
    });
  }, [editing, form, divisions.data]);

  const required = (label: string) => ({ required: true, whitespace: true, message: t('point.required', { label }) });
  const devicePattern = { pattern: new RegExp(DEVICE_ID_PATTERN), message: t('point.devicePattern') };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is wrong
    const body: VideoPointInput = {
      name: values.name.trim(),
      administrativeDivisionId: values.division?.at(-1) ?? null,
      pointChildType: (values.childTypes ?? []).join(','),
      deviceSerial: values.deviceSerial.trim(),
      channelCode: values.channelCode.trim(),
      sourceUrl: values.sourceUrl?.trim() || null,
      remark: values.remark?.trim() || null,
    };
    setSaving(true);
    try {
      if (isNew) await videoApi.create(body);
      else if (editing) await videoApi.update(editing.id, body);
      onSaved();
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={editing !== null}
      width={720}
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
      <Form form={form} layout="vertical" data-testid="video-point-form" requiredMark>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('point.name')} rules={[required(t('point.name')), { max: POINT_NAME_MAX }]}>
              <Input maxLength={POINT_NAME_MAX} data-testid="field-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="childTypes" label={t('point.childType')}>
              <Select mode="multiple" allowClear options={[...(dictionaries.get(POINT_CHILD_TYPE_DICT) ?? [])]} data-testid="field-childTypes" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="deviceSerial" label={t('point.deviceSerial')} rules={[required(t('point.deviceSerial')), devicePattern]}>
              <Input maxLength={32} placeholder="34020000001320000001" data-testid="field-deviceSerial" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="channelCode" label={t('point.channelCode')} rules={[required(t('point.channelCode')), devicePattern]}>
              <Input maxLength={32} placeholder="34020000001310000001" data-testid="field-channelCode" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="division" label={t('point.division')}>
              <Cascader options={divisions.data ?? []} changeOnSelect showSearch allowClear data-testid="field-division" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="sourceUrl" label={t('point.sourceUrl')} extra={t('point.sourceHelp')}>
              <Input maxLength={SOURCE_URL_MAX} placeholder="rtsp://user:password@192.168.1.64:554/Streaming/Channels/101" data-testid="field-sourceUrl" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('point.remark')}>
              <Input.TextArea maxLength={200} rows={2} data-testid="field-remark" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
