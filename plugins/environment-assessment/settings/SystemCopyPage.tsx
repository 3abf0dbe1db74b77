import { Button, Card, Descriptions, Form, Input, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { notifier } from '../../../runtime/services/notifier';
import { areaOf } from '../area';
import { NS, type SystemRecord } from './shared';

/** evaluationSystem copy: a new own system from a template (or an own one), then on to editing it. */
export default function SystemCopyPage({ area: areaKind }: { area: 'client' | 'admin' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const { data } = useRequest(() => area.http.get<SystemRecord>(`${area.base}/system/${id}`), [id, areaKind]);
  useEffect(() => {
    if (data) form.setFieldsValue({ name: t('list.copyOf', { name: data.name }) });
  }, [data, form, t]);

  const copy = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      const created = await area.http.post<{ id: number }>(`${area.base}/system/copy/${id}`, { name: name.trim() });
      notifier.toast('success', t('list.saved'), 2);
      navigate(`${area.routes.evaluationSystem}/edit/${created.id}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ec-page" data-testid="system-copy">
      <Spin spinning={!data}>
        <Card>
          {data && (
            <Descriptions column={2} size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('field.source')}>
                <Space>{data.name}{data.template && <Tag color="blue">{t('field.template')}</Tag>}</Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.periodType')}>{t(`period.${data.periodType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('field.itemCount')}>{data.items?.length ?? 0}</Descriptions.Item>
              <Descriptions.Item label={t('field.levels')}>{data.levels.map((l) => l.name).join(' / ')}</Descriptions.Item>
            </Descriptions>
          )}
          <Form form={form} layout="inline">
            <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true, message: t('runtime:form.required', { label: t('field.name') }) }, { max: 50 }]}>
              <Input maxLength={50} style={{ width: 320 }} data-testid="field-name" />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" loading={saving} onClick={() => void copy()} data-testid="form-submit">{t('list.copy')}</Button>
                <Button onClick={() => navigate(-1)}>{t('runtime:form.cancel')}</Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      </Spin>
    </div>
  );
}
